import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { exportOrders } from "../../src/api/order";
import { DEFAULT_PREFERENCES } from "../../src/domain/scope-preferences";
import { failed, loading, ready } from "../../src/ui/loadable";
import type { ExportRequest } from "../../src/widgets/order/ExportDialog";
import {
  defaultColumns,
  LIST_COLUMNS,
  type OrderListFilter,
  OrderListScreen,
} from "../../src/widgets/order/OrderListScreen";
import { pageFrame } from "../page-frame";
import { handlers, page, row, rows, withButtons } from "./fixtures";

const FILTER: OrderListFilter = {
  dateFrom: "",
  dateTo: "",
  departure: "",
  arrival: "",
  lockStatus: "2",
  keyword: "",
};

const meta = {
  title: "Order/OrderListScreen",
  component: OrderListScreen,
  parameters: { layout: "fullscreen" },
  decorators: [withButtons, pageFrame],
  args: {
    scope: "AE",
    filter: FILTER,
    defaultFilter: FILTER,
    sort: { by: "businessDate", order: "desc" },
    result: ready(page(rows("AE", 8, 4), 137)),
    refreshing: false,
    digits: DEFAULT_PREFERENCES.AE.digits,
    columns: defaultColumns("AE"),
    openInNewPage: false,
    hrefOf: (r) => `/order_page?uuid=${r.orderUuid}`,
    onFilter: fn(),
    onSort: fn(),
    onPage: fn(),
    onRetry: fn(),
    onColumnsChange: fn(),
    onOpen: fn(),
    onNew: fn(),
    onExport: fn(async () => 8),
    onLock: fn(async () => {}),
  },
} satisfies Meta<typeof OrderListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Air export: 137 orders, page 1; every fourth row locked. */
export const Data: Story = {};

/** The first answer on its way: the header stays, with skeleton rows (not a bare spinner). */
export const Loading: Story = {
  args: { result: loading },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("columnheader", { name: /订单编号/ }),
    ).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton-row"]')).toHaveLength(8);
  },
};

/** A new page asked: the rows shown stay until it comes, marked as updating. */
export const Refreshing: Story = {
  args: { refreshing: true, sort: { by: "orderCode", order: "asc" } },
};
export const Failed: Story = { args: { result: failed } };

/** No order yet in this scope. */
export const Empty: Story = { args: { result: ready(page([])) } };

/** Filters applied that match nothing. */
export const NoMatch: Story = {
  args: {
    filter: { ...FILTER, keyword: "ZZZ", lockStatus: "1" },
    result: ready(page([])),
  },
};

/** Date range, ports, lock status and keyword applied; sorted by gross weight, ascending. */
export const FiltersApplied: Story = {
  args: {
    filter: {
      dateFrom: "2026-11-01",
      dateTo: "2026-11-25",
      departure: "PVG",
      arrival: "LAX",
      lockStatus: "0",
      keyword: "784-",
    },
    sort: { by: "grossWeight", order: "asc" },
    result: ready(page([row("AE", 0), row("AE", 6)], 2)),
  },
};

/** The lock filter's default from personal settings (locked only); every row is locked. */
export const LockedRows: Story = {
  args: {
    filter: { ...FILTER, lockStatus: "1" },
    defaultFilter: { ...FILTER, lockStatus: "1" },
    result: ready(
      page(
        rows("AE", 4).map((r, i) => ({ ...r, lockStatus: 1, unlockPending: i === 2 })),
        4,
      ),
    ),
  },
};

/**
 * Every column chosen: the table scrolls sideways, and says so with a shadow on its right edge
 * (issue 35: 体积(CBM) was cut mid-glyph with no sign of more).
 */
export const ManyColumns: Story = {
  args: { columns: [...LIST_COLUMNS] },
  play: async ({ canvasElement }) => {
    const shadow = canvasElement.querySelector('[data-slot="scroll-shadow-right"]');
    await expect(shadow).not.toBeNull();
    await expect(getComputedStyle(shadow as Element).opacity).toBe("1");
  },
};

/** Sea export shows bills of lading instead of air waybills, and no charge weight. */
export const SeaExport: Story = {
  args: {
    scope: "SE",
    columns: defaultColumns("SE"),
    result: ready(page(rows("SE", 6, 3), 6)),
    digits: DEFAULT_PREFERENCES.SE.digits,
  },
};

/** A user with no order buttons (the partner): no 新建, 导出 or 锁定. */
export const NoButtons: Story = { parameters: { buttons: [] } };

/**
 * A role that may add but not edit air-export orders (decision 0054): 新建 is hidden, since
 * its page could not save; export and lock stay.
 */
export const WithoutEdit: Story = {
  parameters: { buttons: ["af_order_add", "af_order_export", "af_order_lock"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: "新建" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "导出" })).toBeVisible();
  },
};

/** Rows picked: 锁定 asks first. */
export const LockConfirm: Story = {
  args: {
    initialSelected: [row("AE", 0).orderUuid, row("AE", 2).orderUuid],
    initialDialog: "lock",
  },
};

/** Ticking rows, then asking to lock them. */
export const SelectAndLock: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "选择订单 AE202611250001" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "选择订单 AE202611250003" }));
    await expect(canvas.getByText("已选 2 条")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "锁定" }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "锁定选中的 2 个订单" }));
    await expect(args.onLock).toHaveBeenCalledOnce();
  },
};

/** Sorting and filtering go out as events. */
export const SortAndSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /毛重\(KG\)/ }));
    await expect(args.onSort).toHaveBeenCalledWith({ by: "grossWeight", order: "desc" });
    await userEvent.type(canvas.getByRole("searchbox", { name: "关键字" }), "hw2601");
    await userEvent.click(canvas.getByRole("button", { name: "查询" }));
    await expect(args.onFilter).toHaveBeenCalledWith({ ...FILTER, keyword: "hw2601" });
  },
};

/** Choosing columns. */
export const ColumnChoice: Story = { args: { initialDialog: "columns" } };

/** The export dialog over the list, posting to the contract's path (msw) and counting the rows. */
export const Export: Story = {
  args: {
    initialSelected: [row("AE", 1).orderUuid],
    initialDialog: "export",
    onExport: fn(async (request: ExportRequest) => {
      const answer = await exportOrders({
        ...request,
        query: { businessScope: "AE" },
      });
      return Number(answer.headers.get("x-row-count"));
    }),
  },
  parameters: { msw: [handlers.exportXlsx(1)] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: "导出" }));
    await expect(await body.findByText("已导出 1 条订单")).toBeVisible();
  },
};

/** 375 px: the rows as cards, the order number, key fields and the row's checkbox visible. */
export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(canvas.getByRole("checkbox", { name: "选择订单 AE202611250001" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "打开订单 AE202611250001" })).toBeVisible();
  },
};

export const English: Story = { globals: { locale: "en-US" } };
