import { DIGIT_DEFAULTS, type ScopeDigits } from "./digits";
import { calendarDate, decimalText } from "./format";
import type { BusinessScope } from "./scope";

/**
 * The dashboard's business statistics (seed 000 §2.3, §3 "Statistics row", §9) and the business
 * analysis report its 'more' action opens. Days are calendar days in China time.
 */

export const STAT_DAYS = 7;
export const STATS_TIME_ZONE = "Asia/Shanghai";

/** Series of §9: 票数 (count), 货量/计重/计费 (tons), 标箱量 (TEU). */
export const STAT_TYPES = [
  "count",
  "grossWeight",
  "chargeableWeight",
  "billingWeight",
  "teu",
] as const;
export type StatType = (typeof STAT_TYPES)[number];

export const STAT_TYPE_LABELS: Record<StatType, string> = {
  count: "票数",
  grossWeight: "货量",
  chargeableWeight: "计重",
  billingWeight: "计费",
  teu: "标箱量",
};

export const STAT_TYPE_UNITS: Record<StatType, "count" | "tons" | "teu"> = {
  count: "count",
  grossWeight: "tons",
  chargeableWeight: "tons",
  billingWeight: "tons",
  teu: "teu",
};

/**
 * Which rows each scope shows. Air freight is charged by chargeable weight (计重), sea and rail
 * less-than-container cargo by freight tons (计费), containers count in TEU (sea and rail only).
 */
export const SCOPE_STAT_TYPES: Record<BusinessScope, readonly StatType[]> = {
  AE: ["count", "grossWeight", "chargeableWeight"],
  AI: ["count", "grossWeight", "chargeableWeight"],
  SE: ["count", "grossWeight", "billingWeight", "teu"],
  SI: ["count", "grossWeight", "billingWeight", "teu"],
  TE: ["count", "grossWeight", "billingWeight", "teu"],
  TI: ["count", "grossWeight", "billingWeight", "teu"],
  LC: ["count", "grossWeight", "billingWeight"],
  IO: ["count", "grossWeight", "billingWeight"],
};

/** One row as GET /afbase/aforder/statistics answers it: num_0 is today, num_6 six days ago. */
export type StatisticsRow = {
  business_scope: BusinessScope;
  org_id: number;
  type: string;
  num_0: number;
  num_1: number;
  num_2: number;
  num_3: number;
  num_4: number;
  num_5: number;
  num_6: number;
};

export type StatisticsAnswer = { dates: string[]; rows: StatisticsRow[] };

export const NUM_KEYS = ["num_0", "num_1", "num_2", "num_3", "num_4", "num_5", "num_6"] as const;

/** A row's label with its unit, e.g. 货量（吨）; the label alone is the row's `type`. */
export function statTypeOfLabel(label: string): StatType | undefined {
  return STAT_TYPES.find((t) => STAT_TYPE_LABELS[t] === label);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/**
 * The calendar date of an instant in a time zone, as YYYY-MM-DD. Asia/Shanghai is arithmetic
 * (format.ts): a first Intl use with a zone loads ICU zone data, the dashboard's largest task.
 */
export function dateInZone(instant: Date, timeZone = STATS_TIME_ZONE): string {
  return calendarDate(instant.getTime(), timeZone);
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  const t = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Today first, then back six days (the table's column order). */
export function statDates(today: string): string[] {
  return Array.from({ length: STAT_DAYS }, (_, i) => addDays(today, -i));
}

/** §9: shown as month-day. */
export function monthDay(date: string): string {
  return date.slice(5);
}

// ---------------------------------------------------------------------------------------------
// Business analysis report (/css_report_business_analysis)

export const ORDER_UNITS = ["day", "week", "month"] as const;
export type OrderUnit = (typeof ORDER_UNITS)[number];
export const ALL_SCOPES = "ALL";
export type AnalysisScope = BusinessScope | typeof ALL_SCOPES;

export type AnalysisFilter = {
  businessScope: AnalysisScope;
  orderUnit: OrderUnit;
  startDate: string;
  endDate: string;
};

/** The longest range per unit: a year of days, five years of weeks or months. */
export const MAX_RANGE_DAYS: Record<OrderUnit, number> = {
  day: 366,
  week: 5 * 366,
  month: 5 * 366,
};

/** The dashboard's 'more': one scope, by day, the last 7 days ending today. */
export function lastSevenDaysFilter(scope: BusinessScope, today: string): AnalysisFilter {
  return {
    businessScope: scope,
    orderUnit: "day",
    startDate: addDays(today, -(STAT_DAYS - 1)),
    endDate: today,
  };
}

/** The report's query string value: the filter as URI-encoded JSON. */
export function encodeAnalysisFilter(filter: AnalysisFilter): string {
  return encodeURIComponent(JSON.stringify(filter));
}

/** Monday of the ISO week holding the date. */
export function weekStart(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

/** The report's buckets in order: every day, the Monday of every week, or every YYYY-MM. */
export function analysisPeriods(
  filter: Pick<AnalysisFilter, "orderUnit" | "startDate" | "endDate">,
): string[] {
  const out: string[] = [];
  if (filter.orderUnit === "day") {
    for (let d = filter.startDate; d <= filter.endDate; d = addDays(d, 1)) out.push(d);
  } else if (filter.orderUnit === "week") {
    for (let d = weekStart(filter.startDate); d <= filter.endDate; d = addDays(d, 7)) out.push(d);
  } else {
    let month = filter.startDate.slice(0, 7);
    const last = filter.endDate.slice(0, 7);
    while (month <= last) {
      out.push(month);
      const [y, m] = month.split("-").map(Number);
      const next = new Date(Date.UTC(y ?? 1970, m ?? 1, 1));
      month = next.toISOString().slice(0, 7);
    }
  }
  return out;
}

export type AnalysisRow = {
  period: string;
  count: number;
  grossWeight: number;
  chargeableWeight: number;
  billingWeight: number;
  teu: number;
};

export type AnalysisAnswer = {
  filter: AnalysisFilter;
  rows: AnalysisRow[];
  totals: Omit<AnalysisRow, "period">;
};

/** Which value columns a report over the scope shows (all of them for every scope). */
export function analysisTypes(scope: AnalysisScope): readonly StatType[] {
  return scope === ALL_SCOPES ? STAT_TYPES : SCOPE_STAT_TYPES[scope];
}

/**
 * A statistic as a table cell: counts and TEU whole, tons with the scope's digits (weight for
 * 货量, charge weight for 计重 and 计费), every cell of a row with the same number of decimals so
 * the column lines up (issue 24). Across scopes (the report's 全部), the widest scope's digits.
 */
export function statValueText(
  type: StatType,
  value: number,
  scope: BusinessScope | "ALL",
  digits: Record<BusinessScope, ScopeDigits> = DIGIT_DEFAULTS,
): string {
  if (type === "count" || type === "teu") return decimalText(value, 0, 0);
  const kind = type === "grossWeight" ? "weight" : "chargeWeight";
  const places =
    scope === "ALL" ? Math.max(...Object.values(digits).map((d) => d[kind])) : digits[scope][kind];
  return decimalText(value, places, places);
}
