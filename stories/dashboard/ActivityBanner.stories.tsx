import type { Meta, StoryObj } from "@storybook/react-vite";
import { ActivityBanner } from "../../src/widgets/dashboard/ActivityBanner";
import { cardFrame } from "./frames";

/** The activity banner. */
const meta = {
  title: "Dashboard/ActivityBanner",
  parameters: { layout: "padded" },
  decorators: [cardFrame()],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const noop = () => {};

export const Default: Story = {
  decorators: [cardFrame("w-[900px]")],
  render: () => <ActivityBanner href="/investigate" onNavigate={noop} />,
};
