import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { formatNumber } from "../../src/domain/format";
import { useLang } from "../../src/i18n";
import { Badge } from "../../src/ui/badge";
import { Button } from "../../src/ui/button";
import { ExportDialog } from "../../src/ui/export-dialog";
import { Field } from "../../src/ui/field";
import { Input } from "../../src/ui/input";
import { type ListColumn, type ListPage, ListScreen, useListDate } from "../../src/ui/list-screen";
import { failed, type Loadable, loading, ready } from "../../src/ui/loadable";
import { pageFrame } from "../page-frame";

/** A made-up list (air waybills), so the template is reviewed apart from any feature. */
type Waybill = {
  mawb: string;
  shipper: string;
  consignee: string;
  route: string;
  carrier: string;
  pieces: number;
  weightKg: number;
  volume: number;
  status: "booked" | "departed" | "delivered";
  booked: string;
  departed: string;
  remark: string;
};

const SHIPPERS = ["上海远航国际物流有限公司", "宁波海通货运代理", "深圳前海供应链管理有限公司"];
const ROUTES = ["PVG → LAX", "PEK → FRA", "SZX → DXB", "CAN → HKG"];

const waybills: Waybill[] = Array.from({ length: 10 }, (_, i) => ({
  mawb: `784-${String(12345670 + i * 1111).padStart(8, "0")}`,
  shipper: SHIPPERS[i % SHIPPERS.length] ?? "",
  consignee: i % 2 === 0 ? "ACME Logistics Inc., Los Angeles, CA 90045" : "Müller Spedition GmbH",
  route: ROUTES[i % ROUTES.length] ?? "",
  carrier: i % 2 === 0 ? "CZ" : "MU",
  pieces: 3 + i * 7,
  weightKg: 48.5 + i * 113.25,
  volume: 0.35 + i * 1.1,
  status: (["booked", "departed", "delivered"] as const)[i % 3] ?? "booked",
  booked: `2026-11-${String(25 - i).padStart(2, "0")}T0${i % 10}:30:00+08:00`,
  departed: i % 3 === 0 ? "" : `2026-11-${String(26 - i).padStart(2, "0")}`,
  remark: i % 4 === 0 ? "易碎品，请轻拿轻放；到港后通知收货人预约提货时间" : "",
}));

const page = (records: Waybill[], total = records.length): ListPage<Waybill> => ({
  records,
  total,
  current: 1,
  size: 10,
});

const WORDS = {
  "zh-CN": {
    title: "运单",
    intro: "本组织的空运主单，按订舱时间倒序。",
    mawb: "主运单号",
    shipper: "发货人",
    consignee: "收货人",
    route: "航线",
    carrier: "航司",
    pieces: "件数",
    weightKg: "毛重(KG)",
    volume: "体积(CBM)",
    status: "状态",
    booked: "订舱时间",
    departed: "起飞日期",
    remark: "备注",
    edit: "编辑",
    select: "选择",
    dateFrom: "订舱起",
    placeholder: "运单号 / 发货人",
    booked_s: "已订舱",
    departed_s: "已起飞",
    delivered_s: "已签收",
    empty: "还没有运单",
    create: "新建运单",
  },
  "en-US": {
    title: "Waybills",
    intro: "Your organisation's master air waybills, newest booking first.",
    mawb: "MAWB",
    shipper: "Shipper",
    consignee: "Consignee",
    route: "Route",
    carrier: "Carrier",
    pieces: "Pieces",
    weightKg: "Gross weight (KG)",
    volume: "Volume (CBM)",
    status: "Status",
    booked: "Booked",
    departed: "Departed",
    remark: "Remark",
    edit: "Edit",
    select: "Select",
    dateFrom: "Booked from",
    placeholder: "MAWB / shipper",
    booked_s: "Booked",
    departed_s: "Departed",
    delivered_s: "Delivered",
    empty: "No waybills yet",
    create: "New waybill",
  },
} as const;

const TONE = { booked: "brand", departed: "warning", delivered: "success" } as const;

type DemoProps = {
  result: Loadable<ListPage<Waybill>>;
  wide?: boolean;
  refreshing?: boolean;
  initialSelected?: string[];
  exportOpen?: boolean;
  onSearch: (filter: { keyword: string; from: string }) => void;
  onCreate: () => void;
  onRetry: () => void;
  onPage: (n: number) => void;
};

