import { Hono } from "hono";
import { REPORT } from "../../src/contract/report.ts";
import {
  ALL_SCOPES,
  type AnalysisAnswer,
  type AnalysisRow,
  analysisPeriods,
  type StatType,
} from "../../src/domain/business-stats.ts";
import { ok } from "../envelope.ts";
import { route } from "../http/route.ts";
import type { AppEnv, Deps } from "../http/types.ts";
import { DAY_SUMS, type Sums, statValue } from "./statistics.ts";

/** /afbase/aforder/businessAnalysis: the business analysis report (sums per day, week or month). */
export function reportRoutes({ db }: Deps) {
  // The menu is the entry's permission, checked before any route (server/http/requires.ts).
  return route(new Hono<AppEnv>(), REPORT.businessAnalysis, async (c, { query: filter }) => {
    const auth = c.get("auth");
    const bucket =
      filter.orderUnit === "day"
        ? `to_char(business_date, 'YYYY-MM-DD')`
        : filter.orderUnit === "week"
          ? `to_char(date_trunc('week', business_date), 'YYYY-MM-DD')`
          : `to_char(business_date, 'YYYY-MM')`;
    const rows = await db.query<Sums & { period: string }>(
      `select ${bucket} as period, ${DAY_SUMS}
         from order_day_counts
         where org_id = $1 and ($2 = '${ALL_SCOPES}' or business_scope = $2)
           and business_date between $3::date and $4::date
         group by 1`,
      [auth.orgId, filter.businessScope, filter.startDate, filter.endDate],
    );
    const by = new Map(rows.map((r) => [r.period, r]));
    const types: StatType[] = ["count", "grossWeight", "chargeableWeight", "billingWeight", "teu"];
    const table: AnalysisRow[] = analysisPeriods(filter).map((period) => {
      const sums = by.get(period);
      const row = { period } as AnalysisRow;
      for (const t of types) row[t] = statValue(t, sums);
      return row;
    });
    const totals = Object.fromEntries(
      types.map((t) => [t, Math.round(table.reduce((n, r) => n + r[t], 0) * 1000) / 1000]),
    ) as AnalysisAnswer["totals"];
    return ok<AnalysisAnswer>(c, { filter, rows: table, totals });
  });
}
