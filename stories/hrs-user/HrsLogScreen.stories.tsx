import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { failed, loading, ready } from "../../src/ui/loadable";
import { HrsLogScreen } from "../../src/widgets/hrs-user/HrsLogScreen";
import { pageFrame } from "../page-frame";
import { LOG, page } from "./fixtures";

const meta = {
  title: "HrsUser/HrsLogScreen",
  component: HrsLogScreen,
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
  args: {
    action: "",
    onActionChange: fn(),
    log: ready(page(LOG, 312)),
    refreshing: false,
    onPage: fn(),
    onRetry: fn(),
    onExport: fn(),
  },
} satisfies Meta<typeof HrsLogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign-ins, a switch and administrative changes, newest first. */
export const Log: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText("操作类型"), "登录失败");
    await expect(args.onActionChange).toHaveBeenCalledWith("signin.failure");
    await userEvent.click(canvas.getByRole("button", { name: "导出本页" }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

/** A change opened: the record before and after. */
export const ChangeOpened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByText("查看")[1] as HTMLElement);
    await expect(canvas.getAllByText(/"permissionIds"/, { selector: "pre" })).toHaveLength(2);
  },
};

export const Filtered: Story = {
  args: {
    action: "signin.failure",
    log: ready(page(LOG.filter((r) => r.action === "signin.failure"))),
  },
};

export const Empty: Story = { args: { log: ready(page([])) } };
export const Loading: Story = { args: { log: loading } };
export const Failed: Story = { args: { log: failed } };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const English: Story = { globals: { locale: "en-US" } };
