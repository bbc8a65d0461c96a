import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import type { HrsUser } from "../../src/contract/hrs-user";
import { UserDialog } from "../../src/widgets/hrs-user/UserDialog";
import { chooseOption } from "../choose-option";
import { DEPTS, NOT_OWNED_USER, ROLES, USERS } from "./fixtures";

/** Add or edit one user: login (when new), names, contacts, role and department. */
const meta = {
  title: "HrsUser/UserDialog",
  component: UserDialog,
  parameters: { layout: "fullscreen" },
  args: {
    open: true,
    user: null,
    roles: ROLES,
    depts: DEPTS,
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof UserDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};
export const Edit: Story = { args: { user: USERS[1] ?? null } };
export const Saving: Story = { args: { user: USERS[1] ?? null, saving: true } };
export const Refused: Story = { args: { error: "登录名已被使用" } };
/**
 * The organisation has no departments (or the list has not arrived) while the user is in one:
 * the department select still shows the user's department by its name, not a blank.
 */
export const WithoutDepartments: Story = {
  args: { user: USERS[1] ?? null, depts: [] },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "编辑用户" }));
    const dept = dialog.getByRole("combobox", { name: "部门" });
    await expect(dept).toHaveTextContent(USERS[1]?.deptName ?? "");
  },
};
/** The user's department was deleted and its name is gone: the select says so. */
export const DeletedDepartment: Story = {
  args: { user: { ...(USERS[1] as HrsUser), deptId: 99, deptName: null } },
  play: async () => {
    const dialog = within(await screen.findByRole("dialog", { name: "编辑用户" }));
    const dept = dialog.getByRole("combobox", { name: "部门" });
    await expect(dept).toHaveTextContent("已删除的部门");
  },
};
export const English: Story = { globals: { locale: "en-US" } };

/** A contact phone abroad: its country or area code shows beside the number. */
export const PhoneAbroad: Story = {
  args: { user: { ...(USERS[1] as HrsUser), phone: "51234567", phoneArea: "+852" } },
};

/** Phone sign-in is the mainland's: another area is refused before anything is sent. */
export const PhoneLoginAbroad: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole("dialog", { name: "新增用户" }));
    await chooseOption(dialog, /登录方式/, "手机号");
    await chooseOption(dialog, "国家或地区代码", "+852");
    await userEvent.type(dialog.getByLabelText(/手机号/), "51234567");
    await userEvent.type(dialog.getByLabelText(/中文名/), "陈志明");
    await chooseOption(dialog, /角色/, "员工");
    await userEvent.click(dialog.getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(dialog.getByText("手机号登录仅支持中国大陆（+86）手机号")).toBeVisible(),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The person is a member already (another organisation's person is added, not refused). */
export const AlreadyMember: Story = { args: { error: "该用户已是本机构成员" } };

/** Another organisation's account (issue 33): its names and contacts are shown, not changed. */
export const NotOwned: Story = { args: { user: NOT_OWNED_USER } };

/** The same in English. */
export const NotOwnedEnglish: Story = {
  args: { user: NOT_OWNED_USER },
  globals: { locale: "en-US" },
};
