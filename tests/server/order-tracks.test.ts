import { describe, expect, it } from "vitest";
import type { OrderSaved, OrderTracksAnswer, OrderTracksBody } from "../../src/contract/order.ts";
import { ORDER_PATHS } from "../../src/contract/order.ts";
import { ORDER_MESSAGES } from "../../src/domain/order.ts";
import type { ShareOrderTrack } from "../../src/domain/share-link.ts";
import { demoServer } from "./helpers.ts";

/**
 * Legs, track events, manifests and weighing kept by staff on an order (issue 19): saved with the
 * order's version, read back as rows, and shown on the order's share page at once.
 */
const demo = demoServer("staff", "partner", "admin2");
const { get, send, tokens } = demo;

const AE = {
  businessScope: "AE",
  businessDate: "2026-11-25",
  customerName: "上海测试客户",
  awbNumber: "784-12345675",
  departure: "PVG",
  arrival: "FRA",
  planPieces: "10",
  planWeight: "1000",
};

const TRACKS = {
  legs: [
    {
      depPort: "pvg",
      arrPort: "fra",
      flightNo: "lh729",
      planDeparture: "2026-11-26 01:30",
      actualDeparture: "2026-11-26 02:10",
      planArrival: "2026-11-26 07:00",
      pieces: "10",
      weight: "1000",
    },
  ],
  events: [
    {
      statusCode: "dep",
      statusName: "已起飞",
      airport: "PVG",
      flightNo: "LH729",
      eventTime: "2026-11-26T02:10",
      pieces: 10,
      weight: "1000.5",
    },
  ],
  manifests: [
    { master: true, pieces: "10", weight: "1000", declarationNumber: "2231", passedTime: "" },
    { master: false, billNumber: "hw1", pieces: "4", weight: "400" },
  ],
  remarks: [{ remark: "海关已放行", eventTime: "2026-11-25 20:00" }],
  weighings: [{ billNumber: "HW1", pieces: "4", weight: "401.5", volume: "2.4", dimensions: "" }],
};

async function createOrder(): Promise<OrderSaved> {
  const res = await send<OrderSaved>(ORDER_PATHS.create, tokens.staff, AE);
  expect(res.status, res.body.messageInfo).toBe(200);
  return res.body.data;
}

const put = (uuid: string, body: OrderTracksBody | Record<string, unknown>, token = tokens.staff) =>
  send<OrderSaved>(ORDER_PATHS.tracks(uuid), token, body, { method: "PUT" });

async function shareTrack(orderCode: string): Promise<ShareOrderTrack> {
  const link = await send<{ o: string }>("/afbase/orderShare/links", tokens.staff, { orderCode });
  expect(link.body.code, link.body.messageInfo).toBe(0);
  const res = await demo.h.call(
    `/afbase/external/order/orderTrack?o=${encodeURIComponent(link.body.data.o)}`,
  );
  return ((await res.json()) as { data: ShareOrderTrack }).data;
}

