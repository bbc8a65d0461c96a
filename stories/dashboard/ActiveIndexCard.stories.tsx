import type { Meta, StoryObj } from "@storybook/react-vite";
import { failed, loading, ready } from "../../src/ui/loadable";
import { ActiveIndexCard } from "../../src/widgets/dashboard/ActiveIndexCard";
import { COMPANIES, LONG_COMPANY } from "./fixtures";
import { cardFrame } from "./frames";

/** The most active partner companies. */
const meta = {
  title: "Dashboard/ActiveIndexCard",
  parameters: { layout: "padded" },
  decorators: [cardFrame()],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const noop = () => {};

export const Data: Story = {
  render: () => <ActiveIndexCard companies={ready(COMPANIES)} onOpen={noop} />,
};

export const Loading: Story = {
  render: () => <ActiveIndexCard companies={loading} onOpen={noop} />,
};

export const Empty: Story = {
  render: () => <ActiveIndexCard companies={ready([])} onOpen={noop} />,
};

export const Failed: Story = {
  render: () => <ActiveIndexCard companies={failed} onOpen={noop} onRetry={noop} />,
};

export const LongNames: Story = {
  render: () => (
    <ActiveIndexCard companies={ready([LONG_COMPANY, ...COMPANIES.slice(1, 4)])} onOpen={noop} />
  ),
};
