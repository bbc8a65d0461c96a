import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChartLegend } from "../../src/ui/chart-legend";

/** The key of the statistics and report charts, in the chart's colours. */
const meta = {
  title: "Dashboard/ChartLegend",
  component: ChartLegend,
  parameters: { layout: "padded" },
  decorators: [
    (Story) => (
      <div
        style={
          {
            "--chart-count": "#002fa7",
            "--chart-grossWeight": "#60a5fa",
            "--chart-chargeableWeight": "#14b8a6",
            "--chart-billingWeight": "#f59e0b",
            "--chart-teu": "#a855f7",
          } as React.CSSProperties
        }
      >
        <Story />
      </div>
    ),
  ],
  args: {
    series: [
      { key: "count", label: "票数（票）", cssVar: "--chart-count" },
      { key: "grossWeight", label: "货量（吨）", cssVar: "--chart-grossWeight" },
      { key: "chargeableWeight", label: "计重（吨）", cssVar: "--chart-chargeableWeight" },
    ],
  },
} satisfies Meta<typeof ChartLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Air: Story = {};
export const SeaWithTeu: Story = {
  args: {
    series: [
      { key: "count", label: "票数（票）", cssVar: "--chart-count" },
      { key: "grossWeight", label: "货量（吨）", cssVar: "--chart-grossWeight" },
      { key: "billingWeight", label: "计费（吨）", cssVar: "--chart-billingWeight" },
      { key: "teu", label: "标箱量（TEU）", cssVar: "--chart-teu" },
    ],
  },
};
