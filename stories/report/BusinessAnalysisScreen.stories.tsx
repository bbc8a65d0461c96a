import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  type AnalysisAnswer,
  type AnalysisFilter,
  type AnalysisRow,
  analysisPeriods,
} from "../../src/domain/business-stats";
import { failed, loading, ready } from "../../src/ui/loadable";
import StatisticsChart from "../../src/ui/statistics-chart";
import { BusinessAnalysisScreen } from "../../src/widgets/report/BusinessAnalysisScreen";

/** The business analysis report: by day, week and month, its loading, failure and empty states. */
const meta = {
  title: "Report/BusinessAnalysisScreen",
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <main className="min-h-dvh bg-neutral-50">
        <Story />
      </main>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function answer(filter: AnalysisFilter, zero = false): AnalysisAnswer {
  const rows: AnalysisRow[] = analysisPeriods(filter).map((period, i) => {
    const w = zero ? 0 : 1 + 0.4 * Math.sin(i * 1.1);
    return {
      period,
      count: Math.round(6 * w),
      grossWeight: Math.round(4200 * w) / 1000,
      chargeableWeight: Math.round(5100 * w) / 1000,
      billingWeight: Math.round(9600 * w) / 1000,
      teu: Math.round(3 * w),
    };
  });
  const sum = (k: keyof Omit<AnalysisRow, "period">) =>
    Math.round(rows.reduce((n, r) => n + r[k], 0) * 1000) / 1000;
  return {
    filter,
    rows,
    totals: {
      count: sum("count"),
      grossWeight: sum("grossWeight"),
      chargeableWeight: sum("chargeableWeight"),
      billingWeight: sum("billingWeight"),
      teu: sum("teu"),
    },
  };
}

const DAY: AnalysisFilter = {
  businessScope: "AE",
  orderUnit: "day",
  startDate: "2026-11-16",
  endDate: "2026-11-22",
};
const WEEK: AnalysisFilter = {
  businessScope: "ALL",
  orderUnit: "week",
  startDate: "2026-09-01",
  endDate: "2026-11-22",
};
const MONTH: AnalysisFilter = {
  businessScope: "SE",
  orderUnit: "month",
  startDate: "2026-01-01",
  endDate: "2026-11-22",
};

const screen = (
  filter: AnalysisFilter,
  result: Parameters<typeof BusinessAnalysisScreen>[0]["result"],
  exporting = false,
) => (
  <BusinessAnalysisScreen
    filter={filter}
    result={result}
    exporting={exporting}
    onQuery={() => {}}
    onExport={() => {}}
    onRetry={() => {}}
    chart={StatisticsChart}
  />
);
const drawn = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(
    await within(canvasElement).findByRole("img", { name: "业务分析柱状图" }),
  ).toBeVisible();
};

export const LastSevenDaysAE: Story = {
  render: () => screen(DAY, ready(answer(DAY))),
  play: drawn,
};
export const WeeksAllScopes: Story = {
  render: () => screen(WEEK, ready(answer(WEEK))),
  play: drawn,
};
export const MonthsSE: Story = { render: () => screen(MONTH, ready(answer(MONTH))), play: drawn };
export const Exporting: Story = {
  render: () => screen(DAY, ready(answer(DAY)), true),
  play: drawn,
};
export const Empty: Story = { render: () => screen(DAY, ready(answer(DAY, true))), play: drawn };
export const Loading: Story = { render: () => screen(DAY, loading) };
export const Failed: Story = { render: () => screen(DAY, failed) };
export const Mobile: Story = {
  render: () => screen(DAY, ready(answer(DAY))),
  globals: { viewport: { value: "phone" } },
  play: drawn,
};
