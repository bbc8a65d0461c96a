import { CURATED_CARRIERS } from "../../src/domain/carriers.ts";
import type { FlightRow, PublicRateRow, TactRow } from "../../src/domain/rates.ts";
import { EXPORT_HOT_CITIES } from "../../src/domain/reference.ts";
import { airportCoordinates } from "./airports.ts";
import { searchTable } from "./search.ts";

/**
 * Seeded demonstration data, generated deterministically (no licensed TACT or OAG data ships
 * with the product): general rates from the great-circle distance of each Chinese gateway to each
 * export hot city, carriers' published rates a few per cent under them, and schedules by route.
 */
const ORIGINS = [
  "PVG",
  "PEK",
  "CAN",
  "SZX",
  "HKG",
  "CTU",
  "XMN",
  "HGH",
  "NKG",
  "TAO",
  "CGO",
  "WUH",
];

function distanceKm(a: string, b: string): number {
  const p = airportCoordinates(a);
  const q = airportCoordinates(b);
  if (!p || !q) return 8000;
  const rad = Math.PI / 180;
  const dLat = (q[0] - p[0]) * rad;
  const dLon = (q[1] - p[1]) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(p[0] * rad) * Math.cos(q[0] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** A stable small number from a text (FNV-1a). */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const r2 = (n: number) => Math.round(n * 100) / 100;

function breaks(km: number, factor = 1) {
  const normal = r2((12 + km * 0.0042) * factor);
  return {
    minimum: Math.round(230 + km * 0.012),
    normal,
    q45: r2(normal * 0.76),
    q100: r2(normal * 0.68),
    q300: r2(normal * 0.61),
    q500: r2(normal * 0.56),
    q1000: r2(normal * 0.51),
  };
}

function routes(): [string, string][] {
  return ORIGINS.flatMap((o) => EXPORT_HOT_CITIES.map((d): [string, string] => [o, d]));
}

function tactRows(): TactRow[] {
  return routes().map(([origin, destination]) => ({
    route: `${origin}-${destination}`,
    origin,
    destination,
    currency: "CNY",
    ...breaks(distanceKm(origin, destination)),
  }));
}

/** Two carriers for a route, chosen by its hash from the curated table. */
function carriersOf(route: string): (typeof CURATED_CARRIERS)[number][] {
  const h = hash(route);
  const n = CURATED_CARRIERS.length;
  const a = CURATED_CARRIERS[h % n];
  const b = CURATED_CARRIERS[(h >>> 8) % n];
  return [a, b].filter(
    (c, i, all): c is NonNullable<typeof c> => Boolean(c) && all.indexOf(c) === i,
  );
}

function publicRows(): PublicRateRow[] {
  return routes().flatMap(([origin, destination]) => {
    const route = `${origin}-${destination}`;
    const km = distanceKm(origin, destination);
    return carriersOf(route).map((c) => ({
      route,
      origin,
      destination,
      currency: "CNY",
      carrier: c[0],
      carrierName: c[4],
      carrierNameEn: c[3],
      validFrom: "2026-01-01",
      validTo: "2026-12-31",
      ...breaks(km, 0.9 + (hash(route + c[0]) % 8) / 100),
    }));
  });
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

function flightRows(): FlightRow[] {
  return routes()
    .filter(([o]) => ["PVG", "PEK", "CAN", "SZX", "HKG"].includes(o))
    .flatMap(([origin, destination]) => {
      const route = `${origin}-${destination}`;
      const km = distanceKm(origin, destination);
      return carriersOf(route).map((c, i) => {
        const h = hash(`${route}${c[0]}`);
        const dep = ((h % 96) * 15) % 1440;
        const block = Math.round(((km / 820 + 0.6) * 60) / 5) * 5;
        // A rough local arrival: departure plus block time plus the time-zone step (15° a hour).
        const lonStep = Math.round(
          ((airportCoordinates(destination)?.[1] ?? 0) - (airportCoordinates(origin)?.[1] ?? 0)) /
            15,
        );
        const arrival = dep + block + lonStep * 60;
        const dayList = ["1234567", "1357", "246", "12345", "2467"];
        return {
          flightNo: `${c[0]}${100 + (h % 900)}`,
          carrier: c[0],
          carrierName: c[4],
          carrierNameEn: c[3],
          route,
          origin,
          destination,
          departureTime: hhmm(dep),
          arrivalTime: hhmm(((arrival % 1440) + 1440) % 1440),
          arrivalDays: Math.floor(arrival / 1440),
          days: dayList[(h >>> 4) % dayList.length] ?? "1234567",
          aircraft: i === 0 ? "B777F" : "A350-900",
          freighter: i === 0,
        };
      });
    });
}

export const TACT_TABLE = searchTable(tactRows, {
  codes: (r) => [r.route, r.origin, r.destination],
  names: () => [],
  sortable: [
    "route",
    "origin",
    "destination",
    "minimum",
    "normal",
    "q45",
    "q100",
    "q300",
    "q500",
    "q1000",
  ],
});

export const PUBLIC_RATE_TABLE = searchTable(publicRows, {
  codes: (r) => [r.route, r.origin, r.destination, r.carrier],
  names: (r) => [r.carrierName, r.carrierNameEn],
  sortable: ["route", "carrier", "minimum", "normal", "q45", "q100", "q300", "q500", "q1000"],
});

export const FLIGHT_TABLE = searchTable(flightRows, {
  codes: (r) => [r.flightNo, r.route, r.origin, r.destination, r.carrier],
  names: (r) => [r.carrierName, r.carrierNameEn],
  sortable: ["flightNo", "route", "carrier", "departureTime", "arrivalTime"],
});
