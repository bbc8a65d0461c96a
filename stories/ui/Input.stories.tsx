import type { Meta, StoryObj } from "@storybook/react-vite";
import { Input } from "../../src/ui/input";

const meta = {
  title: "UI/Input",
  component: Input,
  args: { "aria-label": "运单号", placeholder: "请输入运单号", className: "max-w-sm" },
  decorators: [
    (Story) => (
      <div className="max-w-4xl p-6">
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

const STATES = [
  ["空白", { placeholder: "请输入运单号" }],
  ["已填", { defaultValue: "784-12345675" }],
  ["错误", { defaultValue: "784-1234", "aria-invalid": true }],
  ["只读", { defaultValue: "784-12345675", readOnly: true }],
  ["不可用", { defaultValue: "784-12345675", disabled: true }],
] as const;

export const AllStates: Story = {
  render: () => (
    <div className="grid grid-cols-[4rem_repeat(2,minmax(0,1fr))] items-center gap-x-4 gap-y-3">
      <span />
      {(["sm", "md"] as const).map((size) => (
        <span key={size} className="text-xs text-neutral-600">
          size={size}
        </span>
      ))}
      {STATES.map(([name, props]) => (
        <div key={name} className="contents">
          <span className="text-xs text-neutral-600">{name}</span>
          {(["sm", "md"] as const).map((size) => (
            <Input key={size} size={size} aria-label={`${name} ${size}`} {...props} />
          ))}
        </div>
      ))}
    </div>
  ),
};
