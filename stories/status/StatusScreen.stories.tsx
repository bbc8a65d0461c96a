import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { StatusScreen } from "../../src/widgets/status/StatusScreen";

const meta = {
  title: "Status/StatusScreen",
  component: StatusScreen,
  args: {
    code: "404",
    title: "页面不存在",
    body: "您访问的页面不存在或已被移除。",
    actionLabel: "返回首页",
    onAction: fn(),
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};

export const NoPermission: Story = {
  args: { code: "403", title: "暂无权限访问", body: "如需开通，请联系贵司管理员。" },
};

export const UnDevelop: Story = {
  args: { code: undefined, title: "功能暂未开放，敬请期待。", body: undefined },
};

/** Without onAction there is no button, even with a label. */
export const WithoutAction: Story = { args: { onAction: undefined } };

export const Mobile: Story = { globals: { viewport: { value: "phone" } } };

export const English: Story = {
  args: {
    title: "Page not found",
    body: "The page you are looking for does not exist or has moved.",
    actionLabel: "Back to home",
  },
  globals: { locale: "en-US" },
};

/** /unPermission's own words: a role that lacks the page. */
export const UnPermission: Story = {
  args: {
    code: "403",
    title: "暂无权限访问",
    body: "您的角色未开通此功能，如需使用请联系管理员。",
    actionLabel: "返回首页",
  },
};

/** /efForLogin with a used, expired or unknown ticket (seed 000 §4). */
export const SsoInvalid: Story = {
  args: {
    code: undefined,
    title: "用户信息无效，无法访问",
    body: undefined,
    actionLabel: "前往登录",
  },
};
