import { describe, expect, it } from "vitest";
import type {
  AuditRow,
  HrsRole,
  HrsUser,
  LoginNameMatch,
  Page,
  UserLink,
} from "../../src/contract/hrs-user.ts";
import { demoServer } from "./helpers.ts";

/**
 * The administrator's HRS calls (issue 20): users and roles of the caller's organisation only
 * (another organisation's answer 404), versions on saves (a stale save answers 409 and changes
 * nothing), disabling ends every session of the person in every organisation, and each change
 * writes an audit row.
 */

const demo = demoServer("admin", "staff", "partner", "admin2");
const { get, send } = demo;
const PASSWORD = "Harbour-Crane-42";

async function roleIdOf(code: string, org = demo.ids.demo): Promise<number> {
  const [row] = await demo.h.db.query<{ id: number }>(
    "select id from roles where org_id = $1 and code = $2",
    [org, code],
  );
  return row?.id ?? 0;
}

async function setPassword(link: string, password = PASSWORD) {
  const token = new URL(link).searchParams.get("token") ?? "";
  return send("/hrs/user/setPassword", undefined, {
    token,
    newPassword: password,
    confirmPassword: password,
  });
}

describe("users", () => {
  it("lists the organisation's members with search and paging", async () => {
    const all = await get<Page<HrsUser>>("/hrs/user/page?current=1&size=2", demo.tokens.admin);
    expect(all.body.code).toBe(0);
    expect(all.body.data.records).toHaveLength(2);
    expect(all.body.data.total).toBeGreaterThanOrEqual(4);
    const found = await get<Page<HrsUser>>("/hrs/user/page?keyword=partner", demo.tokens.admin);
    expect(found.body.data.records.map((u) => u.email)).toEqual(["partner@demo.example"]);
    // DEMO2's list has only its own members.
    const other = await get<Page<HrsUser>>("/hrs/user/page?size=100", demo.tokens.admin2);
    expect(other.body.data.records.some((u) => u.email === "partner@demo.example")).toBe(false);
  });

  it("adds a user with a one-time link, who signs in with the role's menus", async () => {
    const staffRole = await roleIdOf("staff");
    const added = await send<UserLink>("/hrs/user", demo.tokens.admin, {
      loginType: 1,
      cname: "新同事",
      email: "newcomer@demo.example",
      phone: "13900000077",
      roleId: staffRole,
    });
    expect(added.body.code).toBe(0);
    expect(added.body.data.link).toMatch(/\/setPassword\?token=/);
    expect((await setPassword(added.body.data.link)).body.code).toBe(0);
    const token = await demo.h.login("1|newcomer@demo.example|DEMO", PASSWORD);
    expect((await get("/afbase/hawbInfo/list", token)).status).toBe(200);
    expect((await get("/hrs/user/page", token)).status).toBe(403);

    const again = await send("/hrs/user", demo.tokens.admin, {
      loginType: 1,
      cname: "重复",
      email: "newcomer@demo.example",
      roleId: staffRole,
    });
    expect(again.status).toBe(409);
    // Staff without the button may not add users; a role of another organisation is refused.
    expect(
      (
        await send("/hrs/user", demo.tokens.staff, {
          loginType: 1,
          cname: "x",
          email: "x@demo.example",
          roleId: staffRole,
        })
      ).status,
    ).toBe(403);
    const foreignRole = await roleIdOf("staff", demo.ids.demo2);
    expect(
      (
        await send("/hrs/user", demo.tokens.admin, {
          loginType: 1,
          cname: "x",
          email: "y@demo.example",
          roleId: foreignRole,
        })
      ).status,
    ).toBe(400);
  });

  it("saves with the version read; a stale save answers 409 and changes nothing", async () => {
    const list = await get<Page<HrsUser>>("/hrs/user/page?keyword=newcomer", demo.tokens.admin);
    const user = list.body.data.records[0] as HrsUser;
    const body = {
      cname: "新同事甲",
      ename: "Newcomer",
      phone: user.phone,
      email: user.email,
      roleId: user.roleId,
      version: user.version,
    };
    const saved = await send<HrsUser>(`/hrs/user/${user.userId}`, demo.tokens.admin, body, {
      method: "PUT",
    });
    expect(saved.body.data).toMatchObject({ cname: "新同事甲", version: user.version + 1 });
    const stale = await send(
      `/hrs/user/${user.userId}`,
      demo.tokens.admin,
      { ...body, cname: "旧的" },
      { method: "PUT" },
    );
    expect(stale).toMatchObject({
      status: 409,
      body: { messageInfo: "数据已被他人修改，请刷新后重试" },
    });
    const [row] = await demo.h.db.query<{ cname: string }>(
      "select cname from users where id = $1",
      [user.userId],
    );
    expect(row?.cname).toBe("新同事甲");
  });

  it("answers 404 for another organisation's user, whatever the call", async () => {
    const list = await get<Page<HrsUser>>("/hrs/user/page?keyword=partner", demo.tokens.admin);
    const partner = list.body.data.records[0] as HrsUser;
    const as2 = demo.tokens.admin2;
    const body = { cname: "x", roleId: await roleIdOf("staff", demo.ids.demo2), version: 1 };
    expect((await send(`/hrs/user/${partner.userId}`, as2, body, { method: "PUT" })).status).toBe(
      404,
    );
    for (const action of ["disable", "enable", "resetPassword"]) {
      expect((await send(`/hrs/user/${partner.userId}/${action}`, as2)).status).toBe(404);
    }
    const [row] = await demo.h.db.query<{ state: number; cname: string }>(
      "select state, cname from users where id = $1",
      [partner.userId],
    );
    expect(row).toEqual({ state: 1, cname: partner.cname });
  });

  it("disabling ends every session of the person in both organisations at once; enabling lets them sign in", async () => {
    // A person in DEMO and DEMO2, signed in to both.
    const added = await send<UserLink>("/hrs/user", demo.tokens.admin, {
      loginType: 1,
      cname: "两边的人",
      email: "both@demo.example",
      roleId: await roleIdOf("staff"),
    });
    const userId = added.body.data.userId;
    await setPassword(added.body.data.link);
    await demo.h.db.query(
      `insert into user_orgs (user_id, org_id, role_id, login_role, is_default)
       values ($1, $2, $3, 'staff', false)`,
      [userId, demo.ids.demo2, await roleIdOf("staff", demo.ids.demo2)],
    );
    const inDemo = await demo.h.login("1|both@demo.example|DEMO", PASSWORD);
    const inDemo2 = await demo.h.login("1|both@demo.example|DEMO2", PASSWORD);
    expect((await get("/hrs/permission", inDemo2)).status).toBe(200);

    expect((await send(`/hrs/user/${userId}/disable`, demo.tokens.admin)).body.code).toBe(0);
    expect((await get("/hrs/permission", inDemo)).status).toBe(401);
    expect((await get("/hrs/permission", inDemo2)).status).toBe(401);
    await expect(demo.h.login("1|both@demo.example|DEMO", PASSWORD)).rejects.toThrow();

    expect((await send(`/hrs/user/${userId}/enable`, demo.tokens.admin)).body.code).toBe(0);
    expect(await demo.h.login("1|both@demo.example|DEMO", PASSWORD)).toMatch(/^[\w-]{20,}$/);
    // Nobody disables themselves.
    expect((await send(`/hrs/user/${demo.ids.admin}/disable`, demo.tokens.admin)).body.code).toBe(
      1,
    );
  });

  it("a reset gives a new link and makes the earlier one stop working", async () => {
    const list = await get<Page<HrsUser>>("/hrs/user/page?keyword=newcomer", demo.tokens.admin);
    const user = list.body.data.records[0] as HrsUser;
    const first = await send<UserLink>(`/hrs/user/${user.userId}/resetPassword`, demo.tokens.admin);
    const second = await send<UserLink>(
      `/hrs/user/${user.userId}/resetPassword`,
      demo.tokens.admin,
    );
    expect((await setPassword(first.body.data.link, "Quay-Side-Lamp-7")).body.code).toBe(1);
    expect((await setPassword(second.body.data.link, "Quay-Side-Lamp-7")).body.code).toBe(0);
    expect(await demo.h.login("1|newcomer@demo.example|DEMO", "Quay-Side-Lamp-7")).toMatch(
      /^[\w-]{20,}$/,
    );
  });
});

