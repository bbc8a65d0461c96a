import type { Meta, StoryObj } from "@storybook/react-vite";
import { Composer } from "../../src/widgets/chat/Composer";

/** The text box with image and file buttons; Enter sends. */
const meta = {
  title: "Chat/Composer",
  component: Composer,
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div className="w-[480px]">
        <Story />
      </div>
    ),
  ],
  args: {
    draft: "",
    disabled: false,
    onDraftChange: () => {},
    onSend: () => {},
    onSendFile: () => {},
  },
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** A draft kept from before a reload. */
export const WithDraft: Story = { args: { draft: "另外，需要报关吗？\n请一并确认。" } };
export const Disabled: Story = { args: { disabled: true } };
