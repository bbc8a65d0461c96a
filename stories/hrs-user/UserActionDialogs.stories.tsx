import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import {
  DisableDialog,
  LinkDialog,
  RemoveDialog,
} from "../../src/widgets/hrs-user/UserActionDialogs";
import { NOT_OWNED_USER, USERS } from "./fixtures";

const LINK = {
  userId: 7,
  link: "https://freight.example.com/setPassword?token=q8V2m3L0cK1xN7pR4tY6uW9zA5bD2fG8hJ0kM3nP6sQ",
  expiresAt: "2026-11-26T09:30:00.000Z",
};

/**
 * The user page's small dialogs: disabling a user, ending the membership of another
 * organisation's account, and a new one-time set-password link.
 */
const meta = {
  title: "HrsUser/UserActionDialogs",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Disable: Story = {
  render: () => <DisableDialog user={USERS[1] ?? null} onConfirm={fn()} onClose={fn()} />,
};
export const Disabling: Story = {
  render: () => <DisableDialog user={USERS[1] ?? null} busy onConfirm={fn()} onClose={fn()} />,
};
export const DisableRefused: Story = {
  render: () => (
    <DisableDialog
      user={USERS[1] ?? null}
      error="数据已被他人修改，请刷新后重试"
      onConfirm={fn()}
      onClose={fn()}
    />
  ),
};
export const Link: Story = {
  render: () => <LinkDialog link={LINK} name="陈新" onClose={fn()} onCopy={fn(async () => true)} />,
};

/** Another organisation's account: this organisation ends only its own membership. */
export const Remove: Story = {
  render: () => <RemoveDialog user={NOT_OWNED_USER} onConfirm={fn()} onClose={fn()} />,
};
export const RemoveRefused: Story = {
  render: () => (
    <RemoveDialog
      user={NOT_OWNED_USER}
      error="本机构创建的账号不能移出，请停用"
      onConfirm={fn()}
      onClose={fn()}
    />
  ),
};
