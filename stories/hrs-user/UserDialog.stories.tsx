import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { UserDialog } from "../../src/widgets/hrs-user/UserDialog";
import { DEPTS, ROLES, USERS } from "./fixtures";

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
export const WithoutDepartments: Story = { args: { depts: [] } };
export const English: Story = { globals: { locale: "en-US" } };
