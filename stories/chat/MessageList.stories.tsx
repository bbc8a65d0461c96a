import type { Meta, StoryObj } from "@storybook/react-vite";
import { MessageList } from "../../src/widgets/chat/MessageList";
import { HISTORY, IMAGE_URL, WITH_FILES } from "./fixtures";

/** A topic's messages, oldest first, with each of the sender's states. */
const meta = {
  title: "Chat/MessageList",
  component: MessageList,
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div className="flex h-[420px] w-[480px] flex-col bg-white">
        <Story />
      </div>
    ),
  ],
  args: {
    items: HISTORY,
    loading: false,
    hasMore: true,
    onLoadEarlier: () => {},
    imageUrl: (): string | null => IMAGE_URL,
    onOpenFile: () => {},
    onRetry: () => {},
    onDiscard: () => {},
  },
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const History: Story = {};
export const Empty: Story = { args: { items: [], hasMore: false } };
export const LoadingEarlier: Story = { args: { loading: true } };
export const ImagesAndFiles: Story = { args: { items: WITH_FILES, hasMore: false } };
/** An image still loading through the authenticated call. */
export const ImageLoading: Story = { args: { items: WITH_FILES, imageUrl: () => null } };
export const SendingAndFailed: Story = {
  args: {
    hasMore: false,
    items: [
      ...HISTORY.slice(0, 2),
      {
        key: "s",
        mine: true,
        kind: "text",
        text: "毛重 320 kg。",
        file: null,
        sentAt: null,
        state: "sending",
      },
      {
        key: "f",
        mine: true,
        kind: "text",
        text: "需要报关吗？",
        file: null,
        sentAt: null,
        state: "failed",
      },
    ],
  },
};
