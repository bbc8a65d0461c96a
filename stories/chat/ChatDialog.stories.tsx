import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ChatDialog } from "../../src/widgets/chat/ChatDialog";
import { CONTACTS, HISTORY, IMAGE_URL, WITH_FILES } from "./fixtures";

const noop = () => {};

/** The chat dialog (730 px): contacts and topics beside the current topic. */
const meta = {
  title: "Chat/ChatDialog",
  component: ChatDialog,
  parameters: { layout: "fullscreen" },
  args: {
    open: true,
    onOpenChange: noop,
    phone: false,
    loading: false,
    error: null,
    contacts: CONTACTS,
    current: "u7",
    onSelect: noop,
    onBack: noop,
    items: HISTORY,
    historyLoading: false,
    hasMore: true,
    onLoadEarlier: noop,
    draft: "",
    onDraftChange: noop,
    onSend: noop,
    onSendFile: noop,
    onRetry: noop,
    onDiscard: noop,
    imageUrl: (): string | null => IMAGE_URL,
    onOpenFile: noop,
    reconnecting: false,
    greetingResending: false,
  },
} satisfies Meta<typeof ChatDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A topic with history and more to load above. */
export const WithHistory: Story = {
  play: async () => {
    const dialog = within(document.body).getByRole("dialog", { name: "在线沟通" });
    await expect(within(dialog).getByText("有的，请提供货物尺寸和毛重。")).toBeVisible();
  },
};
/** Contacts loading as the dialog opens. */
export const Loading: Story = {
  args: { loading: true, contacts: [], current: null, items: [] },
};
/** No contacts. */
export const ContactsEmpty: Story = { args: { contacts: [], current: null, items: [] } };
/** Contacts, none chosen yet. */
export const ContactsFull: Story = { args: { current: null, items: [] } };
/** A topic with no messages yet. */
export const TopicEmpty: Story = { args: { current: "u8", items: [], hasMore: false } };
/** Images and files in the topic. */
export const WithImagesAndFiles: Story = { args: { items: WITH_FILES, hasMore: false } };
/** History loading page by page as the reader scrolls up. */
export const LoadingEarlier: Story = { args: { historyLoading: true } };
/** A message on its way, with a draft in the box. */
export const Sending: Story = {
  args: {
    items: [
      ...HISTORY,
      {
        key: "s1",
        mine: true,
        kind: "text",
        text: "毛重 320 kg。",
        file: null,
        sentAt: null,
        state: "sending",
      },
    ],
    draft: "另外，需要报关吗？",
  },
};
/** A message that failed: retry or delete. */
export const FailedWithRetry: Story = {
  args: {
    items: [
      ...HISTORY,
      {
        key: "f1",
        mine: true,
        kind: "text",
        text: "毛重 320 kg。",
        file: null,
        sentAt: null,
        state: "failed",
      },
    ],
  },
  play: async () => {
    await expect(within(document.body).getByRole("button", { name: "重试" })).toBeVisible();
  },
};
/** The first greeting has not succeeded after 5 s and is sent again. */
export const GreetingResending: Story = {
  args: {
    current: "u8",
    hasMore: false,
    greetingResending: true,
    items: [
      {
        key: "greet-u8",
        mine: true,
        kind: "text",
        text: "您好，我是张敏，很高兴为您服务。",
        file: null,
        sentAt: null,
        state: "sending",
      },
    ],
  },
};
/**
 * An IM error: its title, its message and the one action that can help, alone in the panel (issue
 * 35: "log in again" stood beside an empty "no contacts" list, with nothing to press).
 */
export const ImError: Story = {
  args: {
    error: {
      title: "在线客服出错",
      message: "获取IM用户信息失败，请重新登录",
      blocking: true,
      action: { label: "重新登录", onClick: () => {} },
    },
    contacts: [],
    current: null,
    items: [],
  },
  play: async () => {
    const dialog = within(document.body).getByRole("dialog");
    await expect(within(dialog).getByRole("button", { name: "重新登录" })).toBeVisible();
    await expect(within(dialog).queryByText("暂无联系人")).not.toBeVisible();
  },
};
/** The socket dropped and is reconnecting. */
export const Reconnecting: Story = { args: { reconnecting: true } };
/** Phone: a full-screen panel, the contact list first. */
export const PhoneContacts: Story = {
  args: { phone: true, current: null, items: [] },
  globals: { viewport: { value: "phone" } },
};
/** Phone: a topic, with the way back to the contacts. */
export const PhoneTopic: Story = {
  args: { phone: true },
  globals: { viewport: { value: "phone" } },
};
/**
 * In English: the contact list's preview of a file is built from the catalogue ("[File] …",
 * ChatPanel), so it reads in English too; what people wrote stays as written.
 */
export const English: Story = {
  args: {
    contacts: CONTACTS.map((c) =>
      c.preview?.startsWith("[附件] ")
        ? { ...c, preview: `[File] ${c.preview.slice("[附件] ".length)}` }
        : c,
    ),
  },
  globals: { locale: "en-US" },
};
