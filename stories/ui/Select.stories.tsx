import type { Meta, StoryObj } from "@storybook/react-vite";
import { Field } from "../../src/ui/field";
import { Select } from "../../src/ui/select";

const meta = { title: "UI/Select" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const PORTS = ["25", "454", "465", "587", "994"].map((p) => ({ value: p, label: p }));
const _USERS = [
  { value: 1, label: "张敏", detail: "staff@demo.example" },
  { value: 2, label: "李强", detail: "li.qiang@demo.example" },
  { value: 3, label: "王芳", detail: "partner@demo.example" },
];

export const SelectStates: Story = {
  name: "Select",
  render: () => (
    <div className="flex w-80 flex-col gap-4">
      <Field label="端口">
        <Select options={PORTS} defaultValue="25" />
      </Field>
      <Field label="端口（未选择）" hint="请选择一个端口">
        <Select options={PORTS} placeholder="请选择" defaultValue="" />
      </Field>
      <Field label="端口（错误）" error="端口不能为空" required>
        <Select options={PORTS} placeholder="请选择" defaultValue="" />
      </Field>
      <Field label="端口（不可用）">
        <Select options={PORTS} defaultValue="465" disabled />
      </Field>
    </div>
  ),
};
