import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { AIRPORT_NAMES_ZH } from "../../src/domain/airports.ts";
import {
  EXPORT_HOT_CITIES,
  type HotCityRef,
  IMPORT_HOT_CITIES,
  REFERENCE_FILES,
  type ReferenceData,
  type ReferenceName,
  type ReferenceVersion,
} from "../../src/domain/reference.ts";
import { AIRPORTS } from "./airports.ts";
import { CARRIERS } from "./carriers.ts";
import { countryList } from "./countries.ts";

/**
 * The four reference files of seed 001 §7, built once from the lookups' data. Each is versioned
 * by the first 12 hex digits of its SHA-256: `/static/json/version.json` (never cached) names the
 * current hashes; a file asked for with `?v=<its hash>` is cached for a year as immutable, so a
 * browser fetches each file once per version of its data, and a change of data changes the URL.
 */
export type Built = { json: string; gzip: Buffer; hash: string };

function hotCities(codes: readonly string[]): HotCityRef[] {
  const airports = new Map(AIRPORTS.search("", 1, AIRPORTS.size).records.map((a) => [a.iata, a]));
  return codes.map((code) => {
    const a = airports.get(code);
    return {
      code,
      nameEn: a?.cityEn ?? code,
      nameZh: AIRPORT_NAMES_ZH[code]?.[1] ?? a?.cityEn ?? code,
    };
  });
}

export function referenceData(): ReferenceData {
  return {
    airlines: CARRIERS.search("", 1, CARRIERS.size).records.map((c) => ({
      iata: c.iata,
      icao: c.icao,
      prefix: c.prefix,
      nameEn: c.nameEn,
      nameZh: c.nameZh,
    })),
    countries: countryList(),
    exportHotCities: hotCities(EXPORT_HOT_CITIES),
    importHotCities: hotCities(IMPORT_HOT_CITIES),
  };
}

let built: Map<string, Built> | undefined;
let version: ReferenceVersion | undefined;

/** Each file by its name, built once, and the current version of each (served by
 * server/routes/reference-json.ts). */
export function referenceFiles(): { byFile: Map<string, Built>; version: ReferenceVersion } {
  if (!built || !version) {
    const data = referenceData();
    const map = new Map<string, Built>();
    const v = {} as ReferenceVersion;
    for (const [name, file] of Object.entries(REFERENCE_FILES) as [ReferenceName, string][]) {
      const json = JSON.stringify(data[name]);
      const hash = createHash("sha256").update(json).digest("hex").slice(0, 12);
      map.set(file, { json, gzip: gzipSync(json, { level: 9 }), hash });
      v[name] = hash;
    }
    built = map;
    version = v;
  }
  return { byFile: built, version };
}

export function referenceVersion(): ReferenceVersion {
  return referenceFiles().version;
}

/** Gzip size of each file, for the budget test (each ≤ 60 KB). */
export function referenceSizes(): Record<string, number> {
  return Object.fromEntries([...referenceFiles().byFile].map(([f, b]) => [f, b.gzip.length]));
}
