import type { Meta, StoryObj } from "@storybook/react-vite";
import { Input } from "../../src/ui/input";

const meta = {
  title: "UI/Input",
  component: Input,
  args: { "aria-label": "运单号", placeholder: "请输入运单号" },
  decorators: [
    (Story) => (
      <div className="max-w-sm p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Filled: Story = { args: { defaultValue: "784-12345675" } };

export const Disabled: Story = { args: { defaultValue: "784-12345675", disabled: true } };

export const ReadOnly: Story = { args: { defaultValue: "784-12345675", readOnly: true } };

/** aria-invalid turns the border red; inside a Field the error text comes with it. */
export const Invalid: Story = { args: { defaultValue: "784-1234", "aria-invalid": true } };

export const Password: Story = {
  args: { "aria-label": "密码", type: "password", defaultValue: "secret-pass" },
};

export const LongValue: Story = {
  args: {
    "aria-label": "收货人",
    defaultValue: "上海浦东国际机场货运区西区物流园三号仓库国际货运代理有限公司收货部",
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      {(["sm", "md", "lg"] as const).map((size) => (
        <div key={size} className="flex flex-col gap-2">
          <span className="text-xs text-neutral-600">size={size}</span>
          <Input size={size} aria-label={`空白 ${size}`} placeholder="请输入运单号" />
          <Input size={size} aria-label={`已填 ${size}`} defaultValue="784-12345675" />
          <Input size={size} aria-label={`错误 ${size}`} defaultValue="784-1234" aria-invalid />
          <Input size={size} aria-label={`只读 ${size}`} defaultValue="784-12345675" readOnly />
          <Input size={size} aria-label={`不可用 ${size}`} defaultValue="784-12345675" disabled />
        </div>
      ))}
    </div>
  ),
};
