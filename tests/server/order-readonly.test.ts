import { beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../server/db/migrate.ts";
import { DEMO_PERMISSIONS } from "../../server/db/seed/permissions.ts";
import { fillPath } from "../../src/contract/endpoint.ts";
import { HRS_USER, type HrsRole } from "../../src/contract/hrs-user.ts";
import type { OrderDetail, OrderSaved, OrderTracksAnswer } from "../../src/contract/order.ts";
import { ORDER_PATHS } from "../../src/contract/order.ts";
import { ORDER_ROUTES, orderButton } from "../../src/domain/order.ts";
import { BUSINESS_SCOPES } from "../../src/domain/scope.ts";
import { DEMO_LOGINS, demoServer, userIds } from "./helpers.ts";

/**
 * A read-only role for orders (issue 33, decision 0054): a role holding a scope's order list menu
 * (and its export) reads the scope's orders, their tracking lists and files and exports them, but
 * every change (the form, the lists, uploading or deleting a file, creating an order, saving an
 * air-export order's house waybill) needs the scope's `<menu>_edit` button: 403 with the catalogue's message and nothing changed without it.
 */
const demo = demoServer("admin", "staff");
const { get, send, tokens } = demo;

const FORBIDDEN = { code: 403, messageInfo: "您没有操作权限,请联系管理员", data: null };
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const AE = {
  businessScope: "AE",
  businessDate: "2026-11-25",
  customerName: "只读测试客户",
  departure: "PVG",
  arrival: "FRA",
  planPieces: "10",
  planWeight: "1000",
};

/** One track event, as the tracking lists' PUT takes it (with the lists' version added). */
const TRACKS = {
  events: [
    {
      statusCode: "DEP",
      statusName: "已起飞",
      airport: "PVG",
      flightNo: "LH729",
      eventTime: "2026-11-26T02:10",
      pieces: 10,
      weight: "1000",
    },
  ],
};

/** A house waybill of an air-export order, as the print form saves it. */
const HAWB = {
  mawbNumber: "781-12345675",
  internalNumber: "RO-0001",
  businessScope: "AE",
  createSource: "CREATED_BY_SELF",
  print: {
    hawbNumber: "RO0001",
    departure: "PVG",
    destination: "JFK",
    carrier: "MU",
    flightNumber: "MU587",
    currency: "CNY",
    pieces: "3",
    grossWeight: "45.5",
    declaredValueCarriage: "NVD",
    declaredValueCustoms: "N.C.V",
    goodsNameEn: "SPARE PARTS",
  },
  shipper: {
    name: "NINGBO HARBOURLINE TOOLS CO LTD",
    address: "NO 1288 YANGMUQI ROAD",
    city: "NINGBO",
    country: "CN",
    postcode: "315100",
    telephone: "86 574 8822 6600",
    cityCode: "NGB",
  },
  consignee: {
    name: "NORTHWIND HOME GOODS INC",
    address: "450 W 33RD STREET",
    city: "NEW YORK",
    state: "NY",
    postcode: "10001",
    country: "US",
  },
};

/** The permission ids of a menu path and of button names, as the role editor sends them. */
async function ids(menus: string[], buttons: string[]): Promise<number[]> {
  const rows = await demo.h.db.query<{ id: number }>(
    `select id from permissions
     where (kind = 'menu' and path = any($1::text[])) or (kind = 'button' and name = any($2::text[]))
        or id = 100`,
    [menus, buttons],
  );
  return rows.map((r) => r.id);
}

/** The phone user (staff until now) on a role of DEMO the administrator made with these grants. */
let role: HrsRole;
let reader = "";

async function grantRole(permissionIds: number[]) {
  const res = await send<HrsRole>(
    fillPath(HRS_USER.editRole.path, { id: role.roleId }),
    tokens.admin,
    { name: role.name, version: role.version, permissionIds },
    { method: "PUT" },
  );
  expect(res.status, res.body.messageInfo).toBe(200);
  role = res.body.data;
}

async function upload(uuid: string, token: string) {
  const form = new FormData();
  form.set("fileType", "照片");
  form.set("file", new File([PNG.slice()], "scan.png"));
  const res = await demo.h.call(ORDER_PATHS.files(uuid), { method: "POST", token, body: form });
  return { status: res.status, body: (await res.json()) as { data: { fileId: string } } };
}

/** Everything the read-only role must not be able to change, as the database has it. */
async function stateOf(uuid: string) {
  const [order] = await demo.h.db.query(
    `select b.*, (select count(*)::int from order_files f where f.business_order_id = b.id) as files,
            (select count(*)::int from order_track_events e where e.business_order_id = b.id) as events
     from business_orders b where b.uuid = $1::uuid`,
    [uuid],
  );
  const [count] = await demo.h.db.query<{ n: number }>(
    "select count(*)::int as n from business_orders",
  );
  const hawbs = await demo.h.db.query("select * from hawb_waybills order by id");
  return { order, orders: count?.n, hawbs };
}

beforeAll(async () => {
  const made = await send<HrsRole>(HRS_USER.addRole.path, tokens.admin, {
    name: "空运出口只读",
    permissionIds: await ids(["/af_order"], ["af_order_export"]),
  });
  expect(made.status, made.body.messageInfo).toBe(200);
  role = made.body.data;
  const { phone } = await userIds(demo.h);
  await demo.h.db.query("update user_orgs set role_id = $1 where user_id = $2 and org_id = $3", [
    role.roleId,
    phone,
    demo.ids.demo,
  ]);
  reader = await demo.h.login(DEMO_LOGINS.phone);
});

describe("a role holding only an order list's menu and its export", () => {
  it("reads and exports the scope's orders, their tracking lists and files", async () => {
    const order = (await send<OrderSaved>(ORDER_PATHS.create, tokens.staff, AE)).body.data;
    const file = await upload(order.orderUuid, tokens.staff);
    expect(file.status).toBe(200);
    expect((await get(`${ORDER_PATHS.page}?businessScope=AE`, reader)).status).toBe(200);
    expect((await get<OrderDetail>(ORDER_PATHS.order(order.orderUuid), reader)).status).toBe(200);
    expect((await get(ORDER_PATHS.tracks(order.orderUuid), reader)).status).toBe(200);
    const read = await demo.h.call(ORDER_PATHS.file(order.orderUuid, file.body.data.fileId), {
      token: reader,
    });
    expect(read.status).toBe(200);
    const exported = await demo.h.call(ORDER_PATHS.export, {
      method: "POST",
      token: reader,
      body: JSON.stringify({
        mode: "selected",
        columns: ["orderCode"],
        query: { businessScope: "AE" },
        uuids: [order.orderUuid],
      }),
      headers: { "content-type": "application/json" },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("x-row-count")).toBe("1");
  });

  it("is refused every change to an order or its house waybill with 403, and nothing changes", async () => {
    const order = (await send<OrderSaved>(ORDER_PATHS.create, tokens.staff, AE)).body.data;
    const file = await upload(order.orderUuid, tokens.staff);
    const tracks = await get<OrderTracksAnswer>(ORDER_PATHS.tracks(order.orderUuid), tokens.staff);
    const saved = await send<{ id: number; version: number }>(
      "/afbase/hawbInfo",
      tokens.staff,
      HAWB,
    );
    expect(saved.status, saved.body.messageInfo).toBe(200);
    const hawb = saved.body.data;
    const before = await stateOf(order.orderUuid);

    const attempts = {
      save: await send(
        ORDER_PATHS.order(order.orderUuid),
        reader,
        { ...AE, version: order.version, customerName: "改过的客户" },
        { method: "PUT" },
      ),
      tracks: await send(
        ORDER_PATHS.tracks(order.orderUuid),
        reader,
        { ...TRACKS, version: tracks.body.data.version },
        { method: "PUT" },
      ),
      upload: await (async () => {
        const res = await upload(order.orderUuid, reader);
        return { status: res.status, body: res.body };
      })(),
      delete: await send(
        ORDER_PATHS.file(order.orderUuid, file.body.data.fileId),
        reader,
        undefined,
        { method: "DELETE" },
      ),
      create: await send(ORDER_PATHS.create, reader, AE),
      hawbCreate: await send("/afbase/hawbInfo", reader, HAWB),
      hawbSave: await send(
        `/afbase/hawbInfo/${hawb.id}`,
        reader,
        { ...HAWB, version: hawb.version, mawbNumber: "784-12345675" },
        { method: "PUT" },
      ),
    };
    for (const [what, res] of Object.entries(attempts)) {
      expect({ what, status: res.status, body: res.body }).toEqual({
        what,
        status: 403,
        body: FORBIDDEN,
      });
    }
    expect(await stateOf(order.orderUuid)).toEqual(before);
  });

  it("can change orders once the role holds the scope's _edit button", async () => {
    const order = (await send<OrderSaved>(ORDER_PATHS.create, tokens.staff, AE)).body.data;
    const file = await upload(order.orderUuid, tokens.staff);
    await grantRole(await ids(["/af_order"], ["af_order_export", "af_order_edit"]));
    try {
      const saved = await send<OrderSaved>(
        ORDER_PATHS.order(order.orderUuid),
        reader,
        { ...AE, version: order.version, customerName: "改过的客户" },
        { method: "PUT" },
      );
      expect(saved.status, saved.body.messageInfo).toBe(200);
      const tracks = await send(
        ORDER_PATHS.tracks(order.orderUuid),
        reader,
        { ...TRACKS, version: 1 },
        { method: "PUT" },
      );
      expect(tracks.status, tracks.body.messageInfo).toBe(200);
      expect((await upload(order.orderUuid, reader)).status).toBe(200);
      const hawb = await send("/afbase/hawbInfo", reader, HAWB);
      expect(hawb.status, hawb.body.messageInfo).toBe(200);
      const removed = await send(
        ORDER_PATHS.file(order.orderUuid, file.body.data.fileId),
        reader,
        undefined,
        { method: "DELETE" },
      );
      expect(removed.status, removed.body.messageInfo).toBe(200);
      // Creating needs the scope's add button as well as edit.
      expect((await send(ORDER_PATHS.create, reader, AE)).status).toBe(403);
      await grantRole(await ids(["/af_order"], ["af_order_add", "af_order_edit"]));
      expect((await send(ORDER_PATHS.create, reader, AE)).status).toBe(200);
      // Another scope's edit button opens nothing here.
      await grantRole(await ids(["/af_order", "/se_order"], ["af_order_add", "se_order_edit"]));
      expect((await send(ORDER_PATHS.create, reader, AE)).body).toEqual(FORBIDDEN);
      const detail = await get<OrderDetail>(ORDER_PATHS.order(order.orderUuid), reader);
      expect(
        (
          await send(
            ORDER_PATHS.order(order.orderUuid),
            reader,
            { ...AE, version: detail.body.data.version, remark: "x" },
            { method: "PUT" },
          )
        ).body,
      ).toEqual(FORBIDDEN);
    } finally {
      await grantRole(await ids(["/af_order"], ["af_order_export"]));
    }
  });

  it("reads its own buttons without _edit, so the client shows the page read-only", async () => {
    const { body } = await get<string[]>("/hrs/permission/getButtonInfo", reader);
    expect(body.data).toEqual(["af_order_export"]);
  });
});

describe("migration 022", () => {
  it("gives every role holding a scope's order menu that scope's _edit button, and no one else", async () => {
    const db = demo.h.db;
    const editIds = BUSINESS_SCOPES.map((s) => orderButton(s, "edit"));
    // The database as it was before 022: no _edit buttons, a custom role with two order menus.
    await db.query("delete from permissions where kind = 'button' and name = any($1::text[])", [
      editIds,
    ]);
    const [custom] = await db.query<{ id: number }>(
      `insert into roles (org_id, code, name) values ($1, 'custom-022', '海运与陆运') returning id`,
      [demo.ids.demo],
    );
    await db.query(
      `insert into role_permissions (role_id, permission_id)
       select $1, id from permissions where kind = 'menu' and path = any($2::text[])`,
      [custom?.id, [ORDER_ROUTES.SE, ORDER_ROUTES.LC]],
    );
    await db.query("delete from schema_migrations where version = '022_order_edit_buttons.sql'");
    expect(await migrate(db)).toEqual(["022_order_edit_buttons.sql"]);

    const held = async (roleSql: string) =>
      (
        await db.query<{ name: string }>(
          `select p.name from role_permissions rp join permissions p on p.id = rp.permission_id
           where p.kind = 'button' and p.name like '%\\_edit' and p.name <> 'af_tariff_edit'
             and rp.role_id in (${roleSql}) group by p.name order by p.name`,
        )
      ).map((r) => r.name);
    expect(await held(`select ${custom?.id}`)).toEqual(["lc_order_edit", "se_order_edit"]);
    expect(await held("select id from roles where code = 'staff'")).toEqual([...editIds].sort());
    expect(await held("select id from roles where code = 'admin'")).toEqual([...editIds].sort());
    expect(await held("select id from roles where code = 'partner'")).toEqual([]);
    // The role made above without the menu's button holds only the menu it had: af_order_edit.
    expect(await held(`select ${role.roleId}`)).toEqual(["af_order_edit"]);
    // The buttons are the seed's own nodes: the next start's seed changes nothing about them.
    const nodes = await db.query<{ id: number; parentId: number; name: string }>(
      `select id, parent_id as "parentId", name from permissions
       where name = any($1::text[]) order by id`,
      [editIds],
    );
    expect(nodes).toEqual(
      DEMO_PERMISSIONS.filter((p) => editIds.includes(p.name)).map(({ id, parentId, name }) => ({
        id,
        parentId,
        name,
      })),
    );
    expect(nodes.map((n) => n.id)).toEqual([1006, 1015, 6006, 6016, 7006, 7016, 8006, 9006]);
  });
});
