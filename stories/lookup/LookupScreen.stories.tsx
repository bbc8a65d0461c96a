import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import type { TactRow } from "../../src/contract/lookup";
import { Button } from "../../src/ui/button";
import { failed, loading, ready } from "../../src/ui/loadable";
import {
  Code,
  type LookupColumn,
  LookupScreen,
  type LookupScreenProps,
  type LookupSort,
} from "../../src/widgets/lookup/LookupScreen";
import { rateColumns } from "../../src/widgets/lookup/rate-columns";
import { pageFrame } from "../page-frame";
import { TACT } from "./rate-fixtures";

/**
 * The frame every lookup tool shares (LookupScreen.tsx), with a plain rate table built from the
 * shared rate columns (rate-columns.tsx): the slots for a filter and an action, the sort
 * headers' three-step cycle, and each state of the answer. The tools' own stories show their
 * columns and texts.
 */
const RATE_TEXTS = { colMinimum: "最低", colNormal: "普通" } as const;

const COLUMNS: LookupColumn<TactRow>[] = [
  { id: "route", header: "航线", sortable: true, cell: (r) => <Code>{r.route}</Code> },
  { id: "currency", header: "币种", cell: (r) => r.currency },
  ...rateColumns<TactRow>((key) => RATE_TEXTS[key]),
];

const page = (records: TactRow[], total = records.length, current = 1) => ({
  total,
  current,
  size: 20,
  records,
});

type Props = LookupScreenProps<TactRow>;

const base: Props = {
  name: "frame",
  title: "运价表",
  intro: "按起运港和目的港查找；每公斤人民币。",
  placeholder: "例如 PVG-FRA",
  columns: COLUMNS,
  getRowId: (r) => r.route,
  noResult: (keyword) => `没有找到与“${keyword}”相符的运价`,
  keyword: "",
  result: ready(page(TACT)),
  refreshing: false,
  sort: null,
  onKeywordChange: () => {},
  onPage: () => {},
  onRetry: () => {},
};

/** The frame with its sort kept in the story, as a page keeps it in the address. */
function Frame(props: Partial<Props>) {
  const [sort, setSort] = React.useState<LookupSort>(props.sort ?? null);
  const onSort = props.onSort ?? (() => {});
  return (
    <LookupScreen<TactRow>
      {...base}
      {...props}
      sort={sort}
      onSort={(next) => {
        setSort(next);
        onSort(next);
      }}
    />
  );
}

const meta = {
  title: "Lookup/LookupScreen",
  component: Frame,
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rates with the minimum, normal and weight-break columns, right-aligned with two digits. */
export const RateColumns: Story = {};

/** A click on a sortable header sorts ascending, a second descending, a third not at all. */
export const SortCycle: Story = {
  args: { onSort: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const header = () => canvas.getByRole("button", { name: /^航线/ });
    await userEvent.click(header());
    await expect(args.onSort).toHaveBeenLastCalledWith({ key: "route", desc: false });
    await userEvent.click(header());
    await expect(args.onSort).toHaveBeenLastCalledWith({ key: "route", desc: true });
    await userEvent.click(header());
    await expect(args.onSort).toHaveBeenLastCalledWith(null);
  },
};

/** Sorted by the +100 break, highest first. */
export const SortedDescending: Story = { args: { sort: { key: "q100", desc: true } } };

/** The filter slot beside the search box and an action beside the export. */
export const WithSlots: Story = {
  args: {
    extra: (
      <label className="flex items-center gap-2 text-sm text-neutral-700">
        <input type="checkbox" className="size-4" defaultChecked />
        只看直飞
      </label>
    ),
    actions: <Button variant="outline">新增运价</Button>,
    exportTable: "tact",
    onExport: fn(async () => TACT.length),
  },
};

export const Loading: Story = { args: { result: loading } };
export const Failed: Story = { args: { result: failed } };
export const NoResult: Story = { args: { keyword: "XYZ", result: ready(page([])) } };
export const Refreshing: Story = { args: { keyword: "PVG", refreshing: true } };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
