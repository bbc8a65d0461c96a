import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { Field } from "../../src/ui/field";
import { MultiSelect } from "../../src/ui/multi-select";

const meta = { title: "UI/MultiSelect" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const _PORTS = ["25", "454", "465", "587", "994"].map((p) => ({ value: p, label: p }));
const USERS = [
  { value: 1, label: "张敏", detail: "staff@demo.example" },
  { value: 2, label: "李强", detail: "li.qiang@demo.example" },
  { value: 3, label: "王芳", detail: "partner@demo.example" },
];

function MultiDemo({ initial }: { initial: number[] }) {
  const [value, setValue] = React.useState(initial);
  return (
    <Field label="订单跟踪抄送">
      <MultiSelect
        options={USERS}
        value={value}
        onValueChange={setValue}
        chooseLabel="选择抄送人"
        emptyLabel="未选择抄送人"
        removeLabel={(label) => `移除 ${label}`}
      />
    </Field>
  );
}

export const MultiSelectStates: Story = {
  name: "MultiSelect",
  render: () => (
    <div className="flex w-96 flex-col gap-4">
      <MultiDemo initial={[]} />
      <MultiDemo initial={[1, 3]} />
    </div>
  ),
};
