import { describe, expect, it } from "vitest";
import type { HrsDept, HrsUser, Page, UserLink } from "../../src/contract/hrs-user.ts";
import type { CcUser } from "../../src/contract/personal-settings.ts";
import { demoServer } from "./helpers.ts";

/**
 * Departments (issue 20, /hrs_dept): the organisation's own, named once each, renamed with the
 * version read; members are put in one; GET /hrs/dept/selectUser lists the staff by department.
 */
const demo = demoServer("admin", "staff", "admin2");
const { get, send } = demo;

async function staffRole(): Promise<number> {
  const [row] = await demo.h.db.query<{ id: number }>(
    "select id from roles where org_id = $1 and code = 'staff'",
    [demo.ids.demo],
  );
  return row?.id ?? 0;
}

describe("departments", () => {
  it("are added, listed, renamed with the version read, and named once per organisation", async () => {
    const added = await send<HrsDept>("/hrs/dept", demo.tokens.admin, { name: "单证部" });
    expect(added.body.code).toBe(0);
    expect(added.body.data).toMatchObject({ name: "单证部", version: 1, userCount: 0 });
    const id = added.body.data.deptId;
    expect((await send("/hrs/dept", demo.tokens.admin, { name: "单证部" })).status).toBe(409);
    // The same name in another organisation is another department.
    expect((await send("/hrs/dept", demo.tokens.admin2, { name: "单证部" })).body.code).toBe(0);

    const renamed = await send<HrsDept>(
      `/hrs/dept/${id}`,
      demo.tokens.admin,
      { name: "单证与报关部", version: 1 },
      { method: "PUT" },
    );
    expect(renamed.body.data).toMatchObject({ name: "单证与报关部", version: 2 });
    const stale = await send(
      `/hrs/dept/${id}`,
      demo.tokens.admin,
      { name: "旧名", version: 1 },
      { method: "PUT" },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.messageInfo).toBe("数据已被他人修改，请刷新后重试");
    // Another organisation's department is not there for DEMO2's administrator.
    const foreign = await send(
      `/hrs/dept/${id}`,
      demo.tokens.admin2,
      { name: "x", version: 2 },
      { method: "PUT" },
    );
    expect(foreign.status).toBe(404);
    expect((await send("/hrs/dept", demo.tokens.admin, { name: " " })).status).toBe(400);

    const list = await get<HrsDept[]>("/hrs/dept", demo.tokens.admin);
    expect(list.body.data.map((d) => d.name)).toEqual(["单证与报关部"]);
    expect((await get("/hrs/dept", demo.tokens.staff)).status).toBe(403);
    expect((await send("/hrs/dept", demo.tokens.staff, { name: "x" })).status).toBe(403);

    const log = await get<Page<{ action: string }>>(
      "/hrs/log/page?action=dept.update",
      demo.tokens.admin,
    );
    expect(log.body.data.records).toHaveLength(1);
  });

  it("hold members, and the cc list shows the staff by department", async () => {
    const [dept] = (await get<HrsDept[]>("/hrs/dept", demo.tokens.admin)).body.data;
    const deptId = dept?.deptId ?? 0;
    const roleId = await staffRole();
    const added = await send<UserLink>("/hrs/user", demo.tokens.admin, {
      loginType: 1,
      cname: "报关员",
      email: "customs@demo.example",
      roleId,
      deptId,
    });
    expect(added.body.code).toBe(0);
    const found = await get<Page<HrsUser>>("/hrs/user/page?keyword=customs", demo.tokens.admin);
    expect(found.body.data.records[0]).toMatchObject({ deptId, deptName: dept?.name });

    // Another organisation's department is refused.
    const [other] = (await get<HrsDept[]>("/hrs/dept", demo.tokens.admin2)).body.data;
    const refused = await send("/hrs/user", demo.tokens.admin, {
      loginType: 1,
      cname: "x",
      email: "x2@demo.example",
      roleId,
      deptId: other?.deptId,
    });
    expect(refused.status).toBe(400);

    // An edit without deptId keeps it; null takes the member out.
    const user = found.body.data.records[0] as HrsUser;
    const kept = await send<HrsUser>(
      `/hrs/user/${user.userId}`,
      demo.tokens.admin,
      { cname: "报关员甲", email: user.email, roleId, version: user.version },
      { method: "PUT" },
    );
    expect(kept.body.data.deptId).toBe(deptId);

    const cc = await get<CcUser[]>("/hrs/dept/selectUser", demo.tokens.admin);
    expect(cc.body.data[0]).toMatchObject({ label: "报关员甲", deptName: dept?.name });
    expect(cc.body.data.slice(1).every((u) => u.deptName === null)).toBe(true);

    const out = await send<HrsUser>(
      `/hrs/user/${user.userId}`,
      demo.tokens.admin,
      {
        cname: "报关员甲",
        email: user.email,
        roleId,
        deptId: null,
        version: kept.body.data.version,
      },
      { method: "PUT" },
    );
    expect(out.body.data.deptId).toBeNull();
    const counted = await get<HrsDept[]>("/hrs/dept", demo.tokens.admin);
    expect(counted.body.data[0]?.userCount).toBe(0);
  });
});
