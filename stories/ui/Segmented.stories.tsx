import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { Segmented } from "../../src/ui/segmented";

const meta = { title: "UI/Segmented" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const _PORTS = ["25", "454", "465", "587", "994"].map((p) => ({ value: p, label: p }));
const _USERS = [
  { value: 1, label: "张敏", detail: "staff@demo.example" },
  { value: 2, label: "李强", detail: "li.qiang@demo.example" },
  { value: 3, label: "王芳", detail: "partner@demo.example" },
];

function SegmentedDemo({ invalid = false }: { invalid?: boolean }) {
  const [value, setValue] = React.useState<"1" | "0">("1");
  const id = React.useId();
  return (
    <div className="flex flex-col gap-1.5">
      <span id={id} className="text-sm font-medium text-neutral-700">
        SSL
      </span>
      <Segmented
        aria-labelledby={id}
        name={`ssl-${id}`}
        value={value}
        onValueChange={setValue}
        invalid={invalid}
        options={[
          { value: "1", label: "是" },
          { value: "0", label: "否" },
        ]}
      />
    </div>
  );
}

export const SegmentedStates: Story = {
  name: "Segmented",
  render: () => (
    <div className="flex flex-col gap-4">
      <SegmentedDemo />
      <SegmentedDemo invalid />
    </div>
  ),
};
