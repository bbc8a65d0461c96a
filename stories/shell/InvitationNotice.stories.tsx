import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { MyInvitation } from "../../src/contract/hrs-user";
import { InvitationNotice } from "../../src/widgets/shell/InvitationNotice";
import { pageFrame } from "../page-frame";

const DEMO2: MyInvitation = {
  invitationId: 41,
  orgId: 2,
  orgName: "深圳演示二号供应链管理有限公司",
  orgCode: "DEMO2",
  roleName: "操作员",
  invitedBy: "系统管理员",
  createdAt: "2026-11-20T02:00:00Z",
  expiresAt: "2026-11-27T02:00:00Z",
};

const SUPPLY: MyInvitation = {
  invitationId: 42,
  orgId: 3,
  orgName: "东方航空货运服务供应商有限公司华东区域空运出口操作中心",
  orgCode: "SUPPLY",
  roleName: "外部合作伙伴",
  invitedBy: null,
  createdAt: "2026-11-22T08:30:00Z",
  expiresAt: "2026-11-29T08:30:00Z",
};

/**
 * Invitations to other organisations, above the page after sign-in (issue 33): the person joins
 * only by accepting; declining leaves nothing behind.
 */
const meta = {
  title: "Shell/InvitationNotice",
  component: InvitationNotice,
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
  args: {
    invitations: [DEMO2],
    busyId: null,
    error: null,
    onAccept: fn(),
    onDecline: fn(),
  },
} satisfies Meta<typeof InvitationNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One invitation: the organisation, the role, who invited and until when. */
export const One: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "机构邀请" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "接受" }));
    await expect(args.onAccept).toHaveBeenCalledWith(DEMO2);
  },
};

/** Several, one with a long organisation name and no inviter left. */
export const Several: Story = {
  args: { invitations: [DEMO2, SUPPLY] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("您有 2 个机构邀请")).toBeVisible();
    const [, second] = canvas.getAllByRole("button", { name: "拒绝" });
    if (second) await userEvent.click(second);
    await expect(args.onDecline).toHaveBeenCalledWith(SUPPLY);
  },
};

/** An answer on its way: both invitations wait. */
export const Accepting: Story = { args: { invitations: [DEMO2, SUPPLY], busyId: 41 } };

/** The invitation expired or was withdrawn meanwhile: the server's refusal beside it. */
export const AcceptError: Story = {
  args: {
    invitations: [DEMO2, SUPPLY],
    error: { invitationId: 41, message: "邀请不存在或已过期" },
  },
};

/** No invitations: nothing at all. */
export const None: Story = { args: { invitations: [] } };

export const English: Story = {
  args: { invitations: [DEMO2, SUPPLY] },
  globals: { locale: "en-US" },
};

export const Phone: Story = {
  args: { invitations: [DEMO2, SUPPLY] },
  globals: { viewport: { value: "phone" } },
};
