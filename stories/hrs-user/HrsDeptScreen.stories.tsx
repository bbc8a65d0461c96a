import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { failed, loading, ready } from "../../src/ui/loadable";
import { HrsDeptScreen } from "../../src/widgets/hrs-user/HrsDeptScreen";
import { pageFrame } from "../page-frame";
import { DEPTS } from "./fixtures";

const meta = {
  title: "HrsUser/HrsDeptScreen",
  component: HrsDeptScreen,
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
  args: {
    depts: ready(DEPTS),
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
} satisfies Meta<typeof HrsDeptScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Departments: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "重命名 单证部" }));
    await expect(args.onEdit).toHaveBeenCalledWith(DEPTS[1]);
  },
};

export const Empty: Story = { args: { depts: ready([]) } };
export const Loading: Story = { args: { depts: loading } };
export const Failed: Story = { args: { depts: failed } };

export const LongNames: Story = {
  args: {
    depts: ready([
      {
        deptId: 9,
        name: "华东区域空运出口操作部（含上海浦东、虹桥及杭州萧山机场的监管仓库与报关协调组）",
        version: 1,
        userCount: 1284,
      },
      ...DEPTS,
    ]),
  },
};

/** Adding: an empty name is refused by the shared schema; nothing is sent. */
export const AddValidationError: Story = {
  args: { editing: "new" },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "新增部门" }));
    await userEvent.click(dialog.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(dialog.getByText("请输入部门名称（1 到 50 个字符）")).toBeVisible());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Renaming sends the version read. */
export const Rename: Story = {
  args: { editing: DEPTS[1] ?? null },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "重命名部门" }));
    const input = dialog.getByLabelText("部门名称");
    await userEvent.clear(input);
    await userEvent.type(input, "单证与报关部");
    await userEvent.click(dialog.getByRole("button", { name: "保存" }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: "单证与报关部", version: 2 }, 2);
  },
};

/** The server refused: the name is taken. */
export const NameTaken: Story = {
  args: { editing: "new", error: "部门名称已存在" },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const English: Story = { globals: { locale: "en-US" } };

/** Only an empty department offers deletion, and asks first. */
export const ConfirmRemove: Story = { args: { removing: DEPTS[2] ?? null } };

/** Someone was put in it meanwhile: the server's refusal shows in the dialog. */
export const RemoveRefused: Story = {
  args: { removing: DEPTS[2] ?? null, error: "该部门下还有用户，不能删除" },
};

const MANY_DEPTS = Array.from({ length: 45 }, (_, i) => ({
  deptId: 100 + i,
  name: `分拨中心 ${String(i + 1).padStart(2, "0")}`,
  version: 1,
  userCount: i % 4,
}));

/** Forty-five departments: twenty a page, the pager leads to the next twenty. */
export const ManyDepartments: Story = {
  args: { depts: ready(MANY_DEPTS) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("分拨中心 20")).toBeVisible();
    await expect(canvas.queryByText("分拨中心 21")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "下一页" }));
    await waitFor(() => expect(canvas.getByText("分拨中心 21")).toBeVisible());
    await expect(canvas.queryByText("分拨中心 01")).toBeNull();
  },
};
