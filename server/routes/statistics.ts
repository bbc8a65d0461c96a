import { Hono } from "hono";
import { DASHBOARD } from "../../src/contract/dashboard.ts";
import {
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
import type { Queryable } from "../db/client.ts";
import { remembered } from "../db/notified-memo.ts";
import { ok } from "../envelope.ts";
import { route } from "../http/route.ts";
import type { AppEnv, Deps } from "../http/types.ts";

export type Sums = {
  count: number;
  grossWeight: number;
  chargeableWeight: number;
  billingWeight: number;
  teu: number;
};

/** Kilograms to tons (3 decimals); counts and TEU as they are. */
export function statValue(type: StatType, sums: Sums | undefined): number {
  if (!sums) return 0;
  const raw = Number(sums[type]);
  if (type === "count" || type === "teu") return Math.round(raw * 100) / 100;
  return Math.round(raw) / 1000;
}

/**
 * The sums of a group of `order_day_counts` rows. Performance (decision 48): the statistics and
 * the business analysis read the per-day counts the orders' triggers keep (migration 019), a row
 * per scope, day and lock state, not every order of the period.
 */
export const DAY_SUMS = `coalesce(sum(orders), 0)::int as count,
  coalesce(sum(gross_weight), 0)::float8 as "grossWeight",
  coalesce(sum(chargeable_weight), 0)::float8 as "chargeableWeight",
  coalesce(sum(billing_weight), 0)::float8 as "billingWeight",
  coalesce(sum(teu), 0)::float8 as teu`;

/**
 * An organisation's 7-day statistics up to `today`. Kept in memory on the embedded database until
 * the next write to the orders (migration 016 notifies orders_changed; server/db/notified-memo.ts,
 * decision 41): every dashboard load asks for them, and the query reads a week of orders.
 */
export function statisticsOf(
  q: Queryable,
  orgId: number,
  today: string,
): Promise<StatisticsAnswer> {
  return remembered(q, "orders_changed", `statistics:${orgId}:${today}`, async () => {
    const rows = await q.query<Sums & { scope: BusinessScope; back: number }>(
      `select business_scope as scope, ($2::date - business_date) as back, ${DAY_SUMS}
         from order_day_counts
         where org_id = $1 and business_date between $2::date - $3::int and $2::date
         group by business_scope, business_date`,
      [orgId, today, STAT_DAYS - 1],
    );
    const by = new Map(rows.map((r) => [`${r.scope}|${r.back}`, r]));
    const out: StatisticsRow[] = [];
    for (const scope of BUSINESS_SCOPES) {
      for (const type of SCOPE_STAT_TYPES[scope]) {
        const row = {
          business_scope: scope,
          org_id: orgId,
          type: STAT_TYPE_LABELS[type],
        } as StatisticsRow;
        NUM_KEYS.forEach((key, back) => {
          row[key] = statValue(type, by.get(`${scope}|${back}`));
        });
        out.push(row);
      }
    }
    return { dates: statDates(today), rows: out };
  });
}

/** /afbase/aforder/statistics: the dashboard's 7-day statistics. */
export function statisticsRoutes({ db }: Deps) {
  return route(new Hono<AppEnv>(), DASHBOARD.statistics, async (c) =>
    ok<StatisticsAnswer>(c, await statisticsOf(db, c.get("auth").orgId, dateInZone(new Date()))),
  );
}
