import type { Meta, StoryObj } from "@storybook/react-vite";
import { Field } from "../../src/ui/field";
import { Input } from "../../src/ui/input";

const meta = {
  title: "UI/Field",
  component: Field,
  args: {
    label: "主运单号",
    children: <Input placeholder="如 784-12345675" />,
  },
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithHint: Story = {
  args: { hint: "11 位数字，前三位为航司代码" },
};

export const WithError: Story = {
  args: {
    hint: "11 位数字，前三位为航司代码",
    error: "主运单号校验位不正确",
    children: <Input defaultValue="784-12345670" />,
  },
};

export const Required: Story = {
  args: { required: true, children: <Input defaultValue="784-12345675" /> },
};

export const RequiredWithError: Story = {
  args: { required: true, error: "请输入主运单号", children: <Input /> },
};

export const Horizontal: Story = {
  args: { layout: "horizontal", required: true, hint: "11 位数字，前三位为航司代码" },
};

export const HorizontalWithError: Story = {
  args: {
    layout: "horizontal",
    required: true,
    error: "主运单号校验位不正确",
    children: <Input defaultValue="784-12345670" />,
  },
};

/** A whole small form: vertical and horizontal fields, hints and errors side by side. */
export const Form: Story = {
  render: () => (
    <div className="flex flex-col gap-8">
      <form className="flex flex-col gap-4" aria-label="订舱信息（纵向）">
        <Field label="发货人" required hint="与提单抬头一致">
          <Input defaultValue="上海远航国际物流有限公司" />
        </Field>
        <Field label="件数" required error="件数必须大于 0">
          <Input inputMode="numeric" defaultValue="0" />
        </Field>
        <Field label="备注">
          <Input placeholder="选填" />
        </Field>
      </form>
      <form className="flex flex-col gap-4" aria-label="订舱信息（横向）">
        <Field label="发货人" layout="horizontal" required hint="与提单抬头一致">
          <Input defaultValue="上海远航国际物流有限公司" />
        </Field>
        <Field label="件数" layout="horizontal" required error="件数必须大于 0">
          <Input inputMode="numeric" defaultValue="0" />
        </Field>
        <Field label="备注" layout="horizontal">
          <Input placeholder="选填" />
        </Field>
      </form>
    </div>
  ),
};
