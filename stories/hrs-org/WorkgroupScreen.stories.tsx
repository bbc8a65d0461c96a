import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { failed, loading, ready } from "../../src/ui/loadable";
import { WorkgroupScreen } from "../../src/widgets/hrs-org/WorkgroupScreen";
import { pageFrame } from "../page-frame";
import { CANDIDATES, WORKGROUPS } from "./fixtures";

const meta = {
  title: "HrsOrg/WorkgroupScreen",
  component: WorkgroupScreen,
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
  args: {
    workgroups: ready(WORKGROUPS),
    candidates: CANDIDATES,
    onRetry: fn(),
    editing: null,
    onEdit: fn(),
    onSave: fn(),
    removing: null,
    onRemove: fn(),
    onConfirmRemove: fn(),
    busy: false,
    error: null,
  },
} satisfies Meta<typeof WorkgroupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Workgroups: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "编辑 海运进口组" }));
    await expect(args.onEdit).toHaveBeenCalledWith(WORKGROUPS[1]);
  },
};

export const Empty: Story = { args: { workgroups: ready([]) } };
export const Loading: Story = { args: { workgroups: loading } };
export const Failed: Story = { args: { workgroups: failed } };

/** Adding without a name is refused by the shared schema; nothing is sent. */
export const AddValidationError: Story = {
  args: { editing: "new" },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "新增工作组" }));
    await userEvent.click(dialog.getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(dialog.getByText("请输入工作组名称（1 到 50 个字符）")).toBeVisible(),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Editing sends the members kept and the version read. */
export const Edit: Story = {
  args: { editing: WORKGROUPS[0] ?? null },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "编辑工作组" }));
    await userEvent.click(dialog.getByRole("button", { name: "删除 李强" }));
    await userEvent.click(dialog.getByRole("button", { name: "保存" }));
    await expect(args.onSave).toHaveBeenCalledWith(
      { name: "空运出口组", userIds: [2], version: 2 },
      1,
    );
  },
};

export const NameTaken: Story = { args: { editing: "new", error: "工作组名称已存在" } };
export const ConfirmRemove: Story = { args: { removing: WORKGROUPS[1] ?? null } };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const English: Story = {
  globals: { locale: "en-US" },
  args: { editing: "new", error: "工作组名称已存在" },
};
