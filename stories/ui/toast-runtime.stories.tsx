import type { Meta, StoryObj } from "@storybook/react-vite";
import { toast } from "sonner";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { ToastKind } from "../../src/ui/toast";
import { show } from "../../src/ui/toast-runtime";

/**
 * The runtime behind notify(): it mounts one sonner Toaster on document.body on the first notice
 * and shows every later one there. Stories call show() directly; notify() only loads this module.
 */
const meta = {
  title: "UI/ToastRuntime",
  parameters: { layout: "fullscreen" },
  render: () => <div className="min-h-dvh" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Notices held for a minute, so they are still there for the capture. */
const HOLD = { duration: 60_000 };

const toasts = () => document.querySelectorAll('[data-sonner-toast][data-mounted="true"]');

/** The toaster outlives each story, so every story first clears what the last one left. */
async function clear() {
  toast.dismiss();
  await waitFor(() => expect(document.querySelector("[data-sonner-toast]")).toBeNull());
}

async function showAll(notices: [ToastKind, string][]) {
  await clear();
  for (const [kind, message] of notices) show(kind, message, HOLD);
  const newest = notices.at(-1);
  if (newest) {
    await waitFor(() => expect(within(document.body).getByText(newest[1])).toBeVisible());
  }
  await waitFor(() => expect(toasts().length).toBe(notices.length));
}

/** The first notice mounts the one toaster host; it sits bottom right with a close button. */
export const FirstNotice: Story = {
  play: async () => {
    await showAll([["success", "运单已保存"]]);
    await expect(document.querySelectorAll('[data-slot="toaster"]').length).toBe(1);
    await expect(
      within(document.body).getByRole("button", { name: "关闭通知" }),
    ).toBeInTheDocument();
  },
};

/** Four notices, hovered so the stack opens: the three newest side by side, the oldest hidden. */
export const StackExpanded: Story = {
  play: async () => {
    await showAll([
      ["info", "已复制分享链接"],
      ["warning", "舱单尚未申报，请在航班起飞前完成"],
      ["error", "保存失败：主运单号已存在"],
      ["success", "运单已保存"],
    ]);
    // Still one host however many notices were shown.
    await expect(document.querySelectorAll('[data-slot="toaster"]').length).toBe(1);
    const list = document.querySelector<HTMLElement>("[data-sonner-toaster]");
    if (!list) throw new Error("no toaster");
    await userEvent.hover(list);
    await waitFor(() => expect(list.querySelector('[data-expanded="true"]')).not.toBeNull());
    await expect(
      list.querySelector('[data-visible="false"]')?.textContent?.includes("已复制分享链接"),
    ).toBe(true);
  },
};

/** A notice with the id of the one on screen replaces it instead of stacking. */
export const ReplacedById: Story = {
  play: async () => {
    await clear();
    show("info", "正在生成主运单 PDF…", { ...HOLD, id: "awb-pdf" });
    await waitFor(() => expect(toasts().length).toBe(1));
    show("success", "主运单 PDF 已生成", { ...HOLD, id: "awb-pdf" });
    await waitFor(() => expect(within(document.body).getByText("主运单 PDF 已生成")).toBeVisible());
    await expect(within(document.body).queryByText("正在生成主运单 PDF…")).toBeNull();
    await expect(toasts().length).toBe(1);
  },
};

/** A long message wraps inside the notice. */
export const LongMessage: Story = {
  play: () =>
    showAll([
      [
        "error",
        "保存失败：主运单号 784-55123401 已被订单 AE2500001 使用，请更换运单号，或先在原订单中解除该运单号后再保存。",
      ],
    ]),
};

/** The close button removes the notice at once. */
export const ClosedByButton: Story = {
  play: async () => {
    await showAll([["warning", "舱单尚未申报，请在航班起飞前完成"]]);
    await userEvent.click(within(document.body).getByRole("button", { name: "关闭通知" }));
    await waitFor(() => expect(document.querySelector("[data-sonner-toast]")).toBeNull());
  },
};

/** A 375 px phone: the notice spans the width at the bottom. */
export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  play: () => showAll([["info", "已复制分享链接"]]),
};