describe("an order's legs, events and manifests", () => {
  it("are saved with the version, read back as rows and shown on the share page at once", async () => {
    const order = await createOrder();
    const before = await shareTrack(order.orderCode);
    expect(before.routeTracks).toEqual([]);

    const saved = await put(order.orderUuid, { ...TRACKS, version: 1 });
    expect(saved.status, saved.body.messageInfo).toBe(200);
    expect(saved.body.data.version).toBe(2);

    const read = await get<OrderTracksAnswer>(ORDER_PATHS.tracks(order.orderUuid), tokens.staff);
    expect(read.body.data.version).toBe(2);
    // The lists have a version of their own: the order form's is unchanged.
    const form = await get<{ version: number }>(ORDER_PATHS.order(order.orderUuid), tokens.staff);
    expect(form.body.data.version).toBe(order.version);
    expect(read.body.data.legs[0]).toMatchObject({
      depPort: "PVG",
      arrPort: "FRA",
      flightNo: "LH729",
      planDeparture: "2026-11-26 01:30",
      actualDeparture: "2026-11-26 02:10",
      estimatedDeparture: "",
      weight: "1000",
    });
    expect(read.body.data.events[0]).toMatchObject({
      statusCode: "DEP",
      eventTime: "2026-11-26 02:10",
      pieces: "10",
      weight: "1000.5",
    });
    expect(read.body.data.manifests.map((m) => [m.master, m.billNumber])).toEqual([
      [true, ""],
      [false, "HW1"],
    ]);

    const after = await shareTrack(order.orderCode);
    expect(after.routeTracks?.[0]).toMatchObject({
      flightStatusCode: "DEP",
      flightStatusName: "已起飞",
      remark: "PVG",
      eventTime: "2026-11-26T02:10:00+08:00",
      quantity: 10,
      grossWeight: 1000.5,
    });
    expect(after.awbRouteApiInfoVO).toMatchObject({
      mawbNum: "784-12345675",
      depPort: "PVG",
      arrPort: "FRA",
      awbRouteApiRouteList: [
        {
          route: "PVG-FRA",
          flightNo: "LH729",
          planDepartureTime: "2026-11-26T01:30:00+08:00",
          pieceWeightInfo: "10/1000.0",
        },
      ],
    });
    expect(after.trackManifest).toEqual([
      {
        mawbNum: "784-12345675",
        remark: "海关已放行",
        eventTime: "2026-11-25T20:00:00+08:00",
        productInfo: null,
      },
    ]);
    expect(after.manifestList?.[1]).toMatchObject({ masterFlag: 0, hawbNumber: "HW1" });
    expect(after.cargoWeighingList?.[0]).toMatchObject({ billNumber: "HW1", weight: 401.5 });
  });

  it("answers a stale version with 409 and changes nothing", async () => {
    const order = await createOrder();
    const first = await put(order.orderUuid, { ...TRACKS, version: 1 });
    expect(first.status).toBe(200);
    const second = await put(order.orderUuid, { events: [], version: 1 });
    expect(second.status).toBe(409);
    expect(second.body.messageInfo).toBe(ORDER_MESSAGES.stale);
    const read = await get<OrderTracksAnswer>(ORDER_PATHS.tracks(order.orderUuid), tokens.staff);
    expect(read.body.data.events).toHaveLength(1);
  });

  it("refuses bad rows with the field's message and keeps what was there", async () => {
    const order = await createOrder();
    await put(order.orderUuid, { ...TRACKS, version: 1 });
    const version = 2;
    const cases: [Record<string, unknown>, string][] = [
      [{ events: [{ statusCode: "", eventTime: "2026-11-26 02:10" }] }, "请输入状态代码"],
      [
        { events: [{ statusCode: "DEP", eventTime: "tomorrow" }] },
        "发生时间应为 YYYY-MM-DD HH:mm 格式",
      ],
      [
        { events: [{ statusCode: "DEP", eventTime: "2026-02-30 10:00" }] },
        "发生时间应为 YYYY-MM-DD HH:mm 格式",
      ],
      [{ legs: [{ weight: "-3" }] }, "重量应为数字，最多 3 位小数"],
      [{ legs: "PVG" }, "航段应为列表"],
      [{ remarks: [{ remark: "", eventTime: "2026-11-26 02:10" }] }, "请输入舱单备注"],
      [{ weighings: Array.from({ length: 201 }, () => ({})) }, "过磅记录最多 200 行"],
      [{ manifests: [{ master: "yes" }] }, "主单标记应为是或否"],
      [{}, "请提供版本号"],
    ];
    for (const [body, message] of cases) {
      const res = await put(
        order.orderUuid,
        "version" in body || message === "请提供版本号" ? body : { ...body, version },
      );
      expect(res.status, message).toBe(400);
      expect(res.body.messageInfo).toBe(message);
    }
    const read = await get<OrderTracksAnswer>(ORDER_PATHS.tracks(order.orderUuid), tokens.staff);
    expect(read.body.data.version).toBe(version);
    expect(read.body.data.legs).toHaveLength(1);
  });

  it("keeps a locked order's lists as they are (423)", async () => {
    const order = await createOrder();
    const locked = await send<OrderSaved>(ORDER_PATHS.lock(order.orderUuid), tokens.staff, {
      version: order.version,
    });
    expect(locked.status).toBe(200);
    const res = await put(order.orderUuid, { ...TRACKS, version: 1 });
    expect(res.status).toBe(423);
    expect(res.body.messageInfo).toBe(ORDER_MESSAGES.locked);
    const read = await get<OrderTracksAnswer>(ORDER_PATHS.tracks(order.orderUuid), tokens.staff);
    expect(read.body.data).toMatchObject({ lockStatus: 1, legs: [], events: [] });
  });

  it("is the organisation's own: another's order is 404, a partner has no order menu", async () => {
    const order = await createOrder();
    const other = await get(ORDER_PATHS.tracks(order.orderUuid), tokens.admin2);
    expect(other.status).toBe(404);
    const write = await put(order.orderUuid, { ...TRACKS, version: 1 }, tokens.admin2);
    expect(write.status).toBe(404);
    const partner = await get(ORDER_PATHS.tracks(order.orderUuid), tokens.partner);
    expect(partner.status).toBe(403);
  });

  it("seeds the demo orders' lists as rows", async () => {
    const rows = await demo.h.db.query<{ code: string; events: number; legs: number }>(
      `select b.order_code as code,
              (select count(*)::int from order_track_events e where e.business_order_id = b.id) as events,
              (select count(*)::int from order_legs l where l.business_order_id = b.id) as legs
       from business_orders b join orders s on s.business_order_id = b.id
       where s.is_demo and b.order_code = 'AE2500001'`,
    );
    expect(rows).toEqual([{ code: "AE2500001", events: 12, legs: 3 }]);
  });
});
