import { Hono } from "hono";
import { ANALYSIS_FILTER_SCHEMA } from "../../src/domain/business-analysis.ts";
import {
  ALL_SCOPES,
  type AnalysisAnswer,
  type AnalysisRow,
  analysisPeriods,
  dateInZone,
  NUM_KEYS,
  SCOPE_STAT_TYPES,
  STAT_DAYS,
  STAT_TYPE_LABELS,
  type StatisticsAnswer,
  type StatisticsRow,
  type StatType,
  statDates,
} from "../../src/domain/business-stats.ts";
import { BUSINESS_SCOPES, type BusinessScope } from "../../src/domain/scope.ts";
import { check } from "../http/body.ts";
import { ok } from "../http/envelope.ts";
import { requirePermission } from "../http/permissions.ts";
import type { AppEnv, Deps } from "../http/types.ts";

type Sums = {
  count: number;
  grossWeight: number;
  chargeableWeight: number;
  billingWeight: number;
  teu: number;
};

/** Kilograms to tons (3 decimals); counts and TEU as they are. */
function statValue(type: StatType, sums: Sums | undefined): number {
  if (!sums) return 0;
  const raw = Number(sums[type]);
  if (type === "count" || type === "teu") return Math.round(raw * 100) / 100;
  return Math.round(raw) / 1000;
}

const SUMS = `count(*)::int as count,
  coalesce(sum(gross_weight), 0)::float8 as "grossWeight",
  coalesce(sum(chargeable_weight), 0)::float8 as "chargeableWeight",
  coalesce(sum(billing_weight), 0)::float8 as "billingWeight",
  coalesce(sum(teu), 0)::float8 as teu`;

/** /afbase/aforder: the dashboard's 7-day statistics and the business analysis report. */
export function statisticsRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/statistics", async (c) => {
      const auth = c.get("auth");
      const today = dateInZone(new Date());
      const rows = await db.query<Sums & { scope: BusinessScope; back: number }>(
        `select business_scope as scope, ($2::date - business_date) as back, ${SUMS}
         from business_orders
         where org_id = $1 and business_date between $2::date - $3::int and $2::date
         group by business_scope, business_date`,
        [auth.orgId, today, STAT_DAYS - 1],
      );
      const by = new Map(rows.map((r) => [`${r.scope}|${r.back}`, r]));
      const out: StatisticsRow[] = [];
      for (const scope of BUSINESS_SCOPES) {
        for (const type of SCOPE_STAT_TYPES[scope]) {
          const row = {
            business_scope: scope,
            org_id: auth.orgId,
            type: STAT_TYPE_LABELS[type],
          } as StatisticsRow;
          NUM_KEYS.forEach((key, back) => {
            row[key] = statValue(type, by.get(`${scope}|${back}`));
          });
          out.push(row);
        }
      }
      return ok<StatisticsAnswer>(c, { dates: statDates(today), rows: out });
    })
    .get("/businessAnalysis", requirePermission(db, "/css_report_business_analysis"), async (c) => {
      const auth = c.get("auth");
      const filter = check(ANALYSIS_FILTER_SCHEMA, c.req.query());
      const bucket =
        filter.orderUnit === "day"
          ? `to_char(business_date, 'YYYY-MM-DD')`
          : filter.orderUnit === "week"
            ? `to_char(date_trunc('week', business_date), 'YYYY-MM-DD')`
            : `to_char(business_date, 'YYYY-MM')`;
      const rows = await db.query<Sums & { period: string }>(
        `select ${bucket} as period, ${SUMS}
         from business_orders
         where org_id = $1 and ($2 = '${ALL_SCOPES}' or business_scope = $2)
           and business_date between $3::date and $4::date
         group by 1`,
        [auth.orgId, filter.businessScope, filter.startDate, filter.endDate],
      );
      const by = new Map(rows.map((r) => [r.period, r]));
      const types: StatType[] = [
        "count",
        "grossWeight",
        "chargeableWeight",
        "billingWeight",
        "teu",
      ];
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
