import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  chargeableWeight,
  inquiryHref,
  normalizeAirportCode,
  panelSearchHref,
  parseQuoteMessage,
  prefillFromQuery,
  type QuoteRate,
  quotePrice,
} from "../../../src/domain/inquiry";
import { INQUIRY_SCHEMA } from "../../../src/domain/inquiry-schema";

describe("airport codes", () => {
  it.each([
    ["pvg", "PVG"],
    ["p1v-g", "PVG"],
    ["shanghai", "SHA"],
    ["", ""],
    ["上海", ""],
  ])("%j → %j", (input, out) => expect(normalizeAirportCode(input)).toBe(out));
  it("builds /panelSearch", () =>
    expect(panelSearchHref("pvg", "lax")).toBe("/panelSearch?f=PVG&t=LAX"));
});

describe("quote messages", () => {
  const data = {
    departure: "pvg",
    destination: "LAX",
    grossWeight: 120,
    pieces: "3",
    volume: "0.8",
    flightDate: "2026-12-01",
    airline: "MU",
  };
  it("reads a create-inquiry message", () => {
    expect(parseQuoteMessage({ type: "createInquiry", data })).toEqual({
      departure: "PVG",
      destination: "LAX",
      grossWeight: "120",
      pieces: "3",
      volume: "0.8",
      flightDate: "2026-12-01",
      airline: "MU",
    });
  });
  it.each([
    null,
    "createInquiry",
    { type: "other", data },
    { type: "createInquiry" },
    { type: "createInquiry", data: "x" },
  ])("ignores %j", (msg) => expect(parseQuoteMessage(msg)).toBeNull());
  it("round-trips through the inquiry link", () => {
    const prefill = parseQuoteMessage({ type: "createInquiry", data });
    if (!prefill) throw new Error("no prefill");
    const href = inquiryHref(prefill);
    expect(href).toBe(
      "/af_order_inquiry?flag=true&name=saveCallBackForYC&departure=PVG&destination=LAX&grossWeight=120&pieces=3&volume=0.8&flightDate=2026-12-01&airline=MU",
    );
    expect(prefillFromQuery(href.split("?")[1] ?? "")).toEqual({ prefill, fromQuote: true });
  });
  it("drops a malformed date and is not from the quote page without the flag", () => {
    expect(prefillFromQuery("flightDate=tomorrow&departure=pvg")).toEqual({
      prefill: {
        departure: "PVG",
        destination: "",
        grossWeight: "",
        pieces: "",
        volume: "",
        flightDate: "",
        airline: "",
      },
      fromQuote: false,
    });
  });
});

describe("the inquiry schema", () => {
  const base = {
    departure: "pvg",
    destination: "lax",
    grossWeight: "12.5",
    pieces: "2",
    volume: "",
    flightDate: "",
    airline: "",
    cargoName: "",
    remark: "",
    source: "MANUAL",
  };
  it("normalises a valid form", () => {
    expect(v.parse(INQUIRY_SCHEMA, base)).toMatchObject({
      departure: "PVG",
      grossWeight: 12.5,
      pieces: 2,
      volume: null,
      flightDate: null,
    });
  });
  it.each([
    [{ grossWeight: "0" }, "毛重应大于 0"],
    [{ grossWeight: "" }, "请输入毛重"],
    [{ pieces: "0" }, "件数应大于 0"],
    [{ volume: "abc" }, "体积应为数字，最多 3 位小数"],
    [{ destination: "LA" }, "目的港应为 3 位字母三字码"],
    [{ remark: "x".repeat(501) }, "备注不能超过 500 个字符"],
  ])("%j → %s", (patch, message) => {
    const result = v.safeParse(INQUIRY_SCHEMA, { ...base, ...patch });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(message);
  });
});

describe("prices", () => {
  const rate = {
    minCharge: 300,
    rateN: 40,
    rate45: 35,
    rate100: 30,
    rate300: 28,
    rate500: 26,
    rate1000: 24,
  } as QuoteRate;
  it.each([
    [5, 40, 300],
    [45, 35, 1575],
    [100, 30, 3000],
    [1000, 24, 24000],
  ])("%i kg costs %i/kg, %i in total", (w, perKg, total) =>
    expect(quotePrice(rate, w)).toEqual({ perKg, total }),
  );
  it.each([
    [100, null, 100],
    [100, 1, 167],
    [100.2, 0, 100.5],
  ])("chargeable of %d kg and %j CBM is %d", (kg, cbm, out) =>
    expect(chargeableWeight(kg, cbm)).toBe(out),
  );
});
