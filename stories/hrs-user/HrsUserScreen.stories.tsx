import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { ButtonInfoProvider } from "../../src/ui/button-gate";
import { failed, loading, ready } from "../../src/ui/loadable";
import { HrsUserScreen } from "../../src/widgets/hrs-user/HrsUserScreen";
import { chooseOption } from "../choose-option";
import { pageFrame } from "../page-frame";
import { DEPTS, INVITATIONS, LONG_USERS, NOT_OWNED_USER, page, ROLES, USERS } from "./fixtures";

/** The administrator holds the add button (buttonInfo hrs_user_add), as the seed grants it. */
const withAddButton: Decorator = (Story, { parameters }) => (
  <ButtonInfoProvider buttons={parameters.buttons ?? ["hrs_user_add"]}>
    <Story />
  </ButtonInfoProvider>
);

const meta = {
  title: "HrsUser/HrsUserScreen",
  component: HrsUserScreen,
  parameters: { layout: "fullscreen" },
  decorators: [withAddButton, pageFrame],
  args: {
    keyword: "",
    onKeywordChange: fn(),
    users: ready(page(USERS, 46)),
    refreshing: false,
    onPage: fn(),
    onRetry: fn(),
    roles: ROLES,
    depts: DEPTS,
    selfId: 1,
    dialog: null,
    onDialog: fn(),
    onSave: fn(),
    onDisable: fn(),
    onEnable: fn(),
    onResetPassword: fn(),
    onRemove: fn(),
    onWithdraw: fn(),
    onCopy: fn(async () => true),
    busy: false,
    error: null,
  },
} satisfies Meta<typeof HrsUserScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list: the administrator (no disable on oneself), staff, a partner, a disabled user, one without a role. */
export const Users: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole("group", { name: "赵离职 的操作" });
    await userEvent.click(within(row).getByRole("button", { name: "启用" }));
    await expect(args.onEnable).toHaveBeenCalledWith(expect.objectContaining({ userId: 5 }));
    const self = canvas.getByRole("group", { name: "系统管理员 的操作" });
    await expect(within(self).queryByRole("button", { name: "停用" })).toBeNull();
    await expect(canvas.getByText("未分配角色")).toBeVisible();
    // Another organisation's account: named in 所属机构; only its membership can be ended here.
    const other = canvas.getByRole("group", { name: "周海燕 的操作" });
    await expect(within(other).queryByRole("button", { name: "重置密码" })).toBeNull();
    await expect(within(other).queryByRole("button", { name: "停用" })).toBeNull();
    await userEvent.click(within(other).getByRole("button", { name: "移出本组织" }));
    await expect(args.onDialog).toHaveBeenCalledWith({ kind: "remove", user: NOT_OWNED_USER });
    await expect(canvas.getByText("深圳演示二号供应链管理有限公司")).toBeVisible();
  },
};

/** Pending invitations below the members: what was typed, the role and the expiry; withdraw. */
export const PendingInvitations: Story = {
  args: { invitations: INVITATIONS },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "待接受的邀请" })).toBeVisible();
    await userEvent.click(
      canvas.getByRole("button", { name: "撤回对 li.ops@partner-logistics.example 的邀请" }),
    );
    await expect(args.onWithdraw).toHaveBeenCalledWith(INVITATIONS[0]);
  },
};

/** Ending the membership of another organisation's account asks first. */
export const RemoveConfirm: Story = {
  args: { dialog: { kind: "remove", user: NOT_OWNED_USER } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "移出本组织" }));
    await userEvent.click(dialog.getByRole("button", { name: "移出" }));
    await expect(args.onRemove).toHaveBeenCalledWith(NOT_OWNED_USER);
  },
};

/** Another organisation's account: names and contacts shown read-only, role and department editable. */
export const EditNotOwned: Story = {
  args: { dialog: { kind: "edit", user: NOT_OWNED_USER } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "编辑用户" }));
    await expect(dialog.getByLabelText(/中文名/)).toHaveAttribute("readonly");
    await expect(dialog.getByLabelText(/邮箱/)).toHaveAttribute("readonly");
    await chooseOption(dialog, /角色/, "合作伙伴");
    await userEvent.click(dialog.getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ cname: "周海燕", roleId: 3, phoneArea: "+86" }),
      ),
    );
  },
};

