import type { Meta, StoryObj } from "@storybook/react-vite";
import { failed, loading, ready } from "../../src/ui/loadable";
import { NoticesCard } from "../../src/widgets/dashboard/NoticesCard";
import { NOTICES } from "./fixtures";
import { cardFrame } from "./frames";

/** The latest notices. */
const meta = {
  title: "Dashboard/NoticesCard",
  parameters: { layout: "padded" },
  decorators: [cardFrame()],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const noop = () => {};

export const Data: Story = {
  render: () => <NoticesCard notices={ready(NOTICES)} onOpen={noop} />,
};

export const Loading: Story = {
  render: () => <NoticesCard notices={loading} onOpen={noop} />,
};

export const Empty: Story = {
  render: () => <NoticesCard notices={ready([])} onOpen={noop} />,
};

export const Failed: Story = {
  render: () => <NoticesCard notices={failed} onOpen={noop} onRetry={noop} />,
};
