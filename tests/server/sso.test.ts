import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../server/auth/tokens.ts";
import { INTERNAL_SECRET_HEADER, writeInternalSecret } from "../../server/http/internal.ts";
import { type Harness, startHarness } from "./harness.ts";
import { api, type Body, json, signIn } from "./helpers.ts";

const INVALID = { code: 1, messageInfo: "用户信息无效，无法访问", data: null };

let h: Harness;
let dataDir: string;
let secret: string;
let admin: string;
let addressCounter = 0;
/** A fresh client address, so failures in one test do not trip the limit in another. */
const freshAddress = () => `198.18.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "sso-test-"));
  h = await startHarness({ DATA_DIR: dataDir });
  secret = writeInternalSecret(dataDir);
  ({ admin } = await signIn(h, "admin"));
});
afterAll(async () => {
  await h.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Ticket = { ticket: string; expiresAt: string };
type LoginData = { access_token: string; loginRole: string; loginType: number; orgCode: string };

const { send } = api(() => h);

/** A POST from a fresh client address unless told. */
const post = <T>(
  path: string,
  body: unknown,
  init: { token?: string; address?: string; contentType?: string } = {},
) =>
  send<T>(path, init.token, body, {
    address: init.address ?? freshAddress(),
    ...(init.contentType ? { contentType: init.contentType } : {}),
  });

const createTicket = (username: string, token = admin) =>
  post<Ticket>("/hrs/org/createSsoTicket", { username }, { token });

const exchange = (body: unknown, address = freshAddress()) =>
  post<LoginData>("/hrs/org/sourceLoginOfEf", body, { address });

describe("POST /hrs/org/createSsoTicket", () => {
  it("gives an administrator a 256-bit, two-minute ticket, stored only as a hash", async () => {
    const before = Date.now();
    const res = await createTicket("1|staff@demo.example|DEMO");
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.data.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expires = new Date(res.body.data.expiresAt).getTime();
    expect(expires - before).toBeGreaterThan(100_000);
    expect(expires - before).toBeLessThanOrEqual(125_000);
    const rows = await h.db.query<{ ticket_hash: string }>("select ticket_hash from sso_tickets");
    expect(rows.some((r) => r.ticket_hash === res.body.data.ticket)).toBe(false);
    expect(rows.some((r) => r.ticket_hash === hashToken(res.body.data.ticket))).toBe(true);
  });

  it.each([
    ["staff", "1|staff@demo.example|DEMO"],
    ["partner", "1|partner@demo.example|DEMO"],
  ])("refuses %s with 403", async (_who, username) => {
    const token = await h.login(username);
    const res = await createTicket("2|admin|DEMO", token);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, messageInfo: "您没有操作权限,请联系管理员", data: null });
  });

  it("refuses a ticket for another organisation's member with 403", async () => {
    const res = await createTicket("2|admin|DEMO2");
    expect(res.status).toBe(403);
    const other = await createTicket("1|staff@demo.example|DEMO", await h.login("2|admin|DEMO2"));
    expect(other.status).toBe(403);
  });

  it("answers an unknown or ineligible member with code 1", async () => {
    expect((await createTicket("1|ghost@demo.example|DEMO")).body).toEqual({
      code: 1,
      messageInfo: "用户不存在",
      data: null,
    });
    // The administrator login type only for administrators.
    expect((await createTicket("2|staff|DEMO")).body.code).toBe(1);
  });

  it.each([
    ["a malformed name", { username: "staff" }, "用户名格式不正确"],
    ["a number", { username: 42 }, "用户名格式不正确"],
    ["10 kB", { username: `1|${"a".repeat(10_240)}@x.cn|DEMO` }, "用户名格式不正确"],
    ["no name", {}, "用户名格式不正确"],
    ["an unknown field", { username: "2|admin|DEMO", ttl: 9999 }, "请求参数有误：不支持的字段 ttl"],
  ])("refuses %s with 400", async (_name, body, message) => {
    const res = await post("/hrs/org/createSsoTicket", body, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.messageInfo).toBe(message);
  });
});

describe("POST /hrs/org/sourceLoginOfEf", () => {
  it("exchanges a ticket once for a session of that member, without a bearer token", async () => {
    const { ticket } = (await createTicket("1|staff@demo.example|DEMO")).body.data;
    const first = await exchange({ token: ticket });
    expect(first.status).toBe(200);
    expect(first.body.code).toBe(0);
    expect(first.body.data).toMatchObject({ loginRole: "staff", loginType: 1, orgCode: "DEMO" });
    const me = await h.call("/hrs/permission/getButtonInfo", {
      token: first.body.data.access_token,
    });
    expect(me.status).toBe(200);
    const second = await exchange({ token: ticket });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(INVALID);
  });

  it("keeps the administrator login type of the name", async () => {
    const { ticket } = (await createTicket("2|admin|DEMO")).body.data;
    expect((await exchange({ token: ticket })).body.data).toMatchObject({
      loginType: 2,
      loginRole: "admin",
    });
  });

  it("lets exactly one of two concurrent uses through", async () => {
    const { ticket } = (await createTicket("0|13800000001|DEMO")).body.data;
    const results = await Promise.all([exchange({ token: ticket }), exchange({ token: ticket })]);
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 1]);
  });

  it("refuses an expired ticket", async () => {
    const { ticket } = (await createTicket("1|staff@demo.example|DEMO")).body.data;
    await h.db.query(
      "update sso_tickets set expires_at = now() - interval '1 second' where ticket_hash = $1",
      [hashToken(ticket)],
    );
    expect((await exchange({ token: ticket })).body).toEqual(INVALID);
  });

  it("refuses a ticket whose member has since been disabled", async () => {
    const { ticket } = (await createTicket("1|partner@demo.example|DEMO")).body.data;
    await h.db.query("update users set state = 0 where email = 'partner@demo.example'");
    try {
      expect((await exchange({ token: ticket })).body).toEqual(INVALID);
    } finally {
      await h.db.query("update users set state = 1 where email = 'partner@demo.example'");
    }
  });

  it.each([
    ["a forged ticket", { token: "A".repeat(43) }],
    ["a session token", "session"],
    ["no token", {}],
    ["an empty token", { token: "" }],
    ["a number", { token: 12345 }],
    ["an array", [{ token: "x" }]],
    ["an extra field", "extra"],
    ["10 kB", { token: "x".repeat(10_240) }],
    ["100 kB", { token: "x".repeat(100 * 1024) }],
    ["broken JSON", "{token:"],
    ["null", null],
  ])("refuses %s with the same answer", async (_name, body) => {
    let payload: unknown = body;
    if (body === "session") payload = { token: admin };
    if (body === "extra") {
      const { ticket } = (await createTicket("1|staff@demo.example|DEMO")).body.data;
      payload = { token: ticket, orgId: 1 };
    }
    const res = await exchange(payload);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(INVALID);
  });

  it("refuses a form body with the same answer", async () => {
    const { ticket } = (await createTicket("1|staff@demo.example|DEMO")).body.data;
    const res = await post("/hrs/org/sourceLoginOfEf", `token=${ticket}`, {
      contentType: "application/x-www-form-urlencoded",
    });
    expect(res.body).toEqual(INVALID);
  });

  it("locks an address out after repeated failures, while others still get in", async () => {
    const address = "203.0.113.99";
    for (let i = 0; i < 5; i++) {
      expect((await exchange({ token: "B".repeat(43) }, address)).body).toEqual(INVALID);
    }
    const { ticket } = (await createTicket("1|staff@demo.example|DEMO")).body.data;
    const locked = await h.call("/hrs/org/sourceLoginOfEf", {
      method: "POST",
      body: JSON.stringify({ token: ticket }),
      headers: { "content-type": "application/json" },
      address,
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    // The ticket was not spent by the refused call.
    expect((await exchange({ token: ticket })).body.code).toBe(0);
  });
});

describe("internal route and npm run sso-ticket", () => {
  const internal = (body: unknown, headers: Record<string, string>, address: string) =>
    h.call("/__internal/sso-tickets", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", ...headers },
      address,
    });

  it("makes tickets for a loopback caller with the data dir's secret only", async () => {
    const okRes = await internal(
      { username: "1|staff@demo.example|DEMO" },
      { [INTERNAL_SECRET_HEADER]: secret },
      "127.0.0.1",
    );
    const body = await json<Body<Ticket>>(okRes);
    expect(body.code).toBe(0);
    expect((await exchange({ token: body.data.ticket })).body.code).toBe(0);

    const noSecret = await internal({ username: "2|admin|DEMO" }, {}, "127.0.0.1");
    expect(noSecret.status).toBe(404);
    const remote = await internal(
      { username: "2|admin|DEMO" },
      { [INTERNAL_SECRET_HEADER]: secret },
      "203.0.113.5",
    );
    expect(remote.status).toBe(404);
    const unknown = await internal(
      { username: "1|ghost@demo.example|DEMO" },
      { [INTERNAL_SECRET_HEADER]: secret },
      "127.0.0.1",
    );
    expect((await json(unknown)).messageInfo).toBe("用户不存在");
  });

  it("prints only the ticket while the server runs on the same data dir", async () => {
    const server = serve({ fetch: h.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const port = (server.address() as AddressInfo).port;
    try {
      const run = promisify(execFile);
      const { stdout } = await run(
        process.execPath,
        ["--import", "tsx", "scripts/sso-ticket.ts", "1|staff@demo.example|DEMO"],
        { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir }, timeout: 30_000 },
      );
      expect(stdout).toMatch(/^[A-Za-z0-9_-]{43}\n$/);
      const res = await exchange({ token: stdout.trim() });
      expect(res.body.data).toMatchObject({ loginRole: "staff", orgCode: "DEMO" });

      const bad = await run(
        process.execPath,
        ["--import", "tsx", "scripts/sso-ticket.ts", "nonsense"],
        { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir }, timeout: 30_000 },
      ).catch((error: { code: number; stdout: string; stderr: string }) => error);
      expect(bad).toMatchObject({ code: 1, stdout: "" });
      expect((bad as { stderr: string }).stderr).toContain("npm run sso-ticket");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
