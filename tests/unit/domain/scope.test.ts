import { describe, expect, it } from "vitest";
import {
  APPROVAL_EVENT_IDS,
  BUSINESS_SCOPES,
  type BusinessScope,
  isBusinessScope,
  isShareView,
  parseShareParam,
  SHARE_VIEWS,
  type ShareView,
} from "../../../src/domain/scope";
import { scopeMessages } from "../../../src/i18n/messages/scope";

const TOKEN = "3f2a9c1e-7b4d-4e8a-9f00-1c2d3e4f5a6b";

describe("business scopes", () => {
  it("lists the eight scopes in spec order", () => {
    expect(BUSINESS_SCOPES).toEqual(["AE", "AI", "SE", "SI", "TE", "TI", "LC", "IO"]);
  });

  it.each<[BusinessScope, string, string, number]>([
    ["AE", "空运出口", "Air export", 15],
    ["AI", "空运进口", "Air import", 25],
    ["SE", "海运出口", "Sea export", 27],
    ["SI", "海运进口", "Sea import", 29],
    ["TE", "铁路出口", "Rail export", 31],
    ["TI", "铁路进口", "Rail import", 33],
    ["LC", "陆运", "Road transport", 35],
    ["IO", "其他业务", "Other business", 37],
  ])("%s is %s / %s with approval event %i", (scope, zh, en, eventId) => {
    expect(scopeMessages["zh-CN"][scope]).toBe(zh);
    expect(scopeMessages["en-US"][scope]).toBe(en);
    expect(APPROVAL_EVENT_IDS[scope]).toBe(eventId);
  });

  it.each<[unknown, boolean]>([
    ["AE", true],
    ["IO", true],
    ["ae", false],
    ["AF", false],
    ["", false],
    [null, false],
    [15, false],
  ])("isBusinessScope(%j) is %s", (value, expected) => {
    expect(isBusinessScope(value)).toBe(expected);
  });
});

describe("share views", () => {
  it("lists the five share views", () => {
    expect(SHARE_VIEWS).toEqual(["AF", "AI", "SE", "SI", "LC"]);
  });

  it.each<[unknown, boolean]>([
    ["AF", true],
    ["LC", true],
    ["AE", false],
    ["af", false],
    [undefined, false],
  ])("isShareView(%j) is %s", (value, expected) => {
    expect(isShareView(value)).toBe(expected);
  });
});

describe("parseShareParam", () => {
  it.each<[string, ShareView, string]>([
    [`AF${TOKEN}`, "AF", TOKEN],
    [`AI${TOKEN}`, "AI", TOKEN],
    [`SE${TOKEN}`, "SE", TOKEN],
    [`SI${TOKEN}`, "SI", TOKEN],
    [`LC${TOKEN}`, "LC", TOKEN],
    [`af${TOKEN}`, "AF", TOKEN],
    [`lC${TOKEN}`, "LC", TOKEN],
    [`  SE${TOKEN}\n`, "SE", TOKEN],
    ["AFabcd_123", "AF", "abcd_123"],
    [`AF${"a".repeat(200)}`, "AF", "a".repeat(200)],
    ["AIAFAFAFAF", "AI", "AFAFAFAF"],
  ])("parses %j", (o, view, token) => {
    expect(parseShareParam(o)).toEqual({ view, token });
  });

  it.each<[string, string | null | undefined]>([
    ["null", null],
    ["undefined", undefined],
    ["empty", ""],
    ["blank", "   "],
    ["prefix only", "AF"],
    ["prefix with blank", "AF   "],
    ["token of 7", "AFabcdefg"],
    ["token of 201", `AF${"a".repeat(201)}`],
    ["unknown prefix", `XX${TOKEN}`],
    ["scope AE is not a view", `AE${TOKEN}`],
    ["one letter", "A"],
    ["space inside", `AF ${TOKEN}`],
    ["dot in token", "AFabc.defgh"],
    ["slash in token", "AFabc/defgh"],
    ["non-ascii token", "AF订单订单订单订单订单"],
  ])("rejects %s", (_label, o) => {
    expect(parseShareParam(o)).toBeNull();
  });
});
