import { describe, expect, it } from "vitest";
import {
  ADDRESS_FIELDS,
  ADDRESS_LIMITS,
  type AddressField,
  CREATE_SOURCE,
  fromSuggestedAddress,
  isCreateSource,
  type SuggestedCompanyAddress,
  truncateAddress,
} from "../../../src/domain/address";

describe("ADDRESS_LIMITS", () => {
  it("matches the recognition limits", () => {
    expect(ADDRESS_LIMITS).toEqual({
      name: 100,
      address: 150,
      country: 2,
      state: 10,
      city: 30,
      postcode: 20,
      phone: 30,
      fax: 30,
      code: 50,
      cityCode: 30,
    });
  });
});

describe("truncateAddress per field", () => {
  const cases = ADDRESS_FIELDS.flatMap((field) => {
    const limit = ADDRESS_LIMITS[field];
    return [
      [field, limit - 1, false],
      [field, limit, false],
      [field, limit + 1, true],
    ] as [AddressField, number, boolean][];
  });

  it.each(cases)("%s with %i characters truncated=%s", (field, length, truncated) => {
    const result = truncateAddress({ [field]: "A".repeat(length) });
    expect(result.value[field]).toBe("A".repeat(Math.min(length, ADDRESS_LIMITS[field])));
    expect(result.truncated).toEqual(truncated ? [field] : []);
  });
});

describe("truncateAddress details", () => {
  it("trims before measuring", () => {
    expect(truncateAddress({ country: "  CN  " })).toEqual({
      value: { country: "CN" },
      truncated: [],
    });
  });

  it("drops blanks left at the cut", () => {
    const result = truncateAddress({ country: "C N" });
    expect(result).toEqual({ value: { country: "C" }, truncated: ["country"] });
  });

  it("never splits a surrogate pair", () => {
    const result = truncateAddress({ country: "A📦" });
    expect(result.value.country).toBe("A");
    expect(result.truncated).toEqual(["country"]);
  });

  it("keeps Chinese characters whole and counts them as one each", () => {
    const result = truncateAddress({ city: "上".repeat(31) });
    expect(result.value.city).toBe("上".repeat(30));
  });

  it("leaves absent fields absent and keeps empty strings", () => {
    expect(truncateAddress({ name: "" })).toEqual({ value: { name: "" }, truncated: [] });
    expect(truncateAddress({})).toEqual({ value: {}, truncated: [] });
  });

  it("lists truncated fields in limit order", () => {
    const result = truncateAddress({
      phone: "1".repeat(31),
      name: "N".repeat(101),
      city: "SHANGHAI",
    });
    expect(result.truncated).toEqual(["name", "phone"]);
    expect(result.value.city).toBe("SHANGHAI");
  });
});

describe("fromSuggestedAddress", () => {
  const suggested: SuggestedCompanyAddress = {
    scName: "ACME",
    scAddress: "1 MAIN ST",
    nationCode: "US",
    stateCode: "NY",
    cityNameEn: "NEW YORK",
    cityCode: "NYC",
    postCode: "10001",
    telNumber: "212 555 0100",
    faxNumber: "212 555 0101",
    scCode: "C001",
  };

  it("maps every server field", () => {
    expect(fromSuggestedAddress(suggested)).toEqual({
      name: "ACME",
      address: "1 MAIN ST",
      country: "US",
      state: "NY",
      city: "NEW YORK",
      cityCode: "NYC",
      postcode: "10001",
      phone: "212 555 0100",
      fax: "212 555 0101",
      code: "C001",
    });
  });

  it("skips missing fields and feeds truncateAddress", () => {
    const fields = fromSuggestedAddress({ scName: "N".repeat(120), nationCode: "USA" });
    expect(truncateAddress(fields)).toEqual({
      value: { name: "N".repeat(100), country: "US" },
      truncated: ["name", "country"],
    });
  });
});

describe("CREATE_SOURCE", () => {
  it("has the two sources", () => {
    expect(CREATE_SOURCE).toEqual(["CREATED_BY_SELF", "CREATED_BY_ORDER"]);
  });

  it.each<[unknown, boolean]>([
    ["CREATED_BY_SELF", true],
    ["CREATED_BY_ORDER", true],
    ["created_by_self", false],
    ["", false],
    [null, false],
    [1, false],
  ])("isCreateSource(%j) is %s", (value, expected) => {
    expect(isCreateSource(value)).toBe(expected);
  });
});
