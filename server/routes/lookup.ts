import { Hono } from "hono";
import * as v from "valibot";
import type { Page } from "../../src/contract/http.ts";
import { isoWeekday } from "../../src/domain/rates.ts";
import { check, queryIntSchema } from "../http/body.ts";
import { ok } from "../http/envelope.ts";
import { requirePermission } from "../http/permissions.ts";
import type { AppEnv, Deps } from "../http/types.ts";
import { AIRPORTS } from "../reference/airports.ts";
import { CARRIERS } from "../reference/carriers.ts";
import { FLIGHT_TABLE, PUBLIC_RATE_TABLE, TACT_TABLE } from "../reference/rates.ts";
import { SEAPORT_TABLE, SHIP_COMPANY_TABLE } from "../reference/sea.ts";
import type { SearchTable } from "../reference/search.ts";

export const LOOKUP_PAGE_SIZE = 20;
export const KEYWORD_MAX = 50;

export const LOOKUP_QUERY = v.object({
  keyword: v.optional(
    v.pipe(v.string(), v.maxLength(KEYWORD_MAX, `关键字不能超过${KEYWORD_MAX}个字符`)),
    "",
  ),
  current: v.optional(queryIntSchema("current", 100_000), "1"),
  size: v.optional(queryIntSchema("size", 100), String(LOOKUP_PAGE_SIZE)),
  sort: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{1,30}$/, "排序字段不正确"))),
  order: v.optional(v.picklist(["asc", "desc"], "排序方向不正确")),
});

/** GET /page of one in-memory lookup table, for those granted its menu. */
export function lookupPageRoutes<T>({ db }: Deps, menu: string, table: SearchTable<T>) {
  return new Hono<AppEnv>().get("/page", requirePermission(db, menu), (c) => {
    const { keyword, current, size, sort, order } = check(LOOKUP_QUERY, c.req.query());
    const sorted = sort ? { key: sort, desc: order === "desc" } : null;
    return ok<Page<T>>(c, { current, size, ...table.search(keyword, current, size, sorted) });
  });
}

/** GET /afbase/airport/page: the airport lookup (/af_airport). */
export const airportLookupRoutes = (deps: Deps) => lookupPageRoutes(deps, "/af_airport", AIRPORTS);
/** GET /afbase/carrier/page: the airline lookup (/af_carrier). */
export const carrierLookupRoutes = (deps: Deps) => lookupPageRoutes(deps, "/af_carrier", CARRIERS);
/** GET /sc/port/page: the seaport lookup (/sc_port_maintenance). */
export const portLookupRoutes = (deps: Deps) =>
  lookupPageRoutes(deps, "/sc_port_maintenance", SEAPORT_TABLE);
/** GET /sc/shipCompany/page: the shipping line lookup (/sc_ship_company). */
export const shipCompanyLookupRoutes = (deps: Deps) =>
  lookupPageRoutes(deps, "/sc_ship_company", SHIP_COMPANY_TABLE);
/** GET /afbase/tact/page: TACT-style general rates by origin and destination (/af_tact). */
export const tactLookupRoutes = (deps: Deps) => lookupPageRoutes(deps, "/af_tact", TACT_TABLE);
/** GET /afbase/tactPublic/page: carriers' published rates (/af_tact_public). */
export const publicRateLookupRoutes = (deps: Deps) =>
  lookupPageRoutes(deps, "/af_tact_public", PUBLIC_RATE_TABLE);

const FLIGHT_QUERY = v.object({
  ...LOOKUP_QUERY.entries,
  date: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{4}-\d{2}-\d{2}$/, "日期格式应为 YYYY-MM-DD"),
      v.check((d) => !Number.isNaN(Date.parse(d)), "日期格式应为 YYYY-MM-DD"),
    ),
  ),
});

/** GET /afbase/flight/page: seeded schedules by route (keyword) and date (the weekday flown). */
export function flightLookupRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get("/page", requirePermission(db, "/af_flight"), (c) => {
    const { keyword, current, size, sort, order, date } = check(FLIGHT_QUERY, c.req.query());
    const sorted = sort ? { key: sort, desc: order === "desc" } : null;
    if (!date)
      return ok(c, { current, size, ...FLIGHT_TABLE.search(keyword, current, size, sorted) });
    const day = String(isoWeekday(date));
    const all = FLIGHT_TABLE.search(keyword, 1, FLIGHT_TABLE.size, sorted).records.filter((f) =>
      f.days.includes(day),
    );
    const start = (current - 1) * size;
    return ok(c, { current, size, total: all.length, records: all.slice(start, start + size) });
  });
}
