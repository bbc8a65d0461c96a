import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, within } from "storybook/test";
import { Checkbox } from "../../src/ui/checkbox";

function Checkboxes({ english = false }: { english?: boolean }) {
  const [on, setOn] = React.useState(false);
  return (
    <div className="flex flex-col gap-3">
      <Checkbox
        label={english ? "Unchecked" : "未勾选"}
        checked={on}
        onChange={(e) => setOn(e.target.checked)}
      />
      <Checkbox label={english ? "Checked" : "已勾选"} defaultChecked />
      <Checkbox
        label={english ? "Some rows chosen" : "部分选中"}
        indeterminate
        checked={false}
        onChange={() => {}}
      />
      <Checkbox label={english ? "Disabled" : "不可用"} disabled />
      <Checkbox
        label={english ? "Disabled, checked" : "不可用（已勾选）"}
        disabled
        defaultChecked
      />
      <Checkbox label={english ? "Invalid" : "须勾选"} aria-invalid />
    </div>
  );
}

const meta = { title: "UI/Checkbox", component: Checkboxes } satisfies Meta<typeof Checkboxes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every state: unchecked, checked, partly, disabled both ways, invalid. */
export const States: Story = {};

export const English: Story = { args: { english: true }, globals: { locale: "en-US" } };

/** Space toggles the focused box; its label is its name. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "未勾选" });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(box).toBeChecked();
  },
};
