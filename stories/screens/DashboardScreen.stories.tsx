import type { Meta, StoryObj } from "@storybook/react-vite";
import { DashboardScreen } from "../../src/widgets/dashboard/DashboardScreen";

/**
 * The home page as it sits inside the application shell's main area. The shell itself (top bar,
 * sidebar, the sign-out confirmation and its busy state) has its own stories.
 */
const meta = {
  title: "Screens/DashboardScreen",
  component: DashboardScreen,
  args: {
    user: { userCname: "张伟", orgName: "上海远航国际物流有限公司", loginRole: "admin" },
  },
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <main className="min-h-dvh bg-neutral-50">
        <Story />
      </main>
    ),
  ],
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

export const Mobile: Story = { globals: { viewport: { value: "phone" } } };

export const English: Story = {
  args: {
    user: { userCname: "Wei Zhang", orgName: "Shanghai Voyage Logistics", loginRole: "partner" },
  },
  globals: { locale: "en-US" },
};
