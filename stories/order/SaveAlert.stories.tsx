import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ORDER_MESSAGES } from "../../src/domain/order";
import { SaveAlert } from "../../src/widgets/order/SaveAlert";

/** The alert above the order form and the tracking lists after a refused save. */
const meta = {
  title: "Order/SaveAlert",
  component: SaveAlert,
  decorators: [
    (Story) => (
      <div className="w-[720px]">
        <Story />
      </div>
    ),
  ],
  args: { conflict: false },
} satisfies Meta<typeof SaveAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Another tab saved first (409): the edits are kept on screen, a reload fetches the new version. */
export const Conflict: Story = {
  args: { conflict: true, onReload: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "重新加载" }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

/** A page that cannot reload in place: the words alone. */
export const ConflictWithoutReload: Story = { args: { conflict: true } };

/** Any other refusal, in the catalogue's words. */
export const Refused: Story = { args: { message: ORDER_MESSAGES.locked } };

export const English: Story = {
  args: { conflict: true, onReload: fn() },
  globals: { locale: "en-US" },
};
