import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ColumnsDialog } from "../../src/widgets/order/ColumnsDialog";
import { defaultColumns, LIST_COLUMNS } from "../../src/widgets/order/order-list";

/** Which of the order list's columns show. */
const meta = {
  title: "Order/ColumnsDialog",
  component: ColumnsDialog,
  parameters: { layout: "fullscreen" },
  args: { columns: defaultColumns("AE"), onChange: fn(), onClose: fn() },
} satisfies Meta<typeof ColumnsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AirDefaults: Story = {};
export const SeaDefaults: Story = { args: { columns: defaultColumns("SE") } };
export const All: Story = { args: { columns: [...LIST_COLUMNS] } };
