import * as v from "valibot";
import {
  ALL_SCOPES,
  type AnalysisFilter,
  addDays,
  daysBetween,
  isIsoDate,
  MAX_RANGE_DAYS,
  ORDER_UNITS,
  type OrderUnit,
  STAT_DAYS,
} from "./business-stats";
import { BUSINESS_SCOPES } from "./scope";

/**
 * The business analysis report's filter schema (the report page and GET
 * /afbase/aforder/businessAnalysis), apart from business-stats so the dashboard's first load
 * carries no schema library.
 */

export const ANALYSIS_RANGE_MESSAGE = "开始日期不能晚于结束日期";
export const analysisTooLongMessage = (unit: OrderUnit) =>
  unit === "day" ? "按日统计时日期范围不能超过 366 天" : "日期范围不能超过 5 年";

const isoDate = (field: string) =>
  v.pipe(v.string(`${field} 不能为空`), v.check(isIsoDate, `${field} 应为 YYYY-MM-DD 格式的日期`));

export const ANALYSIS_FILTER_SCHEMA = v.pipe(
  v.object({
    businessScope: v.picklist([...BUSINESS_SCOPES, ALL_SCOPES], "业务范围不正确"),
    orderUnit: v.picklist(ORDER_UNITS, "统计单位只能是 day、week 或 month"),
    startDate: isoDate("开始日期"),
    endDate: isoDate("结束日期"),
  }),
  v.check((f) => f.startDate <= f.endDate, ANALYSIS_RANGE_MESSAGE),
  v.check(
    (f) => daysBetween(f.startDate, f.endDate) < MAX_RANGE_DAYS[f.orderUnit],
    "日期范围过长：按日统计不能超过 366 天，按周或按月不能超过 5 年",
  ),
);

/** Reads ?filter=; anything missing or malformed falls back to the last 7 days of all scopes. */
export function decodeAnalysisFilter(
  raw: string | null | undefined,
  today: string,
): AnalysisFilter {
  const fallback: AnalysisFilter = {
    businessScope: ALL_SCOPES,
    orderUnit: "day",
    startDate: addDays(today, -(STAT_DAYS - 1)),
    endDate: today,
  };
  if (!raw) return fallback;
  try {
    // URLSearchParams has decoded once already; a second layer is tolerated.
    const text = raw.trim().startsWith("{") ? raw : decodeURIComponent(raw);
    const parsed = v.safeParse(ANALYSIS_FILTER_SCHEMA, JSON.parse(text));
    return parsed.success ? parsed.output : fallback;
  } catch {
    return fallback;
  }
}
