import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { CollapsibleSection } from "../../src/widgets/share/CollapsibleSection";
import { fitToContent } from "./screen-helpers";

const meta = {
  title: "Share/CollapsibleSection",
  component: CollapsibleSection,
  args: {
    title: "订单信息",
    children: (
      <p className="text-sm text-neutral-700">航班 CZ3524 已于 08:30 起飞，预计 11:00 抵达广州。</p>
    ),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl bg-neutral-100 p-4">
        <Story />
      </div>
    ),
  ],
  play: fitToContent,
} satisfies Meta<typeof CollapsibleSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { defaultOpen: true } };

export const Closed: Story = { args: { defaultOpen: false, count: 12 } };

/** No data: closed, the spec's empty text in the header. */
export const Empty: Story = {
  args: { title: "轨迹信息", empty: true, emptyText: "暂无可展示的轨迹信息" },
};

/** An empty section opened by the reader shows the same text in its body. */
export const EmptyOpened: Story = {
  args: { title: "相关文件", empty: true, emptyText: "暂无可展示的文件" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /相关文件/ }));
    await expect(canvas.getByRole("button", { name: /相关文件/ })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await fitToContent();
  },
};

export const WithAction: Story = {
  args: {
    title: "轨迹信息",
    count: 12,
    action: (
      <button
        type="button"
        className="inline-flex h-8 items-center rounded-md bg-brand px-3 text-xs font-semibold text-white"
      >
        MORE
      </button>
    ),
  },
};

export const English: Story = {
  args: { title: "Tracking", empty: true, emptyText: "No displayable track info" },
  globals: { locale: "en-US" },
};
