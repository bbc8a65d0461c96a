import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { applyUnlock } from "../../src/api/order";
import { ORDER_MESSAGES } from "../../src/domain/order";
import { loading, ready } from "../../src/ui/loadable";
import { UnlockDialog } from "../../src/widgets/order/UnlockDialog";
import { handlers, UUID } from "./fixtures";

const meta = {
  title: "Order/UnlockDialog",
  component: UnlockDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    orderCode: "AE202611250001",
    approval: ready(true),
    onApply: (reason: string) => applyUnlock(UUID, reason),
  },
} satisfies Meta<typeof UnlockDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The scope's unlock needs an approver. */
export const NeedsApproval: Story = {};

/** No approval set for the scope: it unlocks at once. */
export const NoApproval: Story = { args: { approval: ready(false) } };

export const CheckingApproval: Story = { args: { approval: loading } };

/** Applied through the contract's path (msw): waiting for the approver. */
export const Pending: Story = {
  parameters: { msw: [handlers.unlockApply({ outcome: "pending", version: 3 })] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(body.getByLabelText("申请原因"), "需更正实际毛重");
    await userEvent.click(body.getByRole("button", { name: "提交申请" }));
    await expect(await body.findByText("已提交解锁申请，请等待审批")).toBeVisible();
  },
};

/** No approval needed: unlocked. */
export const Unlocked: Story = {
  args: { approval: ready(false) },
  parameters: { msw: [handlers.unlockApply({ outcome: "unlocked", version: 4 })] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: "提交申请" }));
    await expect(await body.findByText("订单已解锁")).toBeVisible();
  },
};

/** An application already waits (409). */
export const AlreadyPending: Story = {
  parameters: {
    msw: [handlers.unlockApply({ status: 409, message: ORDER_MESSAGES.applyPending })],
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: "提交申请" }));
    await expect(await body.findByRole("alert")).toHaveTextContent(ORDER_MESSAGES.applyPending);
  },
};

export const PendingEnglish: Story = {
  args: { initialOutcome: "pending" },
  globals: { locale: "en-US" },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