/** A list assembled from the template, as a screen would: its columns, filter fields and card. */
function Demo(props: DemoProps) {
  const w = WORDS[useLang()];
  const date = useListDate();
  const [keyword, setKeyword] = React.useState("");
  const [from, setFrom] = React.useState("");
  const [selected, setSelected] = React.useState<ReadonlySet<string>>(
    () => new Set(props.initialSelected),
  );
  const [exportOpen, setExportOpen] = React.useState(props.exportOpen ?? false);
  const [sort, setSort] = React.useState<"asc" | "desc">("desc");
  const columns: ListColumn<Waybill>[] = [
    {
      id: "mawb",
      header: w.mawb,
      cell: (r) => <span className="font-mono font-medium text-brand-700">{r.mawb}</span>,
      text: (r) => r.mawb,
    },
    { id: "shipper", header: w.shipper, cell: (r) => r.shipper, maxWidth: "max-w-48" },
    { id: "route", header: w.route, cell: (r) => r.route },
    {
      id: "status",
      header: w.status,
      cell: (r) => <Badge tone={TONE[r.status]}>{w[`${r.status}_s`]}</Badge>,
    },
    { id: "pieces", header: w.pieces, cell: (r) => formatNumber(r.pieces, 0), align: "end" },
    {
      id: "weightKg",
      header: w.weightKg,
      cell: (r) => formatNumber(r.weightKg, 2),
      align: "end",
    },
    { id: "booked", header: w.booked, cell: (r) => date(r.booked), sort },
    ...(props.wide
      ? ([
          { id: "consignee", header: w.consignee, cell: (r) => r.consignee, maxWidth: "max-w-48" },
          { id: "carrier", header: w.carrier, cell: (r) => r.carrier },
          {
            id: "volume",
            header: w.volume,
            cell: (r) => formatNumber(r.volume, 3),
            align: "end",
          },
          { id: "departed", header: w.departed, cell: (r) => date(r.departed) },
          { id: "remark", header: w.remark, cell: (r) => r.remark || "-", maxWidth: "max-w-40" },
        ] satisfies ListColumn<Waybill>[])
      : []),
    {
      id: "actions",
      header: w.edit,
      actions: true,
      cell: (r) => (
        <Button variant="link" size="sm" aria-label={`${w.edit} ${r.mawb}`}>
          {w.edit}
        </Button>
      ),
    },
  ];
  return (
    <ListScreen<Waybill>
      name="waybill-list"
      title={w.title}
      intro={w.intro}
      onCreate={props.onCreate}
      onChooseColumns={() => {}}
      exportDialog={(state) => (
        <ExportDialog
          {...state}
          columns={columns.filter((c) => !c.actions).map((c) => ({ id: c.id, label: c.header }))}
          maxRows={5000}
          onExport={async () => 1}
        />
      )}
      exportOpen={exportOpen}
      onExportOpenChange={setExportOpen}
      filter={{
        keyword,
        onKeywordChange: setKeyword,
        keywordPlaceholder: w.placeholder,
        onSearch: () => props.onSearch({ keyword: keyword.trim(), from }),
        onReset: () => {
          setKeyword("");
          setFrom("");
          props.onSearch({ keyword: "", from: "" });
        },
        fields: (
          <Field label={w.dateFrom} className="w-40">
            <Input
              value={from}
              placeholder="YYYY-MM-DD"
              onChange={(e) => setFrom(e.target.value)}
            />
          </Field>
        ),
      }}
      result={props.result}
      refreshing={props.refreshing ?? false}
      onRetry={props.onRetry}
      onPage={props.onPage}
      columns={columns}
      getRowId={(r) => r.mawb}
      onSort={() => setSort((s) => (s === "desc" ? "asc" : "desc"))}
      selection={{ selected, onChange: setSelected, labelOf: (r) => `${w.select} ${r.mawb}` }}
      card={{ title: "mawb", fields: ["shipper", "route", "status", "weightKg", "booked"] }}
      empty={{
        text: w.empty,
        action: <Button onClick={props.onCreate}>{w.create}</Button>,
      }}
    />
  );
}

const meta = {
  title: "UI/ListScreen",
  component: Demo,
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
  args: {
    result: ready(page(waybills, 137)),
    onSearch: fn(),
    onCreate: fn(),
    onRetry: fn(),
    onPage: fn(),
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 137 waybills: dates in one format, numbers aligned right, 编辑 in each row. */
export const Data: Story = {};

/** The first answer on its way: the header stays, skeleton rows under it. */
export const Loading: Story = { args: { result: loading } };

/** Nothing yet: the empty state offers to create the first one. */
export const Empty: Story = { args: { result: ready(page([])) } };

/** The list failed: the catalogue's error box and its retry. */
export const Failed: Story = {
  args: { result: failed },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "重试" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A newer answer on its way: the rows stay, marked as updating. */
export const Refreshing: Story = { args: { refreshing: true } };

/** Twelve columns in 1200 px: the right edge casts a shadow, the first column stays. */
export const ManyColumns: Story = {
  args: { wide: true },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[data-slot="list-table"] > div');
    await expect(frame?.getAttribute("data-scrolls")).toBe("true");
    // A cut-off cell shows its whole text as a tooltip; one that fits has none.
    const cut = within(canvasElement).getAllByText(/^ACME Logistics/)[0] as HTMLElement;
    await userEvent.hover(cut);
    await expect(cut.title).toBe("ACME Logistics Inc., Los Angeles, CA 90045");
    const whole = within(canvasElement).getAllByText("Müller Spedition GmbH")[0] as HTMLElement;
    await userEvent.hover(whole);
    await expect(whole.hasAttribute("title")).toBe(false);
  },
};

/** Rows ticked: 导出 counts them; the export dialog offers the selected rows. */
export const SelectedAndExport: Story = {
  args: { initialSelected: [waybills[1]?.mawb ?? "", waybills[2]?.mawb ?? ""], exportOpen: true },
};

/** 重置 clears the keyword and the list's own field; 查询 sends them, trimmed. */
export const SearchAndReset: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const keyword = canvas.getByRole("searchbox", { name: "关键字" });
    await userEvent.type(keyword, "zzz");
    await userEvent.click(canvas.getByRole("button", { name: "重置" }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({ keyword: "", from: "" });
    await expect(keyword).toHaveValue("");
    await userEvent.type(keyword, " 784-1 ");
    await userEvent.click(canvas.getByRole("button", { name: "查询" }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({ keyword: "784-1", from: "" });
  },
};

/** 375 px: the same rows as cards, the key fields and 编辑 visible. */
export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(canvas.getByRole("button", { name: `编辑 ${waybills[0]?.mawb}` })).toBeVisible();
  },
};

/** A phone while the first answer is on its way: skeleton cards. */
export const PhoneLoading: Story = {
  args: { result: loading },
  globals: { viewport: { value: "phone" } },
};

export const English: Story = { args: { wide: true }, globals: { locale: "en-US" } };
