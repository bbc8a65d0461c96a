import { describe, expect, it } from "vitest";
import {
  type CargoCheckStatus,
  type CargoValue,
  checkDimensions,
  checkPieces,
  checkVolume,
  checkWeight,
  type DimensionItem,
  normaliseDimensions,
  parseDimensionItem,
  parseDimensions,
  toCargoAmount,
} from "../../../src/domain/cargo-checks";

type CheckRow = [CargoValue, CargoValue, CargoCheckStatus];

describe("checkWeight", () => {
  it.each<CheckRow>([
    [1000, 1000, "ok"],
    // 3% governs below 3333.33 (3% of it is 100).
    [1000, 970, "ok"],
    [1000, 969.9, "flagged"],
    [1000, 1030, "ok"],
    [1000, 1030.1, "flagged"],
    [100, 97, "ok"],
    [100, 96.9, "flagged"],
    [100, 103, "ok"],
    [100, 103.1, "flagged"],
    [12.5, 12.125, "ok"],
    [12.5, 12.875, "ok"],
    [12.5, 12.9, "flagged"],
    [0.5, 0.515, "ok"],
    [0.5, 0.52, "flagged"],
    [33.3, 32.301, "ok"],
    // Above that, the 100 absolute limit governs.
    [5000, 4900, "ok"],
    [5000, 4899.9, "flagged"],
    [5000, 5100, "ok"],
    [5000, 5100.1, "flagged"],
    [10000, 10150, "flagged"],
    [10000, 9850, "flagged"],
    [10000, 10100, "ok"],
    [3400, 3300, "ok"],
    [3400, 3299, "flagged"],
    // Numeric strings as sent by forms.
    ["1,000", "1030", "ok"],
    ["1000.0", " 969 ", "flagged"],
    // Nothing to compare yet.
    [null, 1000, "incomplete"],
    [1000, undefined, "incomplete"],
    ["", 1000, "incomplete"],
    [1000, "  ", "incomplete"],
    [0, 1000, "incomplete"],
    [1000, 0, "incomplete"],
    [-5, 1000, "incomplete"],
    [Number.NaN, 1000, "incomplete"],
    [1000, Number.POSITIVE_INFINITY, "incomplete"],
    ["abc", 1000, "incomplete"],
  ])("expected %j, confirmed %j -> %s", (expected, confirmed, status) => {
    expect(checkWeight(expected, confirmed)).toBe(status);
  });
});

describe("checkVolume", () => {
  it.each<CheckRow>([
    [10, 10, "ok"],
    [10, 9, "ok"],
    [10, 8.999, "flagged"],
    [10, 11, "ok"],
    [10, 11.001, "flagged"],
    [1.5, 1.35, "ok"],
    [1.5, 1.65, "ok"],
    [1.5, 1.349, "flagged"],
    [0.001, 0.0011, "ok"],
    [0.001, 0.002, "flagged"],
    [2000, 2200, "ok"],
    [2000, 2201, "flagged"],
    ["10.000", "9.5", "ok"],
    [0, 1, "incomplete"],
    [1, null, "incomplete"],
    [undefined, undefined, "incomplete"],
  ])("expected %j, confirmed %j -> %s", (expected, confirmed, status) => {
    expect(checkVolume(expected, confirmed)).toBe(status);
  });
});

describe("checkPieces", () => {
  it.each<CheckRow>([
    [10, 10, "ok"],
    ["10", 10, "ok"],
    [10, 9, "flagged"],
    [10, 11, "flagged"],
    [1, 2, "flagged"],
    ["1,200", 1200, "ok"],
    [0, 5, "incomplete"],
    [5, null, "incomplete"],
    ["", "", "incomplete"],
  ])("expected %j, confirmed %j -> %s", (expected, confirmed, status) => {
    expect(checkPieces(expected, confirmed)).toBe(status);
  });
});

describe("toCargoAmount", () => {
  it.each<[CargoValue, number | null]>([
    [12.5, 12.5],
    ["12.5", 12.5],
    [" 1,234.5 ", 1234.5],
    [0, null],
    ["0", null],
    [-1, null],
    ["", null],
    ["x", null],
    [null, null],
    [undefined, null],
  ])("%j -> %j", (value, amount) => {
    expect(toCargoAmount(value)).toBe(amount);
  });
});

