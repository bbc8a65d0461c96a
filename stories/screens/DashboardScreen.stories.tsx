import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { DashboardScreen } from "../../src/widgets/dashboard/DashboardScreen";

const meta = {
  title: "Screens/DashboardScreen",
  component: DashboardScreen,
  args: {
    user: { userCname: "张伟", orgName: "上海远航国际物流有限公司", loginRole: "admin" },
    onLogout: fn(),
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};

export const Staff: Story = {
  args: { user: { userCname: "李娜", orgName: "上海远航国际物流有限公司", loginRole: "staff" } },
};

export const Partner: Story = {
  args: { user: { userCname: "王芳", orgName: "宁波海通货运代理有限公司", loginRole: "partner" } },
};

const longOrg = {
  userCname: "欧阳志远",
  orgName:
    "上海浦东国际机场货运区西区物流园三号仓库国际货运代理有限公司（宁波保税区远洋供应链管理有限公司上海分公司）",
  loginRole: "staff",
} as const;

export const LongOrgName: Story = { args: { user: longOrg } };

export const LongOrgNameMobile: Story = {
  args: { user: longOrg },
  globals: { viewport: { value: "phone" } },
};

export const LoggingOut: Story = { args: { loggingOut: true } };

export const Mobile: Story = { globals: { viewport: { value: "phone" } } };

export const English: Story = {
  args: { user: { userCname: "Wei Zhang", orgName: "Shanghai Voyage Logistics", loginRole: "partner" } },
  globals: { locale: "en-US" },
};
