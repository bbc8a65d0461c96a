import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../../src/ui/button";
import { Spinner } from "../../src/ui/spinner";

const meta = {
  title: "UI/Spinner",
  component: Spinner,
  args: { label: "加载中" },
  decorators: [
    (Story) => (
      <div className="p-6 text-brand">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a label the spinner is announced as an image; without one it is decoration. */
export const Playground: Story = {};

export const Decorative: Story = { args: { label: undefined } };

export const Sizes: Story = {
  render: () => (
    <div className="flex items-end gap-6">
      <Spinner label="加载中（小）" className="size-3" />
      <Spinner label="加载中（默认）" />
      <Spinner label="加载中（中）" className="size-6" />
      <Spinner label="加载中（大）" className="size-10" />
    </div>
  ),
};

/** The spinner takes the text colour of where it sits. */
export const InContext: Story = {
  render: () => (
    <div className="flex flex-col items-start gap-4 text-neutral-900">
      <p className="flex items-center gap-2 text-sm text-neutral-700">
        <Spinner />
        正在加载运单…
      </p>
      <div className="flex gap-3">
        <Button loading>保存中</Button>
        <Button variant="outline" loading>
          查询中
        </Button>
      </div>
      <div className="flex items-center gap-2 rounded bg-brand px-3 py-2 text-sm text-white">
        <Spinner />
        同步中
      </div>
    </div>
  ),
};
