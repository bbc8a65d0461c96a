import { describe, expect, it } from "vitest";
import {
  checkDimensions,
  type DimensionItem,
  normaliseDimensions,
  parseDimensionItem,
  parseDimensions,
} from "../../../src/domain/dimensions";

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
