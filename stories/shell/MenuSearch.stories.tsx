import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen } from "storybook/test";
import { MenuSearch } from "../../src/widgets/shell/MenuSearch";
import { flattenMenus } from "../../src/widgets/shell/types";
import { MENUS } from "./fixtures";

/** Ctrl K: find any permitted menu by name or group (its path still matches, but is not shown). */
const meta = {
  title: "Shell/MenuSearch",
  component: MenuSearch,
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div className="min-h-[700px]">
        <Story />
      </div>
    ),
  ],
  args: {
    open: true,
    onOpenChange: () => {},
    items: flattenMenus(MENUS),
    onChoose: () => {},
    initialQuery: "",
  },
} satisfies Meta<typeof MenuSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty query lists the first menus. */
export const EmptyQuery: Story = {};
/** Matches by name, with the group trail under each, never a route path such as /af_order. */
export const Results: Story = {
  args: { initialQuery: "订单" },
  play: async () => {
    const options = await screen.findAllByRole("option");
    await expect(options.length).toBeGreaterThan(0);
    for (const option of options) await expect(option.textContent ?? "").not.toMatch(/\/[a-z_]/);
  },
};
/** Several words must all match. */
export const TwoWords: Story = { args: { initialQuery: "空运 查询" } };
/** Nothing matches. */
export const NoResults: Story = { args: { initialQuery: "不存在的菜单" } };
