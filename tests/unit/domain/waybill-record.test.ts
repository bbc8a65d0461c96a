import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { partyFromAddress } from "../../../src/domain/address-recognition";
import {
  checkCityCode,
  checkInternalNumber,
  checkWaybillParty,
  EMPTY_PARTY,
  hawbDraftForSetting,
  hawbFormSchema,
  hawbSaveSchema,
  sectionPrefix,
  toPhoneText,
  toPrintText,
} from "../../../src/domain/waybill-record";

describe("toPrintText", () => {
  it.each([
    ["Acme Trading, LLC", "ACME TRADING LLC"],
    ["Ciudad de México", "CIUDAD DE MEXICO"],
    ["Hanauer Landstraße 182", "HANAUER LANDSTRASSE 182"],
    ["Unit 4, Riverside Way", "UNIT 4 RIVERSIDE WAY"],
    ["10 Anson Road #22-02", "10 ANSON ROAD NO.22-02"],
    ["Smith & Sons", "SMITH AND SONS"],
    ["ＡＢＣ　１２３", "ABC 123"],
    ["12/F, Ocean Centre (Tower 1)", "12 F OCEAN CENTRE TOWER 1"],
    ["上海市浦东新区", "上海市浦东新区"],
    ["  ", ""],
  ])("%s → %s", (input, expected) => {
    expect(toPrintText(input)).toBe(expected);
  });
});

describe("toPhoneText", () => {
  it.each([
    ["+1 (213) 555-0147", false, "1 213 555-0147"],
    ["+86 21 5080 1234 ext. 208", false, "86 21 5080 1234-208"],
    ["021.6888.1234", false, "021 6888 1234"],
    ["FAX: +49 69 4080", true, "FAX 49 69 4080"],
  ])("%s", (input, letters, expected) => {
    expect(toPhoneText(input, letters)).toBe(expected);
  });
});

describe("checkInternalNumber", () => {
  it.each([
    ["", null],
    ["SH-2026-0101", null],
    ["a_b/c", null],
    ["X".repeat(30), null],
    ["X".repeat(31), "内部编号不能超过30个字符"],
    ["SH 2026", "内部编号只能包含字母、数字、连字符、下划线和斜杠"],
    ["编号1", "内部编号只能包含字母、数字、连字符、下划线和斜杠"],
  ])("%s", (value, message) => {
    expect(checkInternalNumber(value)).toBe(message);
  });
});

describe("checkCityCode", () => {
  it.each([
    ["", null],
    ["SHA", null],
    ["C".repeat(30), null],
    ["C".repeat(31), "城市代码不能超过30个字符"],
    ["L-A-X", "城市代码只能包含字母和数字"],
  ])("%s", (value, message) => {
    expect(checkCityCode(value)).toBe(message);
  });
});

const party = {
  ...EMPTY_PARTY,
  name: "ACME",
  address: "1 MAIN ST",
  city: "MIAMI",
  country: "US",
  state: "FL",
  postcode: "33166",
};

describe("waybill party", () => {
  it("adds the city code rule to the party rules", () => {
    expect(checkWaybillParty(party)).toEqual({});
    expect(checkWaybillParty({ ...party, cityCode: "M/I/A", postcode: "1" })).toEqual({
      cityCode: "城市代码只能包含字母和数字",
      postcode: "美国邮编必须为5位数字",
    });
  });
});

describe("hawbFormSchema", () => {
  const form = {
    mawbNumber: "781-12345675",
    print: { destination: "LAX", pieces: "1", grossWeight: "1" },
    shipper: party,
    consignee: party,
  };
  it("accepts a minimal valid form and fills defaults", () => {
    const out = v.parse(hawbFormSchema, form);
    expect(out.businessScope).toBe("AE");
    expect(out.internalNumber).toBe("");
    expect(out.print.hawbNumber).toBe("");
    expect(out.shipper.cityCode).toBe("");
  });
  it("reports each message at its path", () => {
    const result = v.safeParse(hawbFormSchema, {
      ...form,
      mawbNumber: "781-12345676",
      consignee: { ...party, postcode: "1" },
    });
    expect(result.success).toBe(false);
    const issues = (result.issues ?? []).map((i) => [
      (i.path ?? []).map((p) => p.key).join("."),
      i.message,
    ]);
    expect(issues).toContainEqual(["mawbNumber", "主单号不符合模7规则"]);
    expect(issues).toContainEqual(["consignee.postcode", "美国邮编必须为5位数字"]);
  });
  it("save schema defaults the create source to CREATED_BY_SELF", () => {
    expect(v.parse(hawbSaveSchema, form).createSource).toBe("CREATED_BY_SELF");
    expect(v.safeParse(hawbSaveSchema, { ...form, createSource: "X" }).success).toBe(false);
  });
  it("names the section of a party message", () => {
    expect(sectionPrefix(["shipper", "name"])).toBe("发货人：");
    expect(sectionPrefix(["consignee"])).toBe("收货人：");
    expect(sectionPrefix(["print", "pieces"])).toBe("");
  });
});

describe("partyFromAddress", () => {
  it("turns recognised fields into print-ready party values", () => {
    expect(
      partyFromAddress(
        {
          name: "Maple Ridge Outfitters Ltd.",
          address: "220 King Street West, Unit 400",
          city: "Toronto",
          state: "on",
          postcode: "m5h 1k4",
          country: "ca",
          phone: "+1 (416) 555-0134",
          cityCode: "yto",
        },
        "Jane Roe",
      ),
    ).toEqual({
      ...EMPTY_PARTY,
      name: "MAPLE RIDGE OUTFITTERS LTD.",
      contact: "JANE ROE",
      address: "220 KING STREET WEST UNIT 400",
      city: "TORONTO",
      state: "ON",
      postcode: "M5H1K4",
      country: "CA",
      telephone: "1 416 555-0134",
      cityCode: "YTO",
    });
  });
});

describe("hawbDraftForSetting (orderAeHawbCopyAwbInfo)", () => {
  const party = { ...EMPTY_PARTY, name: "SHANGHAI BRIGHTLUX" };
  const draft = {
    mawbNumber: "784-55123401",
    print: { hawbNumber: "SHA25110001", pieces: "120", goodsNameEn: "LED" },
    shipper: party,
    consignee: party,
  };
  it("copies the master's information by default (1)", () => {
    expect(hawbDraftForSetting(draft, true)).toBe(draft);
  });
  it("keeps only the bill numbers when the user turned it off (0)", () => {
    expect(hawbDraftForSetting(draft, false)).toEqual({
      mawbNumber: "784-55123401",
      print: { hawbNumber: "SHA25110001" },
      shipper: EMPTY_PARTY,
      consignee: EMPTY_PARTY,
    });
  });
});
