import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, within } from "storybook/test";
import { DatePicker } from "../../src/ui/date-picker";
import { Field } from "../../src/ui/field";

/** The injected clock: every story's "today". */
const TODAY = "2026-11-27";

type DemoProps = {
  initial?: string;
  label?: string;
  error?: string;
  min?: string;
  max?: string;
  disabled?: boolean;
  defaultOpen?: boolean;
};

function Demo({
  initial = "",
  label = "开航日期",
  error,
  min,
  max,
  disabled,
  defaultOpen,
}: DemoProps) {
  const [value, setValue] = React.useState(initial);
  return (
    <div className="h-[25rem] w-72">
      <Field label={label} error={error}>
        <DatePicker
          value={value}
          onValueChange={setValue}
          today={TODAY}
          min={min}
          max={max}
          disabled={disabled}
          defaultOpen={defaultOpen}
        />
      </Field>
      <output data-testid="value" className="mt-2 block text-xs text-neutral-600">
        {value || "—"}
      </output>
    </div>
  );
}

const meta = {
  title: "UI/DatePicker",
  component: Demo,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the YYYY-MM-DD placeholder and the calendar button. */
export const Empty: Story = {};

/** A chosen day, with the clear button. */
export const Filled: Story = { args: { initial: "2026-11-16" } };

/** The month grid open: Monday first, today marked, the chosen day filled. */
export const Open: Story = { args: { initial: "2026-11-16", defaultOpen: true } };

/** In English: the month's name, Sunday first. */
export const OpenEnglish: Story = {
  args: { initial: "2026-11-16", defaultOpen: true, label: "Sailing date" },
  globals: { locale: "en-US" },
};

/** Days outside min/max struck through and not choosable. */
export const MinMax: Story = {
  args: { initial: "2026-11-16", min: "2026-11-10", max: "2026-11-25", defaultOpen: true },
};

export const Disabled: Story = { args: { initial: "2026-11-16", disabled: true } };

/** The form's message under the field, which is marked invalid. */
export const Invalid: Story = { args: { error: "请选择开航日期" } };

/** Keyboard: ↓ opens on the chosen day, arrows move, Enter chooses; Escape closes. */
export const Keyboard: Story = {
  args: { initial: "2026-11-16" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "开航日期" });
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowDown}");
    const grid = await canvas.findByRole("dialog", { name: "选择日期" });
    await expect(within(grid).getByRole("button", { name: "2026年11月16日 星期一" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowDown}{Enter}");
    await expect(input).toHaveValue("2026-11-24");
    await expect(canvas.getByTestId("value")).toHaveTextContent("2026-11-24");
    await expect(canvas.queryByRole("dialog")).toBeNull();
    await userEvent.keyboard("{ArrowDown}{PageDown}{Escape}");
    await expect(canvas.queryByRole("dialog")).toBeNull();
    await expect(canvas.getByRole("button", { name: "打开日历" })).toHaveFocus();
  },
};

/** Typing: text that is no date goes back when left; 20261205 and 2026/12/5 are taken as 2026-12-05. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "开航日期" });
    await userEvent.type(input, "2026-13-40");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await userEvent.tab();
    await expect(input).toHaveValue("");
    await expect(canvas.getByTestId("value")).toHaveTextContent("—");
    await userEvent.type(input, "2026/12/5");
    await userEvent.tab();
    await expect(input).toHaveValue("2026-12-05");
    await expect(canvas.getByTestId("value")).toHaveTextContent("2026-12-05");
  },
};
