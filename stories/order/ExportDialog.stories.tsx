import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { exportOrders } from "../../src/api/order";
import { ExportDialog, type ExportRequest } from "../../src/widgets/order/ExportDialog";
import { defaultColumns } from "../../src/widgets/order/OrderListScreen";
import { handlers } from "./fixtures";

const meta = {
  title: "Order/ExportDialog",
  component: ExportDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    pageCount: 20,
    selectedUuids: [],
    filterCount: 137,
    initialColumns: defaultColumns("AE"),
    onExport: fn(async () => 20),
  },
} satisfies Meta<typeof ExportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing selected: this page is chosen; the list's columns ticked. */
export const ThisPage: Story = {};

/** Three rows selected: the selection is chosen. */
export const Selected: Story = { args: { selectedUuids: ["a", "b", "c"] } };

/** Everything matching the filter, every column. */
export const WholeFilter: Story = {
  args: { initialMode: "filter", initialColumns: [] },
};

/** The selection chosen with nothing selected, and every column unticked: export is off. */
export const NothingToExport: Story = {
  args: { initialMode: "selected" },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("checkbox", { name: "全选" }));
    await userEvent.click(body.getByRole("checkbox", { name: "全选" }));
    await expect(body.getByText("请至少选择一列")).toBeVisible();
    await expect(body.getByRole("button", { name: "导出" })).toBeDisabled();
  },
};

/** Posted to the contract's path (msw) and answered with an .xlsx of 3 rows. */
export const Exported: Story = {
  parameters: { msw: [handlers.exportXlsx(3)] },
  args: {
    selectedUuids: ["a", "b", "c"],
    onExport: fn(async (request: ExportRequest) => {
      const answer = await exportOrders({ ...request, query: { businessScope: "AE" } });
      return Number(answer.headers.get("x-row-count"));
    }),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: "导出" }));
    await expect(await body.findByText("已导出 3 条订单")).toBeVisible();
  },
};

/** The server refused (a filter over the limit). */
export const Refused: Story = {
  parameters: { msw: [handlers.exportRefused("一次最多导出 10000 条选中的订单")] },
  args: {
    onExport: fn(async (request: ExportRequest) => {
      const answer = await exportOrders({ ...request, query: { businessScope: "AE" } });
      return Number(answer.headers.get("x-row-count"));
    }),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: "导出" }));
    await expect(await body.findByRole("alert")).toHaveTextContent(
      "一次最多导出 10000 条选中的订单",
    );
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };

export const English: Story = { globals: { locale: "en-US" } };
