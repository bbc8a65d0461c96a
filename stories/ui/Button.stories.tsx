import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../../src/ui/button";

const meta = {
  title: "UI/Button",
  component: Button,
  args: { children: "提交订单" },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {(["primary", "secondary", "outline", "ghost", "danger", "link"] as const).map((variant) => (
        <div key={variant} className="flex items-center gap-3">
          <span className="w-20 text-xs text-neutral-600">{variant}</span>
          <Button variant={variant} size="sm">
            小按钮
          </Button>
          <Button variant={variant}>默认按钮</Button>
          <Button variant={variant} size="lg">
            大按钮
          </Button>
          <Button variant={variant} disabled>
            不可用
          </Button>
          <Button variant={variant} loading>
            保存中
          </Button>
        </div>
      ))}
      <div className="flex items-center gap-3 rounded bg-brand p-3">
        <span className="w-20 text-xs text-white">onBrand</span>
        <Button variant="onBrand">退出登录</Button>
      </div>
    </div>
  ),
};

export const Loading: Story = { args: { loading: true, children: "保存中" } };
export const Disabled: Story = { args: { disabled: true } };