export const Empty: Story = { args: { users: ready(page([])) } };
export const NoResult: Story = { args: { keyword: "不存在", users: ready(page([])) } };
export const Loading: Story = { args: { users: loading } };
export const Failed: Story = { args: { users: failed } };
export const Refreshing: Story = { args: { keyword: "王", refreshing: true } };

/** Names, e-mail addresses and role names longer than any column. */
export const LongNames: Story = { args: { users: ready(page(LONG_USERS)) } };

/** Without the add button in buttonInfo the screen offers no 新增用户. */
export const WithoutAddButton: Story = {
  parameters: { buttons: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button", { name: "新增用户" })).toBeNull();
  },
};

/** The add dialog, empty. */
export const AddDialog: Story = {
  args: { dialog: { kind: "add" } },
  play: async () => {
    await expect(await screen.findByRole("dialog", { name: "新增用户" })).toBeVisible();
  },
};

/** Saving an empty form: the shared schema's messages under each field; nothing is sent. */
export const AddValidationErrors: Story = {
  args: { dialog: { kind: "add" } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "新增用户" }));
    await userEvent.type(dialog.getByLabelText("手机号"), "123");
    await userEvent.click(dialog.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(dialog.getByText("请输入中文名（1 到 50 个字符）")).toBeVisible());
    await expect(dialog.getByText("请输入正确的手机号")).toBeVisible();
    await expect(dialog.getByText("请选择角色")).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A filled form sends what the server's schema accepts. */
export const AddFilled: Story = {
  args: { dialog: { kind: "add" } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "新增用户" }));
    await userEvent.type(dialog.getByLabelText("中文名"), "陈新");
    await userEvent.type(dialog.getByLabelText("邮箱"), "chen@demo.example");
    await chooseOption(dialog, "角色", "员工");
    await userEvent.click(dialog.getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          loginType: 1,
          cname: "陈新",
          email: "chen@demo.example",
          roleId: 2,
          loginRole: "staff",
        }),
      ),
    );
  },
};

/** An administrator signs in with a login name instead. */
export const AddAdministrator: Story = {
  args: { dialog: { kind: "add" } },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "新增用户" }));
    await chooseOption(dialog, "登录方式", "管理员（登录名）");
    await userEvent.type(dialog.getByLabelText("登录名"), "x");
    await userEvent.click(dialog.getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(dialog.getByText("管理员登录名应为 2 到 50 位字母、数字、. _ @ -")).toBeVisible(),
    );
  },
};

/** The server refused: the login is taken. */
export const AddLoginTaken: Story = {
  args: { dialog: { kind: "add" }, error: "登录名已被使用" },
};

const editing = USERS[1] ?? USERS[0];

export const EditDialog: Story = {
  args: editing ? { dialog: { kind: "edit", user: editing } } : {},
};

/** Somebody saved the user meanwhile: 409 and the catalogue's text. */
export const EditStale: Story = {
  args: editing
    ? { dialog: { kind: "edit", user: editing }, error: "数据已被他人修改，请刷新后重试" }
    : {},
};

/** Disabling asks first: every session of the person ends. */
export const DisableConfirm: Story = {
  args: editing ? { dialog: { kind: "disable", user: editing } } : {},
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "停用用户" }));
    await userEvent.click(dialog.getByRole("button", { name: "停用" }));
    await expect(args.onDisable).toHaveBeenCalledWith(editing);
  },
};

/** The new user's one-time set-password link. */
export const SetPasswordLink: Story = {
  args: {
    dialog: {
      kind: "link",
      name: "陈新",
      link: {
        userId: 7,
        link: "https://freight.example.com/setPassword?token=q8V2m3L0cK1xN7pR4tY6uW9zA5bD2fG8hJ0kM3nP6sQ",
        expiresAt: "2026-11-26T09:30:00.000Z",
      },
    },
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "设置密码链接" }));
    await userEvent.click(dialog.getByRole("button", { name: "复制链接" }));
    await expect(args.onCopy).toHaveBeenCalled();
    await expect(await dialog.findByRole("button", { name: "已复制" })).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };

export const PhoneAddDialog: Story = {
  args: { dialog: { kind: "add" } },
  globals: { viewport: { value: "phone" } },
};

export const English: Story = { globals: { locale: "en-US" } };

export const EnglishValidationErrors: Story = {
  args: { dialog: { kind: "add" } },
  globals: { locale: "en-US" },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "Add user" }));
    await userEvent.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(dialog.getByText("Enter the Chinese name (1 to 50 characters)")).toBeVisible(),
    );
  },
};
