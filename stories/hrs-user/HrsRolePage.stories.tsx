import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse } from "msw";
import { expect, userEvent, waitFor, within } from "storybook/test";
import HrsRolePage from "../../src/app/pages/HrsRolePage";
import { HRS_USER, type HrsRole } from "../../src/contract/hrs-user";
import { mockEndpoint } from "../mock-endpoint";
import { pageFrame } from "../page-frame";
import { clearToasts, ok, SLOW, withApp } from "./app-frame";
import { ROLES, TREE } from "./fixtures";

/** The /hrs_role page itself over msw: the roles, the grantable tree and the saves' answers. */
const base = [
  mockEndpoint(HRS_USER.roles, () => ok(ROLES)),
  mockEndpoint(HRS_USER.roleTree, () => ok(TREE)),
];

const meta = {
  title: "HrsUser/HrsRolePage",
  component: HrsRolePage,
  parameters: { layout: "fullscreen", msw: { handlers: base } },
  decorators: [withApp, pageFrame],
  beforeEach: clearToasts,
} satisfies Meta<typeof HrsRolePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Roles and tree loaded; the staff role opened shows its partial tree. */
export const PartialTree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: /^员工/ }, SLOW));
    await expect(await canvas.findByRole("checkbox", { name: "用户管理" })).toBeChecked();
  },
};

/** The roles AddRole's server has saved, so the list fetched after the save holds the new one. */
const added: HrsRole[] = [];

/** A new role saved: the server's answer joins the list and opens in the editor. */
export const AddRole: Story = {
  beforeEach: () => {
    added.length = 0;
  },
  parameters: {
    msw: {
      handlers: [
        mockEndpoint(HRS_USER.roles, () => ok([...ROLES, ...added])),
        mockEndpoint(HRS_USER.addRole, async ({ request }) => {
          const body = (await request.json()) as { name: string; permissionIds: number[] };
          const role: HrsRole = {
            roleId: 9,
            code: "custom-9",
            name: body.name,
            version: 1,
            permissionIds: body.permissionIds,
            userCount: 0,
          };
          added.push(role);
          return ok(role);
        }),
        ...base,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "新增角色" }, SLOW));
    await userEvent.type(await canvas.findByLabelText("角色名称"), "单证员");
    await userEvent.click(canvas.getByRole("button", { name: /展开 空运管理/ }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "新建订单（空运出口）" }));
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await expect(
      await canvas.findByRole("heading", { name: "编辑角色：单证员" }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("已选 1 个菜单、1 个按钮");
    // The success notice is part of the capture, so wait for it.
    await expect(await within(document.body).findByText("操作成功", {}, SLOW)).toBeVisible();
  },
};

/** Somebody saved the role meanwhile: the server's 409 under the editor. */
export const SaveStale: Story = {
  parameters: {
    msw: {
      handlers: [
        mockEndpoint(HRS_USER.editRole, () =>
          HttpResponse.json(
            { code: 1, messageInfo: "数据已被他人修改，请刷新后重试", data: null },
            { status: 409 },
          ),
        ),
        ...base,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: /^员工/ }, SLOW));
    await userEvent.click(await canvas.findByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(canvas.getByRole("alert")).toHaveTextContent("数据已被他人修改，请刷新后重试"),
    );
  },
};

/** The tree cannot be loaded: the retry. */
export const TreeFails: Story = {
  parameters: {
    msw: {
      handlers: [
        mockEndpoint(HRS_USER.roleTree, () => new HttpResponse(null, { status: 503 })),
        mockEndpoint(HRS_USER.roles, () => ok(ROLES)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("加载数据失败", {}, SLOW)).toBeVisible();
  },
};
