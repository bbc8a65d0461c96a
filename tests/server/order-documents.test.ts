import { describe, expect, it } from "vitest";
import { migrate } from "../../server/db/migrate.ts";
import { PDF_LIMITS, pdfText } from "../../server/waybill/pdf-text.ts";
import type { OrderDocumentGaps, OrderSaved } from "../../src/contract/order.ts";
import { ORDER_PATHS } from "../../src/contract/order.ts";
import type { HawbDraft, HawbOfOrder, HawbRecord } from "../../src/contract/waybill.ts";
import type {
  AwbPrintInfo,
  DeliveryNotice,
  HawbPrintInfo,
  ShareLcOrder,
} from "../../src/domain/share-link.ts";
import { demoServer } from "./helpers.ts";

/**
 * An order's documents (issue 34, decisions §62): the master and house air waybills, the share
 * page's waybill view and the delivery notice, built from the order made in the app and the house
 * waybill made from it, not from rows only the seed writes.
 */
const demo = demoServer("staff");
const { get, send, tokens } = demo;

const AE = {
  businessScope: "AE",
  businessDate: "2026-11-25",
  customerName: "苏州文档测试客户有限公司",
  awbNumber: "784-12345675",
  hawbNumber: "DOC0001",
  departure: "PVG",
  arrival: "FRA",
  goodsNameCn: "精密轴承配件",
  goodsNameEn: "BEARING PARTS",
  planPieces: "37",
  planWeight: "812.5",
  planVolume: "2.1",
  flightNo: "LH729",
  warehouse: "浦东西区 5 号货站",
};

async function createOrder(fields: Record<string, string>): Promise<OrderSaved> {
  const res = await send<OrderSaved>(ORDER_PATHS.create, tokens.staff, fields);
  expect(res.status, res.body.messageInfo).toBe(200);
  return res.body.data;
}

async function shareOf(orderCode: string): Promise<string> {
  const link = await send<{ o: string }>("/afbase/orderShare/links", tokens.staff, { orderCode });
  expect(link.body.code, link.body.messageInfo).toBe(0);
  return link.body.data.o;
}

const pub = async <T>(path: string, o: string) => {
  const sep = path.includes("?") ? "&" : "?";
  const res = await demo.h.call(`${path}${sep}o=${encodeURIComponent(o)}`);
  return (await res.json()) as { code: number; messageInfo: string; data: T };
};

/** The order's uuid as its share page knows it (the path of its document calls). */
async function shareUuid(o: string): Promise<string> {
  const track = await pub<{ orderUUID: string }>("/afbase/external/order/orderTrack", o);
  expect(track.code, track.messageInfo).toBe(0);
  return track.data.orderUUID;
}

