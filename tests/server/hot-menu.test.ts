import { describe, expect, it } from "vitest";
import { HOT_MENU_LIMIT_MESSAGE, type HotMenuRecord } from "../../src/domain/hot-menu.ts";
import { demoServer } from "./helpers.ts";

const demo = demoServer("admin", "staff", "admin2", "phone");
const { get, send: post, tokens, ids } = demo;

const LIST = "/hrs/userAccessRecord/getUserAccessRecordList";
const SAVE = "/hrs/userAccessRecord/saveUserAccessRecordList";
/** Leaves the staff role holds (air freight, in tree order). */
const AF_LEAVES = [101, 109, 104, 105, 106, 107, 108, 102, 110, 111, 112];

const chosen = (ids: number[]) =>
  ids.map((permissionId, sort) => ({
    permissionId,
    permissionName: `menu ${permissionId}`,
    recordId: null,
    status: 1,
    sort,
  }));

describe("hot menus", () => {
  it("starts empty, saves ten in order and lists them with the menus' own names and paths", async () => {
    expect((await get<HotMenuRecord[]>(LIST, tokens.staff)).body.data).toEqual([]);
    const ten = AF_LEAVES.slice(0, 10).reverse();
    const saved = await post<HotMenuRecord[]>(SAVE, tokens.staff, chosen(ten));
    expect(saved.body.code).toBe(0);
    const list = (await get<HotMenuRecord[]>(LIST, tokens.staff)).body.data;
    expect(list.map((r) => r.permissionId)).toEqual(ten);
    expect(list.map((r) => r.sort)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(list[0]).toMatchObject({
      permissionName: "运价搜索",
      path: "/af_price_search",
      status: 1,
    });
  });

  it("sets an unchosen record to status 0 and sort -1, keeping its row", async () => {
    const before = (await get<HotMenuRecord[]>(LIST, tokens.staff)).body.data;
    const dropped = before[3];
    const keep = before.filter((r) => r !== dropped);
    const body = [
      ...keep.map((r, sort) => ({ ...pick(r), status: 1, sort })),
      { ...pick(dropped as HotMenuRecord), status: 0, sort: -1 },
    ];
    expect((await post(SAVE, tokens.staff, body)).body.code).toBe(0);
    const [row] = await demo.h.db.query<{ status: number; sort: number }>(
      "select status, sort from user_access_records where id = $1",
      [dropped?.recordId],
    );
    expect(row).toEqual({ status: 0, sort: -1 });
    const after = (await get<HotMenuRecord[]>(LIST, tokens.staff)).body.data;
    expect(after.filter((r) => r.status === 1).map((r) => r.permissionId)).toEqual(
      keep.map((r) => r.permissionId),
    );
    // The API lists it after the chosen ones, unchosen.
    expect(after.at(-1)).toMatchObject({
      permissionId: dropped?.permissionId,
      status: 0,
      sort: -1,
    });
  });

  it("refuses an eleventh chosen menu with the limit message and changes nothing", async () => {
    const before = (await get<HotMenuRecord[]>(LIST, tokens.staff)).body.data;
    const res = await post(SAVE, tokens.staff, chosen(AF_LEAVES));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 1, messageInfo: HOT_MENU_LIMIT_MESSAGE });
    expect((await get<HotMenuRecord[]>(LIST, tokens.staff)).body.data).toEqual(before);
  });

  it.each([
    ["a parent menu", [100]],
    ["a group without a page", [150]],
    ["the no-permission page", [215]],
    ["an external link", [160]],
    ["a menu the role lacks (HRS for staff)", [201]],
    ["a button", [1001]],
  ])("refuses %s", async (_label, menuIds) => {
    const res = await post(SAVE, tokens.staff, chosen(menuIds));
    expect(res.body.code).toBe(1);
    expect(res.body.messageInfo).toBe("所选菜单不存在或您没有该菜单的权限");
  });

  it("lists visited-only menus after the chosen ones, as status 0", async () => {
    const res = await post("/hrs/userAccessRecord/recordMenu", tokens.staff, {
      id: 801,
      name: "陆运订单",
      path: "/lc_order",
    });
    expect(res.body.code).toBe(0);
    const list = (await get<HotMenuRecord[]>(LIST, tokens.staff)).body.data;
    expect(list.findIndex((r) => r.permissionId === 801)).toBeGreaterThan(
      list.findLastIndex((r) => r.status === 1),
    );
    expect(list.find((r) => r.permissionId === 801)).toMatchObject({ status: 0, sort: -1 });
  });

  it("drops duplicates by permissionId, the first one winning", async () => {
    const body = [...chosen([152, 153]), { ...chosen([152])[0], sort: 5 }];
    expect((await post(SAVE, tokens.phone, body)).body.code).toBe(0);
    const list = (await get<HotMenuRecord[]>(LIST, tokens.phone)).body.data;
    expect(list.map((r) => [r.permissionId, r.sort])).toEqual([
      [152, 0],
      [153, 1],
    ]);
  });

  it("accepts only the caller's own records", async () => {
    const [other] = await demo.h.db.query<{ id: number; permissionId: number }>(
      `select id, permission_id as "permissionId" from user_access_records
       where status = 1 order by id limit 1`,
    );
    const res = await post(SAVE, tokens.admin, [
      {
        permissionId: other?.permissionId,
        permissionName: "x",
        recordId: other?.id,
        status: 1,
        sort: 0,
      },
    ]);
    expect(res.body).toMatchObject({ code: 1, messageInfo: "常用菜单记录不存在" });
  });

  it("keeps organisations apart", async () => {
    expect((await post(SAVE, tokens.admin, chosen([201, 202]))).body.code).toBe(0);
    expect((await get<HotMenuRecord[]>(LIST, tokens.admin)).body.data).toHaveLength(2);
    expect((await get<HotMenuRecord[]>(LIST, tokens.admin2)).body.data).toHaveLength(0);
  });

  it("rejects malformed bodies with 400/415 and Chinese messages", async () => {
    const notArray = await post(SAVE, tokens.staff, { permissionId: 1 });
    expect(notArray.status).toBe(400);
    expect(notArray.body.messageInfo).toMatch(/[\u4e00-\u9fff]/);
    const badStatus = await post(SAVE, tokens.staff, [{ ...chosen([101])[0], status: 2 }]);
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.messageInfo).toBe("status 只能是 0 或 1");
    expect((await post(SAVE, tokens.staff, "[]", { contentType: "text/plain" })).status).toBe(415);
    expect((await post(SAVE, tokens.staff, "[", { contentType: "application/json" })).status).toBe(
      400,
    );
  });

  it("refuses to save for a booking-only tenant", async () => {
    await demo.h.db.query("update orgs set version = 'BOOKING' where id = $1", [ids.demo2]);
    const res = await post(SAVE, tokens.admin2, chosen([101]));
    expect(res.body).toMatchObject({ code: 1, messageInfo: "在线订舱版不支持设置常用菜单" });
    await demo.h.db.query("update orgs set version = 'FULL' where id = $1", [ids.demo2]);
  });

  it("needs a login", async () => {
    expect((await demo.h.call(LIST)).status).toBe(401);
  });
});

function pick(r: HotMenuRecord) {
  return { permissionId: r.permissionId, permissionName: r.permissionName, recordId: r.recordId };
}
