import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, HttpResponse } from "msw";
import { expect, fn, userEvent, within } from "storybook/test";
import { exportLookup } from "../../src/api/lookup";
import {
  LOOKUP_EXPORT_COLUMNS,
  LOOKUP_EXPORT_MAX_ROWS,
  LOOKUPS,
  type LookupExportColumn,
} from "../../src/contract/lookup";
import { type ExportChoice, ExportDialog } from "../../src/ui/export-dialog";
import { mockEndpoint } from "../mock-endpoint";

const LABELS: Record<string, string> = {
  iata: "IATA代码",
  icao: "ICAO代码",
  nameZh: "中文名称",
  nameEn: "英文名称",
  cityZh: "城市（中文）",
  cityEn: "城市（英文）",
  countryZh: "国家/地区（中文）",
  country: "国家/地区（英文）",
  timeZone: "时区",
};
const COLUMNS = LOOKUP_EXPORT_COLUMNS.airports.map((id) => ({ id, label: LABELS[id] ?? id }));

const postExport = async ({ mode, columns, ids }: ExportChoice<LookupExportColumn>) => {
  const file = await exportLookup("airports", {
    mode,
    columns,
    query: { keyword: "shang", current: 1, size: 20 },
    ...(mode === "selected" ? { ids } : {}),
  });
  return Number(file.headers.get("x-row-count"));
};

const xlsx = (rowCount: number) =>
  mockEndpoint(LOOKUPS.airports.export, async () => {
    await delay(50);
    return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
      headers: {
        "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "Content-Disposition": 'attachment; filename="airports-2026-11-26.xlsx"',
        "X-Row-Count": String(rowCount),
      },
    });
  });

const refused = (messageInfo: string) =>
  mockEndpoint(LOOKUPS.airports.export, () =>
    HttpResponse.json({ code: 400, messageInfo, data: null }, { status: 400 }),
  );

const meta = {
  title: "Export/ExportDialog",
  component: ExportDialog<LookupExportColumn>,
  args: {
    open: true,
    onOpenChange: fn(),
    pageCount: 20,
    selectedIds: [],
    filterCount: 137,
    columns: COLUMNS,
    maxRows: LOOKUP_EXPORT_MAX_ROWS,
    onExport: fn(async () => 20),
  },
} satisfies Meta<typeof ExportDialog<LookupExportColumn>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing selected: this page is chosen; every column ticked. */
export const ThisPage: Story = {};

/** Three rows ticked in the table: the selection is chosen. */
export const Selected: Story = { args: { selectedIds: ["PVG", "SHA", "PEK"] } };

/** Everything matching the search, a few columns (the table's own choice). */
export const WholeFilter: Story = {
  args: { initialMode: "filter", initialColumns: ["iata", "nameZh", "cityZh"] },
};

/** A filter over the limit: export is off, the message says why. */
export const TooMany: Story = {
  args: { initialMode: "filter", filterCount: LOOKUP_EXPORT_MAX_ROWS + 1 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByText(/一次最多导出 20000 条/)).toBeVisible();
    await expect(body.getByRole("button", { name: "导出" })).toBeDisabled();
  },
};

/** The selection chosen with nothing ticked, and every column unticked: export is off. */
export const NothingToExport: Story = {
  args: { initialMode: "selected" },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("checkbox", { name: "全选" }));
    await expect(body.getByText("请至少选择一列")).toBeVisible();
    await expect(body.getByRole("button", { name: "导出" })).toBeDisabled();
    await userEvent.click(body.getByRole("checkbox", { name: "全选" }));
    await expect(body.getByText("请先在表格中勾选要导出的行")).toBeVisible();
  },
};

/** Posted to the contract's path (msw) with the rows' ids, answered with an .xlsx of 3 rows. */
export const Exported: Story = {
  parameters: { msw: [xlsx(3)] },
  args: { selectedIds: ["PVG", "SHA", "PEK"], onExport: fn(postExport) },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("checkbox", { name: "时区" }));
    await userEvent.click(body.getByRole("button", { name: "导出" }));
    await expect(await body.findByText("已导出 3 条")).toBeVisible();
    await expect(args.onExport).toHaveBeenCalledWith({
      mode: "selected",
      columns: LOOKUP_EXPORT_COLUMNS.airports.filter((c) => c !== "timeZone"),
      ids: ["PVG", "SHA", "PEK"],
    });
  },
};

/** The server refused: its message shows. */
export const Refused: Story = {
  parameters: { msw: [refused("一次最多导出 20000 条，请缩小查询范围")] },
  args: { onExport: fn(postExport) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: "导出" }));
    await expect(await body.findByRole("alert")).toHaveTextContent("一次最多导出 20000 条");
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };

export const English: Story = { globals: { locale: "en-US" } };