async function pdf(path: string, o: string, body: Record<string, string>): Promise<string> {
  const res = await demo.h.call(`${path}?o=${encodeURIComponent(o)}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  // The reader's time limit guards uploads; a test on a busy machine may take longer.
  const text = await pdfText(new Uint8Array(await res.arrayBuffer()), 20_000, {
    ...PDF_LIMITS,
    timeoutMs: 60_000,
  });
  return text.replace(/\s+/g, " ");
}

describe("the documents of an order made in the app", () => {
  it("has its waybill view, both PDFs and the delivery notice, from the order and its house bill", async () => {
    const order = await createOrder(AE);
    const o = await shareOf(order.orderCode);
    const uuid = await shareUuid(o);

    // The waybill view and the notice come from the order at once (today: 暂无运单信息).
    const view = await pub<AwbPrintInfo>(`/afbase/external/viewByOrderUuid/${uuid}`, o);
    expect(view.code, view.messageInfo).toBe(0);
    expect(view.data).toMatchObject({
      awbNumber: "784-12345675",
      departureStation: "PVG",
      arrivalStation: "FRA",
      pieces: 37,
      weight: 812.5,
    });
    const notice = await pub<DeliveryNotice>("/afbase/external/deliveryNotice?flag=warehouse", o);
    expect(notice.code, notice.messageInfo).toBe(0);
    expect(notice.data).toMatchObject({
      warehouseName: "浦东西区 5 号货站",
      goodsNameCn: "精密轴承配件",
      pieces: 37,
      weight: 812.5,
    });
    const noHouse = await pub<HawbPrintInfo[]>(`/afbase/external/hawbListByOrderUuid/${uuid}`, o);
    expect(noHouse.data).toEqual([]);
    const gaps = () => get<OrderDocumentGaps>(ORDER_PATHS.documents(order.orderUuid), tokens.staff);
    expect((await gaps()).body.data).toEqual({ master: [], house: ["house"], notice: [] });

    // A house waybill made from the order stays linked to it and appears on the share page.
    const before = await get<HawbOfOrder>(
      `/afbase/hawbInfo/ofOrder?orderCode=${order.orderCode}`,
      tokens.staff,
    );
    expect(before.body.data).toEqual({ id: null });
    const draft = await get<HawbDraft>(
      `/afbase/hawbInfo/fromOrder?orderCode=${order.orderCode}`,
      tokens.staff,
    );
    expect(draft.body.code, draft.body.messageInfo).toBe(0);
    const d = draft.body.data;
    const saved = await send<HawbRecord>("/afbase/hawbInfo", tokens.staff, {
      mawbNumber: d.mawbNumber,
      internalNumber: "",
      businessScope: "AE",
      createSource: "CREATED_BY_ORDER",
      sourceOrderCode: order.orderCode,
      print: {
        ...d.print,
        rateCharge: "18.5",
        currency: "CNY",
        pieces: "12",
        grossWeight: "300",
        chargeableWeight: "300",
      },
      shipper: {
        ...d.shipper,
        name: "SUZHOU DOC TEST CO LTD",
        address: "88 XINGHU STREET",
        city: "SUZHOU",
        country: "CN",
        postcode: "215000",
      },
      consignee: {
        ...d.consignee,
        name: "FRANKFURT BEARING GMBH",
        address: "KAISERSTRASSE 1",
        city: "FRANKFURT",
        country: "DE",
        postcode: "60311",
      },
    });
    expect(saved.body.code, saved.body.messageInfo).toBe(0);
    expect(saved.body.data.sourceOrderCode).toBe(order.orderCode);
    // 分单打印 on the order opens this house waybill.
    const linked = await get<HawbOfOrder>(
      `/afbase/hawbInfo/ofOrder?orderCode=${order.orderCode}`,
      tokens.staff,
    );
    expect(linked.body.data).toEqual({ id: saved.body.data.id });
    expect((await gaps()).body.data).toEqual({ master: [], house: [], notice: [] });

    const houses = await pub<HawbPrintInfo[]>(`/afbase/external/hawbListByOrderUuid/${uuid}`, o);
    expect(houses.data).toHaveLength(1);
    const house = houses.data[0];
    expect(house).toMatchObject({ hawbNumber: "DOC0001", pieces: 12, weight: 300 });

    const master = await pdf("/afbase/external/downloadAWB", o, { orderUuid: uuid });
    expect(master).toContain("784-12345675");
    expect(master).toContain("精密轴承配件");
    expect(master).toContain("No. of Pieces RCP 37 Gross Weight 812.5 kg");
    expect(master).toContain("Issued by China Southern Airlines");
    expect(master).toContain("上海演示国际货运代理有限公司");

    const hawb = await pdf("/afbase/external/downloadHAWB", o, {
      orderUuid: uuid,
      awbPrintId: house?.awbPrintId ?? "",
    });
    expect(hawb).toContain("HAWB DOC0001");
    expect(hawb).toContain("FRANKFURT BEARING GMBH");
    expect(hawb).toContain("Gross Weight 300.0 kg");
    // Its own rate: 300 kg × 18.50.
    expect(hawb).toContain("5,550.00");
  });

  it("says there is no waybill while the order has no MAWB, and has none of a house", async () => {
    const order = await createOrder({ ...AE, awbNumber: "", hawbNumber: "", warehouse: "" });
    const o = await shareOf(order.orderCode);
    const view = await pub(`/afbase/external/viewByOrderUuid/${await shareUuid(o)}`, o);
    expect(view).toMatchObject({ code: 1, messageInfo: "暂无运单信息" });
    const notice = await pub("/afbase/external/deliveryNotice?flag=warehouse", o);
    expect(notice).toMatchObject({ code: 1, messageInfo: "暂无进仓通知信息" });
    // The order page is told what each document still needs.
    const gaps = await get<OrderDocumentGaps>(ORDER_PATHS.documents(order.orderUuid), tokens.staff);
    expect(gaps.body.data).toEqual({ master: ["awbNumber"], house: [], notice: ["warehouse"] });
  });
});

describe("a house bill prints its own charges", () => {
  it("the demo HAWB SHA25110001 prints none of the master's other charges", async () => {
    const link = await send<{ o: string }>("/afbase/orderShare/links", tokens.staff, {
      orderCode: "AE2500001",
    });
    const o = link.body.data.o;
    const uuid = await shareUuid(o);
    const master = await pdf("/afbase/external/downloadAWB", o, { orderUuid: uuid });
    expect(master).toContain("MYC: 3,090.00");
    const hawb = await pdf("/afbase/external/downloadHAWB", o, {
      orderUuid: uuid,
      awbPrintId: "SHA25110001",
    });
    expect(hawb).toContain("HAWB SHA25110001");
    expect(hawb).not.toContain("3,090.00");
    expect(hawb).not.toContain("927.00");
    expect(hawb).not.toContain("MYC");
    // Its own rate (migration 025): 1,306 kg × 31.80, from its house waybill row.
    expect(hawb).toContain("41,530.80");
  });

  it("the demo house bills are house waybill rows linked to their order, none kept beside it", async () => {
    const db = demo.h.db;
    const rows = await db.query<{ hawbNumber: string; source: string; rate: string }>(
      `select w.hawb_number as "hawbNumber", w.create_source as source,
              w.print ->> 'rateCharge' as rate
       from hawb_waybills w join orders o on o.id = w.order_id
       where o.org_id = $1 and o.order_code = 'AE2500001' order by w.hawb_number`,
      [demo.ids.demo],
    );
    expect(rows).toEqual([
      { hawbNumber: "SHA25110001", source: "CREATED_BY_ORDER", rate: "31.8" },
      { hawbNumber: "SHA25110002", source: "CREATED_BY_ORDER", rate: "32.5" },
      { hawbNumber: "SHA25110003", source: "CREATED_BY_ORDER", rate: "33" },
    ]);
    const [kept] = await db.query<{ n: number }>(
      `select count(*)::int as n from orders
       where jsonb_typeof(waybill -> 'hawbs') = 'array' and waybill -> 'hawbs' <> '[]'::jsonb`,
    );
    expect(kept?.n).toBe(0);
    // 分单打印 on the demo order opens one of its house waybills.
    const linked = await get<HawbOfOrder>(
      "/afbase/hawbInfo/ofOrder?orderCode=AE2500001",
      tokens.staff,
    );
    expect(linked.body.data.id).toEqual(expect.any(Number));
  });
});

describe("the LC share view's charge weight", () => {
  it("is the form's figure, not '-'", async () => {
    const order = await createOrder({
      businessScope: "LC",
      businessDate: "2026-11-25",
      customerName: "苏州陆运客户",
      departure: "SZV",
      arrival: "SHA",
      planPieces: "5",
      planWeight: "800",
      planVolume: "2.5",
    });
    const o = await shareOf(order.orderCode);
    const lc = await pub<ShareLcOrder>("/sc/external/order/orderTrack/lc", o);
    expect(lc.code, lc.messageInfo).toBe(0);
    expect(lc.data.planChargeWeight).toBe(2500);
  });
});

describe("the delivery notice comes from the warehouse rows (migration 025)", () => {
  it("prints a demo order's warehouse address, hours and contact from its warehouse row", async () => {
    const o = (
      await send<{ o: string }>("/afbase/orderShare/links", tokens.staff, {
        orderCode: "AE2500001",
      })
    ).body.data.o;
    const before = await pub<DeliveryNotice>("/afbase/external/deliveryNotice?flag=warehouse", o);
    expect(before.code, before.messageInfo).toBe(0);
    expect(before.data).toMatchObject({
      warehouseName: "浦东机场西货运区 3号货站",
      warehouseAddress: "上海市浦东新区 航城七路 885 号 3号货站 12–14 号门",
      warehouseHours: "08:00–22:00（周末照常）",
      contactName: "陈立（货站调度）",
      contactPhone: "021-68881234",
    });
    // Nothing of it is kept beside the order any more: the row is the one source.
    const [kept] = await demo.h.db.query<{ notices: Record<string, unknown> }>(
      "select notices from orders where order_code = 'AE2500001' and org_id = $1",
      [demo.ids.demo],
    );
    expect(kept?.notices).not.toHaveProperty("warehouse");
    await demo.h.db.query(
      `update warehouses set address = '上海市浦东新区 航城七路 900 号', hours = '全天'
       where org_id = $1 and name = '浦东机场西货运区 3号货站'`,
      [demo.ids.demo],
    );
    const after = await pub<DeliveryNotice>("/afbase/external/deliveryNotice?flag=warehouse", o);
    expect(after.data).toMatchObject({
      warehouseName: "浦东机场西货运区 3号货站",
      warehouseAddress: "上海市浦东新区 航城七路 900 号",
      warehouseHours: "全天",
    });
  });

  it("gives a sea order that names a warehouse a notice with the warehouse's address", async () => {
    const [row] = await demo.h.db.query<{ id: number }>(
      `insert into warehouses (org_id, business, code, name, address, hours, contact_name,
                               contact_phone, remarks)
       values ($1, 'SE', 'YS-T4', '洋山四期 集装箱场站', '上海市浦东新区 同盛大道 1 号',
               '00:00–24:00', '黄敏', '021-58391200', '["凭进仓编号进场"]'::jsonb)
       returning id`,
      [demo.ids.demo],
    );
    const order = await createOrder({
      businessScope: "SE",
      businessDate: "2026-11-25",
      customerName: "苏州海运客户",
      departure: "CNSHA",
      arrival: "DEHAM",
      planPieces: "12",
      planWeight: "3600",
      planVolume: "18",
      warehouse: String(row?.id),
    });
    const o = await shareOf(order.orderCode);
    const notice = await pub<DeliveryNotice>("/afbase/external/deliveryNotice?flag=warehouse", o);
    expect(notice.code, notice.messageInfo).toBe(0);
    expect(notice.data).toMatchObject({
      view: "SE",
      warehouseName: "洋山四期 集装箱场站",
      warehouseAddress: "上海市浦东新区 同盛大道 1 号",
      warehouseHours: "00:00–24:00",
      contactName: "黄敏",
      contactPhone: "021-58391200",
      remarks: ["凭进仓编号进场"],
      pieces: 12,
    });
  });

  it("gives a road order a notice to its delivery place when it names no warehouse", async () => {
    const order = await createOrder({
      businessScope: "LC",
      businessDate: "2026-11-25",
      customerName: "苏州陆运客户",
      departure: "苏州工业园区 综合保税区",
      arrival: "上海外高桥 四号门",
      planPieces: "5",
      planWeight: "800",
    });
    const o = await shareOf(order.orderCode);
    const lc = `lc${o.slice(2)}`;
    const notice = await pub<DeliveryNotice>("/afbase/external/deliveryNotice?flag=warehouse", lc);
    expect(notice.code, notice.messageInfo).toBe(0);
    expect(notice.data).toMatchObject({ view: "LC", warehouseName: "上海外高桥 四号门" });
  });
});

describe("migration 025 on a database stored before it", () => {
  it("moves the kept warehouse notices into warehouse rows, and the notices read the same", async () => {
    const db = demo.h.db;
    const links = await Promise.all(
      ["AE2500001", "LC2500001"].map(async (orderCode) => {
        const o = (
          await send<{ o: string }>("/afbase/orderShare/links", tokens.staff, { orderCode })
        ).body.data.o;
        return orderCode.startsWith("LC") ? `lc${o.slice(2)}` : o;
      }),
    );
    const notices = async () =>
      Promise.all(
        links.map(async (o) => {
          const n = await pub<DeliveryNotice>("/afbase/external/deliveryNotice?flag=warehouse", o);
          expect(n.code, n.messageInfo).toBe(0);
          return { ...n.data, issuedAt: "" };
        }),
      );
    const before = await notices();
    const uuid = await shareUuid(links[0] ?? "");
    const houseList = async () =>
      (await pub<HawbPrintInfo[]>(`/afbase/external/hawbListByOrderUuid/${uuid}`, links[0] ?? ""))
        .data;
    const housesBefore = await houseList();
    expect(housesBefore.map((h) => h.hawbNumber)).toEqual([
      "SHA25110001",
      "SHA25110002",
      "SHA25110003",
    ]);
    // The demo houses as they were kept before 025: in orders.waybill, no rows.
    await db.query(
      `update orders o set waybill = jsonb_set(o.waybill, '{hawbs}', (
         select jsonb_agg(jsonb_build_object(
           'awbPrintId', w.hawb_number, 'hawbNumber', w.hawb_number,
           'shipper', jsonb_build_object('name', w.shipper ->> 'name', 'address',
             jsonb_build_array(w.shipper ->> 'address', w.shipper ->> 'city')),
           'consignee', jsonb_build_object('name', w.consignee ->> 'name', 'address',
             jsonb_build_array(w.consignee ->> 'address', w.consignee ->> 'city')),
           'pieces', nullif(w.print ->> 'pieces', '')::numeric, 'weight', nullif(w.print ->> 'grossWeight', '')::numeric,
           'chargeWeight', nullif(w.print ->> 'chargeableWeight', '')::numeric,
           'goods', w.print ->> 'goodsNameEn', 'rate', nullif(w.print ->> 'rateCharge', '')::numeric)
           order by w.id)
         from hawb_waybills w where w.order_id = o.id and w.order_code = 'HW-' || w.hawb_number))
       where o.is_demo and exists (select 1 from hawb_waybills w
                                   where w.order_id = o.id and w.order_code = 'HW-' || w.hawb_number)`,
    );
    await db.query(
      "delete from hawb_waybills w using orders o where o.id = w.order_id and o.is_demo and w.order_code = 'HW-' || w.hawb_number",
    );
    expect(await houseList()).toEqual([]);
    // The rows as the seed left them before 025: the notice kept beside the order, no address
    // columns, no warehouse named on the order.
    await db.query(
      `update orders o set notices = o.notices || jsonb_build_object('warehouse', jsonb_build_object(
         'warehouseName', w.name, 'warehouseAddress', w.address, 'warehouseHours', w.hours,
         'contactName', w.contact_name, 'contactPhone', w.contact_phone, 'remarks', w.remarks))
       from business_orders b, warehouses w
       where b.id = o.business_order_id and w.org_id = o.org_id and w.name = b.warehouse
         and o.is_demo`,
    );
    await db.query("update business_orders set warehouse = '' where is_demo");
    await db.query("delete from warehouses where code like 'N-%' or business not in ('AE', 'AI')");
    await db.query(
      `alter table warehouses drop column address, drop column hours, drop column contact_name,
         drop column contact_phone, drop column remarks, drop constraint warehouses_business_check`,
    );
    await db.query(
      "alter table warehouses add constraint warehouses_business_check check (business in ('AE', 'AI'))",
    );
    await db.query("delete from schema_migrations where version = '025_warehouse_details.sql'");

    expect(await migrate(db)).toEqual(["025_warehouse_details.sql"]);

    expect(await notices()).toEqual(before);
    const housesAfter = await houseList();
    expect(housesAfter.map((h) => h.hawbNumber)).toEqual(housesBefore.map((h) => h.hawbNumber));
    expect(housesAfter).toEqual(housesBefore);
    const kept = await db.query<{ n: number }>(
      "select count(*)::int as n from orders where notices ? 'warehouse'",
    );
    expect(kept[0]?.n).toBe(0);
  });
});