describe("roles", () => {
  it("creates, edits with versions, and deletes an unused role; another organisation's is 404", async () => {
    const created = await send<HrsRole>("/hrs/role", demo.tokens.admin, {
      name: "单证员",
      permissionIds: [101, 1001, 103],
    });
    expect(created.body.data).toMatchObject({ name: "单证员", permissionIds: [101, 103, 1001] });
    const role = created.body.data;
    const edited = await send<HrsRole>(
      `/hrs/role/${role.roleId}`,
      demo.tokens.admin,
      { name: "单证主管", permissionIds: [101], version: role.version },
      { method: "PUT" },
    );
    expect(edited.body.data).toMatchObject({ name: "单证主管", permissionIds: [101] });
    const stale = await send(
      `/hrs/role/${role.roleId}`,
      demo.tokens.admin,
      { name: "旧", permissionIds: [], version: role.version },
      { method: "PUT" },
    );
    expect(stale.status).toBe(409);

    const as2 = demo.tokens.admin2;
    expect(
      (
        await send(
          `/hrs/role/${role.roleId}`,
          as2,
          { name: "x", permissionIds: [], version: 2 },
          { method: "PUT" },
        )
      ).status,
    ).toBe(404);
    expect(
      (await send(`/hrs/role/${role.roleId}`, as2, undefined, { method: "DELETE" })).status,
    ).toBe(404);
    const theirs = await get<HrsRole[]>("/hrs/role", as2);
    expect(theirs.body.data.some((r) => r.roleId === role.roleId)).toBe(false);

    // A role somebody holds stays.
    const held = await send(`/hrs/role/${await roleIdOf("staff")}`, demo.tokens.admin, undefined, {
      method: "DELETE",
    });
    expect(held.status).toBe(409);
    const removed = await send(`/hrs/role/${role.roleId}`, demo.tokens.admin, undefined, {
      method: "DELETE",
    });
    expect(removed.body.code).toBe(0);
  });

  it("is refused to roles without the role menu", async () => {
    expect((await get("/hrs/role", demo.tokens.staff)).status).toBe(403);
    expect((await get("/hrs/role", demo.tokens.partner)).status).toBe(403);
  });
});