describe("normaliseDimensions", () => {
  it.each<[string, string]>([
    ["100*80*60/2", "100*80*60/2"],
    ["100*80*60/2;50*40*30/1", "100*80*60/2;50*40*30/1"],
    ["100*80*60/2,50*40*30/1", "100*80*60/2;50*40*30/1"],
    ["100*80*60/2，50*40*30/1", "100*80*60/2;50*40*30/1"],
    ["100*80*60/2；50*40*30/1", "100*80*60/2;50*40*30/1"],
    ["100*80*60/2、50*40*30/1", "100*80*60/2;50*40*30/1"],
    ["100*80*60/2\n50*40*30/1", "100*80*60/2;50*40*30/1"],
    ["100*80*60/2\r\n50*40*30/1", "100*80*60/2;50*40*30/1"],
    ["100*80*60/2\t50*40*30/1", "100*80*60/2;50*40*30/1"],
    ["100*80*60/2    50*40*30/1", "100*80*60/2;50*40*30/1"],
    ["100*80*60/2 ,\n 50*40*30/1", "100*80*60/2;50*40*30/1"],
    ["100*80*60/2;;;50*40*30/1", "100*80*60/2;50*40*30/1"],
    [";;100*80*60/2;;", "100*80*60/2"],
    ["\n 100*80*60/2 \n", "100*80*60/2"],
    ["100x80x60/2", "100*80*60/2"],
    ["100X80X60/2", "100*80*60/2"],
    ["100×80×60/2", "100*80*60/2"],
    ["100 x 80 x 60 / 2", "100*80*60/2"],
    ["100 * 80 * 60 / 2", "100*80*60/2"],
    ["100 / 80 / 60 / 2", "100/80/60/2"],
    ["1.5x2.5x3", "1.5*2.5*3"],
    ["１００＊８０＊６０／２", "100*80*60/2"],
    ["100x80x60/2, 50X40X30/1", "100*80*60/2;50*40*30/1"],
    ["box", "box"],
    ["ax2", "ax2"],
    ["2xa", "2xa"],
    ["100x", "100x"],
    ["", ""],
    ["   ", ""],
  ])("%j -> %j", (text, expected) => {
    expect(normaliseDimensions(text)).toBe(expected);
  });
});

describe("parseDimensionItem", () => {
  it.each<[string, DimensionItem | null]>([
    ["100*80*60/2", { length: 100, width: 80, height: 60, pieces: 2 }],
    ["100/80/60/2", { length: 100, width: 80, height: 60, pieces: 2 }],
    ["100*80*60*2", { length: 100, width: 80, height: 60, pieces: 2 }],
    ["100/80*60/2", { length: 100, width: 80, height: 60, pieces: 2 }],
    ["100*80*60", { length: 100, width: 80, height: 60, pieces: 1 }],
    ["1.5*2*3.25/4", { length: 1.5, width: 2, height: 3.25, pieces: 4 }],
    ["100*80", null],
    ["100*80*60/2/3", null],
    ["100*0*60/2", null],
    ["100*80*60/0", null],
    ["100*80*60/1.5", null],
    ["100*80*-60/2", null],
    ["a*b*c", null],
    ["100**60/2", null],
    ["", null],
  ])("%j -> %j", (item, expected) => {
    expect(parseDimensionItem(item)).toEqual(expected);
  });
});

describe("parseDimensions", () => {
  it.each<[string, DimensionItem[]]>([
    ["", []],
    ["100*80*60/2", [{ length: 100, width: 80, height: 60, pieces: 2 }]],
    [
      "100x80x60/2，50/40/30",
      [
        { length: 100, width: 80, height: 60, pieces: 2 },
        { length: 50, width: 40, height: 30, pieces: 1 },
      ],
    ],
    [
      "100*80*60/2;bad;50*40*30/3",
      [
        { length: 100, width: 80, height: 60, pieces: 2 },
        { length: 50, width: 40, height: 30, pieces: 3 },
      ],
    ],
    ["100 × 80 × 60 / 5", [{ length: 100, width: 80, height: 60, pieces: 5 }]],
  ])("%j", (text, expected) => {
    expect(parseDimensions(text)).toEqual(expected);
  });
});

describe("checkDimensions", () => {
  it.each<[string, string | null]>([
    ["", null],
    ["100*80*60/2;50*40*30", null],
    ["100x80x60/2\n50/40/30/1", null],
    ["100*80*60/2;bad", "第2项尺寸“bad”格式不正确，应为 长*宽*高/件数"],
    ["100*80", "第1项尺寸“100*80”格式不正确，应为 长*宽*高/件数"],
    ["1*1*1,2*2*2,3*3*3/0", "第3项尺寸“3*3*3/0”格式不正确，应为 长*宽*高/件数"],
  ])("%j -> %j", (text, message) => {
    expect(checkDimensions(text)).toBe(message);
  });
});
