import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { MenuTree } from "../../src/widgets/shell/MenuTree";
import { MENUS } from "./fixtures";

/** The permitted route tree, on the sidebar's colour. */
const meta = {
  title: "Shell/MenuTree",
  component: MenuTree,
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div className="min-h-[600px] w-60 bg-brand-900 p-3 text-white">
        <Story />
      </div>
    ),
  ],
  args: {
    menus: MENUS,
    activePath: "/af_airport",
    onNavigate: () => {},
    externalLabel: "（在新窗口打开）",
  },
} satisfies Meta<typeof MenuTree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The active page's top-level menu starts open, down to its nested group. */
export const ActiveNested: Story = {};
/** No active page inside the tree: every submenu closed. */
export const AllClosed: Story = { args: { activePath: "/dashboard" } };
/** Opening another submenu closes the first: one open at a time. */
export const OneOpenAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sea = canvas.getByRole("button", { name: /海运管理/ });
    await userEvent.click(sea);
    await expect(sea).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("button", { name: /空运管理/ })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  },
};
