import { Hono } from "hono";
import type * as v from "valibot";
import type { Page } from "../../src/contract/http.ts";
import { LOOKUP_QUERY_SCHEMA, LOOKUPS } from "../../src/contract/lookup.ts";
import { dateInZone } from "../../src/domain/business-stats.ts";
import {
  LOOKUP_EXPORT_HEADERS,
  LOOKUP_EXPORT_MAX_ROWS,
  LOOKUP_ROW_ID,
  type LookupExportColumn,
  type LookupExportName,
  lookupExportValue,
} from "../../src/domain/lookup-export.ts";
import { isoWeekday } from "../../src/domain/rates.ts";
import { ApiError, ok } from "../envelope.ts";
import { check, limitBody } from "../http/body.ts";
import { inExportLane } from "../http/export-lane.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { route } from "../http/route.ts";
import type { AppEnv, Deps } from "../http/types.ts";
import { xlsxAnswer } from "../http/xlsx.ts";
import { AIRPORTS } from "../reference/airports.ts";
import { CARRIERS } from "../reference/carriers.ts";
import { FLIGHT_TABLE, PUBLIC_RATE_TABLE, TACT_TABLE } from "../reference/rates.ts";
import { SEAPORT_TABLE, SHIP_COMPANY_TABLE } from "../reference/sea.ts";
import type { SearchTable } from "../reference/search.ts";

export { KEYWORD_MAX, LOOKUP_PAGE_SIZE } from "../../src/contract/lookup.ts";

export type LookupQueryValue = v.InferOutput<typeof LOOKUP_QUERY_SCHEMA>;
type Found<T> = { total: number; records: T[] };

/** Where a lookup's rows come from: one page, the whole filter, or rows by their ids. */
export type LookupSource<T> = {
  page(q: LookupQueryValue, orgId: number): Found<T> | Promise<Found<T>>;
  /** Every row the query matches, up to `limit` (its total says how many there were). */
  all(q: LookupQueryValue, orgId: number, limit: number): Found<T> | Promise<Found<T>>;
  byIds(ids: readonly string[], orgId: number): T[] | Promise<T[]>;
};

const sortOf = (q: LookupQueryValue) => (q.sort ? { key: q.sort, desc: q.order === "desc" } : null);

/** An in-memory table as a source; `filter` narrows its matches beyond the keyword. */
export function tableSource<T>(
  name: LookupExportName,
  table: SearchTable<T>,
  filter?: (q: LookupQueryValue) => ((row: T) => boolean) | null,
): LookupSource<T> {
  const id = LOOKUP_ROW_ID[name] as (row: T) => string;
  let byId: Map<string, T> | undefined;
  const matches = (q: LookupQueryValue): T[] | null => {
    const keep = filter?.(q);
    if (!keep) return null;
    return table.search(q.keyword, 1, table.size, sortOf(q)).records.filter(keep);
  };
  return {
    page(q) {
      const all = matches(q);
      if (!all) return table.search(q.keyword, q.current, q.size, sortOf(q));
      const start = (q.current - 1) * q.size;
      return { total: all.length, records: all.slice(start, start + q.size) };
    },
    all(q, _orgId, limit) {
      const all = matches(q) ?? table.search(q.keyword, 1, table.size, sortOf(q)).records;
      return { total: all.length, records: all.slice(0, limit) };
    },
    byIds(ids) {
      byId ??= new Map(table.search("", 1, table.size, null).records.map((r) => [id(r), r]));
      return ids.flatMap((i) => byId?.get(i) ?? []);
    },
  };
}

export const EXPORT_MESSAGES = {
  noSelection: "请选择要导出的行",
  tooMany: `一次最多导出 ${LOOKUP_EXPORT_MAX_ROWS} 条，请缩小查询范围`,
} as const;

/**
 * GET /page and POST /export of one lookup (its contract entries, LOOKUPS). The export answers an .xlsx of this page, the rows
 * named by id, or every match (up to LOOKUP_EXPORT_MAX_ROWS).
 *
 * Who may call them is the permission table's menu alone (server/http/requires.ts, checked before
 * any route): no second menu check here, since each query waits its turn on the one embedded
 * database connection, and a search at typing pace is mostly that wait (docs/perf-journal.md §33).
 */
