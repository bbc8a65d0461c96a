import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { failed, loading, ready } from "../../src/ui/loadable";
import { HrsRoleScreen } from "../../src/widgets/hrs-user/HrsRoleScreen";
import { pageFrame } from "../page-frame";
import { ROLES, TREE } from "./fixtures";

const meta = {
  title: "HrsUser/HrsRoleScreen",
  component: HrsRoleScreen,
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
  args: {
    roles: ready(ROLES),
    tree: ready(TREE),
    selected: 2,
    onSelect: fn(),
    onSave: fn(),
    deleting: null,
    onDeleteAsk: fn(),
    onDelete: fn(),
    onRetry: fn(),
    busy: false,
    error: null,
  },
} satisfies Meta<typeof HrsRoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The staff role: part of the HRS group (three of six menus, its one button), air export with
 * two of its three buttons; the report group untouched. Groups with a grant are open. Each
 * button says what it allows (its description), beside its identifier.
 */
export const PartialTree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hrs = canvas.getByRole("checkbox", { name: /人事与租户管理/ });
    await expect(hrs).toHaveAttribute("aria-checked", "mixed");
    await expect(canvas.getByRole("checkbox", { name: "用户管理" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "新增用户" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "导出订单（空运出口）" })).not.toBeChecked();
    const edit = canvas.getByRole("checkbox", { name: "编辑订单、跟踪与附件（空运出口）" });
    await expect(edit).toBeChecked();
    await expect(edit).toHaveAccessibleDescription("af_order_edit");
    await expect(canvas.getByRole("status")).toHaveTextContent("已选 5 个菜单、3 个按钮");
  },
};

/** Ticking a button ticks its menu; saving sends the leaves, their groups and the hidden grants. */
export const GrantAndSave: Story = {
  args: {
    roles: ready(
      ROLES.map((r) => (r.roleId === 2 ? { ...r, permissionIds: [...r.permissionIds, 215] } : r)),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /展开 结算报表/ }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "集团报表" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "导出订单（空运出口）" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "我的询价" }));
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await expect(args.onSave).toHaveBeenCalledWith(
      {
        name: "员工",
        permissionIds: [
          100, 101, 200, 201, 206, 209, 215, 400, 420, 421, 423, 1001, 1002, 1006, 2001,
        ],
        version: 2,
      },
      2,
    );
  },
};

/** A new role starts empty, every group folded. */
export const NewRole: Story = { args: { selected: "new" } };

/** Saving without a name: the shared schema's message; nothing is sent. */
export const NameError: Story = {
  args: { selected: "new" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(canvas.getByText("请输入角色名称（1 到 50 个字符）")).toBeVisible());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Nothing chosen yet. */
export const NoneSelected: Story = { args: { selected: null } };

/** A role nobody holds can be deleted, after a confirmation. */
export const UnusedRole: Story = { args: { selected: 4 } };

export const DeleteConfirm: Story = {
  args: { selected: 4, deleting: ROLES[3] ?? null },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "删除角色" }));
    await userEvent.click(dialog.getByRole("button", { name: "删除" }));
    await expect(args.onDelete).toHaveBeenCalledWith(ROLES[3]);
  },
};

/** Somebody saved the role meanwhile. */
export const Stale: Story = { args: { error: "数据已被他人修改，请刷新后重试" } };

export const LongNames: Story = {
  args: {
    roles: ready([
      {
        roleId: 9,
        code: "custom-9",
        name: "华东区域空运出口操作部门主管及跨部门协调审批角色（含海运、铁路与公路）",
        version: 1,
        permissionIds: [201, 2001],
        userCount: 128,
      },
      ...ROLES,
    ]),
    selected: 9,
  },
};

export const Empty: Story = { args: { roles: ready([]), selected: null } };
export const Loading: Story = { args: { roles: loading } };
export const Failed: Story = { args: { tree: failed } };

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const English: Story = { globals: { locale: "en-US" } };
