import { describe, expect, it } from "vitest";
import {
  cargoText,
  type DateTimeInput,
  type DisplayLang,
  decimalText,
  formatChargeWeight,
  formatDateTime,
  formatDecimal,
  formatMonthDayTime,
  formatNumber,
  formatPieces,
  formatTimestamp,
  formatVolume,
  formatWeight,
  monthDay,
  type NumericInput,
  parseDateTime,
  parseNumeric,
} from "../../../src/domain/format";

describe("parseNumeric", () => {
  it.each<[NumericInput, number | null]>([
    [0, 0],
    [12, 12],
    [-3.5, -3.5],
    [1e12, 1e12],
    ["12", 12],
    [" 1234.5 ", 1234.5],
    ["-0.25", -0.25],
    [".5", 0.5],
    ["5.", 5],
    ["+7", 7],
    ["1e3", 1000],
    ["", null],
    ["   ", null],
    ["abc", null],
    ["12kg", null],
    ["1,234", null],
    ["0x1f", null],
    ["Infinity", null],
    ["NaN", null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
  ])("parseNumeric(%j) is %j", (value, expected) => {
    expect(parseNumeric(value)).toBe(expected);
  });
});

describe("number formats", () => {
  it.each<[NumericInput, string]>([
    [0, "0"],
    [12, "12"],
    [1234, "1,234"],
    [1234567, "1,234,567"],
    [1e12, "1,000,000,000,000"],
    [-1234, "-1,234"],
    [12.4, "12"],
    [12.5, "13"],
    [-0.4, "0"],
    ["1234", "1,234"],
    [" 56 ", "56"],
    ["abc", "-"],
    ["", "-"],
    [null, "-"],
    [undefined, "-"],
    [Number.NaN, "-"],
  ])("formatPieces(%j) is %j", (value, expected) => {
    expect(formatPieces(value)).toBe(expected);
  });

  it.each<[NumericInput, string]>([
    [0, "0.0"],
    [1234.5, "1,234.5"],
    [1234.56, "1,234.6"],
    [1234.54, "1,234.5"],
    [2.25, "2.3"],
    [999.96, "1,000.0"],
    [1e12, "1,000,000,000,000.0"],
    [-1234.5, "-1,234.5"],
    [-0.04, "0.0"],
    [-0, "0.0"],
    ["1234.5", "1,234.5"],
    ["0", "0.0"],
    ["12 kg", "-"],
    ["", "-"],
    [null, "-"],
    [undefined, "-"],
    [Number.NaN, "-"],
  ])("formatWeight(%j) is %j", (value, expected) => {
    expect(formatWeight(value)).toBe(expected);
  });

  it.each<[NumericInput, string]>([
    [0, "0.000"],
    [1.5, "1.500"],
    [1234.5678, "1,234.568"],
    [0.0004, "0.000"],
    [1e12, "1,000,000,000,000.000"],
    [-2.5, "-2.500"],
    [-0.0004, "0.000"],
    ["3.14159", "3.142"],
    ["x", "-"],
    [null, "-"],
    [Number.NaN, "-"],
  ])("formatVolume(%j) is %j", (value, expected) => {
    expect(formatVolume(value)).toBe(expected);
  });

  it.each<[NumericInput, string]>([
    [0, "0.000"],
    [1234.5, "1,234.500"],
    [9876543.21, "9,876,543.210"],
    [1e12, "1,000,000,000,000.000"],
    [-1, "-1.000"],
    ["250.0005", "250.001"],
    ["", "-"],
    [undefined, "-"],
  ])("formatChargeWeight(%j) is %j", (value, expected) => {
    expect(formatChargeWeight(value)).toBe(expected);
  });

  it.each<[NumericInput, number, string]>([
    [1234.5678, 0, "1,235"],
    [1234.5678, 2, "1,234.57"],
    [1234, 3, "1,234.000"],
    [null, 2, "-"],
  ])("formatNumber(%j, %i) is %j", (value, digits, expected) => {
    expect(formatNumber(value, digits)).toBe(expected);
  });
});

describe("decimalText agrees with Intl.NumberFormat en-US", () => {
  const intl = (value: number, min: number, max: number) =>
    new Intl.NumberFormat("en-US", {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    }).format(value);
  const edges = [
    0,
    -0,
    0.5,
    -0.5,
    1.5,
    2.5,
    1.005,
    2.675,
    9.995,
    99.9996,
    999.5,
    999_999.5,
    1e21,
    1.5e-7,
    -0.001,
    123_456.0005,
    0.125,
    5e-324,
    Number.MAX_SAFE_INTEGER,
    1.7976931348623157e308,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ];
  it.each(edges)("%d with 0–3 decimals", (value) => {
    for (const [min, max] of [
      [0, 0],
      [0, 2],
      [0, 3],
      [1, 1],
      [3, 3],
    ] as const)
      expect(decimalText(value, min, max)).toBe(intl(value, min, max));
  });
  it("over 20,000 seeded random values of every magnitude", () => {
    let seed = 20261123;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 20_000; i++) {
      const magnitude = 10 ** Math.floor(next() * 16 - 6);
      const value = (next() - 0.3) * magnitude;
      const rounded = i % 3 === 0 ? Math.round(value * 1000) / 1000 : value;
      const max = i % 4;
      expect(decimalText(rounded, 0, max)).toBe(intl(rounded, 0, max));
      expect(decimalText(rounded, max, max)).toBe(intl(rounded, max, max));
    }
  }, 60_000); // 20,000 Intl calls: seconds on a loaded host; the claim is agreement, not speed
});

