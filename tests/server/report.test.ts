import { describe, expect, it } from "vitest";
import {
  dateInZone,
  lastSevenDaysFilter,
  SCOPE_STAT_TYPES,
  STAT_TYPE_LABELS,
  statDates,
} from "../../src/domain/business-stats.ts";
import { BUSINESS_SCOPES } from "../../src/domain/scope.ts";
import { demoServer } from "./helpers.ts";

const demo = demoServer("staff", "partner");
const { get, tokens } = demo;

describe("business analysis", () => {
  const today = dateInZone(new Date());
  const q = (params: Record<string, string>) =>
    `/afbase/aforder/businessAnalysis?${new URLSearchParams(params).toString()}`;

  it("sums by day over the range and matches the dashboard's seven days", async () => {
    const dates = statDates(today);
    const res = await get<{ rows: { period: string; count: number }[]; totals: { count: number } }>(
      q({ businessScope: "AE", orderUnit: "day", startDate: dates[6] ?? "", endDate: today }),
      tokens.staff,
    );
    expect(res.body.code).toBe(0);
    expect(res.body.data.rows.map((r) => r.period)).toEqual([...dates].reverse());
    const stats = await get<{ rows: Record<string, number | string>[] }>(
      "/afbase/aforder/statistics",
      tokens.staff,
    );
    const counts = stats.body.data.rows.find((r) => r.business_scope === "AE" && r.type === "票数");
    expect(res.body.data.rows.map((r) => r.count)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((i) => counts?.[`num_${i}`]),
    );
    expect(res.body.data.totals.count).toBe(res.body.data.rows.reduce((n, r) => n + r.count, 0));
  });

  // Issue 35: the dashboard's figures and its 'more' report must agree for the demo organisation,
  // every scope and every figure the dashboard shows, day by day and in total.
  it.each(BUSINESS_SCOPES)(
    "agrees with the dashboard on every %s figure of the week",
    async (scope) => {
      const filter = lastSevenDaysFilter(scope, today);
      const report = await get<{
        rows: Record<string, number | string>[];
        totals: Record<string, number>;
      }>(q(filter), tokens.staff);
      const stats = await get<{ dates: string[]; rows: Record<string, number | string>[] }>(
        "/afbase/aforder/statistics",
        tokens.staff,
      );
      expect(report.body.code).toBe(0);
      const days = [...stats.body.data.dates].reverse();
      expect(report.body.data.rows.map((r) => r.period)).toEqual(days);
      for (const type of SCOPE_STAT_TYPES[scope]) {
        const row = stats.body.data.rows.find(
          (r) => r.business_scope === scope && r.type === STAT_TYPE_LABELS[type],
        );
        const dashboard = [6, 5, 4, 3, 2, 1, 0].map((i) => Number(row?.[`num_${i}`]));
        expect(
          report.body.data.rows.map((r) => r[type]),
          `${scope} ${type}`,
        ).toEqual(dashboard);
        const sum = Math.round(dashboard.reduce((n, v) => n + v, 0) * 1000) / 1000;
        expect(report.body.data.totals[type], `${scope} ${type} total`).toBe(sum);
      }
    },
  );

  it("groups by week and month over all scopes", async () => {
    const week = await get<{ rows: { period: string }[] }>(
      q({
        businessScope: "ALL",
        orderUnit: "week",
        startDate: "2026-01-01",
        endDate: "2026-01-31",
      }),
      tokens.staff,
    );
    expect(week.body.data.rows[0]?.period).toBe("2025-12-29");
    const month = await get<{ rows: { period: string }[] }>(
      q({
        businessScope: "ALL",
        orderUnit: "month",
        startDate: "2026-01-15",
        endDate: "2026-03-01",
      }),
      tokens.staff,
    );
    expect(month.body.data.rows.map((r) => r.period)).toEqual(["2026-01", "2026-02", "2026-03"]);
  });

  it.each([
    [
      { businessScope: "XX", orderUnit: "day", startDate: "2026-01-01", endDate: "2026-01-02" },
      "业务范围不正确",
    ],
    [
      { businessScope: "AE", orderUnit: "year", startDate: "2026-01-01", endDate: "2026-01-02" },
      "统计单位只能是 day、week 或 month",
    ],
    [
      { businessScope: "AE", orderUnit: "day", startDate: "2026-02-30", endDate: "2026-03-02" },
      "开始日期 应为 YYYY-MM-DD 格式的日期",
    ],
    [
      { businessScope: "AE", orderUnit: "day", startDate: "2026-03-02", endDate: "2026-03-01" },
      "开始日期不能晚于结束日期",
    ],
    [
      { businessScope: "AE", orderUnit: "day", startDate: "2024-01-01", endDate: "2026-01-01" },
      "日期范围过长：按日统计不能超过 366 天，按周或按月不能超过 5 年",
    ],
  ])("answers 400 for %j", async (params, message) => {
    const res = await get(q(params), tokens.staff);
    expect(res.status).toBe(400);
    expect(res.body.messageInfo).toBe(message);
  });

  it("is refused to a role without the report", async () => {
    const res = await get(
      q({ businessScope: "AE", orderUnit: "day", startDate: today, endDate: today }),
      tokens.partner,
    );
    expect(res.status).toBe(403);
  });
});
