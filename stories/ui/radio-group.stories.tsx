import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, within } from "storybook/test";
import { RadioGroup } from "../../src/ui/radio-group";

function Radios({
  error,
  disabled,
  english = false,
}: {
  error?: string;
  disabled?: boolean;
  english?: boolean;
}) {
  const [value, setValue] = React.useState<"air" | "sea" | "rail" | "">(error ? "" : "air");
  return (
    <RadioGroup
      legend={english ? "Mode" : "运输方式"}
      name="mode"
      value={value}
      onValueChange={setValue}
      error={error}
      disabled={disabled}
      options={[
        {
          value: "air",
          label: english ? "Air" : "空运",
          hint: english ? "Airport to airport" : "机场到机场",
        },
        { value: "sea", label: english ? "Sea" : "海运" },
        { value: "rail", label: english ? "Rail" : "铁路", disabled: true },
      ]}
    />
  );
}

const meta = { title: "UI/RadioGroup", component: Radios } satisfies Meta<typeof Radios>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Invalid: Story = { args: { error: "请选择运输方式" } };
export const Disabled: Story = { args: { disabled: true } };
export const English: Story = { args: { english: true }, globals: { locale: "en-US" } };

/** Arrow keys move and choose within the group, skipping the disabled option. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: /空运/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: "海运" })).toBeChecked();
  },
};