describe("cargoText", () => {
  it.each<[NumericInput, NumericInput, DisplayLang | undefined, string]>([
    [12, 1234.5, undefined, "12件 / 1,234.5kg"],
    [12, 1234.5, "zh-CN", "12件 / 1,234.5kg"],
    [12, 1234.5, "en-US", "12 pcs / 1,234.5 kg"],
    ["12", "1234.5", "zh-CN", "12件 / 1,234.5kg"],
    [0, 0, "zh-CN", "0件 / 0.0kg"],
    [1e12, 1e12, "zh-CN", "1,000,000,000,000件 / 1,000,000,000,000.0kg"],
    [null, 1234.5, "zh-CN", "- / 1,234.5kg"],
    [12, null, "zh-CN", "12件 / -"],
    [12, "heavy", "en-US", "12 pcs / -"],
    [null, 8, "en-US", "- / 8.0 kg"],
    [null, undefined, "zh-CN", "-"],
    ["", "", "en-US", "-"],
  ])("cargoText(%j, %j, %s) is %j", (pieces, weight, lang, expected) => {
    expect(cargoText(pieces, weight, lang)).toBe(expected);
  });
});

describe("formatDateTime", () => {
  it.each<[DateTimeInput, string]>([
    ["2024-05-01T00:30:00Z", "2024-05-01 08:30"],
    ["2024-05-01T00:30:00.123Z", "2024-05-01 08:30"],
    ["2024-05-01T08:30:00+08:00", "2024-05-01 08:30"],
    ["2024-05-01T08:30:00+0800", "2024-05-01 08:30"],
    ["2024-05-01T02:30:00+02", "2024-05-01 08:30"],
    ["2024-04-30T20:30:00-04:00", "2024-05-01 08:30"],
    ["2024-12-31T16:00:00Z", "2025-01-01 00:00"],
    ["2024-05-01 08:30:00", "2024-05-01 08:30"],
    ["2024-05-01T08:30", "2024-05-01 08:30"],
    // A calendar date has no time to show.
    ["2024-05-01", "2024-05-01"],
    ["2023-02-29", "-"],
    ["2024-02-29 23:59:59", "2024-02-29 23:59"],
    [Date.UTC(2024, 4, 1, 0, 30), "2024-05-01 08:30"],
    [new Date(Date.UTC(2024, 4, 1, 0, 30)), "2024-05-01 08:30"],
    [null, "-"],
    [undefined, "-"],
    ["", "-"],
    ["   ", "-"],
    ["not a date", "-"],
    ["2023-02-29 10:00", "-"],
    ["2024-13-01 10:00", "-"],
    ["2024-05-01 24:00", "-"],
    ["2024-05-01 10:60", "-"],
    ["01/05/2024", "-"],
    [Number.NaN, "-"],
    [new Date(Number.NaN), "-"],
  ])("formatDateTime(%j) in Asia/Shanghai is %j", (value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });

  it.each<[DateTimeInput, DisplayLang, string, string]>([
    ["2024-05-01T00:30:00Z", "zh-CN", "UTC", "2024-05-01 00:30"],
    ["2024-05-01T00:30:00Z", "en-US", "America/New_York", "2024-04-30 20:30"],
    ["2024-01-15T00:30:00Z", "en-US", "America/New_York", "2024-01-14 19:30"],
    ["2024-05-01T00:30:00Z", "en-US", "Europe/Berlin", "2024-05-01 02:30"],
    // Offset-less text is wall-clock time in the requested zone, not in Beijing.
    ["2024-05-01 08:30:00", "en-US", "Europe/Berlin", "2024-05-01 08:30"],
    ["2024-07-01 09:15", "zh-CN", "America/New_York", "2024-07-01 09:15"],
  ])("formatDateTime(%j, %s, %s) is %j", (value, lang, timeZone, expected) => {
    expect(formatDateTime(value, lang, timeZone)).toBe(expected);
  });

  it("gives the same layout in both languages", () => {
    expect(formatDateTime("2024-05-01T00:30:00Z", "en-US")).toBe(
      formatDateTime("2024-05-01T00:30:00Z", "zh-CN"),
    );
  });
});

