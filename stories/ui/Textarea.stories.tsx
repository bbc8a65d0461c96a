import type { Meta, StoryObj } from "@storybook/react-vite";
import { Field } from "../../src/ui/field";
import { Textarea } from "../../src/ui/textarea";

const meta = { title: "UI/Textarea" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const _PORTS = ["25", "454", "465", "587", "994"].map((p) => ({ value: p, label: p }));
const _USERS = [
  { value: 1, label: "张敏", detail: "staff@demo.example" },
  { value: 2, label: "李强", detail: "li.qiang@demo.example" },
  { value: 3, label: "王芳", detail: "partner@demo.example" },
];

export const TextareaStates: Story = {
  name: "Textarea",
  render: () => (
    <div className="flex w-96 flex-col gap-4">
      <Field label="邮件签名" hint="不超过 200 字">
        <Textarea
          defaultValue={"张敏\n上海演示国际货运代理有限公司\n电话 021-5555 0101"}
          rows={3}
        />
      </Field>
      <Field label="邮件签名（错误）" error="长度不超过 200">
        <Textarea defaultValue={"签名".repeat(110)} rows={3} />
      </Field>
    </div>
  ),
};
