import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { type Db, openPglite } from "../../server/db/client.ts";
import { migrate } from "../../server/db/migrate.ts";
import { seedReference } from "../../server/db/seed/reference.ts";
import { INTERNAL_SECRET_HEADER, writeInternalSecret } from "../../server/http/internal.ts";
import { silentLogger } from "../../server/log.ts";
import type { CreatedOrg, SetPasswordLinkInfo } from "../../src/contract/tenant.ts";
import { type Body, json } from "./helpers.ts";

/**
 * A first organisation without the demo (issue 20): a fresh database with only the reference
 * data (SEED_DEMO=0), `npm run create-org` through the loopback-only internal route, the
 * one-time set-password link, and the administrator's first sign-in.
 */

const PASSWORD = "Acme-Admin-2026";
let db: Db;
let app: ReturnType<typeof createApp>;
let dataDir: string;
let secret: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "tenant-test-"));
  db = await openPglite();
  await migrate(db);
  await seedReference(db);
  app = createApp({
    db,
    config: loadConfig({ STATIC_DIR: "", LOG_REQUESTS: "0", DATA_DIR: dataDir, SEED_DEMO: "0" }),
    log: silentLogger,
  });
  secret = writeInternalSecret(dataDir);
});
afterAll(async () => {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call<T = unknown>(
  url: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Body<T> }> {
  const headers = new Headers(init.headers);
  headers.set("x-test-client", "127.0.0.1");
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  const res = await app.request(url, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: res.status, body: await json<Body<T>>(res) };
}

async function login(username: string, password: string) {
  const res = await app.request("/auth/oauth/token", {
    method: "POST",
    headers: { "x-test-client": "203.0.113.9" },
    body: new URLSearchParams({ grant_type: "password", username, password }),
  });
  return json<Body<{ access_token: string } | null>>(res);
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

describe("a fresh database without the demo", () => {
  it("has no organisation and nobody to sign in as", async () => {
    expect(await db.query("select id from orgs")).toEqual([]);
    expect((await login("2|admin|ACME", PASSWORD)).code).not.toBe(0);
  });
});

describe("POST /__internal/orgs and the set-password link", () => {
  let created: CreatedOrg;

  it("refuses a caller without the data dir's secret with the plain 404", async () => {
    const res = await call("/__internal/orgs", {
      body: { code: "EVIL", name: "x", admin: "evil" },
      headers: { [INTERNAL_SECRET_HEADER]: "x".repeat(43) },
    });
    expect(res.status).toBe(404);
    expect(await db.query("select id from orgs")).toEqual([]);
  });

  it("refuses a malformed code with 400", async () => {
    const res = await call("/__internal/orgs", {
      body: { code: "acme corp", name: "某某", admin: "admin" },
      headers: { [INTERNAL_SECRET_HEADER]: secret },
    });
    expect(res.status).toBe(400);
    expect(res.body.messageInfo).toBe("机构代码应为 2 到 20 位大写字母、数字、- 或 _");
  });

  it("creates the organisation, its all-granting administrator role and the administrator", async () => {
    const res = await call<CreatedOrg>("/__internal/orgs", {
      body: { code: "ACME", name: "某某国际货运代理有限公司", admin: "admin" },
      headers: { [INTERNAL_SECRET_HEADER]: secret },
    });
    expect(res.body.code).toBe(0);
    created = res.body.data;
    expect(created.link).toMatch(/^http:\/\/localhost\/setPassword\?token=[A-Za-z0-9_-]{43}$/);
    const hours = (Date.parse(created.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const [grants] = await db.query<{ granted: number; all: number }>(
      `select (select count(*)::int from role_permissions rp join roles r on r.id = rp.role_id
               where r.org_id = $1) as granted,
              (select count(*)::int from permissions) as "all"`,
      [created.orgId],
    );
    expect(grants?.granted).toBe(grants?.all);
    // No password works before the link is used.
    expect((await login("2|admin|ACME", PASSWORD)).code).not.toBe(0);
  });

  it("answers 409 for a code or an administrator login that exists, and creates nothing", async () => {
    const again = await call("/__internal/orgs", {
      body: { code: "ACME", name: "another", admin: "other" },
      headers: { [INTERNAL_SECRET_HEADER]: secret },
    });
    expect(again).toMatchObject({ status: 409, body: { messageInfo: "机构代码已存在" } });
    const login = await call("/__internal/orgs", {
      body: { code: "ACME2", name: "another", admin: "admin" },
      headers: { [INTERNAL_SECRET_HEADER]: secret },
    });
    expect(login).toMatchObject({ status: 409, body: { messageInfo: "登录名已被使用" } });
    expect((await db.query("select id from orgs")).length).toBe(1);
  });

  it("says whose link it is, applies the password rules, and works once", async () => {
    const token = tokenOf(created.link);
    const info = await call<SetPasswordLinkInfo>(
      `/hrs/user/setPassword?token=${encodeURIComponent(token)}`,
    );
    expect(info.body.data).toMatchObject({ loginName: "admin", orgCode: "ACME" });

    const set = (newPassword: string, confirmPassword = newPassword) =>
      call("/hrs/user/setPassword", { body: { token, newPassword, confirmPassword } });
    expect((await set("short")).body.messageInfo).toBe("密码长度应为 8 到 128 位");
    expect((await set("Acme-Admin-2026", "Acme-Admin-2025")).body.messageInfo).toBe(
      "两次输入的密码不一致",
    );
    expect((await set("12345678")).body.messageInfo).toBe("密码过于简单，请换一个");
    expect((await set(PASSWORD)).body).toMatchObject({
      code: 0,
      messageInfo: "密码设置成功，请登录",
    });

    const signedIn = await login("2|admin|ACME", PASSWORD);
    expect(signedIn.code).toBe(0);
    // The administrator sees the whole menu tree, HRS included.
    const menus = await call<{ path: string | null }[]>("/hrs/permission", {
      token: signedIn.data?.access_token ?? "",
    });
    expect(JSON.stringify(menus.body.data)).toContain('"/hrs_user"');

    // Used: the link says so and sets nothing.
    expect((await set("Another-Pass-99")).body).toMatchObject({
      code: 1,
      messageInfo: "链接无效或已过期，请联系管理员重新发送",
    });
    expect((await login("2|admin|ACME", PASSWORD)).code).toBe(0);
  });

  it("refuses an expired or unknown link", async () => {
    const res = await call<CreatedOrg>("/__internal/orgs", {
      body: { code: "BETA", name: "乙公司", admin: "beta-admin" },
      headers: { [INTERNAL_SECRET_HEADER]: secret },
    });
    await db.query(
      "update set_password_links set expires_at = now() - interval '1 second' where user_id = $1",
      [res.body.data.userId],
    );
    const token = tokenOf(res.body.data.link);
    for (const t of [token, "A".repeat(43)]) {
      const answer = await call("/hrs/user/setPassword", {
        body: { token: t, newPassword: PASSWORD, confirmPassword: PASSWORD },
      });
      expect(answer.body.messageInfo).toBe("链接无效或已过期，请联系管理员重新发送");
    }
  });
});

describe("npm run create-org", () => {
  it("prints the link while the server runs on the same data dir, and refuses bad arguments", async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const port = (server.address() as AddressInfo).port;
    const run = promisify(execFile);
    const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
    try {
      const { stdout } = await run(
        process.execPath,
        [
          "--import",
          "tsx",
          "scripts/create-org.ts",
          "--code",
          "GAMMA",
          "--name",
          "某某国际货运代理有限公司",
          "--admin",
          "gamma",
        ],
        { env, timeout: 30_000 },
      );
      const link = stdout.split("\n")[0] ?? "";
      expect(link).toMatch(
        new RegExp(`^http://127\\.0\\.0\\.1:${port}/setPassword\\?token=[A-Za-z0-9_-]{43}$`),
      );
      expect(stdout).toContain("2|gamma|GAMMA");
      const info = await call<SetPasswordLinkInfo>(
        `/hrs/user/setPassword?token=${encodeURIComponent(tokenOf(link))}`,
      );
      expect(info.body.data).toMatchObject({ loginName: "gamma", orgCode: "GAMMA" });

      const bad = await run(process.execPath, ["--import", "tsx", "scripts/create-org.ts"], {
        env,
        timeout: 30_000,
      }).catch((error: { code: number; stdout: string; stderr: string }) => error);
      expect(bad).toMatchObject({ code: 1, stdout: "" });
      expect((bad as { stderr: string }).stderr).toContain("npm run create-org");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
