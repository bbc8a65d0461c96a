import * as React from "react";
import {
  monthDay,
  NUM_KEYS,
  SCOPE_STAT_TYPES,
  STAT_DAYS,
  STAT_TYPE_UNITS,
  type StatisticsAnswer,
  type StatType,
  statTypeOfLabel,
  statValueText,
} from "../../domain/business-stats";
import { decimalText } from "../../domain/format";
import { BUSINESS_SCOPES, type BusinessScope } from "../../domain/scope";
import { useT } from "../../i18n";
import { dashboardMessages } from "../../i18n/messages/dashboard";
import { Button } from "../../ui/button";
import { CHART_COLOURS, ChartLegend } from "../../ui/chart-legend";
import { cn } from "../../ui/cn";
import type { Loadable } from "../../ui/loadable";
import { Spinner } from "../../ui/spinner";
import type { ChartDatum, ChartSeries, StatisticsChartProps } from "../../ui/statistics-chart";
import {
  TABS_PANEL,
  TABS_ROOT,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  tabsListVariants,
  tabsTriggerVariants,
} from "../../ui/tabs";
import { useNearViewport } from "../../ui/use-near-viewport";
import { useOverflow } from "../../ui/use-overflow";
import { BlockCard, BlockError } from "./BlockCard";

const StatisticsChart = React.lazy(() => import("../../ui/statistics-chart"));

export type StatisticsCardProps = {
  stats: Loadable<StatisticsAnswer>;
  scope: BusinessScope;
  onScopeChange: (scope: BusinessScope) => void;
  /** Absent when the caller may not open the business analysis report. */
  onMore?: ((scope: BusinessScope) => void) | undefined;
  onRetry?: () => void;
  /**
   * The chart component, given directly (stories, so captures never wait for a chunk). Without
   * it the chart's chunk is fetched (and drawn) once its frame comes near the screen, never
   * before the page's first paint.
   */
  chart?: React.ComponentType<StatisticsChartProps> | undefined;
  /**
   * Drawn but not yet live: the tab strip without the tabs' behaviour, the same pixels. A block
   * not yet near the screen (a phone's first load) is spared the tabs' mount work: a style read
   * and the keyboard group's extra renders in the load's longest task (decisions §22).
   * Meant with `stats` loading; the caller makes the card live once it comes near.
   */
  still?: boolean;
};

/**
 * The chart's frame, reserved before it loads: a fixed 18 rem (252 px), not 35 % of the screen (seed 000
 * §9), which on a tall screen drew a 500 px plot beside a short ranking (issue 35, §69).
 */
const CHART_FRAME = `h-72 ${CHART_COLOURS}`;

/** The tab strip: tighter on a phone so the eight codes fit a 320 px screen without scrolling. */
const STRIP = "gap-3.5 overflow-x-auto @md:gap-5";

const TYPE_KEYS: Record<StatType, `type${Capitalize<StatType>}`> = {
  count: "typeCount",
  grossWeight: "typeGrossWeight",
  chargeableWeight: "typeChargeableWeight",
  billingWeight: "typeBillingWeight",
  teu: "typeTeu",
};

type Row = { type: string; label: string; values: number[] };

const TRIGGER = tabsTriggerVariants();

/** The table's height once loaded (header 30 px, rows 33 px, border), held by its error state. */
const tableHeight = (scope: BusinessScope) => 32 + SCOPE_STAT_TYPES[scope].length * 33;

// The table's classes, shared by its loading state so both have the same line boxes. Dates stay
// on one line (11-24 would otherwise break at its dash on a phone).
const TABLE_FRAME = "w-full overflow-x-auto rounded border border-neutral-200 bg-white";
const TABLE_HEAD = "bg-neutral-50 text-xs text-neutral-700";
const HEAD_CELL = "border-b border-neutral-200 px-3 py-1.5 font-semibold whitespace-nowrap";
const BODY_ROW = "border-b border-neutral-100 last:border-0";
const ROW_HEAD_CELL = "px-3 py-1.5 text-left font-medium whitespace-nowrap text-neutral-900";
const VALUE_CELL = "px-3 py-1.5 text-right tabular-nums";

