import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { useLang } from "../../src/i18n";
import { Button } from "../../src/ui/button";
import { ListTable, useListDate } from "../../src/ui/list-screen";
import { type Waybill, WORDS, waybillColumns, waybills } from "./list-fixtures";

type DemoProps = {
  /** null while the first answer is on its way. */
  rows: Waybill[] | null;
  wide?: boolean;
  /** The shipper column narrowed, so the longer names are cut off. */
  narrowShipper?: boolean;
  initialSelected?: string[];
  onSort: (columnId: string) => void;
  onCreate: () => void;
};

/** The table alone, as ListScreen draws it on a desktop: its columns, selection and sort. */
function Demo(props: DemoProps) {
  const w = WORDS[useLang()];
  const date = useListDate();
  const [selected, setSelected] = React.useState<ReadonlySet<string>>(
    () => new Set(props.initialSelected),
  );
  const [sort, setSort] = React.useState<"asc" | "desc">("desc");
  const columns = waybillColumns(w, date, {
    sort,
    wide: props.wide,
    actions: true,
    shipperWidth: props.narrowShipper ? "max-w-28" : undefined,
  });
  return (
    <ListTable<Waybill>
      caption={w.title}
      columns={columns}
      rows={props.rows}
      getRowId={(r) => r.mawb}
      selection={{ selected, onChange: setSelected, labelOf: (r) => `${w.select} ${r.mawb}` }}
      onSort={(id) => {
        props.onSort(id);
        setSort((s) => (s === "desc" ? "asc" : "desc"));
      }}
      empty={{ text: w.empty, action: <Button onClick={props.onCreate}>{w.create}</Button> }}
    />
  );
}

const meta = {
  title: "UI/ListTable",
  component: Demo,
  args: { rows: waybills.slice(0, 6), onSort: fn(), onCreate: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six waybills: one row height, numbers aligned right, 编辑 in each row, nothing ticked. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("row")).toHaveLength(7);
    await expect(canvas.getByRole("checkbox", { name: "选择本页全部" })).not.toBeChecked();
  },
};

/** The first answer on its way: the real header, eight skeleton rows, the page checkbox disabled. */
export const Loading: Story = {
  args: { rows: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton-row"]')).toHaveLength(8);
    await expect(within(canvasElement).getByRole("checkbox")).toBeDisabled();
  },
};

/** No rows: the empty text and its action, which creates the first one. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("还没有运单")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "新建运单" }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

/** Twelve columns wider than the page: the frame scrolls, its right edge casts a shadow. */
export const ManyColumns: Story = {
  args: { wide: true },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[data-slot="list-table"] > div');
    await expect(frame?.getAttribute("data-scrolls")).toBe("true");
    await expect(frame?.getAttribute("role")).toBe("region");
    const shadow = canvasElement.querySelector('[data-slot="scroll-shadow-right"]');
    await expect(shadow?.classList.contains("opacity-100")).toBe(true);
  },
};

/** A narrow shipper column: a cut-off name gets its whole text as a tooltip, one that fits none. */
export const TruncatedCell: Story = {
  args: { narrowShipper: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cut = canvas.getAllByText("深圳前海供应链管理有限公司")[0] as HTMLElement;
    await expect(cut.scrollWidth).toBeGreaterThan(cut.clientWidth);
    await userEvent.hover(cut);
    await expect(cut.title).toBe("深圳前海供应链管理有限公司");
    const whole = canvas.getAllByText("PVG → LAX")[0] as HTMLElement;
    await userEvent.hover(whole);
    await expect(whole.hasAttribute("title")).toBe(false);
  },
};

/** Two rows ticked: their tint, and 选择本页全部 half-checked; ticking it takes the whole page. */
export const SelectedRows: Story = {
  args: { initialSelected: [waybills[1]?.mawb ?? "", waybills[2]?.mawb ?? ""] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole("checkbox", { name: "选择本页全部" }) as HTMLInputElement;
    await expect(all.indeterminate).toBe(true);
    await expect(canvas.getByRole("checkbox", { name: `选择 ${waybills[1]?.mawb}` })).toBeChecked();
    await expect(
      canvas.getByRole("checkbox", { name: `选择 ${waybills[0]?.mawb}` }),
    ).not.toBeChecked();
  },
};

/** 订舱时间 clicked: the header turns ascending (▲) and tells the list which column. */
export const SortedHeader: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole("columnheader", { name: /订舱时间/ });
    await expect(header).toHaveAttribute("aria-sort", "descending");
    await userEvent.click(canvas.getByRole("button", { name: /订舱时间/ }));
    await expect(args.onSort).toHaveBeenCalledWith("booked");
    await expect(header).toHaveAttribute("aria-sort", "ascending");
  },
};

/** The same table in English, one row ticked. */
export const English: Story = {
  args: { initialSelected: [waybills[0]?.mawb ?? ""] },
  globals: { locale: "en-US" },
};
