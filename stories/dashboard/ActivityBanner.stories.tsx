import type { Meta, StoryObj } from "@storybook/react-vite";
import { ActivityBanner } from "../../src/widgets/dashboard/ActivityBanner";

/** The activity banner. */
const meta = {
  title: "Dashboard/ActivityBanner",
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
      <div className="w-[900px]">
        <Story />
      </div>
    ),
  ],
  render: () => <ActivityBanner href="/investigate" onNavigate={noop} />,
};
