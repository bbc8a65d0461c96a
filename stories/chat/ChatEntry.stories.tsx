import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ChatEntry } from "../../src/widgets/chat/ChatEntry";

/** The top bar's chat entry: shown only with the flag, the provider's grant and not private. */
const meta = {
  title: "Chat/ChatEntry",
  component: ChatEntry,
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div className="flex h-14 items-center justify-end gap-2 border-b border-neutral-200 bg-white px-4">
        <span className="mr-auto text-sm text-neutral-600">上海演示国际货运代理有限公司</span>
        <Story />
      </div>
    ),
  ],
  args: { hiddenReason: null, unread: 7, onOpen: () => {} },
} satisfies Meta<typeof ChatEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread7: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("button", { name: /^在线客服.*7 条未读$/ }),
    ).toBeVisible();
  },
};
export const Unread0: Story = { args: { unread: 0 } };
export const Unread99: Story = { args: { unread: 99 } };
/** Above 99 reads 99+. */
export const Unread100: Story = {
  args: { unread: 100 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId("chat-unread")).toHaveTextContent("99+");
  },
};
/** Hidden: the user has no online-service flag. */
export const HiddenNoFlag: Story = {
  args: { hiddenReason: "no-flag" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).toBeNull();
  },
};
/** Hidden: the chat provider does not grant the organisation. */
export const HiddenNotGranted: Story = { args: { hiddenReason: "not-granted" } };
/** Hidden: a private deployment. */
export const HiddenPrivate: Story = { args: { hiddenReason: "private" } };
