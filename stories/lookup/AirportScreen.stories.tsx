import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import type { AirportPage, AirportRow } from "../../src/contract/lookup";
import { failed, loading, ready } from "../../src/ui/loadable";
import { AirportScreen } from "../../src/widgets/lookup/AirportScreen";
import { pageFrame } from "../page-frame";

const row = (
  iata: string,
  icao: string,
  nameEn: string,
  cityEn: string,
  country: string,
  timeZone: string,
  zh?: [string, string],
): AirportRow => ({
  iata,
  icao,
  nameEn,
  nameZh: zh?.[0] ?? null,
  cityEn,
  cityZh: zh?.[1] ?? null,
  country,
  countryZh: COUNTRY_ZH[country] ?? null,
  timeZone,
});

const COUNTRY_ZH: Record<string, string> = {
  China: "中国",
  "United States": "美国",
  Germany: "德国",
};

const ROWS: AirportRow[] = [
  row(
    "PVG",
    "ZSPD",
    "Shanghai Pudong International Airport",
    "Shanghai",
    "China",
    "Asia/Shanghai",
    ["上海浦东国际机场", "上海"],
  ),
  row(
    "SHA",
    "ZSSS",
    "Shanghai Hongqiao International Airport",
    "Shanghai",
    "China",
    "Asia/Shanghai",
    ["上海虹桥国际机场", "上海"],
  ),
  row("PEK", "ZBAA", "Beijing Capital International Airport", "Beijing", "China", "Asia/Shanghai", [
    "北京首都国际机场",
    "北京",
  ]),
  row(
    "LAX",
    "KLAX",
    "Los Angeles International Airport",
    "Los Angeles",
    "United States",
    "America/Los_Angeles",
    ["洛杉矶国际机场", "洛杉矶"],
  ),
  row("FRA", "EDDF", "Frankfurt am Main Airport", "Frankfurt", "Germany", "Europe/Berlin", [
    "法兰克福机场",
    "法兰克福",
  ]),
  row("GKA", "AYGA", "Goroka Airport", "Goroka", "Papua New Guinea", "Pacific/Port_Moresby"),
];

const page = (records: AirportRow[], total = records.length, current = 1): AirportPage => ({
  total,
  current,
  size: 20,
  records,
});

const meta = {
  title: "Lookup/AirportScreen",
  component: AirportScreen,
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
  args: {
    keyword: "",
    result: ready(page(ROWS, 5614)),
    refreshing: false,
    sort: null,
    onSort: fn(),
    onKeywordChange: fn(),
    onPage: () => {},
    onRetry: () => {},
  },
} satisfies Meta<typeof AirportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole list, the airports with Chinese names first. */
export const AllAirports: Story = {};

/** A Chinese keyword finds Pudong. */
export const ChineseKeyword: Story = {
  args: { keyword: "浦东", result: ready(page(ROWS.slice(0, 1))) },
};

/** A code keyword; the code match comes first. The keyword is asked with 查询, not per key. */
export const CodeKeyword: Story = {
  args: { keyword: "pvg", result: ready(page(ROWS.slice(0, 1))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "关键字" }), "x");
    await expect(args.onKeywordChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "查询" }));
    await expect(args.onKeywordChange).toHaveBeenCalledWith("pvgx");
    await expect(canvas.getByRole("cell", { name: "PVG" })).toBeVisible();
  },
};

/** An answer for a newer keyword is on its way: the last one stays, dimmed. */
export const Refreshing: Story = { args: { keyword: "上海", refreshing: true } };

export const NoResult: Story = { args: { keyword: "zzzz", result: ready(page([])) } };
export const Loading: Story = { args: { result: loading } };
export const Failed: Story = { args: { result: failed } };

/** Page 3 of many. */
export const LaterPage: Story = { args: { result: ready(page(ROWS, 5614, 3)) } };

/** Sorted by city, ascending. */
export const Sorted: Story = { args: { sort: { key: "cityEn", desc: false } } };

/** Long names are cut at their column's width (one row height); the tooltip holds the rest. */
export const LongNames: Story = {
  args: {
    result: ready(
      page([
        row(
          "XXA",
          "XXXA",
          "Very Long International Airport Name of the Regional Authority for Civil Aviation",
          "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch",
          "United Kingdom",
          "Europe/London",
        ),
        ...ROWS,
      ]),
    ),
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };

/** English names first, the Chinese name after them in grey. */
export const English: Story = { globals: { locale: "en-US" } };

/** With the export: rows can be ticked; the status line counts them. */
export const RowsTicked: Story = {
  args: { exportTable: "airports", onExport: fn(async () => 2), initialSelected: ["PVG", "LAX"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "选择 FRA" }));
    await expect(canvas.getByText("已选 3 条")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "导出" })).toBeVisible();
  },
};

/** The export choice over the table: the ticked rows chosen, the airport columns listed. */
export const ExportChoice: Story = {
  args: {
    exportTable: "airports",
    onExport: fn(async () => 2),
    initialSelected: ["PVG", "LAX"],
    initialExportOpen: true,
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole("radio", { name: "选中的行（2 条）" })).toBeChecked();
    await userEvent.click(body.getByRole("button", { name: "导出" }));
    await expect(await body.findByText("已导出 2 条")).toBeVisible();
    await expect(args.onExport).toHaveBeenCalledWith(
      expect.objectContaining({ mode: "selected", ids: ["PVG", "LAX"] }),
    );
  },
};
