import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  checkParty,
  normalisePostcode,
  type Party,
  type PartyField,
  POSTCODE_REQUIRED_COUNTRIES,
  partySchema,
} from "../../../src/domain/party";

const base: Party = {
  name: "ACME TRADING CO. LTD",
  contact: "JOHN SMITH",
  address: "1-2 HARBOUR ROAD",
  city: "HAMBURG",
  telephone: "0049 40-123456",
  fax: "",
  code: "",
  country: "DE",
  state: "",
  postcode: "20095",
};

function errorsFor(patch: Partial<Party>) {
  return checkParty({ ...base, ...patch });
}

describe("checkParty: a complete party", () => {
  it("has no errors", () => {
    expect(checkParty(base)).toEqual({});
  });
});

describe("checkParty: single-field rules", () => {
  it.each<[Partial<Party>]>([
    [{ name: "A" }],
    [{ name: "N".repeat(100) }],
    [{ name: "a-b.c 1" }],
    [{ contact: "" }],
    [{ contact: "C".repeat(100) }],
    [{ address: "A".repeat(150) }],
    [{ address: "NO. 8 LANE 100-2" }],
    [{ city: "C".repeat(30) }],
    [{ city: "FRANKFURT AM MAIN" }],
    [{ telephone: "" }],
    [{ telephone: "1".repeat(30) }],
    [{ telephone: "021 1234-5678" }],
    [{ fax: "021-1234 5678 EXT 9" }],
    [{ fax: "F".repeat(30) }],
    [{ code: "C".repeat(35) }],
    [{ code: "CUST-001.A" }],
    [{ country: "de" }],
    [{ country: " DE " }],
    [{ state: "HH" }],
    [{ state: "1" }],
  ])("accepts %j", (patch) => {
    expect(errorsFor(patch)).toEqual({});
  });

  it.each<[Partial<Party>, PartyField, string]>([
    [{ name: "" }, "name", "请输入名称"],
    [{ name: "   " }, "name", "请输入名称"],
    [{ name: "N".repeat(101) }, "name", "名称不能超过100个字符"],
    [{ name: "ACME, INC" }, "name", "名称只能包含字母、数字、空格、点和连字符"],
    [{ name: "上海公司" }, "name", "名称只能包含字母、数字、空格、点和连字符"],
    [{ contact: "C".repeat(101) }, "contact", "联系人不能超过100个字符"],
    [{ contact: "J&J" }, "contact", "联系人只能包含字母、数字、空格、点和连字符"],
    [{ address: "" }, "address", "请输入地址"],
    [{ address: "A".repeat(151) }, "address", "地址不能超过150个字符"],
    [{ address: "ROOM 1/2" }, "address", "地址只能包含字母、数字、空格、点和连字符"],
    [{ address: "NO.8, MAIN ST" }, "address", "地址只能包含字母、数字、空格、点和连字符"],
    [{ city: "" }, "city", "请输入城市"],
    [{ city: "C".repeat(31) }, "city", "城市不能超过30个字符"],
    [{ city: "SÃO PAULO" }, "city", "城市只能包含字母、数字、空格、点和连字符"],
    [{ telephone: "1".repeat(31) }, "telephone", "电话不能超过30个字符"],
    [{ telephone: "+86 21 1234" }, "telephone", "电话只能包含数字、空格和连字符"],
    [{ telephone: "021 EXT 9" }, "telephone", "电话只能包含数字、空格和连字符"],
    [{ telephone: "(021)1234" }, "telephone", "电话只能包含数字、空格和连字符"],
    [{ fax: "F".repeat(31) }, "fax", "传真不能超过30个字符"],
    [{ fax: "+86 21" }, "fax", "传真只能包含字母、数字、空格和连字符"],
    [{ fax: "021.1234" }, "fax", "传真只能包含字母、数字、空格和连字符"],
    [{ code: "C".repeat(36) }, "code", "代码不能超过35个字符"],
    [{ code: "CODE#1" }, "code", "代码只能包含字母、数字、空格、点和连字符"],
    [{ country: "D" }, "country", "国家代码必须为2位字母"],
    [{ country: "DEU" }, "country", "国家代码必须为2位字母"],
    [{ country: "D1" }, "country", "国家代码必须为2位字母"],
    [{ state: "HHH" }, "state", "州代码不能超过2位"],
    [{ state: "H-" }, "state", "州代码只能包含字母和数字"],
  ])("rejects %j on %s", (patch, field, message) => {
    expect(errorsFor(patch)).toEqual({ [field]: message });
  });

  it("reports a missing country, and postcode/state by the generic rules", () => {
    expect(errorsFor({ country: "", postcode: "", state: "" })).toEqual({ country: "请输入国家" });
  });

  it("reports every broken field at once", () => {
    expect(errorsFor({ name: "", city: "X".repeat(31), telephone: "abc" })).toEqual({
      name: "请输入名称",
      city: "城市不能超过30个字符",
      telephone: "电话只能包含数字、空格和连字符",
    });
  });
});

