import type { Meta, StoryObj } from "@storybook/react-vite";
import { QuickToolsCard } from "../../src/widgets/dashboard/QuickToolsCard";
import { QUICK_TOOLS } from "../../src/widgets/dashboard/types";

/** The ten quick tools. */
const meta = {
  title: "Dashboard/QuickToolsCard",
  parameters: { layout: "padded" },
  decorators: [
    (Story) => (
      <div className="w-[380px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const noop = () => {};

export const Default: Story = {
  decorators: [
    (Story) => (
      <div className="w-[640px]">
        <Story />
      </div>
    ),
  ],
  render: () => <QuickToolsCard tools={QUICK_TOOLS} onOpen={noop} />,
};
