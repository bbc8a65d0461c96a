import { describe, expect, it } from "vitest";
import type { OrgItem } from "../../src/contract/access.ts";
import type {
  HrsDept,
  HrsRole,
  HrsUser,
  MyInvitation,
  Page,
  PermissionMatrix,
  UserAdded,
} from "../../src/contract/hrs-user.ts";
import { HRS_MESSAGES } from "../../src/domain/hrs-user.ts";
import { DEMO_PASSWORD } from "../e2e/sign-in.ts";
import { demoServer } from "./helpers.ts";

/**
 * The HRS user calls' second half (issue 20): a person of another organisation invited, a member
 * once they accept (the switcher then shows both; issue 33), phones with a country code, departments deleted only when
 * empty, the role editor kept on the caller's own role, and the audit log as an .xlsx.
 */

const demo = demoServer("admin", "admin2");
const { get, send } = demo;

async function roleIdOf(code: string, org: number): Promise<number> {
  const [row] = await demo.h.db.query<{ id: number }>(
    "select id from roles where org_id = $1 and code = $2",
    [org, code],
  );
  return row?.id ?? 0;
}

describe("several organisations", () => {
  it("invites another organisation's person, who becomes a member by accepting", async () => {
    const role = await roleIdOf("admin", demo.ids.demo2);
    const added = await send<UserAdded>("/hrs/user", demo.tokens.admin2, {
      loginType: 1,
      cname: "不会覆盖的名字",
      email: "staff@demo.example",
      roleId: role,
    });
    expect(added.body.code).toBe(0);
    expect(added.body.data).toMatchObject({ joined: true, invited: true });
    expect("link" in added.body.data).toBe(false);
    // Not a member before accepting (decision 53).
    await expect(demo.h.login("1|staff@demo.example|DEMO2", DEMO_PASSWORD)).rejects.toThrow();
    const own = await demo.h.login("1|staff@demo.example|DEMO", DEMO_PASSWORD);
    const [invitation] = (await get<MyInvitation[]>("/auth/invitations", own)).body.data;
    expect(
      (await send(`/auth/invitations/${invitation?.invitationId}/accept`, own)).body.code,
    ).toBe(0);
    // Their own name stays; the switcher shows both organisations; they sign in to either.
    const token = await demo.h.login("1|staff@demo.example|DEMO2", DEMO_PASSWORD);
    const orgs = await get<OrgItem[]>("/hrs/org/getMyOrgList", token);
    expect(orgs.body.data.map((o) => o.orgCode).sort()).toEqual(["DEMO", "DEMO2"]);
    const members = await get<Page<HrsUser>>(
      "/hrs/user/page?keyword=staff%40demo",
      demo.tokens.admin2,
    );
    expect(members.body.data.records[0]?.cname).not.toBe("不会覆盖的名字");
    // A second time is refused: already a member.
    const again = await send("/hrs/user", demo.tokens.admin2, {
      loginType: 1,
      cname: "x",
      email: "staff@demo.example",
      roleId: role,
    });
    expect(again.status).toBe(409);
    expect(again.body.messageInfo).toBe(HRS_MESSAGES.memberExists);
  });
});

describe("phones with a country code", () => {
  it("keeps a Hong Kong contact phone; phone sign-in stays the mainland's", async () => {
    const role = await roleIdOf("staff", demo.ids.demo);
    const hk = await send<UserAdded>("/hrs/user", demo.tokens.admin, {
      loginType: 1,
      cname: "陈志明",
      email: "hk.agent@demo.example",
      phone: "51234567",
      phoneArea: "+852",
      roleId: role,
    });
    expect(hk.body.code).toBe(0);
    const found = await get<Page<HrsUser>>("/hrs/user/page?keyword=hk.agent", demo.tokens.admin);
    expect(found.body.data.records[0]).toMatchObject({ phone: "51234567", phoneArea: "+852" });
    // The same number as a mainland one is no mobile.
    const mainland = await send("/hrs/user", demo.tokens.admin, {
      loginType: 1,
      cname: "x",
      email: "x1@demo.example",
      phone: "51234567",
      roleId: role,
    });
    expect(mainland.status).toBe(400);
    expect(mainland.body.messageInfo).toBe(HRS_MESSAGES.phone);
    const phoneLogin = await send("/hrs/user", demo.tokens.admin, {
      loginType: 0,
      cname: "x",
      phone: "51234568",
      phoneArea: "+852",
      roleId: role,
    });
    expect(phoneLogin.status).toBe(400);
    expect(phoneLogin.body.messageInfo).toBe(HRS_MESSAGES.phoneLoginArea);
  });
});