/** Business statistics by scope: a table of the last 7 days and its bar chart. */
export function StatisticsCard({
  stats,
  scope,
  onScopeChange,
  onMore,
  onRetry,
  chart: EagerChart,
  still = false,
}: StatisticsCardProps) {
  const t = useT(dashboardMessages);
  const Chart = EagerChart ?? StatisticsChart;
  // The chart (its chunk and its render, the page's largest task) waits until its frame comes
  // near the screen: below the fold on a phone, it costs nothing until the user scrolls there.
  const [near, frameRef] = useNearViewport(EagerChart !== undefined);

  const unit = (type: StatType) => {
    const u = STAT_TYPE_UNITS[type];
    return u === "tons" ? t("unitTons") : u === "teu" ? t("unitTeu") : t("unitCount");
  };
  // A tab's words, the same in the live tabs and the still strip.
  const tabLabel = (s: BusinessScope) => (
    <>
      {s}
      {/* The names only where all eight tabs fit with them (the card's width, not the screen's:
          a 1280 px screen gave the card half of it and the strip cut IO to "I", issue 24). */}
      <span className="hidden text-xs font-normal text-neutral-600 @3xl:inline">
        {t(`scope${s}`)}
      </span>
    </>
  );
  // 票数（票） in Chinese, "Shipments (no.)" in English: the catalogue's own brackets.
  const typeText = (type: StatType) =>
    t("statTypeLabel", { type: t(TYPE_KEYS[type]), unit: unit(type) });
  const labelOf = (typeLabel: string) => {
    const type = statTypeOfLabel(typeLabel);
    return type ? typeText(type) : typeLabel;
  };

  const body = (current: BusinessScope) => {
    if (stats.status === "loading") {
      return (
        <div className="flex flex-col gap-3" role="status" aria-label={t("loadingBlock")}>
          {/* The table itself, its numbers and dates greyed out: the same rows and line boxes as
              the answer's, so the block keeps its height to the pixel on every screen width. */}
          <div className={`${TABLE_FRAME} animate-pulse`} aria-hidden="true">
            <table className="w-full border-collapse text-sm">
              <thead className={TABLE_HEAD}>
                <tr>
                  <th className={`${HEAD_CELL} text-left whitespace-nowrap`}>{t("statsType")}</th>
                  {Array.from({ length: STAT_DAYS }, (_, i) => (
                    <th key={i} className={`${HEAD_CELL} text-right`}>
                      <span className="inline-block h-3 w-9 rounded bg-neutral-200 align-middle" />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {SCOPE_STAT_TYPES[current].map((type) => (
                  <tr key={type} className={BODY_ROW}>
                    <th className={ROW_HEAD_CELL}>{typeText(type)}</th>
                    {Array.from({ length: STAT_DAYS }, (_, i) => (
                      <td key={i} className={VALUE_CELL}>
                        <span className="inline-block h-3 w-8 rounded bg-neutral-100 align-middle" />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={`${CHART_FRAME} animate-pulse rounded bg-neutral-50`} />
        </div>
      );
    }
    if (stats.status === "error") {
      return (
        <div className="flex flex-col gap-3">
          <div className="flex" style={{ minHeight: tableHeight(current) }}>
            <BlockError message={t("failStatistics")} onRetry={onRetry} />
          </div>
          <div className={CHART_FRAME} aria-hidden="true" />
        </div>
      );
    }
    // The answer runs from today back (num_0 is today); the table and the chart both run
    // forward, the oldest day first, as a week is read (issue 35, §69).
    const dates = [...stats.data.dates].reverse();
    const mine: Row[] = stats.data.rows
      .filter((r) => r.business_scope === current)
      .map((r) => ({
        type: r.type,
        label: labelOf(r.type),
        values: NUM_KEYS.map((k) => Number(r[k]) || 0).reverse(),
      }));
    const quiet = mine.every((r) => r.values.every((v) => v === 0));
    const series: ChartSeries[] = mine.map((r) => ({
      key: r.type,
      label: r.label,
      cssVar: `--chart-${statTypeOfLabel(r.type) ?? "count"}`,
    }));
    const chartData: ChartDatum[] = dates.map((date, i) => ({
      day: monthDay(date),
      ...Object.fromEntries(mine.map((r) => [r.type, r.values[i] ?? 0])),
    }));
    const scopeName = t(`scope${current}`);
    return (
      <div className="flex flex-col gap-3">
        {/* A plain table: four rows do not need the table engine in the first load. */}
        <ScrollFrame label={t("statsTable", { scope: scopeName })}>
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t("statsTable", { scope: scopeName })}</caption>
            <thead className={TABLE_HEAD}>
              <tr>
                <th scope="col" className={`${HEAD_CELL} text-left whitespace-nowrap`}>
                  {t("statsType")}
                </th>
                {dates.map((date) => (
                  <th key={date} scope="col" className={`${HEAD_CELL} text-right tabular-nums`}>
                    {monthDay(date)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {mine.length === 0 ? (
                <tr>
                  <td colSpan={dates.length + 1} className="px-3 py-8 text-center text-neutral-600">
                    {t("statsEmpty")}
                  </td>
                </tr>
              ) : (
                mine.map((row) => (
                  <tr key={row.type} className={BODY_ROW}>
                    <th scope="row" className={ROW_HEAD_CELL}>
                      {row.label}
                    </th>
                    {row.values.map((value, i) => (
                      <td key={dates[i]} className={VALUE_CELL}>
                        {statTypeOfLabel(row.type)
                          ? statValueText(statTypeOfLabel(row.type) ?? "count", value, current)
                          : decimalText(value, 0, 2)}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </ScrollFrame>
        <div ref={frameRef} className={CHART_FRAME}>
          {mine.length === 0 ? (
            <BlockError message={t("failChartKey")} className="h-full" />
          ) : quiet ? (
            // A week without business: a sentence, not an empty plot with a lone axis.
            <div className="grid h-full place-items-center rounded border border-dashed border-neutral-200 px-4 text-center text-sm text-neutral-600">
              {t("statsQuietWeek", { scope: scopeName })}
            </div>
          ) : near ? (
            <React.Suspense fallback={<ChartPlaceholder />}>
              <div className="flex h-full flex-col">
                <ChartLegend series={series} />
                <div className="min-h-0 flex-1">
                  <Chart
                    data={chartData}
                    series={series}
                    label={t("statsChart", { scope: scopeName })}
                  />
                </div>
              </div>
            </React.Suspense>
          ) : null}
        </div>
      </div>
    );
  };

  return (
    <BlockCard
      title={t("statsTitle")}
      labelledBy="dash-stats"
      actions={
        onMore ? (
          <Button variant="link" size="sm" onClick={() => onMore(scope)}>
            {t("statsMore")}
            <span aria-hidden="true">›</span>
          </Button>
        ) : null
      }
    >
      {still ? (
        // The markup Radix would draw, inert: the strip is decoration until the card is live.
        <div data-orientation="horizontal" className={cn(TABS_ROOT, "@container")}>
          <div className={cn(tabsListVariants(), STRIP)} aria-hidden="true">
            {BUSINESS_SCOPES.map((s) => (
              <span key={s} data-state={s === scope ? "active" : "inactive"} className={TRIGGER}>
                {tabLabel(s)}
              </span>
            ))}
          </div>
          <div className={TABS_PANEL}>{body(scope)}</div>
        </div>
      ) : (
        <Tabs
          className="@container"
          value={scope}
          onValueChange={(v) => onScopeChange(v as BusinessScope)}
        >
          <TabsList className={STRIP}>
            {BUSINESS_SCOPES.map((s) => (
              <TabsTrigger key={s} value={s} title={t(`scope${s}`)}>
                {tabLabel(s)}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* Only the chosen tab's panel: Radix draws no other anyway, and each panel it keeps
              mounted costs a presence check at every commit. */}
          <TabsContent key={scope} value={scope}>
            {body(scope)}
          </TabsContent>
        </Tabs>
      )}
    </BlockCard>
  );
}

/** The chart's own placeholder while its chunk loads: the chart's frame, greyed, with a spinner. */
export function ChartPlaceholder() {
  const t = useT(dashboardMessages);
  return (
    <div
      role="status"
      aria-label={t("loadingBlock")}
      className="grid size-full place-items-center rounded bg-neutral-50"
    >
      <Spinner className="size-6 text-neutral-400" />
    </div>
  );
}

/** Sideways scrolling on a phone; while it scrolls, keyboard users can focus and scroll it. */
function ScrollFrame({ label, children }: { label: string; children: React.ReactNode }) {
  const [ref, scrolls] = useOverflow<HTMLDivElement>("x");
  return (
    <div
      ref={ref}
      className={TABLE_FRAME}
      {...(scrolls ? { tabIndex: 0, role: "region", "aria-label": label } : {})}
    >
      {children}
    </div>
  );
}
