import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { HTTP_MESSAGES } from "../../src/api/errors";
import { OrderUnavailable } from "../../src/widgets/order/OrderUnavailable";
import { pageFrame } from "../page-frame";

/** The order page with no order to show: missing (no retry, a way back) or failed (retry). */
const meta = {
  title: "Order/OrderUnavailable",
  component: OrderUnavailable,
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
  args: { kind: "missing", scopes: ["AE"], onOpenList: fn(), onRetry: fn() },
} satisfies Meta<typeof OrderUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the air-export list and gone meanwhile: not found, back to that list, no retry. */
export const NotFound: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("heading", { name: "订单不存在" })).toBeVisible();
    await expect(page.queryByRole("button", { name: "重试" })).toBeNull();
    await userEvent.click(page.getByRole("link", { name: "← 返回空运出口订单" }));
    await expect(args.onOpenList).toHaveBeenCalledWith("/af_order");
  },
};

/** An address without the scope (a notification's link): the lists the user may open. */
export const NotFoundAnyList: Story = { args: { scopes: ["AE", "AI", "SE"] } };

export const NotFoundEnglish: Story = { globals: { locale: "en-US" } };

/** The network failed: the message and a retry, which may help. */
export const NetworkFailure: Story = {
  args: { kind: "failed", message: HTTP_MESSAGES.network },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole("button", { name: "重试" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
