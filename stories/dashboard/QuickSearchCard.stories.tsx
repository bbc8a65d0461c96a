import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { QuickSearchCard } from "../../src/widgets/dashboard/QuickSearchCard";
import { cardFrame } from "./frames";

/** The quick-search card: airport codes, upper-cased, three letters, then the booking search. */
const meta = {
  title: "Dashboard/QuickSearchCard",
  parameters: { layout: "padded" },
  decorators: [cardFrame()],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const noop = () => {};

export const Default: Story = { render: () => <QuickSearchCard onSearch={noop} /> };

export const Invalid: Story = {
  render: () => <QuickSearchCard onSearch={noop} initialOrigin="pv" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "查询订舱" }));
    await expect(canvas.getAllByText("请输入 3 位机场三字码")).toHaveLength(2);
  },
};

export const Typed: Story = {
  render: () => <QuickSearchCard onSearch={noop} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("始发港"), "pvg1x");
    await userEvent.type(canvas.getByLabelText("目的港"), "l-a-x");
    await expect(canvas.getByLabelText("始发港")).toHaveValue("PVG");
    await expect(canvas.getByLabelText("目的港")).toHaveValue("LAX");
  },
};
