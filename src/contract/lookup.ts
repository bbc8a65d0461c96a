import type { AirportRow } from "../domain/airports";
import type { CarrierRow } from "../domain/carriers";
import type { LookupExportColumn, LookupExportName } from "../domain/lookup-export";
import type { FlightRow, PublicRateRow, TactRow } from "../domain/rates";
import type { ReferenceVersion } from "../domain/reference";
import type { SeaportRow, ShipCompanyRow } from "../domain/sea";
import type { ExportMode } from "./export";
import type { Page } from "./http";

/** The lookup tools behind the dashboard's quick-tool tiles (seed 000 §2.3). */
export const LOOKUP_PATHS = {
  airports: "/afbase/airport/page",
  carriers: "/afbase/carrier/page",
  ports: "/sc/port/page",
  shipCompanies: "/sc/shipCompany/page",
  flights: "/afbase/flight/page",
  tact: "/afbase/tact/page",
  publicRates: "/afbase/tactPublic/page",
  tariffs: "/afbase/tariff/page",
} as const;

export type LookupName = keyof typeof LOOKUP_PATHS;

/** POST: the table as an .xlsx (this page, the selected rows or the whole filter; chosen columns). */
export const LOOKUP_EXPORT_PATHS: Record<LookupExportName, string> = {
  airports: "/afbase/airport/export",
  carriers: "/afbase/carrier/export",
  ports: "/sc/port/export",
  shipCompanies: "/sc/shipCompany/export",
  flights: "/afbase/flight/export",
  tact: "/afbase/tact/export",
  publicRates: "/afbase/tactPublic/export",
  tariffs: "/afbase/tariff/export",
};

/** A lookup export's body; answered as an .xlsx with its row count in X-Row-Count. */
export type LookupExportBody = {
  mode: ExportMode;
  columns: LookupExportColumn[];
  /** mode "page" and "filter": the table's query (paging used by "page" only). */
  query: LookupQuery;
  /** mode "selected": the rows' ids (LOOKUP_ROW_ID). */
  ids?: string[];
};

export {
  LOOKUP_EXPORT_COLUMNS,
  LOOKUP_EXPORT_MAX_ROWS,
  LOOKUP_ROW_ID,
  type LookupExportColumn,
  type LookupExportName,
} from "../domain/lookup-export";

/** The reference files (not API calls: public static files, seed 001 §7). */
export const REFERENCE_PATHS = {
  version: "/static/json/version.json",
  file: (file: string, hash: string) => `/static/json/${file}?v=${encodeURIComponent(hash)}`,
} as const;

export type LookupQuery = {
  keyword: string;
  current: number;
  size: number;
  /** A column of the row to sort the matches by; without it, best match first. */
  sort?: string;
  order?: "asc" | "desc";
  /** Flights only: the day (YYYY-MM-DD) whose weekday the flight must fly. */
  date?: string;
};
export type AirportPage = Page<AirportRow>;
export type CarrierPage = Page<CarrierRow>;
export type SeaportPage = Page<SeaportRow>;
export type ShipCompanyPage = Page<ShipCompanyRow>;
export type FlightPage = Page<FlightRow>;
export type TactPage = Page<TactRow>;
export type PublicRatePage = Page<PublicRateRow>;
export type {
  AirportRow,
  CarrierRow,
  FlightRow,
  PublicRateRow,
  ReferenceVersion,
  SeaportRow,
  ShipCompanyRow,
  TactRow,
};
