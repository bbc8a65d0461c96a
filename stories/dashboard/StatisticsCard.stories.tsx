import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, within } from "storybook/test";
import { failed, loading, ready } from "../../src/ui/loadable";
import StatisticsChart from "../../src/ui/statistics-chart";
import { StatisticsCard } from "../../src/widgets/dashboard/StatisticsCard";
import { EMPTY_STATS, statistics } from "./fixtures";

/** Business statistics: one story per scope tab, and its loading, failure and empty states. */
const meta = {
  title: "Dashboard/StatisticsCard",
  component: StatisticsCard,
  parameters: { layout: "padded" },
  args: {
    stats: ready(statistics()),
    scope: "AE",
    onScopeChange: () => {},
    onMore: () => {},
    onRetry: () => {},
    chart: StatisticsChart,
  },
  decorators: [
    (Story) => (
      <div className="w-[760px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatisticsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawn = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole("img", { name: /柱状图/ })).toBeVisible();
  // Every tab whole: the strip never hides its last tab behind a scroll (issue 24: "I" for IO).
  const strip = canvas.getByRole("tablist");
  await expect(strip.scrollWidth).toBeLessThanOrEqual(strip.clientWidth);
  // One order (issue 35): the table's days run forward like the chart's, the oldest first.
  const days = canvas
    .getAllByRole("columnheader")
    .slice(1)
    .map((th) => th.textContent ?? "");
  await expect(days).toEqual([...days].sort());
  // A fixed frame, not a share of the screen's height (issue 35).
  const chart = canvas.getByRole("img", { name: /柱状图|bar chart/ });
  await expect(chart.closest(".h-72")?.getBoundingClientRect().height).toBe(252);
};

/** A chart whose chunk never arrives: the card shows the chart's own placeholder. */
const NEVER = new Promise<never>(() => {});
function PendingChart(): React.JSX.Element {
  return React.use(NEVER);
}

export const AE: Story = { play: drawn };
export const AI: Story = { args: { scope: "AI" }, play: drawn };
export const SE: Story = { args: { scope: "SE" }, play: drawn };
export const SI: Story = { args: { scope: "SI" }, play: drawn };
export const TE: Story = { args: { scope: "TE" }, play: drawn };
export const TI: Story = { args: { scope: "TI" }, play: drawn };
export const LC: Story = { args: { scope: "LC" }, play: drawn };
export const IO: Story = { args: { scope: "IO" }, play: drawn };

export const Loading: Story = { args: { stats: loading } };

/** The figures are in, the chart's chunk is still on its way: its own placeholder. */
export const ChartLoading: Story = {
  args: { chart: PendingChart },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("status", { name: "正在加载" })).toBeVisible();
    await expect(canvas.getByRole("table")).toBeVisible();
  },
};

/** As wide as the dashboard gives the card on a 1280 px screen: codes only, all eight whole. */
export const DashboardWidth: Story = {
  args: { scope: "IO" },
  decorators: [
    (Story) => (
      <div className="w-[600px]">
        <Story />
      </div>
    ),
  ],
  play: drawn,
};

/** The narrowest phone: the eight codes still fit. */
export const Narrow320: Story = {
  args: { scope: "IO" },
  decorators: [
    (Story) => (
      <div className="w-full">
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: "narrow" } },
  play: drawn,
};
export const Failed: Story = { args: { stats: failed } };
/** A week without business: the chart's frame says so instead of drawing an empty plot. */
export const Empty: Story = {
  args: { stats: ready(EMPTY_STATS) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("近 7 日没有空运出口业务")).toBeVisible();
    await expect(canvas.queryByRole("img")).toBeNull();
  },
};

/** A scope the server sent no rows for: the table is empty and the chart has no key. */
export const NoChartKey: Story = {
  args: {
    scope: "IO",
    stats: ready({
      ...statistics(),
      rows: statistics().rows.filter((r) => r.business_scope !== "IO"),
    }),
  },
};

export const NoReportPermission: Story = { args: { onMore: undefined }, play: drawn };

export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div className="w-full">
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: "phone" } },
  play: drawn,
};

/**
 * Not yet near the screen (a phone's first load): the loading state with its tab strip drawn
 * without the tabs' behaviour. Same pixels as Loading; nothing in it can be focused or chosen.
 */
export const Still: Story = {
  args: { stats: loading, still: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("tablist")).toBeNull();
    await expect(canvas.getByRole("status", { name: "正在加载" })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-state="active"]')?.textContent).toBe(
      "AE空运出口",
    );
  },
};

export const StillMobile: Story = {
  ...Mobile,
  args: { stats: loading, still: true, scope: "SE" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("tablist")).toBeNull();
  },
};

/** English: the row labels with the catalogue's brackets ("Shipments (no.)", not "Shipments（shipments）"). */
export const English: Story = {
  globals: { locale: "en-US" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("img", { name: /last 7 days/ })).toBeVisible();
    await expect(canvas.getByRole("rowheader", { name: "Shipments (no.)" })).toBeVisible();
    await expect(canvas.getByRole("rowheader", { name: "Gross weight (t)" })).toBeVisible();
  },
};
