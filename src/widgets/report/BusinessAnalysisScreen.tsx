import * as React from "react";
import {
  ALL_SCOPES,
  type AnalysisAnswer,
  type AnalysisFilter,
  type AnalysisRow,
  type AnalysisScope,
  analysisTypes,
  ORDER_UNITS,
  type OrderUnit,
  type StatType,
  statValueText,
} from "../../domain/business-stats";
import { BUSINESS_SCOPES } from "../../domain/scope";
import { useT } from "../../i18n";
import { dashboardMessages } from "../../i18n/messages/dashboard";
import { reportMessages } from "../../i18n/messages/report";
import { Button } from "../../ui/button";
import { CHART_COLOURS, ChartLegend } from "../../ui/chart-legend";
import { DatePicker } from "../../ui/date-picker";
import { Field } from "../../ui/field";
import type { Loadable } from "../../ui/loadable";
import { SelectMenu } from "../../ui/select-menu";
import type { StatisticsChartProps } from "../../ui/statistics-chart";
import { DataTable, type TableColumn } from "../../ui/table";

const LazyChart = React.lazy(() => import("../../ui/statistics-chart"));

export type BusinessAnalysisScreenProps = {
  filter: AnalysisFilter;
  result: Loadable<AnalysisAnswer>;
  exporting: boolean;
  onQuery: (filter: AnalysisFilter) => void;
  onExport: () => void;
  onRetry: () => void;
  /** The chart given directly (stories); the app loads it lazily. */
  chart?: React.ComponentType<StatisticsChartProps>;
};

/** /css_report_business_analysis: any scope and date range by day, week or month, with export. */
export function BusinessAnalysisScreen({
  filter,
  result,
  exporting,
  onQuery,
  onExport,
  onRetry,
  chart,
}: BusinessAnalysisScreenProps) {
  const t = useT(reportMessages);
  const td = useT(dashboardMessages);
  const [draft, setDraft] = React.useState(filter);
  React.useEffect(() => setDraft(filter), [filter]);
  const Chart = chart ?? LazyChart;
  const types = analysisTypes(filter.businessScope);
  const series = types.map((type: StatType) => ({
    key: type,
    label: t(type),
    cssVar: `--chart-${type}`,
  }));
  const periodLabel = (p: string) => (filter.orderUnit === "week" ? t("weekOf", { date: p }) : p);
  const scopeLabel = (s: AnalysisScope) =>
    s === ALL_SCOPES ? t("scopeALL") : `${s} ${td(`scope${s}`)}`;

  const columns: TableColumn<AnalysisRow>[] = [
    {
      id: "period",
      header: t("period"),
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{periodLabel(row.original.period)}</span>
      ),
    },
    ...types.map(
      (type): TableColumn<AnalysisRow> => ({
        id: type,
        header: () => <span className="block text-right">{t(type)}</span>,
        cell: ({ row }) => (
          <span className="block text-right tabular-nums">
            {statValueText(type, row.original[type], filter.businessScope)}
          </span>
        ),
      }),
    ),
  ];

  return (
    <div
      data-slot="business-analysis"
      className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 sm:px-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold text-neutral-900">{t("title")}</h1>
        <p className="text-sm text-neutral-600">
          {scopeLabel(filter.businessScope)} · {t(`unit${filter.orderUnit}`)} ·{" "}
          {t("range", { start: filter.startDate, end: filter.endDate })}
        </p>
      </div>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onQuery(draft);
        }}
        className="grid items-end gap-3 rounded-md border border-neutral-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1fr_1fr_auto_auto]"
      >
        <Field label={t("scope")}>
          <SelectMenu
            value={draft.businessScope}
            options={[ALL_SCOPES, ...BUSINESS_SCOPES].map((s) => ({
              value: s,
              label: scopeLabel(s as AnalysisScope),
            }))}
            onValueChange={(s) => setDraft({ ...draft, businessScope: s as AnalysisScope })}
          />
        </Field>
        <Field label={t("unit")}>
          <SelectMenu
            value={draft.orderUnit}
            options={ORDER_UNITS.map((u) => ({ value: u, label: t(`unit${u}`) }))}
            onValueChange={(u) => setDraft({ ...draft, orderUnit: u as OrderUnit })}
          />
        </Field>
        <Field label={t("startDate")}>
          <DatePicker
            value={draft.startDate}
            max={draft.endDate || undefined}
            clearable={false}
            onValueChange={(startDate) => setDraft({ ...draft, startDate })}
          />
        </Field>
        <Field label={t("endDate")}>
          <DatePicker
            value={draft.endDate}
            min={draft.startDate || undefined}
            clearable={false}
            onValueChange={(endDate) => setDraft({ ...draft, endDate })}
          />
        </Field>
        <Button type="submit">{t("query")}</Button>
        <Button
          variant="outline"
          onClick={onExport}
          loading={exporting}
          disabled={result.status !== "ready"}
        >
          {t("export")}
        </Button>
      </form>
      {result.status === "loading" ? (
        <div role="status" aria-label={t("title")} className="flex flex-col gap-4">
          <div className="h-20 animate-pulse rounded-md bg-neutral-100" />
          <div className="h-[35vh] min-h-56 animate-pulse rounded-md bg-neutral-100" />
        </div>
      ) : result.status === "error" ? (
        <div
          role="alert"
          className="flex h-56 flex-col items-center justify-center gap-3 rounded-md border border-dashed border-red-200 bg-red-50/50"
        >
          <p className="text-sm text-red-800">{t("failed")}</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t("retry")}
          </Button>
        </div>
      ) : (
        <>
          <section
            aria-label={t("totalsTitle")}
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
          >
            {types.map((type) => (
              <div key={type} className="rounded-md border border-neutral-200 bg-white px-4 py-3">
                <p className="text-xs text-neutral-600">{t(type)}</p>
                <p className="mt-1 text-xl font-semibold text-neutral-900 tabular-nums">
                  {statValueText(type, result.data.totals[type], filter.businessScope)}
                </p>
              </div>
            ))}
          </section>
          <div
            className={`h-[35vh] min-h-56 rounded-md border border-neutral-200 bg-white p-3 ${CHART_COLOURS}`}
          >
            <div className="flex h-full flex-col">
              <ChartLegend series={series} />
              <div className="min-h-0 flex-1">
                <React.Suspense fallback={<div className="size-full" />}>
                  <Chart
                    label={t("chart")}
                    series={series}
                    data={result.data.rows.map((r) => ({
                      day: filter.orderUnit === "day" ? r.period.slice(5) : r.period,
                      ...Object.fromEntries(types.map((type) => [type, r[type]])),
                    }))}
                  />
                </React.Suspense>
              </div>
            </div>
          </div>
          <DataTable
            columns={columns}
            data={result.data.rows}
            density="compact"
            striped
            caption={t("title")}
            empty={t("empty")}
            getRowId={(r) => r.period}
          />
        </>
      )}
    </div>
  );
}
