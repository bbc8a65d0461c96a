import type { ChartSeries } from "./statistics-chart";

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
