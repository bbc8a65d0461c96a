import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  EMPTY_ORDER_FIELDS,
  ORDER_FIELDS_SCHEMA,
  orderActionOf,
  orderButton,
  orderFigures,
  orderFlags,
  orderRuleIssue,
  revenueTons,
  sectionsFor,
  unlockEventId,
} from "../../../src/domain/order";
import { shareDetailOf, shareViewOf } from "../../../src/domain/order-share";
import { BUSINESS_SCOPES } from "../../../src/domain/scope";

const parse = (input: Record<string, unknown>) =>
  v.parse(ORDER_FIELDS_SCHEMA, { businessDate: "2026-11-25", customerName: "客户", ...input });

describe("the order form's schema", () => {
  it("upper-cases codes and stations and normalises sizes", () => {
    const f = parse({ departure: " pvg ", hawbNumber: "hw-1", planSizes: "100x80x60/2，50×40×30" });
    expect(f.departure).toBe("PVG");
    expect(f.hawbNumber).toBe("HW-1");
    expect(f.planSizes).toBe("100*80*60/2;50*40*30");
  });

  it("takes figures as numbers or text and refuses more decimals than allowed", () => {
    expect(parse({ planPieces: 3, planWeight: "12.345" })).toMatchObject({
      planPieces: "3",
      planWeight: "12.345",
    });
    expect(v.safeParse(ORDER_FIELDS_SCHEMA, { planPieces: "1.5" }).success).toBe(false);
    expect(v.safeParse(ORDER_FIELDS_SCHEMA, { planWeight: "1.2345" }).success).toBe(false);
  });

  it("names the first problem in Chinese", () => {
    const result = v.safeParse(ORDER_FIELDS_SCHEMA, { businessDate: "2026-11-25" });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe("请输入客户名称");
  });

  it("applies the MAWB rule to air export only", () => {
    const f = parse({ awbNumber: "784-12345678" });
    expect(orderRuleIssue("AE", f)).toEqual({ field: "awbNumber", message: "主单号不符合模7规则" });
    expect(orderRuleIssue("AI", f)).toBeNull();
    expect(orderRuleIssue("AE", parse({ awbNumber: "784-12345675" }))).toBeNull();
  });

  it("starts a new order with every field empty", () => {
    expect(Object.values(EMPTY_ORDER_FIELDS).every((x) => x === "")).toBe(true);
    expect(Object.keys(EMPTY_ORDER_FIELDS)).toEqual(Object.keys(ORDER_FIELDS_SCHEMA.entries));
  });
});

describe("figures and flags", () => {
  it("counts confirmed figures where given, else planned ones", () => {
    const f = parse({ planPieces: "10", planWeight: "100", planVolume: "2", confirmWeight: "90" });
    expect(orderFigures("AE", f)).toMatchObject({
      pieces: 10,
      grossWeight: 90,
      volume: 2,
      chargeWeight: 333.333,
      billingWeight: 0,
      density: 45,
    });
    expect(orderFigures("SE", f)).toMatchObject({ chargeWeight: 0, billingWeight: 2000 });
  });

  it("gives sea and rail 计费吨 in revenue tons (W/M), not kilograms", () => {
    // 2.5 CBM and 800 kg: 2.5 revenue tons (the form showed 2,500.000 KG).
    expect(revenueTons(orderFigures("SE", parse({ planWeight: "800", planVolume: "2.5" })))).toBe(
      2.5,
    );
    // 18.65 t and 9.25 CBM: the weight wins.
    expect(
      revenueTons(orderFigures("TE", parse({ planWeight: "18650", planVolume: "9.25" }))),
    ).toBe(18.65);
  });

  it("flags weight outside 97–103 % or over 100 away, volume outside 90–110 %, unequal pieces", () => {
    expect(orderFlags(parse({ planWeight: "1000", confirmWeight: "1030" })).weight).toBe(false);
    expect(orderFlags(parse({ planWeight: "1000", confirmWeight: "1031" })).weight).toBe(true);
    expect(orderFlags(parse({ planWeight: "10000", confirmWeight: "10101" })).weight).toBe(true);
    expect(orderFlags(parse({ planVolume: "10", confirmVolume: "11" })).volume).toBe(false);
    expect(orderFlags(parse({ planVolume: "10", confirmVolume: "11.1" })).volume).toBe(true);
    expect(orderFlags(parse({ planPieces: "3", confirmPieces: "4" })).pieces).toBe(true);
    expect(orderFlags(parse({ planPieces: "3" })).pieces).toBe(false);
  });
});

describe("scopes", () => {
  it("names each scope's buttons after its list menu", () => {
    expect(orderButton("AE", "add")).toBe("af_order_add");
    expect(orderButton("LC", "unlock")).toBe("lc_order_unlock");
    expect(BUSINESS_SCOPES.map(unlockEventId)).toEqual([15, 25, 27, 29, 31, 33, 35, 37]);
  });

  it("reads the action back from a button identifier (the role editor's labels)", () => {
    expect(orderButton("SE", "edit")).toBe("se_order_edit");
    expect(orderActionOf("se_order_edit")).toBe("edit");
    expect(orderActionOf("io_order_approve")).toBe("approve");
    expect(orderActionOf("af_tariff_edit")).toBeUndefined();
    expect(orderActionOf("xx_order_edit")).toBeUndefined();
  });

  it("gives the import dates to AI only, and every scope a basic section", () => {
    expect(sectionsFor("AI").some((s) => s.key === "import")).toBe(true);
    expect(sectionsFor("AE").some((s) => s.key === "import")).toBe(false);
    for (const scope of BUSINESS_SCOPES) expect(sectionsFor(scope)[0]?.key).toBe("basic");
  });

  it("writes the share page's document from the row", () => {
    const f = parse({
      awbNumber: "784-12345675",
      planWeight: "100",
      planVolume: "1",
      departure: "PVG",
    });
    expect(shareViewOf("AE")).toBe("AF");
    expect(shareViewOf("TE")).toBeNull();
    expect(shareDetailOf("AE", "AE1", "u-1", f)).toMatchObject({
      orderCode: "AE1",
      awbNumber: "784-12345675",
      departureStation: "PVG",
      planWeight: 100,
      planChargeWeight: 166.667,
      planDensity: 100,
      confirmWeight: null,
    });
  });
});
