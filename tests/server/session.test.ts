import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commonPasswordCount, isCommonPassword } from "../../server/auth/common-passwords.ts";
import { type Harness, startHarness } from "./harness.ts";
import { api, type Body, json, orgIds, userIds } from "./helpers.ts";

let h: Harness;
const ids = { demo: 0, demo2: 0, admin: 0, staff: 0 };

beforeAll(async () => {
  h = await startHarness();
  Object.assign(ids, await orgIds(h));
  const users = await userIds(h);
  ids.admin = users.admin;
  ids.staff = users.staff;
});
afterAll(() => h.close());

type LoginData = {
  access_token: string;
  token_type: string;
  expires_in: number;
  orgId: number;
  orgName: string;
  orgCode: string;
  userId: number;
  loginType: number;
  loginRole: string;
  buttonInfo: string[];
};

const { send } = api(() => h);

const status = async (token: string) => (await h.call("/hrs/org/getMyOrgList", { token })).status;

const tryLogin = async (username: string, password: string) => {
  const res = await h.call("/auth/oauth/token", {
    method: "POST",
    body: new URLSearchParams({ grant_type: "password", username, password }),
    address: "192.0.2.200",
  });
  return json<Body<LoginData | null>>(res);
};

describe("POST /auth/switchLogin", () => {
  it("issues a session for the other organisation and ends the old one", async () => {
    const old = await h.login("2|admin|DEMO");
    const res = await send<LoginData>("/auth/switchLogin", old, {
      orgId: ids.demo2,
      userId: ids.admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    const data = res.body.data;
    expect(data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.access_token).not.toBe(old);
    expect(data).toMatchObject({
      token_type: "bearer",
      orgId: ids.demo2,
      orgCode: "DEMO2",
      orgName: "深圳演示二号供应链管理有限公司",
      userId: ids.admin,
      loginType: 2,
      loginRole: "admin",
    });
    expect(data.expires_in).toBeGreaterThan(0);
    expect(await status(old)).toBe(401);
    expect(await status(data.access_token)).toBe(200);
    // The new session really is the other organisation's: its counters are DEMO2's.
    const todo = await h.call(`/prm/api/toDo?orgId=${ids.demo2}&userId=${ids.admin}`, {
      token: data.access_token,
    });
    expect((await json<Body<{ total: number }>>(todo)).data.total).toBe(0);
    const back = await send<LoginData>("/auth/switchLogin", data.access_token, {
      orgId: ids.demo,
      userId: ids.admin,
    });
    expect(back.body.data.orgCode).toBe("DEMO");
  });

  it("keeps the login type", async () => {
    const token = await h.login("1|staff@demo.example|DEMO");
    const res = await send<LoginData>("/auth/switchLogin", token, {
      orgId: ids.demo,
      userId: ids.staff,
    });
    expect(res.body.data).toMatchObject({ loginType: 1, loginRole: "staff", orgCode: "DEMO" });
    expect(await status(token)).toBe(401);
  });

  it.each([
    [
      "an organisation the caller does not belong to",
      () => ({ orgId: ids.demo2, userId: ids.staff }),
    ],
    ["someone else's user id", () => ({ orgId: ids.demo, userId: ids.admin })],
    ["an unknown organisation", () => ({ orgId: 999_999, userId: ids.staff })],
  ])("refuses %s with 403 and keeps the session", async (_name, body) => {
    const token = await h.login("1|staff@demo.example|DEMO");
    const res = await send("/auth/switchLogin", token, body());
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, messageInfo: "您没有操作权限,请联系管理员", data: null });
    expect(await status(token)).toBe(200);
  });

  it("refuses an administrator session into an organisation where the person is not admin", async () => {
    await h.db.query(
      "update user_orgs set login_role = 'staff' where user_id = $1 and org_id = $2",
      [ids.admin, ids.demo2],
    );
    try {
      const token = await h.login("2|admin|DEMO");
      const res = await send("/auth/switchLogin", token, { orgId: ids.demo2, userId: ids.admin });
      expect(res.status).toBe(403);
      expect(await status(token)).toBe(200);
    } finally {
      await h.db.query(
        "update user_orgs set login_role = 'admin' where user_id = $1 and org_id = $2",
        [ids.admin, ids.demo2],
      );
    }
  });

  it("answers the no-role message when the target membership has no role", async () => {
    await h.db.query("update user_orgs set role_id = null where user_id = $1 and org_id = $2", [
      ids.admin,
      ids.demo2,
    ]);
    try {
      const token = await h.login("2|admin|DEMO");
      const res = await send("/auth/switchLogin", token, { orgId: ids.demo2, userId: ids.admin });
      expect(res.body).toEqual({
        code: 1,
        messageInfo: "该用户没有角色权限，请联系管理员",
        data: null,
      });
      expect(await status(token)).toBe(200);
    } finally {
      await h.db.query(
        `update user_orgs set role_id = (select id from roles where org_id = $2 and code = 'admin')
         where user_id = $1 and org_id = $2`,
        [ids.admin, ids.demo2],
      );
    }
  });

  it.each([
    [
      "string ids",
      () => ({ orgId: String(ids.demo), userId: String(ids.staff) }),
      "orgId 应为正整数",
    ],
    ["a missing user id", () => ({ orgId: ids.demo }), "userId 应为正整数"],
    ["a negative org id", () => ({ orgId: -1, userId: ids.staff }), "orgId 应为正整数"],
    [
      "an unknown field",
      () => ({ orgId: ids.demo, userId: ids.staff, role: "admin" }),
      "请求参数有误：不支持的字段 role",
    ],
    ["10 kB of text", () => ({ orgId: "1".repeat(10_240), userId: ids.staff }), "orgId 应为正整数"],
  ])("refuses %s with 400", async (_name, body, message) => {
    const token = await h.login("1|staff@demo.example|DEMO");
    const res = await send("/auth/switchLogin", token, body());
    expect(res.status).toBe(400);
    expect(res.body.messageInfo).toBe(message);
    expect(await status(token)).toBe(200);
  });

  it("refuses a form body with 415 and a 100 kB body with 413", async () => {
    const token = await h.login("1|staff@demo.example|DEMO");
    const form = await h.call("/auth/switchLogin", {
      method: "POST",
      token,
      body: new URLSearchParams({ orgId: "1", userId: "2" }),
    });
    expect(form.status).toBe(415);
    const big = await send("/auth/switchLogin", token, {
      orgId: 1,
      userId: 2,
      x: "x".repeat(100_000),
    });
    expect(big.status).toBe(413);
  });
});

