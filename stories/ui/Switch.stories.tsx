import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { Field } from "../../src/ui/field";
import { Switch } from "../../src/ui/switch";

const meta = { title: "UI/Switch" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const _PORTS = ["25", "454", "465", "587", "994"].map((p) => ({ value: p, label: p }));
const _USERS = [
  { value: 1, label: "张敏", detail: "staff@demo.example" },
  { value: 2, label: "李强", detail: "li.qiang@demo.example" },
  { value: 3, label: "王芳", detail: "partner@demo.example" },
];

function SwitchDemo({ initial, disabled = false }: { initial: boolean; disabled?: boolean }) {
  const [on, setOn] = React.useState(initial);
  return (
    <Field label={disabled ? "发送邮件（不可用）" : "发送邮件"}>
      <Switch
        checked={on}
        onCheckedChange={setOn}
        stateLabel={on ? "已开启" : "已关闭"}
        disabled={disabled}
      />
    </Field>
  );
}

export const SwitchStates: Story = {
  name: "Switch",
  render: () => (
    <div className="flex flex-col gap-4">
      <SwitchDemo initial />
      <SwitchDemo initial={false} />
      <SwitchDemo initial disabled />
    </div>
  ),
};
