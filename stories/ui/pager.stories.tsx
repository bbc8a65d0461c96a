import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Pager } from "../../src/ui/pager";

/** Server-side paging: where the list stands, and previous and next (disabled at either end). */
const meta = {
  title: "UI/Pager",
  component: Pager,
  args: { page: { total: 137, current: 3, size: 20 }, onPage: fn() },
  decorators: [(Story) => <div className="max-w-xl p-4">{Story()}</div>],
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};
export const First: Story = { args: { page: { total: 137, current: 1, size: 20 } } };
export const Last: Story = { args: { page: { total: 137, current: 7, size: 20 } } };
/** Nothing to page: one (empty) page, both buttons disabled. */
export const Empty: Story = { args: { page: { total: 0, current: 1, size: 20 } } };
export const English: Story = { globals: { locale: "en-US" } };
