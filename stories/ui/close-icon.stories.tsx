import type { Meta, StoryObj } from "@storybook/react-vite";
import { CloseIcon } from "../../src/ui/close-icon";

const meta = {
  title: "UI/CloseIcon",
  component: CloseIcon,
  decorators: [
    (Story) => (
      <div className="p-6 text-neutral-800">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CloseIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog's and the drawer's close button cross. */
export const Default: Story = {};

/** The multi-select chip's remove cross: smaller, a heavier stroke. */
export const Small: Story = { args: { size: "size-3", strokeWidth: 1.8 } };
