import type { ChartSeries } from "./statistics-chart";

/**
 * The charts' colours, all from the design tokens (issue 35): the theme colour and its shades
 * (tokens.ts's brand scale, mixed the same way) for the series, the neutral scale for the
 * fourth series, the text and the grid. Set on the chart's frame; the chart and its key read
 * them, so a member's theme colour recolours both. One set for the dashboard and the report.
 */
export const CHART_COLOURS =
  "[--chart-count:var(--brand)] [--chart-grossWeight:color-mix(in_oklab,var(--brand)_45%,white)] [--chart-chargeableWeight:color-mix(in_oklab,var(--brand)_70%,black)] [--chart-billingWeight:color-mix(in_oklab,var(--brand)_70%,black)] [--chart-teu:var(--color-neutral-400)] [--chart-text:var(--color-neutral-600)] [--chart-grid:var(--color-neutral-200)]";

/**
 * The chart's key: a swatch and name per series, in the chart's own colours. Hidden from
 * screen readers: the chart's table (or label) already names the series.
 */
export function ChartLegend({ series }: { series: readonly ChartSeries[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 pb-1 text-xs text-neutral-700" aria-hidden="true">
      {series.map((s) => (
        <li key={s.key} className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm" style={{ background: `var(${s.cssVar})` }} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}
