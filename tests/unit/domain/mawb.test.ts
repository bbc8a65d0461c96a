import { describe, expect, it } from "vitest";
import { checkMawb, formatMawb, isValidMawb, MAWB_MESSAGES } from "../../../src/domain/mawb";

describe("checkMawb", () => {
  it.each([
    "123-12345675",
    "999-99999992",
    "000-00000000",
    "784-00000011",
    "160-00000066",
    "160-00000070",
    "618-76543213",
    "297-10000001",
    "781-34567890",
    "880-55555555",
    " 123-12345675 ",
    "\t123-12345675\n",
  ])("accepts %j", (value) => {
    expect(checkMawb(value)).toBeNull();
    expect(isValidMawb(value)).toBe(true);
  });

  it.each([
    ["", MAWB_MESSAGES.required],
    ["   ", MAWB_MESSAGES.required],
    ["\n", MAWB_MESSAGES.required],
    // Digit-slot count (everything but hyphens) is not 11.
    ["123-1234567", MAWB_MESSAGES.elevenDigits],
    ["123-123456756", MAWB_MESSAGES.elevenDigits],
    ["1234567890", MAWB_MESSAGES.elevenDigits],
    ["123456789012", MAWB_MESSAGES.elevenDigits],
    ["123-1234 5675", MAWB_MESSAGES.elevenDigits],
    ["-", MAWB_MESSAGES.elevenDigits],
    ["1", MAWB_MESSAGES.elevenDigits],
    ["ABC-DEFGHIJKL", MAWB_MESSAGES.elevenDigits],
    // A separator other than the hyphen is itself a slot, making 12.
    ["123_12345675", MAWB_MESSAGES.elevenDigits],
    ["123 12345675", MAWB_MESSAGES.elevenDigits],
    ["123A12345675", MAWB_MESSAGES.elevenDigits],
    // 11 slots, but a non-digit among the first three.
    ["A23-12345675", MAWB_MESSAGES.prefixDigits],
    ["12A-12345675", MAWB_MESSAGES.prefixDigits],
    ["1-3412345675", MAWB_MESSAGES.prefixDigits],
    ["-12312345675", MAWB_MESSAGES.prefixDigits],
    ["abc-12345675", MAWB_MESSAGES.prefixDigits],
    // First three fine, fourth not a hyphen.
    ["12312345675", MAWB_MESSAGES.hyphen],
    ["1234-2345675", MAWB_MESSAGES.hyphen],
    ["12345-345675", MAWB_MESSAGES.hyphen],
    ["1234567890-1", MAWB_MESSAGES.hyphen],
    // Serial part not eight digits.
    ["123-1234567A", MAWB_MESSAGES.serialDigits],
    ["123-A2345675", MAWB_MESSAGES.serialDigits],
    ["123--12345675", MAWB_MESSAGES.serialDigits],
    ["123-1234-5675", MAWB_MESSAGES.serialDigits],
    ["123-12345 67", MAWB_MESSAGES.serialDigits],
    // Mod 7 check digit wrong (right is 5, 2, 0).
    ["123-12345674", MAWB_MESSAGES.mod7],
    ["123-12345676", MAWB_MESSAGES.mod7],
    ["123-12345670", MAWB_MESSAGES.mod7],
    ["999-99999999", MAWB_MESSAGES.mod7],
    ["999-99999993", MAWB_MESSAGES.mod7],
    ["000-00000007", MAWB_MESSAGES.mod7],
    ["160-00000077", MAWB_MESSAGES.mod7],
  ])("rejects %j with %s", (value, message) => {
    expect(checkMawb(value)).toBe(message);
    expect(isValidMawb(value)).toBe(false);
  });

  it("reports the earliest rule when several are broken", () => {
    expect(checkMawb("AB-C1234567X")).toBe(MAWB_MESSAGES.prefixDigits);
    expect(checkMawb("1234X234567")).toBe(MAWB_MESSAGES.hyphen);
  });

  it("keeps the exact Chinese messages", () => {
    expect(MAWB_MESSAGES).toEqual({
      required: "请输入主单号",
      elevenDigits: "主单号只能为11位数字",
      prefixDigits: "主单号前三位必须为数字",
      hyphen: '主单号第四位必须为"-"',
      serialDigits: "主单号后八位必须为数字",
      mod7: "主单号不符合模7规则",
    });
  });
});

describe("formatMawb", () => {
  it.each([
    ["12312345675", "123-12345675"],
    [" 12312345675 ", "123-12345675"],
    ["123 1234 5675", "123-12345675"],
    ["123 12345675", "123-12345675"],
    ["1 2 3 1 2 3 4 5 6 7 5", "123-12345675"],
    ["123-12345675", "123-12345675"],
    [" 123-12345675 ", "123-12345675"],
    ["1231234567", "1231234567"],
    ["123123456755", "123123456755"],
    ["ABC12345675", "ABC12345675"],
    ["  abc  ", "abc"],
    ["", ""],
  ])("formats %j as %j", (value, expected) => {
    expect(formatMawb(value)).toBe(expected);
  });

  it("produces a number that passes the check", () => {
    expect(checkMawb(formatMawb("618 7654 3213"))).toBeNull();
  });
});
