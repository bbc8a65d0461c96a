import { ResponsiveBar } from "@nivo/bar";
import * as React from "react";
import { valueAxis } from "../domain/chart-scale";
import { decimalText } from "../domain/format";

export type ChartSeries = { key: string; label: string; cssVar: string };
export type ChartDatum = { day: string } & Record<string, number | string>;

export type StatisticsChartProps = {
  data: ChartDatum[];
  series: ChartSeries[];
  label: string;
};

/** Used only when the frame sets no colour (ui/chart-legend.tsx's CHART_COLOURS sets them all). */
const FALLBACK = "currentColor";

/**
 * The 7-day bar chart (@nivo/bar), loaded in its own chunk once its frame nears the screen.
 * Colours come from CSS variables on the chart's frame, so the theme colour drives the first
 * series.
 */
export default function StatisticsChart({ data, series, label }: StatisticsChartProps) {
  const frame = React.useRef<HTMLDivElement>(null);
  const [colors, setColors] = React.useState<{
    series: Record<string, string>;
    text: string;
    grid: string;
  } | null>(null);
  React.useLayoutEffect(() => {
    const style = frame.current ? getComputedStyle(frame.current) : null;
    const read = (name: string) => style?.getPropertyValue(name).trim() || FALLBACK;
    setColors({
      series: Object.fromEntries(series.map((s) => [s.key, read(s.cssVar)])),
      text: read("--chart-text"),
      grid: read("--chart-grid"),
    });
  }, [series]);
  // The top tick at or above the tallest bar: nivo's own ticks stopped below it.
  const axis = React.useMemo(
    () => valueAxis(Math.max(0, ...data.flatMap((d) => series.map((s) => Number(d[s.key]) || 0)))),
    [data, series],
  );
  return (
    <div ref={frame} className="size-full">
      {colors ? (
        <ResponsiveBar<ChartDatum>
          data={data}
          keys={series.map((s) => s.key)}
          indexBy="day"
          groupMode="grouped"
          margin={{ top: 8, right: 8, bottom: 28, left: 44 }}
          padding={0.28}
          innerPadding={2}
          colors={({ id }) => colors.series[String(id)] ?? FALLBACK}
          borderRadius={2}
          enableLabel={false}
          valueScale={{ type: "linear", min: 0, max: axis.max }}
          enableGridY
          gridYValues={axis.ticks}
          axisLeft={{
            tickSize: 0,
            tickPadding: 6,
            tickValues: axis.ticks,
            format: (value) => decimalText(Number(value), 0, 3),
          }}
          axisBottom={{ tickSize: 0, tickPadding: 8 }}
          animate={false}
          role="img"
          ariaLabel={label}
          tooltipLabel={(d) =>
            `${series.find((s) => s.key === d.id)?.label ?? d.id} · ${d.indexValue}`
          }
          theme={{
            text: {
              fontFamily: '"Noto Sans CJK SC", "Noto Sans SC", system-ui, sans-serif',
              fontSize: 12,
              fill: colors.text,
            },
            grid: { line: { stroke: colors.grid } },
          }}
        />
      ) : null}
    </div>
  );
}
