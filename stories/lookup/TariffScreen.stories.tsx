import type { Meta, StoryObj } from "@storybook/react-vite";
import React from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import type { TariffRow } from "../../src/contract/tariff";
import { ButtonInfoProvider } from "../../src/ui/button-gate";
import { failed, loading, ready } from "../../src/ui/loadable";
import { TariffScreen } from "../../src/widgets/lookup/TariffScreen";
import { pageFrame } from "../page-frame";
import { TACT } from "./rate-fixtures";

const ROWS: TariffRow[] = TACT.map((r, i) => ({
  ...r,
  id: i + 1,
  carrier: ["LH", "CA", "", "CZ", "EK"][i] ?? "",
  validFrom: "2026-01-01",
  validTo: "2026-12-31",
  remark: "",
  version: 1,
}));

const page = (records: TariffRow[]) => ({ total: records.length, current: 1, size: 20, records });

const editor = (Story: () => React.ReactNode) => (
  <ButtonInfoProvider buttons={["af_tariff_edit"]}>
    <Story />
  </ButtonInfoProvider>
);

const meta = {
  title: "Lookup/TariffScreen",
  component: TariffScreen,
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
  args: {
    keyword: "",
    result: ready(page(ROWS)),
    refreshing: false,
    sort: null,
    onKeywordChange: fn(),
    onSort: fn(),
    onPage: () => {},
    onRetry: () => {},
    onImport: fn(async () => ({ imported: 3, errors: [] })),
    onSaveNormal: fn(async () => {}),
    onCreate: fn(async () => {}),
    onDelete: fn(async () => {}),
  },
} satisfies Meta<typeof TariffScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without the button: read only. */
export const ReadOnly: Story = {};
/** With af_tariff_edit: the import button and each row's normal-rate editor. */
export const Editable: Story = { decorators: [editor] };
export const NoResult: Story = { args: { keyword: "zzzz", result: ready(page([])) } };
export const Loading: Story = { args: { result: loading } };
export const Failed: Story = { args: { result: failed } };
/** An import of valid rows only. */
export const ImportValid: Story = {
  decorators: [editor],
  args: { initialImport: { imported: 12, errors: [] } },
};
/** An import with two bad rows, named by their sheet row. */
export const ImportWithRowErrors: Story = {
  decorators: [editor],
  args: {
    initialImport: {
      imported: 10,
      errors: [
        { row: 3, message: "普通运价应为数字" },
        { row: 9, message: "目的站应为三字码" },
      ],
    },
  },
};
export const Phone: Story = { decorators: [editor], globals: { viewport: { value: "phone" } } };
export const English: Story = { decorators: [editor], globals: { locale: "en-US" } };

/** The table as the page keeps it: a confirmed delete refreshes it without the row. */
function StatefulTariffs(props: React.ComponentProps<typeof TariffScreen>) {
  const [rows, setRows] = React.useState(ROWS);
  return (
    <TariffScreen
      {...props}
      result={ready(page(rows))}
      onDelete={async (row) => {
        await props.onDelete(row);
        setRows((now) => now.filter((r) => r.id !== row.id));
      }}
    />
  );
}

/**
 * With the button, a row's delete asks first; confirming deletes it at its version and the
 * refreshed table no longer has the row (its end state, unlike Editable).
 */
export const DeleteConfirmed: Story = {
  decorators: [editor],
  render: (args) => <StatefulTariffs {...args} />,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: "删除 PVG-FRA LH 的运价" }));
    const dialog = await body.findByRole("dialog", { name: "删除运价" });
    await userEvent.click(within(dialog).getByRole("button", { name: "删除" }));
    await expect(args.onDelete).toHaveBeenCalledWith(ROWS[0]);
    await expect(body.queryByRole("dialog")).toBeNull();
    await expect(body.queryByRole("button", { name: "删除 PVG-FRA LH 的运价" })).toBeNull();
  },
};

/** The row changed meanwhile: the delete is refused (409) and says so. */
export const DeleteStale: Story = {
  decorators: [editor],
  args: {
    initialDelete: ROWS[1] ? { row: ROWS[1], error: "运价已被他人修改，请刷新后重试" } : undefined,
  },
};

/** The create dialog, opened from the table's button. */
export const CreateOpen: Story = {
  decorators: [editor],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole("button", { name: "新增运价" }));
    await expect(await body.findByRole("dialog", { name: "新增运价" })).toBeVisible();
  },
};
