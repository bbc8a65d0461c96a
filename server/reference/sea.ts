import { SEAPORTS, type SeaportRow, SHIP_COMPANIES } from "../../src/domain/sea.ts";
import { countryNames } from "./countries.ts";
import { searchTable } from "./search.ts";

/** Seaports by UN/LOCODE, with the country's names from i18n-iso-countries. */
export const SEAPORT_TABLE = searchTable(
  (): SeaportRow[] =>
    SEAPORTS.map(([locode, nameEn, nameZh]) => {
      const countryCode = locode.slice(0, 2);
      const names = countryNames(countryCode);
      return {
        locode,
        countryCode,
        country: names?.nameEn ?? null,
        countryZh: names?.nameZh ?? null,
        nameEn,
        nameZh,
      };
    }),
  {
    codes: (p) => [p.locode, p.locode.slice(2), p.countryCode],
    names: (p) => [p.nameEn, p.nameZh, p.country, p.countryZh],
    sortable: ["locode", "countryCode", "nameEn", "nameZh"],
  },
);

export const SHIP_COMPANY_TABLE = searchTable(() => SHIP_COMPANIES, {
  codes: (s) => [s.scac, ...s.containerPrefixes],
  names: (s) => [s.nameEn, s.nameZh],
  sortable: ["scac", "nameEn", "nameZh"],
});
