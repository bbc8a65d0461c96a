import { Hono } from "hono";
import * as v from "valibot";
import type { AirportPage } from "../../src/contract/lookup.ts";
import { check, queryIntSchema } from "../http/body.ts";
import { ok } from "../http/envelope.ts";
import { requirePermission } from "../http/permissions.ts";
import type { AppEnv, Deps } from "../http/types.ts";
import { searchAirports } from "../reference/airports.ts";

export const LOOKUP_PAGE_SIZE = 20;
export const KEYWORD_MAX = 50;

const LOOKUP_QUERY = v.object({
  keyword: v.optional(
    v.pipe(v.string(), v.maxLength(KEYWORD_MAX, `关键字不能超过${KEYWORD_MAX}个字符`)),
    "",
  ),
  current: v.optional(queryIntSchema("current", 100_000), "1"),
  size: v.optional(queryIntSchema("size", 100), String(LOOKUP_PAGE_SIZE)),
});

/** GET /afbase/airport/page: the airport lookup (/af_airport), for those granted its menu. */
export function airportLookupRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get("/page", requirePermission(db, "/af_airport"), (c) => {
    const { keyword, current, size } = check(LOOKUP_QUERY, c.req.query());
    return ok<AirportPage>(c, { current, size, ...searchAirports(keyword, current, size) });
  });
}
