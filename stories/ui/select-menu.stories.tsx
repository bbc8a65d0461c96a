import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, within } from "storybook/test";
import { Field } from "../../src/ui/field";
import { SelectMenu, type SelectMenuOption } from "../../src/ui/select-menu";

const PORTS: SelectMenuOption[] = ["25", "465", "587", "994"].map((p) => ({ value: p, label: p }));
const USERS: SelectMenuOption[] = [
  { value: "", label: "不设置" },
  { value: "1", label: "张敏", detail: "staff@demo.example" },
  { value: "2", label: "李强", detail: "li.qiang@demo.example" },
  { value: "3", label: "王芳", detail: "partner@demo.example", disabled: true },
  { value: "4", label: "刘洋", detail: "liu.yang@demo.example" },
];
const LANGS: SelectMenuOption[] = [
  { value: "zh-CN", label: "简体中文" },
  { value: "en-US", label: "English" },
];

type DemoProps = {
  options?: SelectMenuOption[];
  initial?: string;
  label?: string;
  error?: string;
  disabled?: boolean;
  defaultOpen?: boolean;
  placeholder?: string;
};

function Demo({
  options = USERS,
  initial = "",
  label = "业务员",
  error,
  disabled,
  defaultOpen,
  placeholder,
}: DemoProps) {
  const [value, setValue] = React.useState(initial);
  return (
    <div className="h-80 w-72">
      <Field label={label} error={error} required={Boolean(error)}>
        <SelectMenu
          options={options}
          value={value}
          onValueChange={setValue}
          disabled={disabled}
          defaultOpen={defaultOpen}
          placeholder={placeholder}
        />
      </Field>
      <output data-testid="value" className="mt-2 block text-xs text-neutral-600">
        {value || "—"}
      </output>
    </div>
  );
}

const meta = { title: "UI/SelectMenu", component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the placeholder 请选择. */
export const Empty: Story = { args: { options: PORTS, label: "端口" } };

export const Filled: Story = { args: { initial: "2" } };

/** The list open: the chosen option ticked, a disabled one greyed, details on a second line. */
export const Open: Story = { args: { initial: "2", defaultOpen: true } };

export const Disabled: Story = { args: { initial: "2", disabled: true } };

export const Invalid: Story = {
  args: { options: PORTS, label: "端口", error: "请选择端口", placeholder: "请选择端口" },
};

export const English: Story = {
  args: { options: LANGS, label: "Language", initial: "en-US", defaultOpen: true },
  globals: { locale: "en-US" },
};

/** Keyboard: ↓ opens, arrows skip the disabled option, Enter chooses; typed letters jump. */
export const Keyboard: Story = {
  args: { initial: "1" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("combobox", { name: "业务员" });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const active = trigger.getAttribute("aria-activedescendant") ?? "";
    await expect(document.getElementById(active)).toHaveTextContent("刘洋");
    await userEvent.keyboard("{Enter}");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.getByTestId("value")).toHaveTextContent("4");
    await userEvent.keyboard("{ArrowUp}{Escape}");
    await expect(canvas.getByTestId("value")).toHaveTextContent("4");
    await expect(trigger).toHaveTextContent("刘洋");
  },
};
