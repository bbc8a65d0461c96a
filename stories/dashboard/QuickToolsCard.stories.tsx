import type { Meta, StoryObj } from "@storybook/react-vite";
import { QuickToolsCard } from "../../src/widgets/dashboard/QuickToolsCard";
import { QUICK_TOOLS } from "../../src/widgets/dashboard/types";
import { cardFrame } from "./frames";

/** The ten quick tools. */
const meta = {
  title: "Dashboard/QuickToolsCard",
  parameters: { layout: "padded" },
  decorators: [cardFrame()],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const noop = () => {};

export const Default: Story = {
  decorators: [cardFrame("w-[640px]")],
  render: () => <QuickToolsCard tools={QUICK_TOOLS} onOpen={noop} />,
};
