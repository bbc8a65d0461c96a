import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { RouteTrackDialog } from "../../src/ui/track/route-track-dialog";
import { DELAYED, MANY_EVENTS, ON_TIME_LEGS } from "../cargo-tracking/fixtures";
import { shareLoaders } from "../share/fixtures";

const meta = {
  title: "CargoTracking/RouteTrackDialog",
  component: RouteTrackDialog,
  loaders: shareLoaders,
  args: {
    open: true,
    onOpenChange: fn(),
    number: DELAYED.awbNumber ?? "",
    legs: DELAYED.legs.slice(0, 2),
    events: DELAYED.routeTracks,
    kind: "air",
  },
} satisfies Meta<typeof RouteTrackDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnTime: Story = { args: { legs: ON_TIME_LEGS } };
/** Legs flown late against their plan. */
export const Delayed: Story = {};
/** A leg with the carrier's error message (cargo offloaded to the next day's flight). */
export const ErrorLeg: Story = { args: { legs: DELAYED.legs } };
export const Empty: Story = { args: { legs: [], events: [] } };
export const ManyEvents: Story = { args: { events: MANY_EVENTS } };
export const Phone: Story = {
  args: { legs: DELAYED.legs },
  globals: { viewport: { value: "phone" } },
};
export const English: Story = { args: { legs: DELAYED.legs }, globals: { locale: "en-US" } };
