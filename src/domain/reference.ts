/**
 * The reference files fetched at start-up (seed 000 §3, seed 001 §7): airlines, countries and the
 * hot export and import cities, served as static JSON under /static/json/ with a content hash as
 * their version (the hash changes only when the data does, so a browser fetches each once).
 */

export const REFERENCE_FILES = {
  airlines: "airlines.json",
  countries: "countryCode.json",
  exportHotCities: "exportHotCities.json",
  importHotCities: "importHotCities.json",
} as const;

export type ReferenceName = keyof typeof REFERENCE_FILES;

/** /static/json/version.json: the current hash of each file. */
export type ReferenceVersion = Record<ReferenceName, string>;

export type AirlineRef = {
  iata: string;
  icao: string | null;
  prefix: string | null;
  nameEn: string;
  nameZh: string | null;
};

export type CountryRef = { code: string; nameEn: string; nameZh: string };

export type HotCityRef = { code: string; nameEn: string; nameZh: string };

export type ReferenceData = {
  airlines: AirlineRef[];
  countries: CountryRef[];
  exportHotCities: HotCityRef[];
  importHotCities: HotCityRef[];
};

/** Destinations our export bookings fly to most: first in an export order's arrival pickers. */
export const EXPORT_HOT_CITIES: readonly string[] = [
  "FRA",
  "AMS",
  "LHR",
  "CDG",
  "LGG",
  "LUX",
  "MXP",
  "MAD",
  "LAX",
  "JFK",
  "ORD",
  "ATL",
  "DFW",
  "MIA",
  "ANC",
  "YYZ",
  "YVR",
  "DXB",
  "DOH",
  "IST",
  "SIN",
  "BKK",
  "KUL",
  "SGN",
  "HAN",
  "NRT",
  "ICN",
  "DEL",
  "BOM",
  "SYD",
  "MEL",
  "GRU",
  "JNB",
  "NBO",
];

/** Chinese gateways import shipments arrive at most: first in an import order's station pickers. */
export const IMPORT_HOT_CITIES: readonly string[] = [
  "PVG",
  "PEK",
  "PKX",
  "CAN",
  "SZX",
  "HKG",
  "CTU",
  "TFU",
  "CKG",
  "HGH",
  "NKG",
  "XMN",
  "TAO",
  "TSN",
  "CGO",
  "WUH",
  "XIY",
  "KMG",
  "NGB",
  "SHA",
];

/** Hot cities first, then the rest, each group keeping its order (station pickers). */
export function hotFirst<T extends { code: string }>(
  items: readonly T[],
  hot: readonly string[],
): T[] {
  const rank = new Map(hot.map((code, i) => [code, i]));
  return [...items].sort(
    (a, b) => (rank.get(a.code) ?? hot.length) - (rank.get(b.code) ?? hot.length),
  );
}
