import type { AirportRow } from "../domain/airports";
import type { Page } from "./http";

/** The lookup tools behind the dashboard's quick-tool tiles (seed 000 §2.3). */
export const LOOKUP_PATHS = {
  airports: "/afbase/airport/page",
} as const;

export type LookupQuery = { keyword: string; current: number; size: number };
export type AirportPage = Page<AirportRow>;
export type { AirportRow };
