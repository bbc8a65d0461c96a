import { describe, expect, it } from "vitest";
import { TRACKING_SQL } from "../../server/routes/cargo-tracking.ts";
import type { CargoTrackingAnswer } from "../../src/contract/cargo-tracking.ts";
import { mawb } from "../../src/domain/demo/orders.ts";
import { demoServer } from "./helpers.ts";

const demo = demoServer("admin", "partner");
const { get, tokens } = demo;
const PATH = "/afbase/cargoTracking";
const track = (numbers: string, token = tokens.admin) =>
  get<CargoTrackingAnswer>(`${PATH}?numbers=${encodeURIComponent(numbers)}`, token);

describe("cargo tracking", () => {
  it("finds one of our orders by its air waybill, with its status, legs, events and manifest", async () => {
    const awb = mawb("784", 5512340);
    const res = await track(awb.replace("-", ""));
    expect(res.status).toBe(200);
    const [result] = res.body.data;
    expect(result).toMatchObject({ number: awb, kind: "awb", carrier: null });
    const order = result?.orders[0];
    expect(order).toMatchObject({
      orderCode: "AE2500001",
      view: "AF",
      awbNumber: awb,
      departure: "PVG",
      arrival: "AMS",
      status: { code: "DEP", place: "CAN" },
    });
    expect(order?.routeTracks).toHaveLength(12);
    expect(order?.legs).toHaveLength(3);
    expect(order?.legs[2]?.errorMessage).toContain("舱位不足");
    expect(order?.trackManifest.map((m) => m.remark)).toEqual([
      "预配舱单已申报",
      "运抵报告已接收",
      "海关已放行",
    ]);
    expect(order?.manifestList).toHaveLength(4);
  });

  it("finds orders by house waybill, order code, bill of lading and container", async () => {
    const res = await track("SHA25110001,ae2500001,COSU6281234560,CSNU7654321");
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.orders[0]?.orderCode)).toEqual([
      "AE2500001",
      "AE2500001",
      "SE2500001",
      "SE2500001",
    ]);
    expect(res.body.data.map((r) => r.kind)).toEqual(["other", "other", "bill", "container"]);
  });

  it("names the carrier of a number we do not hold, by AWB prefix or SCAC, with its site", async () => {
    // DEMO2's Emirates order is not the caller's organisation's: it is a number we do not hold.
    const res = await track(`${mawb("176", 3456789)} 176-12345675 MSKU1234567 ZZZZ999`);
    const [other, emirates, maersk, unknown] = res.body.data;
    for (const r of [other, emirates]) {
      expect(r?.orders).toEqual([]);
      expect(r?.carrier).toMatchObject({
        kind: "air",
        code: "EK",
        prefix: "176",
        nameZh: "阿联酋航空",
        trackingUrl: expect.stringContaining("skycargo.com"),
      });
    }
    expect(maersk?.carrier).toMatchObject({ kind: "sea", code: "MAEU" });
    expect(unknown).toMatchObject({ orders: [], carrier: null });
  });

  it("refuses no number, more than ten, a bad number, and a caller without the menu", async () => {
    expect((await track("")).status).toBe(400);
    const eleven = Array.from({ length: 11 }, (_, i) => `AE25000${10 + i}`).join(",");
    const tooMany = await track(eleven);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.messageInfo).toBe("一次最多追踪10个单号");
    expect((await track("abc%25def")).status).toBe(400);
    expect((await track("A".repeat(41))).status).toBe(400);
    expect((await demo.h.call(`${PATH}?numbers=AE2500001`)).status).toBe(401);
    // The partner role holds /newCargoTracking: it sees only its own organisation's orders.
    expect((await track("AE2500001", tokens.partner)).status).toBe(200);
  });
});

describe("finding an order by a number at scale", () => {
  it("uses the bills' partial indexes and the code's index, never a scan of every order", async () => {
    const plan = await demo.h.db.tx(async (q) => {
      // Small tables would be scanned whole; the question is whether the indexes can answer.
      await q.query("set local enable_seqscan = off");
      const [row] = await q.query<Record<string, unknown>>(
        `explain (format json) ${TRACKING_SQL}`,
        [demo.ids.demo, ["784-55123401"], []],
      );
      return JSON.stringify(Object.values(row ?? {})[0]);
    });
    for (const index of [
      "business_orders_awb_idx",
      "business_orders_hawb_idx",
      "business_orders_mbl_idx",
      "business_orders_hbl_idx",
    ]) {
      expect(plan).toContain(`"Index Name":"${index}"`);
    }
    const nodes: { "Node Type": string; "Relation Name"?: string }[] = [];
    const walk = (node: Record<string, unknown>) => {
      nodes.push(node as (typeof nodes)[number]);
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    walk((JSON.parse(plan) as { Plan: Record<string, unknown> }[])[0]?.Plan ?? {});
    const scanned = nodes.filter((n) => n["Relation Name"] === "business_orders");
    expect(scanned.length).toBeGreaterThan(4);
    expect(scanned.every((n) => n["Node Type"] !== "Seq Scan")).toBe(true);
  });
});
