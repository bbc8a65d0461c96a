import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "./harness.ts";
import { type Body, json } from "./helpers.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const form = (fields: Record<string, string>) => ({
  method: "POST",
  body: new URLSearchParams(fields),
});

type TokenBody = Body<{
  access_token: string;
  orgName: string;
  orgCode: string;
  userCname: string;
  loginRole: string;
  loginType: number;
  buttonInfo: string[];
  onlineService: boolean;
  orgVersion: string;
  userId: number;
  orgId: number;
} | null>;

describe("POST /auth/oauth/token", () => {
  it.each([
    ["2|admin|DEMO", "admin", 2, "DEMO"],
    ["1|staff@demo.example|DEMO", "staff", 1, "DEMO"],
    ["0|13800000001|DEMO", "staff", 0, "DEMO"],
    ["1|partner@demo.example|DEMO", "partner", 1, "DEMO"],
    ["2|admin|DEMO2", "admin", 2, "DEMO2"],
    ["1|STAFF@demo.example|demo", "staff", 1, "DEMO"],
  ])("logs in %s", async (username, role, type, org) => {
    const res = await h.call(
      "/auth/oauth/token",
      form({ grant_type: "password", username, password: "Demo@2026" }),
    );
    expect(res.status).toBe(200);
    const body = await json<TokenBody>(res);
    expect(body.code).toBe(0);
    expect(body.data?.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data?.loginRole).toBe(role);
    expect(body.data?.loginType).toBe(type);
    expect(body.data?.orgCode).toBe(org);
    expect(typeof body.data?.orgName).toBe("string");
    expect(Array.isArray(body.data?.buttonInfo)).toBe(true);
  });

  it("stores only a hash of the token", async () => {
    const token = await h.login("2|admin|DEMO");
    const rows = await h.db.query<{ token_hash: string }>("select token_hash from sessions");
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it("refuses a wrong password with a Chinese message and code 1", async () => {
    const res = await h.call("/auth/oauth/token", {
      ...form({ grant_type: "password", username: "2|admin|DEMO", password: "nope" }),
      address: "198.51.100.1",
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ code: 1, messageInfo: "用户名或密码错误", data: null });
  });

  it("refuses the administrator login type for a staff member", async () => {
    const res = await h.call("/auth/oauth/token", {
      ...form({
        grant_type: "password",
        username: "2|staff@demo.example|DEMO",
        password: "Demo@2026",
      }),
      address: "198.51.100.2",
    });
    expect((await json(res)).code).not.toBe(0);
  });

  it("refuses an unknown user exactly like a wrong password", async () => {
    const res = await h.call("/auth/oauth/token", {
      ...form({
        grant_type: "password",
        username: "1|ghost@demo.example|DEMO",
        password: "Demo@2026",
      }),
      address: "198.51.100.3",
    });
    expect(await json(res)).toEqual({ code: 1, messageInfo: "用户名或密码错误", data: null });
  });

  it.each([
    ["missing password", { grant_type: "password", username: "2|admin|DEMO" }, 400, "请输入密码"],
    ["missing username", { grant_type: "password", password: "x" }, 400, "用户名格式不正确"],
    [
      "malformed username",
      { grant_type: "password", username: "admin", password: "x" },
      400,
      "用户名格式不正确",
    ],
    [
      "unknown login type",
      { grant_type: "password", username: "7|admin|DEMO", password: "x" },
      400,
      "用户名格式不正确",
    ],
    [
      "bad phone",
      { grant_type: "password", username: "0|123|DEMO", password: "x" },
      400,
      "用户名格式不正确",
    ],
    [
      "wrong grant type",
      { grant_type: "client_credentials", username: "2|admin|DEMO", password: "x" },
      400,
      "不支持的授权类型",
    ],
    [
      "huge password",
      { grant_type: "password", username: "2|admin|DEMO", password: "x".repeat(129) },
      400,
      "密码长度不超过 128",
    ],
  ])("answers %s with a clear message", async (_name, fields, status, message) => {
    const res = await h.call("/auth/oauth/token", form(fields as Record<string, string>));
    expect(res.status).toBe(status);
    expect(await json(res)).toEqual({ code: status, messageInfo: message, data: null });
  });

  it("answers a 100 kB body with 413, not 500", async () => {
    const res = await h.call(
      "/auth/oauth/token",
      form({ grant_type: "password", username: "2|admin|DEMO", password: "x".repeat(100 * 1024) }),
    );
    expect(res.status).toBe(413);
    expect((await json(res)).messageInfo).toBe("请求内容过大");
  });

  it.each([
    ["application/json", JSON.stringify({ grant_type: "password" })],
    ["text/plain", "grant_type=password"],
  ])("answers content type %s with 415", async (type, body) => {
    const res = await h.call("/auth/oauth/token", {
      method: "POST",
      body,
      headers: { "content-type": type },
    });
    expect(res.status).toBe(415);
    expect((await json(res)).messageInfo).toBe("请求格式不支持");
  });
});

describe("bearer tokens", () => {
  it("lets a logged-in caller through to logout, then refuses the revoked token", async () => {
    const token = await h.login("1|staff@demo.example|DEMO");
    const out = await h.call("/auth/token/logout", { method: "DELETE", token });
    expect(await json(out)).toMatchObject({ code: 0 });
    const again = await h.call("/auth/token/logout", { method: "DELETE", token });
    expect(again.status).toBe(401);
    expect(await json(again)).toEqual({
      code: 401,
      messageInfo: "登录已超时，请重新登录",
      data: null,
    });
  });

  it.each([
    ["no header", undefined],
    ["garbage", "Bearer !!!"],
    ["unknown token", "Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
    ["wrong scheme", "Basic YWRtaW46YWRtaW4="],
  ])("answers 401 for %s", async (_name, header) => {
    const res = await h.call("/auth/token/logout", {
      method: "DELETE",
      headers: header ? { authorization: header } : {},
    });
    expect(res.status).toBe(401);
  });

  it("refuses a token past its absolute expiry", async () => {
    const token = await h.login("0|13800000001|DEMO");
    await h.db.query(
      "update sessions set expires_at = now() - interval '1 second' where revoked_at is null",
    );
    const res = await h.call("/auth/token/logout", { method: "DELETE", token });
    expect(res.status).toBe(401);
  });

  it("refuses a token idle for longer than the idle limit", async () => {
    const token = await h.login("0|13800000001|DEMO");
    await h.db.query(
      "update sessions set last_seen_at = now() - interval '9 hours' where revoked_at is null and expires_at > now()",
    );
    const res = await h.call("/auth/token/logout", { method: "DELETE", token });
    expect(res.status).toBe(401);
  });

  it("answers unknown API paths with a 404 envelope for a logged-in caller", async () => {
    const token = await h.login("2|admin|DEMO");
    const res = await h.call("/hrs/no/such/call", { token });
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ code: 404, messageInfo: "404网络请求不存在", data: null });
  });
});

describe("login rate limit", () => {
  it("locks an account from one address after 5 failures, with Retry-After, while another address still gets in", async () => {
    const attempt = (address: string, password: string) =>
      h.call("/auth/oauth/token", {
        ...form({ grant_type: "password", username: "1|partner@demo.example|DEMO", password }),
        address,
      });
    for (let i = 0; i < 5; i++) {
      expect((await json(await attempt("192.0.2.50", "wrong"))).code).toBe(1);
    }
    const locked = await attempt("192.0.2.50", "Demo@2026");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(locked.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect((await json(locked)).messageInfo).toBe("登录失败次数过多，请稍后再试");
    const elsewhere = await attempt("192.0.2.51", "Demo@2026");
    expect((await json(elsewhere)).code).toBe(0);
  });
});

describe("unexpected errors", () => {
  it("answers a generic message without a stack trace", async () => {
    const broken = await startHarness();
    try {
      await broken.db.exec("drop table sessions cascade");
      const res = await broken.call(
        "/auth/oauth/token",
        form({ grant_type: "password", username: "2|admin|DEMO", password: "Demo@2026" }),
      );
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({
        code: 500,
        messageInfo: "服务器开小差了，请稍后再试",
        data: null,
      });
      expect(text).not.toMatch(/at |Error|sessions/);
    } finally {
      await broken.close();
    }
  });
});
