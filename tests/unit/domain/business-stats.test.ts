import { describe, expect, it } from "vitest";
import { decodeAnalysisFilter } from "../../../src/domain/business-analysis";
import {
  addDays,
  analysisPeriods,
  dateInZone,
  encodeAnalysisFilter,
  isIsoDate,
  lastSevenDaysFilter,
  monthDay,
  SCOPE_STAT_TYPES,
  STAT_TYPE_LABELS,
  statDates,
  weekStart,
} from "../../../src/domain/business-stats";

describe("dates", () => {
  it("lists today back six days", () => {
    expect(statDates("2026-03-02")).toEqual([
      "2026-03-02",
      "2026-03-01",
      "2026-02-28",
      "2026-02-27",
      "2026-02-26",
      "2026-02-25",
      "2026-02-24",
    ]);
  });
  it.each([
    ["2026-11-22", "11-22"],
    ["2027-01-05", "01-05"],
  ])("month-day of %s is %s", (d, md) => expect(monthDay(d)).toBe(md));
  it.each([
    ["2026-02-28", true],
    ["2026-02-29", false],
    ["2028-02-29", true],
    ["2026-13-01", false],
    ["26-01-01", false],
  ])("isIsoDate(%s) is %s", (d, ok) => expect(isIsoDate(d)).toBe(ok));
  it("reads the calendar day in China time", () => {
    expect(dateInZone(new Date("2026-11-21T16:30:00Z"))).toBe("2026-11-22");
    expect(dateInZone(new Date("2026-11-21T15:30:00Z"))).toBe("2026-11-21");
  });
  it("agrees with Intl's calendar day, in China time and in a zone with daylight saving", () => {
    const intl = (zone: string, at: Date) =>
      new Intl.DateTimeFormat("en-CA", {
        timeZone: zone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      }).format(at);
    // Every 7 h 13 min over two years, so every hour of the day and both sides of midnight.
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 26_000_000) {
      const at = new Date(t);
      expect(dateInZone(at)).toBe(intl("Asia/Shanghai", at));
      expect(dateInZone(at, "America/New_York")).toBe(intl("America/New_York", at));
    }
    // Before 1992 China kept daylight saving (1986–1991): that goes through Intl.
    const summer1990 = new Date("1990-07-01T15:30:00Z");
    expect(dateInZone(summer1990)).toBe(intl("Asia/Shanghai", summer1990));
  });
  it("adds days across months and years", () =>
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01"));
  it.each([
    ["2026-01-01", "2025-12-29"],
    ["2026-01-05", "2026-01-05"],
    ["2026-01-11", "2026-01-05"],
  ])("week of %s starts %s", (d, w) => expect(weekStart(d)).toBe(w));
});

describe("series per scope", () => {
  it.each([
    ["AE", ["票数", "货量", "计重"]],
    ["SE", ["票数", "货量", "计费", "标箱量"]],
    ["TI", ["票数", "货量", "计费", "标箱量"]],
    ["LC", ["票数", "货量", "计费"]],
  ] as const)("%s shows %j", (scope, labels) => {
    expect(SCOPE_STAT_TYPES[scope].map((t) => STAT_TYPE_LABELS[t])).toEqual(labels);
  });
});

describe("the report filter", () => {
  it("round-trips the dashboard's 'more' filter", () => {
    const filter = lastSevenDaysFilter("SE", "2026-11-22");
    expect(filter).toEqual({
      businessScope: "SE",
      orderUnit: "day",
      startDate: "2026-11-16",
      endDate: "2026-11-22",
    });
    const query = new URLSearchParams(`filter=${encodeAnalysisFilter(filter)}`);
    expect(decodeAnalysisFilter(query.get("filter"), "2000-01-01")).toEqual(filter);
  });
  it.each([
    null,
    "",
    "not json",
    "%7B",
    JSON.stringify({ businessScope: "XX" }),
    JSON.stringify({
      businessScope: "AE",
      orderUnit: "day",
      startDate: "2026-02-01",
      endDate: "2026-01-01",
    }),
  ])("falls back to all scopes, last 7 days, for %j", (raw) => {
    expect(decodeAnalysisFilter(raw, "2026-11-22")).toEqual({
      businessScope: "ALL",
      orderUnit: "day",
      startDate: "2026-11-16",
      endDate: "2026-11-22",
    });
  });
  it.each([
    [
      { orderUnit: "day", startDate: "2026-01-30", endDate: "2026-02-02" },
      ["2026-01-30", "2026-01-31", "2026-02-01", "2026-02-02"],
    ],
    [
      { orderUnit: "week", startDate: "2026-01-01", endDate: "2026-01-12" },
      ["2025-12-29", "2026-01-05", "2026-01-12"],
    ],
    [
      { orderUnit: "month", startDate: "2025-11-15", endDate: "2026-02-01" },
      ["2025-11", "2025-12", "2026-01", "2026-02"],
    ],
  ] as const)("periods of %j", (filter, periods) =>
    expect(analysisPeriods(filter)).toEqual(periods),
  );
});

describe("statValueText", () => {
  it("writes a row with the scope's digits, every cell alike (issue 24)", async () => {
    const { statValueText } = await import("../../../src/domain/business-stats");
    // AE: weight 1, charge weight 2; SE: 3 and 3.
    expect(
      ["2.8", "11.95", "45.2"].map((v) => statValueText("grossWeight", Number(v), "AE")),
    ).toEqual(["2.8", "12.0", "45.2"]);
    expect(statValueText("chargeableWeight", 31.772, "AE")).toBe("31.77");
    expect(statValueText("billingWeight", 2.8, "SE")).toBe("2.800");
    expect(statValueText("count", 1234, "AE")).toBe("1,234");
    expect(statValueText("teu", 12, "SE")).toBe("12");
    // Across scopes: the widest digits.
    expect(statValueText("grossWeight", 2.8, "ALL")).toBe("2.800");
  });
});
