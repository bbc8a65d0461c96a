import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { DEFAULT_PREFERENCES } from "../../src/domain/scope-preferences";
import { OrderTable } from "../../src/widgets/order/OrderTable";
import { defaultColumns, LIST_COLUMNS } from "../../src/widgets/order/order-list";
import { rows } from "./fixtures";

const RECORDS = rows("AE", 6, 3);

/** The order list's table alone: sortable headers, selection and the lock marks. */
const meta = {
  title: "Order/OrderTable",
  component: OrderTable,
  args: {
    sort: { by: "businessDate", order: "desc" },
    digits: DEFAULT_PREFERENCES.AE.digits,
    columns: defaultColumns("AE"),
    openInNewPage: false,
    hrefOf: (r) => `/order_page?uuid=${r.orderUuid}`,
    onOpen: fn(),
    onSort: fn(),
    records: RECORDS,
    selected: new Set<string>(),
    onSelectedChange: fn(),
    emptyText: "暂无订单",
  },
  decorators: [(Story) => <div className="p-4">{Story()}</div>],
} satisfies Meta<typeof OrderTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every third row locked. */
export const Rows: Story = {};
export const Empty: Story = { args: { records: [] } };
/** Two rows chosen: the header box shows "some". */
export const SomeSelected: Story = {
  args: {
    selected: new Set(RECORDS.slice(0, 2).map((r) => r.orderUuid)),
  },
};
export const SortedByWeight: Story = { args: { sort: { by: "grossWeight", order: "asc" } } };
/** Every column: the table scrolls sideways. */
export const ManyColumns: Story = { args: { columns: [...LIST_COLUMNS] } };