describe("the audit log", () => {
  it("records every administrative change with before and after, per organisation", async () => {
    const log = await get<Page<AuditRow>>("/hrs/log/page?size=100", demo.tokens.admin);
    const actions = log.body.data.records.map((r) => r.action);
    for (const action of [
      "user.create",
      "user.update",
      "user.disable",
      "user.enable",
      "user.resetPassword",
      "role.create",
      "role.update",
      "role.delete",
    ]) {
      expect(actions).toContain(action);
    }
    const update = log.body.data.records.find((r) => r.action === "user.update");
    expect(update?.before).toMatchObject({ cname: "新同事" });
    expect(update?.after).toMatchObject({ cname: "新同事甲" });
    expect(update?.actor).toBeTruthy();
    const filtered = await get<Page<AuditRow>>(
      "/hrs/log/page?action=role.delete",
      demo.tokens.admin,
    );
    expect(filtered.body.data.records.map((r) => r.action)).toEqual(["role.delete"]);
    // DEMO2's log has none of DEMO's rows: only sign-ins into DEMO2 (its administrator's, and
    // the person of both organisations signing in there).
    const other = await get<Page<AuditRow>>("/hrs/log/page?size=100", demo.tokens.admin2);
    expect(other.body.data.records.map((r) => [r.action, r.target]).sort()).toEqual([
      ["signin.success", "login:1|both@demo.example"],
      ["signin.success", "login:2|admin"],
    ]);
    expect((await get("/hrs/log/page", demo.tokens.staff)).status).toBe(403);
  });

  it("records sign-ins, failed ones with the reason and no password, and organisation switches", async () => {
    await expect(demo.h.login("1|staff@demo.example|DEMO", "Wrong-Password-1")).rejects.toThrow();
    const token = await demo.h.login("2|admin|DEMO");
    const switched = await send<{ orgId: number }>("/auth/switchLogin", token, {
      orgId: demo.ids.demo2,
      userId: demo.ids.admin,
    });
    expect(switched.body.code).toBe(0);

    const rows = async (tokenOf: string, action: string) =>
      (await get<Page<AuditRow>>(`/hrs/log/page?size=100&action=${action}`, tokenOf)).body.data
        .records;
    const failures = await rows(demo.tokens.admin, "signin.failure");
    expect(failures[0]).toMatchObject({
      target: "login:1|staff@demo.example",
      actor: null,
      after: { reason: "用户名或密码错误" },
    });
    expect(JSON.stringify(failures)).not.toContain("Wrong-Password-1");
    const successes = await rows(demo.tokens.admin, "signin.success");
    expect(successes.map((r) => r.target)).toContain("login:2|admin");
    expect(successes[0]?.address).toBeTruthy();
    // The switch is in the log of the organisation left and of the one entered.
    for (const t of [demo.tokens.admin, demo.tokens.admin2]) {
      expect((await rows(t, "org.switch"))[0]).toMatchObject({
        before: { orgId: demo.ids.demo },
        after: { orgId: demo.ids.demo2 },
      });
    }
  });
});

