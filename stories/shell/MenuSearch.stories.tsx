import type { Meta, StoryObj } from "@storybook/react-vite";
import { MenuSearch } from "../../src/widgets/shell/MenuSearch";
import { flattenMenus } from "../../src/widgets/shell/types";
import { MENUS } from "./fixtures";

/** Ctrl K: find any permitted menu by name, group or path. */
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
/** Matches by name, with the group trail under each. */
export const Results: Story = { args: { initialQuery: "订单" } };
/** Several words must all match. */
export const TwoWords: Story = { args: { initialQuery: "空运 查询" } };
/** Nothing matches. */
export const NoResults: Story = { args: { initialQuery: "不存在的菜单" } };
