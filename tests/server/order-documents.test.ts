import { describe, expect, it } from "vitest";
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