describe("parseDateTime", () => {
  it.each<[DateTimeInput, string | undefined, number | null]>([
    ["2024-05-01 08:30:00", undefined, Date.UTC(2024, 4, 1, 0, 30)],
    ["2024-05-01 08:30:00", "UTC", Date.UTC(2024, 4, 1, 8, 30)],
    ["2024-05-01T08:30:00Z", "Asia/Shanghai", Date.UTC(2024, 4, 1, 8, 30)],
    ["2024-05-01 08:30:00.5", "UTC", Date.UTC(2024, 4, 1, 8, 30, 0, 500)],
    ["garbage", undefined, null],
  ])("parseDateTime(%j, %s) is %j", (value, timeZone, expected) => {
    expect(parseDateTime(value, timeZone)).toBe(expected);
  });
});

describe("Asia/Shanghai without Intl", () => {
  // The fixed-offset path must agree with the time-zone database on every instant it covers.
  const intl = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Shanghai",
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  const reference = (epochMs: number) => intl.format(epochMs).replace(", ", " ");

  it("matches Intl every 7 h 13 min from 1992 to 2040", () => {
    const step = (7 * 60 + 13) * 60_000;
    let mismatches = 0;
    for (let t = Date.UTC(1992, 0, 1); t < Date.UTC(2040, 0, 1); t += step) {
      if (formatDateTime(t) !== reference(t)) mismatches += 1;
    }
    expect(mismatches).toBe(0);
  });

  it("still uses the zone's history before 1992 (daylight saving of 1986-1991)", () => {
    // 1988-07-01 12:00 in Beijing was UTC+9.
    expect(parseDateTime("1988-07-01 12:00")).toBe(Date.UTC(1988, 6, 1, 3, 0));
    expect(formatDateTime(Date.UTC(1988, 6, 1, 3, 0))).toBe("1988-07-01 12:00");
    expect(parseDateTime("1992-01-01 00:00")).toBe(Date.UTC(1991, 11, 31, 16, 0));
  });
});

describe("monthDay", () => {
  it.each<[DateTimeInput, string | undefined, string]>([
    ["2024-05-01 08:30:00", undefined, "05-01"],
    ["2024-12-31T16:00:00Z", undefined, "01-01"],
    ["2024-12-31T16:00:00Z", "UTC", "12-31"],
    [new Date(Date.UTC(2024, 0, 9, 12)), undefined, "01-09"],
    ["2024-02-30", undefined, "-"],
    [null, undefined, "-"],
    ["", undefined, "-"],
  ])("monthDay(%j, %s) is %j", (value, timeZone, expected) => {
    expect(monthDay(value, timeZone)).toBe(expected);
  });
});

describe("formatDecimal", () => {
  it.each<[NumericInput, number | undefined, string]>([
    [0, undefined, "0"],
    [12, undefined, "12"],
    [1234.5, undefined, "1,234.5"],
    [1234.5678, undefined, "1,234.568"],
    [0.125, undefined, "0.125"],
    [0.0004, undefined, "0"],
    [2.675, 2, "2.68"],
    [1234567.1, 0, "1,234,567"],
    ["18.50", undefined, "18.5"],
    [null, undefined, "-"],
    ["heavy", undefined, "-"],
  ])("formatDecimal(%j, %j) is %j", (value, max, expected) => {
    expect(formatDecimal(value, max)).toBe(expected);
  });

  it("agrees with Intl.NumberFormat en-US up to 3 decimals", () => {
    const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });
    for (const value of [0, 1.5, 999.9995, 12_345.678_9, 1e9 + 0.25, 3.000_01])
      expect(formatDecimal(value)).toBe(intl.format(value));
  });
});

