import * as v from "valibot";
import type { AirportRow } from "../domain/airports";
import type { CarrierRow } from "../domain/carriers";
import { queryIntSchema } from "../domain/integers";
import {
  LOOKUP_EXPORT_COLUMNS,
  type LookupExportColumn,
  type LookupExportName,
} from "../domain/lookup-export";
import type { FlightRow, PublicRateRow, TactRow } from "../domain/rates";
import type { ReferenceVersion } from "../domain/reference";
import type { SeaportRow, ShipCompanyRow } from "../domain/sea";
import type { TariffRow } from "../domain/tariff";
import { type Endpoint, endpoint } from "./endpoint";
import { EXPORT_MODES, type ExportMode } from "./export";
import type { Page } from "./http";

export const LOOKUP_PAGE_SIZE = 20;
export const KEYWORD_MAX = 50;

/** A lookup table's query text: keyword, paging and sort (400 with its message otherwise). */
export const LOOKUP_QUERY_SCHEMA = v.object({
  keyword: v.optional(
    v.pipe(v.string(), v.maxLength(KEYWORD_MAX, `关键字不能超过${KEYWORD_MAX}个字符`)),
    "",
  ),
  current: v.optional(queryIntSchema("current", 100_000), "1"),
  size: v.optional(queryIntSchema("size", 100), String(LOOKUP_PAGE_SIZE)),
  sort: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{1,30}$/, "排序字段不正确"))),
  order: v.optional(v.picklist(["asc", "desc"], "排序方向不正确")),
  /** Flights only: the day whose weekday the flight must fly (the others ignore it). */
  date: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{4}-\d{2}-\d{2}$/, "日期格式应为 YYYY-MM-DD"),
      v.check((d) => !Number.isNaN(Date.parse(d)), "日期格式应为 YYYY-MM-DD"),
    ),
  ),
});

/** A lookup export's body (the export choice dialog). */
export const lookupExportSchema = (name: LookupExportName) =>
  v.strictObject({
    mode: v.picklist(EXPORT_MODES, "导出范围不正确"),
    columns: v.pipe(
      v.array(v.picklist(LOOKUP_EXPORT_COLUMNS[name], "导出列不正确"), "请选择导出列"),
      v.minLength(1, "请选择导出列"),
    ),
    query: v.optional(
      v.record(v.string(), v.union([v.string(), v.number()]), "查询条件不正确"),
      {},
    ),
    ids: v.optional(
      v.pipe(
        v.array(
          v.pipe(v.string("行标识不正确"), v.maxLength(60, "行标识不正确")),
          "请选择要导出的行",
        ),
        v.maxLength(10_000, "一次最多导出 10000 条选中的行"),
      ),
      [],
    ),
  });

type LookupPageEntry<Row> = Endpoint<
  "GET",
  string,
  typeof LOOKUP_QUERY_SCHEMA,
  undefined,
  Page<Row>
>;
type LookupExportEntry = Endpoint<
  "POST",
  string,
  undefined,
  ReturnType<typeof lookupExportSchema>,
  Blob
>;

/**
 * GET `<base>/page` and POST `<base>/export` of one lookup; whoever may open the table (its
 * menu, as the dashboard's tiles open it) may export it.
 */
const lookup = <Row>(name: LookupExportName, base: string, menu: `menu:${string}`) => ({
  page: endpoint<Page<Row>>()({
    method: "GET",
    path: `${base}/page`,
    permission: menu,
    query: LOOKUP_QUERY_SCHEMA,
  }) as LookupPageEntry<Row>,
  export: endpoint<Blob>()({
    method: "POST",
    path: `${base}/export`,
    permission: menu,
    body: lookupExportSchema(name),
    answerKind: "file",
  }) as LookupExportEntry,
});

/** The lookup tools behind the dashboard's quick-tool tiles (seed 000 §2.3). */
export const LOOKUPS = {
  airports: lookup<AirportRow>("airports", "/afbase/airport", "menu:/af_airport"),
  carriers: lookup<CarrierRow>("carriers", "/afbase/carrier", "menu:/af_carrier"),
  ports: lookup<SeaportRow>("ports", "/sc/port", "menu:/sc_port_maintenance"),
  shipCompanies: lookup<ShipCompanyRow>(
    "shipCompanies",
    "/sc/shipCompany",
    "menu:/sc_ship_company",
  ),
  flights: lookup<FlightRow>("flights", "/afbase/flight", "menu:/af_flight"),
  tact: lookup<TactRow>("tact", "/afbase/tact", "menu:/af_tact"),
  publicRates: lookup<PublicRateRow>("publicRates", "/afbase/tactPublic", "menu:/af_tact_public"),
  tariffs: lookup<TariffRow>("tariffs", "/afbase/tariff", "menu:/af_tariff_details"),
} satisfies Record<LookupExportName, unknown>;

export type LookupName = keyof typeof LOOKUPS;

/** Every lookup call, for the permission table (src/contract/endpoints.ts). */
export const LOOKUP_ENDPOINTS = Object.fromEntries(
  Object.entries(LOOKUPS).flatMap(([name, e]) => [
    [`${name}.page`, e.page],
    [`${name}.export`, e.export],
  ]),
);

/** The page paths by lookup (read from the entries; tests and benches name them so). */
export const LOOKUP_PATHS = Object.fromEntries(
  Object.entries(LOOKUPS).map(([name, e]) => [name, e.page.path]),
) as Record<LookupName, string>;

/** POST: the table as an .xlsx (this page, the selected rows or the whole filter; chosen columns). */
export const LOOKUP_EXPORT_PATHS = Object.fromEntries(
  Object.entries(LOOKUPS).map(([name, e]) => [name, e.export.path]),
) as Record<LookupExportName, string>;

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
