import { createRequire } from "node:module";
import type { CountryRef } from "../../src/domain/reference.ts";

/**
 * ISO 3166-1 countries with their English and Chinese names, from `i18n-iso-countries`. (The
 * waybill's 29-entry European lookup, src/domain/country.ts, stays as the spec gives it.)
 */
type Countries = {
  registerLocale(locale: unknown): void;
  getNames(
    lang: string,
    options?: { select: "official" | "alias" | "all" },
  ): Record<string, string>;
};

let list: CountryRef[] | undefined;

export function countryList(): CountryRef[] {
  if (!list) {
    const require = createRequire(import.meta.url);
    const countries = require("i18n-iso-countries") as Countries;
    countries.registerLocale(require("i18n-iso-countries/langs/en.json"));
    countries.registerLocale(require("i18n-iso-countries/langs/zh.json"));
    const en = countries.getNames("en", { select: "alias" });
    const zh = countries.getNames("zh", { select: "official" });
    list = Object.keys(en)
      .sort()
      .map((code) => ({ code, nameEn: en[code] ?? code, nameZh: zh[code] ?? en[code] ?? code }));
  }
  return list;
}

let byCode: Map<string, CountryRef> | undefined;

export function countryNames(code: string): CountryRef | null {
  byCode ??= new Map(countryList().map((c) => [c.code, c]));
  return byCode.get(code.toUpperCase()) ?? null;
}
