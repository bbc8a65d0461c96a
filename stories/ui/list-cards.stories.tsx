import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { useLang } from "../../src/i18n";
import { Button } from "../../src/ui/button";
import { ListCards, useListDate } from "../../src/ui/list-screen";
import { type Waybill, WORDS, waybillColumns, waybills } from "./list-fixtures";

type DemoProps = {
  /** null while the first answer is on its way. */
  rows: Waybill[] | null;
  /** The row's 编辑 button at each card's foot. */
  actions?: boolean;
  initialSelected?: string[];
  onCreate: () => void;
};

/** The cards alone, as ListScreen draws them on a phone: title, key fields, selection. */
function Demo(props: DemoProps) {
  const w = WORDS[useLang()];
  const date = useListDate();
  const [selected, setSelected] = React.useState<ReadonlySet<string>>(
    () => new Set(props.initialSelected),
  );
  return (
    <ListCards<Waybill>
      caption={w.title}
      columns={waybillColumns(w, date, { sort: "desc", actions: props.actions })}
      rows={props.rows}
      getRowId={(r) => r.mawb}
      card={{ title: "mawb", fields: ["shipper", "route", "status", "weightKg", "booked"] }}
      selection={{ selected, onChange: setSelected, labelOf: (r) => `${w.select} ${r.mawb}` }}
      empty={{ text: w.empty, action: <Button onClick={props.onCreate}>{w.create}</Button> }}
    />
  );
}

const meta = {
  title: "UI/ListCards",
  component: Demo,
  globals: { viewport: { value: "phone" } },
  args: { rows: waybills.slice(0, 4), onCreate: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four waybills at 375 px: one card each, its number, key fields and checkbox. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "运单" });
    await expect(within(list).getAllByRole("listitem")).toHaveLength(4);
  },
};

/** The first answer on its way: four skeleton cards. */
export const Loading: Story = {
  args: { rows: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="list-cards"] > li')).toHaveLength(4);
  },
};

/** No rows: the empty text and its action, which creates the first one. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "新建运单" }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

/** The row's buttons at each card's foot, visible without scrolling sideways; one card ticked. */
export const Actions: Story = {
  args: { actions: true, initialSelected: [waybills[1]?.mawb ?? ""] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const row of waybills.slice(0, 4)) {
      await expect(canvas.getByRole("button", { name: `编辑 ${row.mawb}` })).toBeVisible();
    }
    await expect(canvas.getByRole("checkbox", { name: `选择 ${waybills[1]?.mawb}` })).toBeChecked();
  },
};

/** The same cards in English, with their buttons. */
export const English: Story = { args: { actions: true }, globals: { locale: "en-US" } };
