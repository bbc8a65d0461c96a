import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import StatisticsChart, { type ChartDatum, type ChartSeries } from "../../src/ui/statistics-chart";

/**
 * The dashboard's 7-day bar chart on its own (the StatisticsCard stories show it in its card).
 * Its colours come from CSS variables on the frame, as the card sets them; the theme colour is
 * the first series.
 */
const AIR: ChartSeries[] = [
  { key: "票数", label: "票数（票）", cssVar: "--chart-count" },
  { key: "货量", label: "货量（吨）", cssVar: "--chart-grossWeight" },
  { key: "计重", label: "计重（吨）", cssVar: "--chart-chargeableWeight" },
];
const SEA: ChartSeries[] = [
  { key: "票数", label: "票数（票）", cssVar: "--chart-count" },
  { key: "货量", label: "货量（吨）", cssVar: "--chart-grossWeight" },
  { key: "计费", label: "计费（吨）", cssVar: "--chart-billingWeight" },
  { key: "标箱量", label: "标箱量（TEU）", cssVar: "--chart-teu" },
];
const DAYS = ["11-16", "11-17", "11-18", "11-19", "11-20", "11-21", "11-22"];

function week(series: ChartSeries[], scale = 1): ChartDatum[] {
  return DAYS.map((day, i) => ({
    day,
    ...Object.fromEntries(
      series.map((s, k) => [s.key, Math.round((4 + 3 * Math.sin(i + k)) * scale * 10) / 10]),
    ),
  }));
}

const meta = {
  title: "Dashboard/StatisticsChart",
  component: StatisticsChart,
  parameters: { layout: "padded" },
  args: { data: week(AIR), series: AIR, label: "空运出口近 7 日业务量柱状图" },
  decorators: [
    (Story) => (
      <div className="m-6 h-[280px] w-[640px] bg-white [--chart-billingWeight:#14b8a6] [--chart-chargeableWeight:#14b8a6] [--chart-count:var(--brand)] [--chart-grossWeight:#5b8def] [--chart-teu:#f59e0b]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("img", { name: /柱状图/ })).toBeVisible();
  },
} satisfies Meta<typeof StatisticsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Air: tickets, gross and chargeable weight. */
export const Air: Story = {};

/** Sea, rail: four series, TEU included. */
export const Sea: Story = {
  args: { data: week(SEA), series: SEA, label: "海运出口近 7 日业务量柱状图" },
};

/** A quiet week: every value zero, the axes still drawn. */
export const AllZero: Story = { args: { data: week(AIR, 0) } };

/** Large numbers: the left axis separates thousands, like the table beside it. */
export const LargeValues: Story = { args: { data: week(AIR, 1800) } };
