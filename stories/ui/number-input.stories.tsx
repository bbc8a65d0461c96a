import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, within } from "storybook/test";
import { DIGIT_DEFAULTS } from "../../src/domain/digits";
import { Field } from "../../src/ui/field";
import { NumberInput } from "../../src/ui/number-input";

function Demo({
  initial = null,
  digits = DIGIT_DEFAULTS.AE.chargeWeight,
  label = "计费重量",
  unit = "KG",
  error,
  disabled,
}: {
  initial?: number | null;
  digits?: number;
  label?: string;
  unit?: string;
  error?: string;
  disabled?: boolean;
}) {
  const [value, setValue] = React.useState<number | null>(initial);
  return (
    <div className="w-64">
      <Field label={label} error={error} hint={`${digits} 位小数`}>
        <NumberInput
          value={value}
          onValueChange={setValue}
          digits={digits}
          unit={unit}
          min={0}
          disabled={disabled}
        />
      </Field>
      <output data-testid="value" className="mt-2 block text-xs text-neutral-600">
        {value === null ? "—" : String(value)}
      </output>
    </div>
  );
}

const meta = { title: "UI/NumberInput", component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** 1.5 written with the user's two digits of an air export's charge weight: 1.50. */
export const Filled: Story = { args: { initial: 1.5 } };

/** Volume at three digits (the default for every scope). */
export const ThreeDigits: Story = {
  args: { initial: 12.3, digits: DIGIT_DEFAULTS.AE.volume, label: "体积", unit: "CBM" },
};

export const Disabled: Story = { args: { initial: 1.5, disabled: true } };

export const Invalid: Story = { args: { error: "请输入计费重量" } };

export const English: Story = {
  args: { initial: 3090, label: "Chargeable weight" },
  globals: { locale: "en-US" },
};

/** Typing: full-width digits and commas taken, rounded to the digits when left; ↑ steps. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "计费重量" });
    await userEvent.type(input, "１,２３4.567");
    await userEvent.tab();
    await expect(input).toHaveValue("1234.57");
    await expect(canvas.getByTestId("value")).toHaveTextContent("1234.57");
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowUp}");
    await expect(input).toHaveValue("1234.58");
  },
};
