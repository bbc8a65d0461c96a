import { describe, expect, it } from "vitest";
import {
  countryName,
  EU_COUNTRY_CODES,
  EU_COUNTRY_NAMES,
  isEuCountryCode,
} from "../../../src/domain/country";

describe("EU_COUNTRY_NAMES", () => {
  it("has the 27 EU members plus Norway and Switzerland", () => {
    expect(EU_COUNTRY_CODES).toHaveLength(29);
    expect(EU_COUNTRY_CODES).toContain("NO");
    expect(EU_COUNTRY_CODES).toContain("CH");
    expect(EU_COUNTRY_CODES).not.toContain("GB");
  });

  it.each([
    ["FR", "FRANCE"],
    ["DE", "Germany"],
    ["CZ", "CZ"],
    ["SI", "SLOVENE"],
  ])("keeps the spec's name for %s", (code, name) => {
    expect(EU_COUNTRY_NAMES[code as keyof typeof EU_COUNTRY_NAMES]).toBe(name);
  });

  it.each([
    ["AT", "AUSTRIA"],
    ["BE", "BELGIUM"],
    ["BG", "BULGARIA"],
    ["HR", "CROATIA"],
    ["CY", "CYPRUS"],
    ["DK", "DENMARK"],
    ["EE", "ESTONIA"],
    ["FI", "FINLAND"],
    ["GR", "GREECE"],
    ["HU", "HUNGARY"],
    ["IE", "IRELAND"],
    ["IT", "ITALY"],
    ["LV", "LATVIA"],
    ["LT", "LITHUANIA"],
    ["LU", "LUXEMBOURG"],
    ["MT", "MALTA"],
    ["NL", "NETHERLANDS"],
    ["PL", "POLAND"],
    ["PT", "PORTUGAL"],
    ["RO", "ROMANIA"],
    ["SK", "SLOVAKIA"],
    ["ES", "SPAIN"],
    ["SE", "SWEDEN"],
    ["NO", "NORWAY"],
    ["CH", "SWITZERLAND"],
  ])("names %s %s", (code, name) => {
    expect(countryName(code)).toBe(name);
  });

  it("uses two upper-case letters for every code", () => {
    for (const code of EU_COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });
});

describe("countryName", () => {
  it.each([
    ["fr", "FRANCE"],
    [" de ", "Germany"],
    ["Cz", "CZ"],
    ["US", "US"],
    ["cn", "cn"],
    ["GB", "GB"],
    ["", ""],
    ["toString", "toString"],
    ["FRA", "FRA"],
  ])("%j -> %j", (code, name) => {
    expect(countryName(code)).toBe(name);
  });
});

describe("isEuCountryCode", () => {
  it.each([
    ["DE", true],
    ["NO", true],
    ["de", false],
    ["US", false],
    ["constructor", false],
  ])("%j -> %s", (code, expected) => {
    expect(isEuCountryCode(code)).toBe(expected);
  });
});
