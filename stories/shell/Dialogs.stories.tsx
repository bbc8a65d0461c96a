import type { Meta, StoryObj } from "@storybook/react-vite";
import { AdvisoryDialog } from "../../src/widgets/shell/AdvisoryDialog";
import { ConfirmDialog } from "../../src/widgets/shell/ConfirmDialog";

const meta = {
  title: "Shell/Dialogs",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const BrowserAdvisory: Story = {
  render: () => <AdvisoryDialog kind="browser" open onAcknowledge={() => {}} />,
};

export const SmallScreenAdvisory: Story = {
  globals: { viewport: { value: "phone" } },
  render: () => <AdvisoryDialog kind="smallScreen" open onAcknowledge={() => {}} />,
};

export const BrowserAdvisoryEnglish: Story = {
  globals: { locale: "en-US" },
  render: () => <AdvisoryDialog kind="browser" open onAcknowledge={() => {}} />,
};

export const LogoutConfirm: Story = {
  render: () => (
    <ConfirmDialog
      open
      title="提示"
      message="确认退出登录吗？"
      confirmLabel="退出登录"
      onConfirm={() => {}}
      onCancel={() => {}}
    />
  ),
};

export const LogoutConfirmBusy: Story = {
  render: () => (
    <ConfirmDialog
      open
      busy
      title="提示"
      message="确认退出登录吗？"
      confirmLabel="退出登录"
      onConfirm={() => {}}
      onCancel={() => {}}
    />
  ),
};
