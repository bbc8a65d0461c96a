import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { failed, loading, ready } from "../../src/ui/loadable";
import { PermissionMatrixScreen } from "../../src/widgets/hrs-user/PermissionMatrixScreen";
import { pageFrame } from "../page-frame";
import { ROLES, TREE } from "./fixtures";

const ALL_IDS = TREE.map((n) => n.id);
const MATRIX = {
  nodes: TREE,
  // The administrator holds everything; the others as the role editor's stories.
  roles: ROLES.map((r) => (r.code === "admin" ? { ...r, permissionIds: ALL_IDS } : r)),
};

const meta = {
  title: "HrsUser/PermissionMatrixScreen",
  component: PermissionMatrixScreen,
  parameters: { layout: "fullscreen" },
  decorators: [pageFrame],
  args: { matrix: ready(MATRIX), onRetry: fn(), keyword: "", onKeywordChange: fn() },
} satisfies Meta<typeof PermissionMatrixScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Granted, not granted, and a group of which a role holds some. */
export const Matrix: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText("已授予").length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(/已授予 \d+ 项中的 \d+ 项/).length).toBeGreaterThan(0);
  },
};

/** Finding a button by its identifier. */
export const Search: Story = { args: { keyword: "hrs_user_add" } };
export const NoMatch: Story = { args: { keyword: "没有这个菜单" } };
export const NoRoles: Story = { args: { matrix: ready({ nodes: TREE, roles: [] }) } };
export const Loading: Story = { args: { matrix: loading } };
export const Failed: Story = { args: { matrix: failed } };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
export const English: Story = { globals: { locale: "en-US" } };