// Seed 000 §7 "user validation" answered 404 (issue 34); decision 0063.
describe("searchLoginNameAndOrgCode", () => {
  const PATH = "/hrs/user/searchLoginNameAndOrgCode";
  const search = (query: string, token = demo.tokens.admin) =>
    get<LoginNameMatch | null>(`${PATH}?${query}`, token);

  it("answers the caller's own member with that login name", async () => {
    for (const query of [
      "loginName=admin&orgCode=DEMO",
      "loginName=admin",
      "loginName=%20admin%20",
    ]) {
      const res = await search(query);
      expect(res.status, query).toBe(200);
      expect(res.body.code, query).toBe(0);
      expect(res.body.data, query).toMatchObject({
        loginName: "admin",
        orgCode: "DEMO",
        state: 1,
        userId: expect.any(Number),
      });
    }
  });

  it("never answers for another organisation, nor a login nobody has", async () => {
    // admin is also a member of DEMO2, but the caller's session is DEMO's.
    for (const query of ["loginName=admin&orgCode=DEMO2", "loginName=nobody-here&orgCode=DEMO"]) {
      const res = await search(query);
      expect(res.status, query).toBe(200);
      expect(res.body, query).toEqual({ code: 1, messageInfo: "用户不存在", data: null });
    }
    // From DEMO2's session the same login is DEMO2's member.
    const other = await search("loginName=admin&orgCode=DEMO2", demo.tokens.admin2);
    expect(other.body.data).toMatchObject({ loginName: "admin", orgCode: "DEMO2" });
  });

  it("needs the user administration menu and a login name", async () => {
    expect((await search("loginName=admin", demo.tokens.staff)).status).toBe(403);
    expect((await demo.h.call(`${PATH}?loginName=admin`)).status).toBe(401);
    const missing = await search("orgCode=DEMO");
    expect(missing.status).toBe(400);
    expect(missing.body.messageInfo).toBe("请输入登录名");
    expect((await search("loginName=admin&orgCode=%3Cx%3E")).status).toBe(400);
  });
});
