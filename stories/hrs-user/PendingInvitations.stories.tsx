import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { PendingInvitations } from "../../src/widgets/hrs-user/PendingInvitations";
import { pageFrame } from "../page-frame";
import { INVITATIONS } from "./fixtures";

/**
 * The organisation's pending invitations (issue 33): only what was typed, the role chosen, who
 * invited and the expiry, each with its withdraw button. Nothing shows when there are none.
 */
const meta = {
  title: "HrsUser/PendingInvitations",
  component: PendingInvitations,
  parameters: { layout: "padded" },
  decorators: [pageFrame],
  args: { invitations: INVITATIONS, onWithdraw: fn(), busy: false },
} satisfies Meta<typeof PendingInvitations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Withdrawing: Story = { args: { busy: true } };
export const English: Story = { globals: { locale: "en-US" } };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
