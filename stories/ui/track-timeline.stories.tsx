import type { Meta, StoryObj } from "@storybook/react-vite";
import { milestone } from "../../src/domain/track-events";
import { TrackTimeline } from "../../src/ui/track/track-timeline";
import { lcOrder, track } from "../share/fixtures";
import { fitToContent } from "../share/screen-helpers";

const af = track("AE2500001");

const meta = {
  title: "Share/TrackTimeline",
  component: TrackTimeline,
  decorators: [
    (Story) => (
      <div className="max-w-xl bg-white p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    events: af.routeTracks ?? [],
    kind: "air",
    next: {
      milestone: milestone("ARR"),
      time: af.awbRouteApiInfoVO?.awbRouteApiRouteList?.[2]?.estimatedArrivalTime ?? "",
    },
  },
  play: fitToContent,
} satisfies Meta<typeof TrackTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Split shipment in the air: the current event, the next milestone and its expected time. */
export const InTransit: Story = {};

/** The details link opened: every event, newest first. */
export const AllEvents: Story = { args: { defaultExpanded: true } };

export const Delivered: Story = {
  args: { events: track("AI2500001").routeTracks ?? [], next: null },
};

export const Sea: Story = {
  args: {
    events: track("SE2500001").routeTracks ?? [],
    kind: "sea",
    next: null,
    defaultExpanded: true,
  },
};

export const Road: Story = {
  args: { events: lcOrder("LC2500001").routeTracks ?? [], kind: "road", next: null },
};

export const Phone: Story = {
  args: { defaultExpanded: true },
  globals: { viewport: { value: "phone" } },
};

export const English: Story = { args: { defaultExpanded: true }, globals: { locale: "en-US" } };
