import type { Meta, StoryObj } from "@storybook/react-vite";
import { RouteTable } from "../../src/ui/track/route-table";
import { track } from "../share/fixtures";
import { fitToContent } from "../share/screen-helpers";

const meta = {
  title: "Share/RouteTable",
  component: RouteTable,
  decorators: [
    (Story) => (
      <div className="max-w-2xl bg-white p-4">
        <Story />
      </div>
    ),
  ],
  args: { legs: track("AE2500001").awbRouteApiInfoVO?.awbRouteApiRouteList ?? [] },
  play: fitToContent,
} satisfies Meta<typeof RouteTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Transit at CAN, then a split: the offloaded part flies a day late, its message in red. */
export const SplitWithError: Story = {};

/** Not yet departed: scheduled and estimated times with the expected delay. */
export const Estimated: Story = {
  args: { legs: track("AE2500002").awbRouteApiInfoVO?.awbRouteApiRouteList ?? [] },
};

/** Landed a little early. */
export const Early: Story = {
  args: {
    legs: [
      {
        route: "FRA-PVG",
        flightNo: "LH8406",
        planDepartureTime: "2026-03-08T18:30:00+08:00",
        actualDepartureTime: "2026-03-08T18:32:00+08:00",
        planArrivalTime: "2026-03-09T06:30:00+08:00",
        actualArrivalTime: "2026-03-09T06:05:00+08:00",
        pieceWeightInfo: "36/851.5",
      },
    ],
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };

export const English: Story = { globals: { locale: "en-US" } };
