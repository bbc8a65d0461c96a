/**
 * Display names for the 29 European countries the lookup covers: the 27 EU members plus Norway
 * and Switzerland. The four names the spec quotes are kept exactly as given, oddities included
 * (FR "FRANCE", DE "Germany", CZ "CZ", SI "SLOVENE"), because printed documents already carry
 * them. The spec does not show the rest; they use upper-case English short names, the style most
 * of the given examples share.
 */
export const EU_COUNTRY_NAMES = {
  AT: "AUSTRIA",
  BE: "BELGIUM",
  BG: "BULGARIA",
  HR: "CROATIA",
  CY: "CYPRUS",
  CZ: "CZ",
  DK: "DENMARK",
  EE: "ESTONIA",
  FI: "FINLAND",
  FR: "FRANCE",
  DE: "Germany",
  GR: "GREECE",
  HU: "HUNGARY",
  IE: "IRELAND",
  IT: "ITALY",
  LV: "LATVIA",
  LT: "LITHUANIA",
  LU: "LUXEMBOURG",
  MT: "MALTA",
  NL: "NETHERLANDS",
  PL: "POLAND",
  PT: "PORTUGAL",
  RO: "ROMANIA",
  SK: "SLOVAKIA",
  SI: "SLOVENE",
  ES: "SPAIN",
  SE: "SWEDEN",
  NO: "NORWAY",
  CH: "SWITZERLAND",
} as const;

export type EuCountryCode = keyof typeof EU_COUNTRY_NAMES;

export const EU_COUNTRY_CODES = Object.keys(EU_COUNTRY_NAMES) as EuCountryCode[];

export function isEuCountryCode(code: string): code is EuCountryCode {
  return Object.hasOwn(EU_COUNTRY_NAMES, code);
}

// Codes arrive from forms and APIs in either case and sometimes padded; an unknown code is shown
// as typed, which is what the user would otherwise see anyway.
export function countryName(code: string): string {
  const key = code.trim().toUpperCase();
  return isEuCountryCode(key) ? EU_COUNTRY_NAMES[key] : code;
}
