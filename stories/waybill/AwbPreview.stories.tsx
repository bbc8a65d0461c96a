import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { AwbPreview } from "../../src/widgets/waybill/AwbPreview";
import { emptyWaybill, everyError, longTexts, validWaybill } from "./fixtures";

const meta = {
  title: "Waybill/AwbPreview",
  component: AwbPreview,
  parameters: { layout: "padded" },
  globals: { viewport: { value: "desktop" } },
  args: { values: validWaybill, executedOn: "22NOV26" },
} satisfies Meta<typeof AwbPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A complete, valid house waybill. */
export const Filled: Story = {};

/** A new waybill: only the box labels and the executed-on date. */
export const Empty: Story = { args: { values: emptyWaybill } };

/** Very long agent, handling, goods and consignee texts wrapping inside their boxes. */
export const LongTexts: Story = { args: { values: longTexts } };

/** Values that break the print rules, including Chinese text, drawn as typed. */
export const InvalidValues: Story = { args: { values: everyError } };

/** Box labels in English. */
export const English: Story = {
  globals: { locale: "en-US", viewport: { value: "desktop" } },
};

/** On a phone the sheet keeps its paper width and scrolls sideways; the scrolling area takes focus. */
export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  // About keyboard focus: captured with the ring a keyboard user sees.
  parameters: { keyboardFocus: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "分单打印预览" });
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/** A master number typed with a second dash keeps everything after the first one. */
export const MawbWithTwoDashes: Story = {
  args: { values: { ...validWaybill, mawbNumber: "781-1234567-5" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("1234567-5")).toBeVisible();
  },
};
