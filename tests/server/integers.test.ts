/**
 * Issue 33, "numbers out of range answer 500": every integer a body, a query string or a path
 * carries is checked as an integer in range by the schema (src/domain/integers.ts) and answers
 * 400 with the catalogue's message; nothing is saved. Ids in a path that are no int4 answer 404,
 * as an unknown id does (decision 55).
 */
import { describe, expect, it } from "vitest";
import { CHAT_PATHS } from "../../src/contract/chat.ts";
import type { HrsDept, HrsRole, HrsUser, Page } from "../../src/contract/hrs-user.ts";
import { ORDER_PATHS, type OrderSaved } from "../../src/contract/order.ts";
import { HRS_MESSAGES } from "../../src/domain/hrs-user.ts";
import { INT32_MAX, INTEGER_MESSAGES } from "../../src/domain/integers.ts";
import type { TariffRow } from "../../src/domain/tariff.ts";
import { serverErrorMessages } from "../../src/i18n/messages/server-errors.ts";
import { demoServer } from "./helpers.ts";

const demo = demoServer("admin", "staff");
const { get, send, tokens } = demo;

/** Past int4, the first value past it, negative, zero, fractional, and past 2^53. */
const BAD_IDS = [INT32_MAX + 1, -1, 0, 1.5, 1e19] as const;
const RANGE = INTEGER_MESSAGES.outOfRange;

describe("the catalogue", () => {
  it("knows the range message in both languages", () => {
    expect(serverErrorMessages["zh-CN"].integerOutOfRange).toBe(RANGE);
    expect(serverErrorMessages["en-US"].integerOutOfRange).toMatch(/whole number/);
  });
});

describe("the issue's examples", () => {
  it("PUT /hrs/dept/{id} with version 2147483648 answers 400 and changes nothing", async () => {
    const created = await send<HrsDept>("/hrs/dept", tokens.admin, { name: "范围部门" });
    expect(created.status, created.body.messageInfo).toBe(200);
    const dept = created.body.data;
    for (const version of [INT32_MAX + 1, 1.5, -1, 1e19]) {
      const res = await send(
        `/hrs/dept/${dept.deptId}`,
        tokens.admin,
        {
          name: "新名字",
          version,
        },
        { method: "PUT" },
      );
      expect(res, String(version)).toMatchObject({ status: 400, body: { messageInfo: RANGE } });
    }
    const [after] = await demo.h.db.query<{ name: string; version: number }>(
      "select name, version from depts where id = $1",
      [dept.deptId],
    );
    expect(after).toEqual({ name: dept.name, version: dept.version });
  });

  it.each([
    "size=1.5",
    "size=101",
    "size=0",
    "size=-1",
    "current=1.5",
    "current=0",
    "current=10001",
    "current=10000000000000000000",
    "size=2147483648",
    "size=x",
  ])("GET /hrs/log/page?%s and /hrs/user/page answer 400", async (query) => {
    for (const page of ["/hrs/log/page", "/hrs/user/page"]) {
      const res = await get(`${page}?${query}`, tokens.admin);
      expect(res, page).toMatchObject({ status: 400, body: { messageInfo: RANGE } });
    }
  });

  it("keeps the pages' defaults and caps", async () => {
    const log = await get<Page<unknown>>("/hrs/log/page", tokens.admin);
    expect(log.body.data).toMatchObject({ current: 1, size: 20 });
    const users = await get<Page<HrsUser>>("/hrs/user/page?current=2&size=100", tokens.admin);
    expect(users.body.data).toMatchObject({ current: 2, size: 100, records: [] });
  });

  it("POST /im/read with upTo 1e19 answers 400", async () => {
    const [chen] = await demo.h.db.query<{ id: number }>(
      "select id from users where email = 'chen@supplier.example'",
    );
    for (const upTo of [1e19, 2 ** 53, -1, 0, 1.5]) {
      const res = await send(CHAT_PATHS.read, tokens.staff, { with: `u${chen?.id}`, upTo });
      expect(res, String(upTo)).toMatchObject({ status: 400, body: { messageInfo: RANGE } });
    }
  });

  it("GET chat history and news with ids past 2^53 answer 400", async () => {
    const [chen] = await demo.h.db.query<{ id: number }>(
      "select id from users where email = 'chen@supplier.example'",
    );
    const history = await get(
      `${CHAT_PATHS.messages}?with=u${chen?.id}&before=10000000000000000000`,
      tokens.staff,
    );
    expect(history).toMatchObject({ status: 400, body: { messageInfo: RANGE } });
    const since = await get(`${CHAT_PATHS.missed}?after=99999999999999999`, tokens.staff);
    expect(since).toMatchObject({ status: 400, body: { messageInfo: RANGE } });
    // An accid whose number is past int4 names nobody.
    const to = await send(CHAT_PATHS.messages, tokens.staff, {
      to: "u9999999999",
      text: "你好",
      clientId: "int-test-1",
    });
    expect(to.status).toBe(400);
  });

  it("PUT /afbase/tariff/{id} with version 1.5 answers 400 and changes nothing", async () => {
    const row = (await get<Page<TariffRow>>("/afbase/tariff/page?keyword=pvg-dxb", tokens.admin))
      .body.data.records[0];
    if (!row) throw new Error("seeded PVG-DXB");
    const { id, version: _version, route: _route, ...fields } = row;
    for (const version of [1.5, INT32_MAX + 1, -1, 1e19]) {
      const res = await send(
        `/afbase/tariff/${id}`,
        tokens.admin,
        { ...fields, normal: 77, version },
        { method: "PUT" },
      );
      expect(res, String(version)).toMatchObject({ status: 400, body: { messageInfo: RANGE } });
    }
    const now = (await get<Page<TariffRow>>("/afbase/tariff/page?keyword=pvg-dxb", tokens.admin))
      .body.data.records[0];
    expect(now).toEqual(row);
    const del = await demo.h.call(`/afbase/tariff/${id}?version=2147483648`, {
      method: "DELETE",
      token: tokens.admin,
    });
    expect(del.status).toBe(400);
  });
});

