import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { MessageList, type MessageListProps } from "../../src/widgets/chat/MessageList";
import { HISTORY, IMAGE, IMAGE_URL, WITH_FILES } from "./fixtures";

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

/** Pixels between the end of the list and what it shows. */
const belowView = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight;

/** The images' bytes arrive when the button below is pressed (a slow network, under control). */
function LateImages(props: MessageListProps) {
  const [arrived, setArrived] = React.useState(false);
  return (
    <>
      <MessageList {...props} imageUrl={() => (arrived ? IMAGE_URL : null)} />
      <button type="button" className="p-1 text-xs" onClick={() => setArrived(true)}>
        images arrive
      </button>
    </>
  );
}

/**
 * Issue 34: a topic opened with images showed the list 62 px above its newest message once the
 * images had loaded. It stays at the newest message until the reader scrolls.
 */
export const ImagesArriveLate: Story = {
  args: {
    hasMore: false,
    items: [
      ...HISTORY,
      { key: "i1", mine: false, kind: "image", text: "", file: IMAGE, sentAt: null, state: "sent" },
      { key: "i2", mine: true, kind: "image", text: "", file: IMAGE, sentAt: null, state: "read" },
      {
        key: "last",
        mine: false,
        kind: "text",
        text: "照片收到了，明天装板。",
        file: null,
        sentAt: null,
        state: "sent",
      },
    ],
  },
  render: (args) => <LateImages {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByTestId("chat-messages");
    await waitFor(() => expect(belowView(list)).toBeLessThanOrEqual(1));
    await userEvent.click(canvas.getByRole("button", { name: "images arrive" }));
    const images = await canvas.findAllByRole("img");
    await waitFor(() =>
      expect(images.every((img) => (img as HTMLImageElement).naturalHeight > 0)).toBe(true),
    );
    await waitFor(() => expect(belowView(list)).toBeLessThanOrEqual(1));
    await expect(canvas.getByText("照片收到了，明天装板。")).toBeVisible();
  },
};
