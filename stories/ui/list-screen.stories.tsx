import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { useLang } from "../../src/i18n";
import { Button } from "../../src/ui/button";
import { ExportDialog } from "../../src/ui/export-dialog";
import { Field } from "../../src/ui/field";
import { Input } from "../../src/ui/input";
import { type ListPage, ListScreen, useListDate } from "../../src/ui/list-screen";
import { failed, type Loadable, loading, ready } from "../../src/ui/loadable";
import { pageFrame } from "../page-frame";
import { page, type Waybill, WORDS, waybillColumns, waybills } from "./list-fixtures";

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
  const columns = waybillColumns(w, date, { sort, wide: props.wide, actions: true });
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