export function lookupRoutes<T extends object>(
  deps: Deps,
  name: LookupExportName,
  source: LookupSource<T>,
) {
  // Every lookup counts in one bucket, per session and per address (LOOKUP_RATE_LIMIT a minute).
  const limited = rateLimit(deps, "lookup");
  const app = new Hono<AppEnv>();
  route(app, LOOKUPS[name].page, limited, async (c, { query: q }) => {
    const found = await source.page(q, c.get("auth").orgId);
    return ok<Page<T>>(c, { current: q.current, size: q.size, ...found });
  });
  route(app, LOOKUPS[name].export, limited, limitBody(256 * 1024), async (c, { body }) => {
    const orgId = c.get("auth").orgId;
    // The table's query as the contract types it (numbers for paging), read as a query string.
    const q = check(
      LOOKUP_QUERY_SCHEMA,
      Object.fromEntries(Object.entries(body.query).map(([k, x]) => [k, String(x)])),
    );
    if (body.mode === "selected" && body.ids.length === 0) {
      throw new ApiError(400, EXPORT_MESSAGES.noSelection);
    }
    return inExportLane(c, deps.db, async () => {
      let rows: T[];
      if (body.mode === "page") rows = (await source.page(q, orgId)).records;
      else if (body.mode === "selected") rows = await source.byIds(body.ids, orgId);
      else {
        const found = await source.all(q, orgId, LOOKUP_EXPORT_MAX_ROWS);
        if (found.total > LOOKUP_EXPORT_MAX_ROWS) {
          throw new ApiError(400, EXPORT_MESSAGES.tooMany);
        }
        rows = found.records;
      }
      const columns = body.columns as LookupExportColumn[];
      return xlsxAnswer(
        c,
        columns.map((col) => LOOKUP_EXPORT_HEADERS[col]),
        rows.map((row) => columns.map((col) => lookupExportValue(row, col))),
        `${name}-${dateInZone(new Date())}.xlsx`,
      );
    });
  });
  return app;
}

/** /afbase/airport: the airport lookup (/af_airport). */
export const airportLookupRoutes = (deps: Deps) =>
  lookupRoutes(deps, "airports", tableSource("airports", AIRPORTS));
/** /afbase/carrier: the airline lookup (/af_carrier). */
export const carrierLookupRoutes = (deps: Deps) =>
  lookupRoutes(deps, "carriers", tableSource("carriers", CARRIERS));
/** /sc/port: the seaport lookup (/sc_port_maintenance). */
export const portLookupRoutes = (deps: Deps) =>
  lookupRoutes(deps, "ports", tableSource("ports", SEAPORT_TABLE));
/** /sc/shipCompany: the shipping line lookup (/sc_ship_company). */
export const shipCompanyLookupRoutes = (deps: Deps) =>
  lookupRoutes(deps, "shipCompanies", tableSource("shipCompanies", SHIP_COMPANY_TABLE));
/** /afbase/tact: TACT-style general rates by origin and destination (/af_tact). */
export const tactLookupRoutes = (deps: Deps) =>
  lookupRoutes(deps, "tact", tableSource("tact", TACT_TABLE));
/** /afbase/tactPublic: carriers' published rates (/af_tact_public). */
export const publicRateLookupRoutes = (deps: Deps) =>
  lookupRoutes(deps, "publicRates", tableSource("publicRates", PUBLIC_RATE_TABLE));

/** /afbase/flight: seeded schedules by route (keyword) and date (the weekday flown). */
export const flightLookupRoutes = (deps: Deps) =>
  lookupRoutes(
    deps,
    "flights",
    tableSource("flights", FLIGHT_TABLE, (q) => {
      if (!q.date) return null;
      const day = String(isoWeekday(q.date));
      return (f) => f.days.includes(day);
    }),
  );