describe("departments and roles", () => {
  it("deletes an empty department and refuses one with members", async () => {
    const made = await send<HrsDept>("/hrs/dept", demo.tokens.admin, { name: "临时项目组" });
    const removed = await send(`/hrs/dept/${made.body.data.deptId}`, demo.tokens.admin, undefined, {
      method: "DELETE",
    });
    expect(removed.body.code).toBe(0);
    const depts = await get<HrsDept[]>("/hrs/dept", demo.tokens.admin);
    expect(depts.body.data.some((d) => d.name === "临时项目组")).toBe(false);
    // A department with a member (put there as /hrs_user does).
    const busy = (await send<HrsDept>("/hrs/dept", demo.tokens.admin, { name: "操作部" })).body
      .data;
    await demo.h.db.query(
      `update user_orgs set dept_id = $1 where org_id = $2
         and user_id = (select id from users where email = 'partner@demo.example')`,
      [busy.deptId, demo.ids.demo],
    );
    const refused = await send(`/hrs/dept/${busy?.deptId}`, demo.tokens.admin, undefined, {
      method: "DELETE",
    });
    expect(refused.status).toBe(409);
    expect(refused.body.messageInfo).toBe(HRS_MESSAGES.deptInUse);
    const foreign = await send(`/hrs/dept/${busy?.deptId}`, demo.tokens.admin2, undefined, {
      method: "DELETE",
    });
    expect(foreign.status).toBe(404);
  });

  it("keeps the role editor on the caller's own role; nothing of the save is kept", async () => {
    const roles = await get<HrsRole[]>("/hrs/role", demo.tokens.admin);
    const own = roles.body.data.find((r) => r.code === "admin");
    if (!own) throw new Error("no admin role");
    const [editor] = await demo.h.db.query<{ id: number }>(
      "select id from permissions where path = '/hrs_role'",
    );
    const without = own.permissionIds.filter((id) => id !== editor?.id);
    const refused = await send(
      `/hrs/role/${own.roleId}`,
      demo.tokens.admin,
      { name: own.name, permissionIds: without, version: own.version },
      { method: "PUT" },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.messageInfo).toBe(HRS_MESSAGES.ownRoleEditor);
    const after = (await get<HrsRole[]>("/hrs/role", demo.tokens.admin)).body.data.find(
      (r) => r.roleId === own.roleId,
    );
    expect(after?.permissionIds).toEqual(own.permissionIds);
    expect(after?.version).toBe(own.version);
  });
});

describe("the audit log as a file", () => {
  it("writes every row the filter matches as an .xlsx", async () => {
    const res = await demo.h.call("/hrs/log/export?action=dept.create", {
      token: demo.tokens.admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    const [count] = await demo.h.db.query<{ n: number }>(
      "select count(*)::int as n from audit_log where org_id = $1 and action = 'dept.create'",
      [demo.ids.demo],
    );
    expect(res.headers.get("x-row-count")).toBe(String(count?.n));
    expect(count?.n).toBeGreaterThan(0);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 2)]).toEqual([0x50, 0x4b]);
  });
});

describe("the permission overview", () => {
  it("lists every node with the organisation's roles and what they hold", async () => {
    const res = await get<PermissionMatrix>("/hrs/permission/matrix", demo.tokens.admin);
    expect(res.body.code).toBe(0);
    const [nodes] = await demo.h.db.query<{ n: number }>(
      "select count(*)::int as n from permissions",
    );
    expect(res.body.data.nodes).toHaveLength(nodes?.n ?? -1);
    const codes = res.body.data.roles.map((r) => r.code);
    expect(codes).toContain("admin");
    const other = await get<PermissionMatrix>("/hrs/permission/matrix", demo.tokens.admin2);
    const demoRoleIds = new Set(res.body.data.roles.map((r) => r.roleId));
    expect(other.body.data.roles.some((r) => demoRoleIds.has(r.roleId))).toBe(false);
  });
});