describe("ids and versions in HRS bodies", () => {
  const newUser = (roleId: unknown) => ({
    loginType: 2,
    loginName: `range${String(roleId).replace(/\W/g, "")}`,
    cname: "范围",
    roleId,
  });

  it.each(BAD_IDS)("POST /hrs/user with roleId %s answers 400 and adds nobody", async (roleId) => {
    const before = await demo.h.db.query("select id from users");
    const res = await send("/hrs/user", tokens.admin, newUser(roleId));
    expect(res).toMatchObject({ status: 400, body: { messageInfo: HRS_MESSAGES.role } });
    expect(await demo.h.db.query("select id from users")).toHaveLength(before.length);
  });

  it("PUT /hrs/user/{id} refuses a roleId, deptId or version out of range", async () => {
    const users = await get<Page<HrsUser>>("/hrs/user/page?keyword=staff", tokens.admin);
    const user = users.body.data.records[0];
    if (!user) throw new Error("the demo seed has a staff user");
    const body = {
      cname: user.cname,
      roleId: user.roleId,
      version: user.version,
    };
    for (const bad of BAD_IDS) {
      const role = await send(
        `/hrs/user/${user.userId}`,
        tokens.admin,
        { ...body, roleId: bad },
        {
          method: "PUT",
        },
      );
      expect(role.status, `roleId ${bad}`).toBe(400);
      const dept = await send(
        `/hrs/user/${user.userId}`,
        tokens.admin,
        { ...body, deptId: bad },
        {
          method: "PUT",
        },
      );
      expect(dept.status, `deptId ${bad}`).toBe(400);
      const version = await send(
        `/hrs/user/${user.userId}`,
        tokens.admin,
        { ...body, version: bad },
        { method: "PUT" },
      );
      expect(version, `version ${bad}`).toMatchObject({
        status: 400,
        body: { messageInfo: RANGE },
      });
    }
  });

  it("roles and workgroups refuse ids and versions past int4", async () => {
    const [role] = (await get<HrsRole[]>("/hrs/role", tokens.admin)).body.data;
    if (!role) throw new Error("the demo seed has roles");
    const put = await send(
      `/hrs/role/${role.roleId}`,
      tokens.admin,
      { name: role.name, permissionIds: [], version: INT32_MAX + 1 },
      { method: "PUT" },
    );
    expect(put).toMatchObject({ status: 400, body: { messageInfo: RANGE } });
    const grant = await send("/hrs/role", tokens.admin, {
      name: "范围角色",
      permissionIds: [INT32_MAX + 1],
    });
    expect(grant).toMatchObject({ status: 400, body: { messageInfo: RANGE } });
    const group = await send("/hrs/workgroup", tokens.admin, {
      name: "范围组",
      userIds: [INT32_MAX + 1],
    });
    expect(group.status).toBe(400);
    expect(await demo.h.db.query("select 1 from workgroups where name = '范围组'")).toHaveLength(0);
  });
});

describe("versions of the organisation", () => {
  it("PUT /hrs/org/configure refuses a version past int4 and changes nothing", async () => {
    const before = await demo.h.db.query("select * from orgs where code = 'DEMO'");
    for (const version of [INT32_MAX + 1, 1.5, 1e19]) {
      const res = await send(
        "/hrs/org/configure",
        tokens.admin,
        { privateSaas: true, theme: "#123456", version },
        { method: "PUT" },
      );
      expect(res, String(version)).toMatchObject({ status: 400, body: { messageInfo: RANGE } });
    }
    expect(await demo.h.db.query("select * from orgs where code = 'DEMO'")).toEqual(before);
  });
});

describe("ids in a path", () => {
  it.each([
    "/hrs/dept/2147483648",
    "/hrs/dept/99999999999999999999",
    "/hrs/role/2147483648",
    "/hrs/user/2147483648",
    "/hrs/workgroup/2147483648",
  ])("PUT %s answers 404 like an unknown id", async (path) => {
    const body = path.startsWith("/hrs/workgroup")
      ? { name: "x", userIds: [], version: 1 }
      : { name: "x", version: 1 };
    const res = await send(path, tokens.admin, body, { method: "PUT" });
    expect(res.status).toBe(404);
  });
});

describe("versions of orders", () => {
  it("an order's save and lock refuse a version past int4", async () => {
    const created = await send<OrderSaved>(ORDER_PATHS.create, tokens.staff, {
      businessScope: "AE",
      businessDate: "2026-11-25",
      customerName: "范围客户",
    });
    expect(created.status, created.body.messageInfo).toBe(200);
    const uuid = created.body.data.orderUuid;
    for (const version of [INT32_MAX + 1, 1.5, 1e19]) {
      const save = await send(
        ORDER_PATHS.order(uuid),
        tokens.staff,
        { version },
        {
          method: "PUT",
        },
      );
      expect(save.status, `save ${version}`).toBe(400);
      const lock = await send(ORDER_PATHS.lock(uuid), tokens.staff, { version });
      expect(lock.status, `lock ${version}`).toBe(400);
    }
    const [row] = await demo.h.db.query<{ version: number; lock_status: number }>(
      "select version, lock_status from business_orders where uuid = $1",
      [uuid],
    );
    expect(row).toEqual({ version: 1, lock_status: 0 });
  });
});