describe("POST /hrs/user/resetPassword", () => {
  const NEW = "Harbour-Freight-42";
  const reset = (token: string, body: unknown, address?: string) =>
    send<boolean>("/hrs/user/resetPassword", token, body, { address });
  const body = (oldPassword: string, newPassword: string, confirmPassword = newPassword) => ({
    oldPassword,
    newPassword,
    confirmPassword,
  });

  it("ships a common-password list of at least 1000 entries without the demo password", () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(1000);
    expect(isCommonPassword("password")).toBe(true);
    expect(isCommonPassword("PassWord")).toBe(true);
    expect(isCommonPassword("12345678")).toBe(true);
    expect(isCommonPassword("Demo@2026")).toBe(false);
    expect(isCommonPassword(NEW)).toBe(false);
  });

  it.each([
    ["a wrong current password", body("Wrong-Pass-1", NEW), "原密码错误"],
    ["a mismatched confirmation", body("Demo@2026", NEW, `${NEW}x`), "两次输入的密码不一致"],
    ["a short password", body("Demo@2026", "Ab1!xyz"), "密码长度应为 8 到 128 位"],
    ["129 characters", body("Demo@2026", `${"a1".repeat(64)}b`), "密码长度应为 8 到 128 位"],
    ["10 kB", body("Demo@2026", "x".repeat(10_240)), "密码长度应为 8 到 128 位"],
    ["a common password", body("Demo@2026", "password"), "密码过于简单，请换一个"],
    ["a common password in capitals", body("Demo@2026", "QWERTY123"), "密码过于简单，请换一个"],
    ["the digits 1 to 8", body("Demo@2026", "12345678"), "密码过于简单，请换一个"],
    ["the same password", body("Demo@2026", "Demo@2026"), "新密码不能与原密码相同"],
    ["10 kB of current password", body("x".repeat(10_240), NEW), "原密码错误"],
  ])("refuses %s with code 1", async (_name, payload, message) => {
    const token = await h.login("1|partner@demo.example|DEMO");
    const res = await reset(token, payload, `198.51.100.${Math.floor(Math.random() * 200)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 1, messageInfo: message, data: null });
    expect(await status(token)).toBe(200);
  });

  it.each([
    ["a missing current password", { newPassword: NEW, confirmPassword: NEW }, "请输入原密码"],
    ["an empty new password", body("Demo@2026", ""), "请输入新密码"],
    [
      "a number",
      { oldPassword: "Demo@2026", newPassword: 12345678, confirmPassword: 12345678 },
      "请输入新密码",
    ],
    [
      "an unknown field",
      { ...body("Demo@2026", NEW), userId: 1 },
      "请求参数有误：不支持的字段 userId",
    ],
    ["null", null, "请求参数有误"],
  ])("refuses %s with 400", async (_name, payload, message) => {
    const token = await h.login("1|partner@demo.example|DEMO");
    const res = await reset(token, payload);
    expect(res.status).toBe(400);
    expect(res.body.messageInfo).toBe(message);
  });

  it("changes the password, ends the other sessions, keeps the caller's", async () => {
    const caller = await h.login("0|13800000001|DEMO");
    const other = await h.login("0|13800000001|DEMO");
    const before = await h.db.query<{ changed: Date }>(
      "select password_changed_at as changed from users where phone = '13800000001'",
    );
    const res = await reset(caller, body("Demo@2026", NEW));
    expect(res.body).toEqual({ code: 0, messageInfo: "操作成功", data: true });
    expect(await status(caller)).toBe(200);
    expect(await status(other)).toBe(401);
    const after = await h.db.query<{ changed: Date }>(
      "select password_changed_at as changed from users where phone = '13800000001'",
    );
    expect(new Date(after[0]?.changed ?? 0).getTime()).toBeGreaterThan(
      new Date(before[0]?.changed ?? 0).getTime(),
    );
    expect((await tryLogin("0|13800000001|DEMO", "Demo@2026")).code).toBe(1);
    expect((await tryLogin("0|13800000001|DEMO", NEW)).code).toBe(0);
    // Other people's sessions are untouched.
    const staff = await h.login("1|staff@demo.example|DEMO");
    expect(await status(staff)).toBe(200);
  });

  it("throttles wrong current passwords like logins, per account", async () => {
    const token = await h.login("1|staff@demo.example|DEMO");
    for (let i = 0; i < 5; i++) {
      expect((await reset(token, body("nope-nope-1", NEW), "192.0.2.77")).body.messageInfo).toBe(
        "原密码错误",
      );
    }
    const res = await h.call("/hrs/user/resetPassword", {
      method: "POST",
      token,
      body: JSON.stringify(body("Demo@2026", NEW)),
      headers: { "content-type": "application/json" },
      address: "192.0.2.77",
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await json(res)).messageInfo).toBe("原密码错误次数过多，请稍后再试");
    // The password was not changed, and logging in is a separate count.
    expect((await tryLogin("1|staff@demo.example|DEMO", "Demo@2026")).code).toBe(0);
  });
});
