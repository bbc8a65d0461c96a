import type { Meta, StoryObj } from "@storybook/react-vite";
import { ConfirmDialog } from "../../src/ui/confirm-dialog";

const meta = {
  title: "Shell/ConfirmDialog",
  component: ConfirmDialog,
  parameters: { layout: "fullscreen" },
  args: {
    open: true,
    title: "提示",
    message: "确认退出登录吗？",
    confirmLabel: "退出登录",
    onConfirm: () => {},
    onCancel: () => {},
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LogoutConfirm: Story = {};
export const Busy: Story = { args: { busy: true } };
export const Danger: Story = {
  args: {
    title: "作废链接",
    message: "作废后客户将无法再打开此链接。",
    confirmLabel: "作废",
    tone: "danger",
  },
};
