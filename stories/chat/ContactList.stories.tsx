import type { Meta, StoryObj } from "@storybook/react-vite";
import { ContactList } from "../../src/widgets/chat/ContactList";
import { CONTACTS } from "./fixtures";

/** The contacts with online state, last message and unread count (99+ above 99). */
const meta = {
  title: "Chat/ContactList",
  component: ContactList,
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div className="h-[360px] w-64 border-r border-neutral-200 bg-white">
        <Story />
      </div>
    ),
  ],
  args: { loading: false, contacts: CONTACTS, current: "u7", onSelect: () => {} },
} satisfies Meta<typeof ContactList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Loading: Story = { args: { loading: true, contacts: [] } };
export const Empty: Story = { args: { contacts: [] } };
