import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, within } from "storybook/test";
import type { HotMenuSaveItem } from "../../src/domain/hot-menu";
import { localizeMenus } from "../../src/i18n/messages/menus";
import { failed, loading, ready } from "../../src/ui/loadable";
import { HotMenuDialog, type HotMenuDialogProps } from "../../src/widgets/hot-menu/HotMenuDialog";
import { HOT_MENU_TREE, SIX, savedRecords, TEN } from "../dashboard/fixtures";

/** The hot-menu settings dialog (seed 000 §2.5) with 0, 6 and 10 chosen and each edge. */
function Harness(props: Partial<HotMenuDialogProps> & { chosenIds?: number[] }) {
  const [open, setOpen] = React.useState(true);
  const [saved, setSaved] = React.useState<HotMenuSaveItem[] | null>(null);
  return (
    <>
      <HotMenuDialog
        open={open}
        onOpenChange={setOpen}
        tree={ready(HOT_MENU_TREE)}
        records={savedRecords(props.chosenIds ?? [])}
        saving={false}
        saveError={null}
        onSave={setSaved}
        onRetry={() => {}}
        {...props}
      />
      {saved ? <pre data-testid="saved">{JSON.stringify(saved)}</pre> : null}
    </>
  );
}

const meta = {
  title: "HotMenu/HotMenuDialog",
  component: Harness,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const NoneChosen: Story = { args: { chosenIds: [] } };
export const SixChosen: Story = { args: { chosenIds: SIX } };
/** All ten chosen rows whole, none behind a scroll (issue 24: the tenth was clipped). */
const tenthWhole = async () => {
  const chosen = await body().findByRole("region", { name: "已选菜单" });
  const frame = chosen.querySelector<HTMLElement>(".overflow-y-auto");
  await expect(within(chosen).getAllByRole("row")).toHaveLength(11);
  await expect(frame?.scrollHeight).toBeLessThanOrEqual(frame?.clientHeight ?? 0);
};

export const TenChosen: Story = { args: { chosenIds: TEN }, play: tenthWhole };

/** The same on a 1280 × 800 laptop screen. */
export const TenChosenLaptop: Story = {
  args: { chosenIds: TEN },
  globals: { viewport: { value: "desktop" } },
  play: tenthWhole,
};

/** Ten chosen, an eleventh ticked: the tick is reverted and the limit message shows. */
export const EleventhReverted: Story = {
  args: { chosenIds: TEN },
  play: async () => {
    const tracking = await body().findByRole("checkbox", { name: "货物追踪" });
    await userEvent.click(tracking);
    await expect(tracking).not.toBeChecked();
    await expect(await body().findByRole("alert")).toHaveTextContent("最多只能选择 10 个常用菜单");
    await expect(body().getByText("10 / 10")).toBeVisible();
  },
};

/** A parent menu's box stays empty and says why. */
export const ParentCannotBeTicked: Story = {
  args: { chosenIds: SIX },
  play: async () => {
    const parent = await body().findByRole("checkbox", { name: /基础资料/ });
    await userEvent.click(parent);
    await expect(parent).not.toBeChecked();
    await expect(await body().findByRole("alert")).toHaveTextContent("只能选择末级菜单");
  },
};

/** Reordering: the first row's 'up' is disabled; moving the second up swaps them. */
export const Reordered: Story = {
  args: { chosenIds: SIX },
  play: async () => {
    await expect(await body().findByRole("button", { name: "上移 空运出口订单" })).toBeDisabled();
    await expect(body().getByRole("button", { name: "下移 陆运订单" })).toBeDisabled();
    await userEvent.click(body().getByRole("button", { name: "上移 我的询价" }));
    const rows = body().getAllByRole("row").slice(1);
    await expect(rows[0]).toHaveTextContent("我的询价");
    await expect(rows[1]).toHaveTextContent("空运出口订单");
  },
};

export const OtherGroup: Story = {
  args: { chosenIds: SIX },
  play: async () => {
    await userEvent.click(await body().findByRole("tab", { name: /结算报表/ }));
    await expect(await body().findByRole("checkbox", { name: "业务分析报表" })).toBeChecked();
  },
};

export const Saving: Story = { args: { chosenIds: SIX, saving: true } };
export const SaveError: Story = {
  args: { chosenIds: SIX, saveError: "所选菜单不存在或您没有该菜单的权限" },
};
export const LoadingMenus: Story = { args: { chosenIds: SIX, tree: loading } };
export const MenusFailed: Story = { args: { chosenIds: SIX, tree: failed } };

/** On a phone the chosen list is under the tree, and the description says so (issue 35). */
export const Mobile: Story = {
  args: { chosenIds: SIX },
  globals: { viewport: { value: "phone" } },
  play: async () => {
    const dialog = within(document.body).getByRole("dialog");
    await expect(within(dialog).getByText(/在下方调整顺序/)).toBeVisible();
    await expect(within(dialog).getByText(/在右侧调整顺序/)).not.toBeVisible();
  },
};

export const English: Story = {
  args: { chosenIds: SIX, tree: ready(localizeMenus(HOT_MENU_TREE, "en-US")) },
  globals: { locale: "en-US" },
};
