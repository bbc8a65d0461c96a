import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse } from "msw";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import HrsUserPage from "../../src/app/pages/HrsUserPage";
import { HRS_USER, type HrsUser, type UserLink } from "../../src/contract/hrs-user";
import { chooseOption } from "../choose-option";
import { mockEndpoint } from "../mock-endpoint";
import { pageFrame } from "../page-frame";
import { clearToasts, ok, SLOW, withApp } from "./app-frame";
import { DEPTS, INVITATIONS, page, ROLES, USERS } from "./fixtures";

/**
 * The /hrs_user page itself, its calls answered by msw handlers over the contract's paths: the
 * list, the roles, and the saves with their answers (the new user's link, a stale version).
 */
const handlers = (users: HrsUser[], total = users.length) => [
  mockEndpoint(HRS_USER.userPage, ({ request }) => {
    const keyword = new URL(request.url).searchParams.get("keyword") ?? "";
    const found = users.filter((u) => !keyword || u.cname.includes(keyword));
    return ok(page(found, keyword ? found.length : total));
  }),
  mockEndpoint(HRS_USER.roles, () => ok(ROLES)),
  mockEndpoint(HRS_USER.depts, () => ok(DEPTS)),
  mockEndpoint(HRS_USER.invitations, () => ok([])),
];

const LINK: UserLink = {
  userId: 7,
  link: "https://freight.example.com/setPassword?token=q8V2m3L0cK1xN7pR4tY6uW9zA5bD2fG8hJ0kM3nP6sQ",
  expiresAt: "2026-11-26T09:30:00.000Z",
};

const meta = {
  title: "HrsUser/HrsUserPage",
  component: HrsUserPage,
  parameters: { layout: "fullscreen", msw: { handlers: handlers(USERS, 46) } },
  decorators: [withApp, pageFrame],
  beforeEach: clearToasts,
} satisfies Meta<typeof HrsUserPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list as the server answers it. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Re-read until it stays: the roles and departments may arrive after the list.
    await waitFor(
      () => expect(canvas.getByRole("group", { name: "王小明 的操作" })).toBeVisible(),
      SLOW,
    );
  },
};

/** An organisation with nobody else yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: handlers([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("暂无用户")).toBeVisible();
  },
};

/** The list call fails: the template's error box with its retry. */
export const ListFails: Story = {
  parameters: {
    msw: {
      handlers: [
        mockEndpoint(HRS_USER.userPage, () => new HttpResponse(null, { status: 503 })),
        mockEndpoint(HRS_USER.roles, () => ok(ROLES)),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("列表加载失败，请稍后重试")).toBeVisible();
  },
};

/** Adding a user: the server answers the one-time link, which the next dialog shows. */
export const AddShowsLink: Story = {
  parameters: {
    msw: {
      handlers: [
        mockEndpoint(HRS_USER.add, async ({ request }) => {
          const body = (await request.json()) as { cname?: string; roleId?: number };
          return body.cname === "陈新" && body.roleId === 2
            ? ok(LINK)
            : HttpResponse.json({ code: 1, messageInfo: "请求有误", data: null }, { status: 400 });
        }),
        ...handlers(USERS, 46),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("group", { name: "王小明 的操作" }, SLOW);
    await userEvent.click(canvas.getByRole("button", { name: "新增用户" }));
    const dialog = within(await screen.findByRole("dialog", { name: "新增用户" }, SLOW));
    await userEvent.type(dialog.getByLabelText("中文名"), "陈新");
    await userEvent.type(dialog.getByLabelText("邮箱"), "chen@demo.example");
    await chooseOption(dialog, "角色", "员工");
    await userEvent.click(dialog.getByRole("button", { name: "保存" }));
    const link = within(await screen.findByRole("dialog", { name: "设置密码链接" }, SLOW));
    await expect(link.getByLabelText("链接")).toHaveValue(LINK.link);
  },
};

/**
 * Adding a login another organisation's person has (issue 33): an invitation, not a member; the
 * page says so and lists it with the pending ones.
 */
export const AddInvites: Story = {
  parameters: {
    msw: {
      handlers: [
        mockEndpoint(HRS_USER.add, () =>
          ok({
            joined: true,
            invited: true,
            invitationId: 31,
            login: "li.ops@partner-logistics.example",
            expiresAt: "2026-11-27T02:00:00Z",
          }),
        ),
        mockEndpoint(HRS_USER.invitations, () => ok(INVITATIONS)),
        ...handlers(USERS, 46),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("group", { name: "王小明 的操作" }, SLOW);
    await userEvent.click(canvas.getByRole("button", { name: "新增用户" }));
    const dialog = within(await screen.findByRole("dialog", { name: "新增用户" }, SLOW));
    await userEvent.type(dialog.getByLabelText("中文名"), "李经理");
    await userEvent.type(dialog.getByLabelText("邮箱"), "li.ops@partner-logistics.example");
    await chooseOption(dialog, "角色", "员工");
    await userEvent.click(dialog.getByRole("button", { name: "保存" }));
    await expect(
      await screen.findByText(
        "已向 li.ops@partner-logistics.example 发出邀请：对方登录并接受后才成为本机构成员",
        {},
        SLOW,
      ),
    ).toBeVisible();
    await expect(await canvas.findByRole("heading", { name: "待接受的邀请" }, SLOW)).toBeVisible();
  },
};

/** Somebody saved the user meanwhile: the server's 409 stays in the dialog. */
export const EditStale: Story = {
  parameters: {
    msw: {
      handlers: [
        mockEndpoint(HRS_USER.edit, () =>
          HttpResponse.json(
            { code: 1, messageInfo: "数据已被他人修改，请刷新后重试", data: null },
            { status: 409 },
          ),
        ),
        ...handlers(USERS, 46),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole("group", { name: "王小明 的操作" }, SLOW);
    await userEvent.click(within(row).getByRole("button", { name: "编辑" }));
    const dialog = within(await screen.findByRole("dialog", { name: "编辑用户" }, SLOW));
    // The department list may answer after the dialog opened; the select then shows the user's.
    await waitFor(
      () => expect(dialog.getByRole("combobox", { name: "部门" })).toHaveTextContent("空运出口部"),
      SLOW,
    );
    await userEvent.click(dialog.getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(dialog.getByRole("alert")).toHaveTextContent("数据已被他人修改，请刷新后重试"),
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  play: Loaded.play,
};