describe("formatTimestamp", () => {
  it.each<[DateTimeInput, DisplayLang | undefined, string]>([
    ["2024-05-01T00:30:05Z", undefined, "2024/5/1 08:30:05"],
    ["2024-05-01T00:30:05Z", "zh-CN", "2024/5/1 08:30:05"],
    ["2024-05-01T00:30:05Z", "en-US", "5/1/2024, 08:30:05"],
    ["2026-11-21T15:00:00Z", "zh-CN", "2026/11/21 23:00:00"],
    ["2024-12-31T16:00:00Z", "zh-CN", "2025/1/1 00:00:00"],
    ["2024-12-31T16:00:00Z", "en-US", "1/1/2025, 00:00:00"],
    ["2024-05-01 08:30:00", "zh-CN", "2024/5/1 08:30:00"],
    [Date.UTC(2024, 9, 10, 1, 2, 3), "zh-CN", "2024/10/10 09:02:03"],
    [null, "zh-CN", "-"],
    ["", "en-US", "-"],
    ["not a date", "zh-CN", "-"],
  ])("formatTimestamp(%j, %s) is %j", (value, lang, expected) => {
    expect(formatTimestamp(value, lang)).toBe(expected);
  });

  it("writes what toLocaleString('zh-CN', Beijing, 24-hour) writes, every 31 h 13 min of 2020-2030", () => {
    const step = (31 * 60 + 13) * 60_000 + 17_000;
    let mismatches = 0;
    for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2030, 0, 1); t += step) {
      const reference = new Date(t).toLocaleString("zh-CN", {
        timeZone: "Asia/Shanghai",
        hour12: false,
      });
      if (formatTimestamp(t, "zh-CN") !== reference) mismatches += 1;
    }
    expect(mismatches).toBe(0);
  });

  it("writes en-US as Intl does on a 00-23 clock", () => {
    const intl = new Intl.DateTimeFormat("en-US", {
      timeZone: "Asia/Shanghai",
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    for (const t of [Date.UTC(2024, 4, 1, 16), Date.UTC(2026, 10, 21, 15, 59, 59)])
      expect(formatTimestamp(t, "en-US")).toBe(intl.format(t));
  });
});

describe("formatMonthDayTime", () => {
  it.each<[DateTimeInput, DisplayLang | undefined, string]>([
    ["2026-11-21T08:30:00.000Z", undefined, "11/21 16:30"],
    ["2026-11-20T02:05:00.000Z", "zh-CN", "11/20 10:05"],
    ["2026-11-20T02:05:00.000Z", "en-US", "11/20, 10:05"],
    ["2024-05-01T16:00:00Z", "zh-CN", "05/02 00:00"],
    ["2024-05-01T16:00:00Z", "en-US", "05/02, 00:00"],
    [null, "zh-CN", "-"],
    ["2024-02-30", "en-US", "-"],
  ])("formatMonthDayTime(%j, %s) is %j", (value, lang, expected) => {
    expect(formatMonthDayTime(value, lang)).toBe(expected);
  });

  it.each<DisplayLang>(["zh-CN", "en-US"])("agrees with Intl in %s", (lang) => {
    const intl = new Intl.DateTimeFormat(lang, {
      timeZone: "Asia/Shanghai",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const step = (5 * 60 + 7) * 60_000;
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2026, 0, 1); t += step)
      expect(formatMonthDayTime(t, lang)).toBe(intl.format(t));
  });
});

describe("iataDate", () => {
  it("prints day, month and two-digit year as air waybill stock does, in China time", async () => {
    const { iataDate } = await import("../../../src/domain/format");
    expect(iataDate(Date.UTC(2026, 10, 22, 3))).toBe("22NOV26");
    // 16:30 UTC on 31 Dec is already 1 Jan in Shanghai.
    expect(iataDate(Date.UTC(2026, 11, 31, 16, 30))).toBe("01JAN27");
    expect(iataDate(Date.UTC(2026, 11, 31, 16, 30), "UTC")).toBe("31DEC26");
  });
});

describe("formatPieceWeight", () => {
  it("separates thousands in a manifest's pieces/weight, keeping other text (issue 24)", async () => {
    const { formatPieceWeight } = await import("../../../src/domain/format");
    expect(formatPieceWeight("860/18720.0")).toBe("860/18,720.0");
    expect(formatPieceWeight(" 1200 / 3500 ")).toBe("1,200/3,500.0");
    expect(formatPieceWeight("部分到货")).toBe("部分到货");
    expect(formatPieceWeight(null)).toBe("");
  });
});