describe("checkParty: postcodes", () => {
  it.each<[string, string, string]>([
    ["US", "10001", "NY"],
    ["US", "00501", "NY"],
    ["us", "90210", "ca"],
    ["CA", "K1A0B1", "ON"],
    ["CA", "K1A 0B1", "ON"],
    ["CA", "k1a 0b1", "ON"],
    ["DE", "01067", ""],
    ["DE", " 20095 ", ""],
    ["GB", "SW1A 1AA", ""],
    ["NL", "1012 AB", ""],
    ["JP", "100-0001", ""],
    ["BR", "01310-100", ""],
    ["CN", "200000", ""],
    ["HK", "", ""],
    ["AE", "", ""],
    ["SG", "018956", ""],
    ["SG", "123456789", ""],
    ["MX", "06600", "CX"],
  ])("%s accepts postcode %j", (country, postcode, state) => {
    expect(errorsFor({ country, postcode, state })).toEqual({});
  });

  it.each<[string, string, string, string]>([
    ["US", "1000", "NY", "美国邮编必须为5位数字"],
    ["US", "100011", "NY", "美国邮编必须为5位数字"],
    ["US", "10001-1234", "NY", "美国邮编必须为5位数字"],
    ["US", "1000A", "NY", "美国邮编必须为5位数字"],
    ["US", "", "NY", "US地址必须填写邮编"],
    ["CA", "K1A0B", "ON", "加拿大邮编必须为6位字符（如A1A1A1或A1A 1A1）"],
    ["CA", "K1A0B1X", "ON", "加拿大邮编必须为6位字符（如A1A1A1或A1A 1A1）"],
    ["CA", "11A0B1", "ON", "加拿大邮编必须为6位字符（如A1A1A1或A1A 1A1）"],
    ["CA", "K1A-0B1", "ON", "加拿大邮编必须为6位字符（如A1A1A1或A1A 1A1）"],
    ["CA", "", "ON", "CA地址必须填写邮编"],
    ["DE", "2009", "", "德国邮编必须为5位数字"],
    ["DE", "200950", "", "德国邮编必须为5位数字"],
    ["DE", "D-20095", "", "德国邮编必须为5位数字"],
    ["DE", "", "", "DE地址必须填写邮编"],
    ["GB", "", "", "GB地址必须填写邮编"],
    ["CN", "  ", "", "CN地址必须填写邮编"],
    ["MX", "", "CX", "MX地址必须填写邮编"],
    ["SG", "1234567890", "", "邮编不能超过9个字符"],
    ["SG", "12345#", "", "邮编只能包含字母、数字、空格和连字符"],
  ])("%s rejects postcode %j", (country, postcode, state, message) => {
    expect(errorsFor({ country, postcode, state })).toEqual({ postcode: message });
  });

  it.each(POSTCODE_REQUIRED_COUNTRIES)("%s requires a postcode", (country) => {
    const errors = errorsFor({ country, postcode: "" });
    expect(errors.postcode).toBe(`${country}地址必须填写邮编`);
  });
});

describe("checkParty: state codes", () => {
  it.each<[string, string, string]>([
    ["US", "", "US地址必须填写州代码"],
    ["US", "N", "州代码必须为2位字母或数字"],
    ["US", "NYC", "州代码必须为2位字母或数字"],
    ["US", "N-", "州代码必须为2位字母或数字"],
    ["CA", "", "CA地址必须填写省代码"],
    ["CA", "O", "省代码必须为2位字母或数字"],
    ["MX", "", "MX地址必须填写州代码"],
    ["MX", "CMX", "州代码必须为2位字母或数字"],
  ])("%s rejects state %j", (country, state, message) => {
    const postcode = { US: "10001", CA: "K1A0B1", MX: "06600" }[country] ?? "";
    expect(errorsFor({ country, state, postcode })).toEqual({ state: message });
  });

  it.each<[string, string]>([
    ["DE", ""],
    ["DE", "B"],
    ["DE", "BY"],
    ["AU", "WA"],
    ["ZZ", "12"],
  ])("%s accepts state %j", (country, state) => {
    const postcode = country === "DE" ? "20095" : "6000";
    expect(errorsFor({ country, state, postcode })).toEqual({});
  });
});

describe("normalisePostcode", () => {
  it.each<[string, string, string]>([
    ["CA", "k1a 0b1", "K1A0B1"],
    ["CA", "K1A0B1", "K1A0B1"],
    [" ca ", " K1A 0B1 ", "K1A0B1"],
    ["CA", "K1A-0B1", "K1A-0B1"],
    ["US", " 10001 ", "10001"],
    ["GB", "sw1a 1aa", "sw1a 1aa"],
  ])("%s %j -> %j", (country, postcode, expected) => {
    expect(normalisePostcode(country, postcode)).toBe(expected);
  });
});

describe("partySchema", () => {
  it("accepts a valid party", () => {
    expect(v.safeParse(partySchema, base).success).toBe(true);
  });

  it("fills missing keys with empty strings, then reports required ones", () => {
    const result = v.safeParse(partySchema, { name: "ACME" });
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries(
      (result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]),
    );
    expect(byPath).toEqual({
      address: "请输入地址",
      city: "请输入城市",
      country: "请输入国家",
    });
  });

  it.each<[Partial<Party>, PartyField, string]>([
    [{ postcode: "2009" }, "postcode", "德国邮编必须为5位数字"],
    [{ country: "US", state: "", postcode: "10001" }, "state", "US地址必须填写州代码"],
    [{ telephone: "+1" }, "telephone", "电话只能包含数字、空格和连字符"],
  ])("reports %j at %s", (patch, field, message) => {
    const result = v.safeParse(partySchema, { ...base, ...patch });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      [field, message],
    ]);
  });

  it("rejects a non-string field by type", () => {
    expect(v.safeParse(partySchema, { ...base, name: 42 }).success).toBe(false);
  });
});
