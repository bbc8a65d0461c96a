import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, within } from "storybook/test";
import { Calendar } from "../../src/ui/calendar";

/** The injected clock: every story's "today". */
const TODAY = "2026-11-27";

type DemoProps = { value: string; rangeOther?: string; min?: string; max?: string };

/** The month grid on its own, as the date pickers show it in their popup. */
function Demo({ value, rangeOther, min, max }: DemoProps) {
  const [chosen, setChosen] = React.useState(value);
  const [focused, setFocused] = React.useState(value || TODAY);
  return (
    <div className="w-fit rounded-md border border-neutral-200 bg-white">
      <Calendar
        value={chosen}
        focused={focused}
        onFocusedChange={setFocused}
        onPick={setChosen}
        onClose={() => {}}
        min={min}
        max={max}
        today={TODAY}
        rangeOther={rangeOther}
        autoFocus={false}
      />
      <output data-testid="value" className="block px-3 pb-2 text-xs text-neutral-600">
        {chosen || "—"}
      </output>
    </div>
  );
}

const meta = {
  title: "UI/Calendar",
  component: Demo,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** November 2026: the chosen 16th, today the 27th, days before the 10th out of bounds. */
export const Month: Story = {
  args: { value: "2026-11-16", min: "2026-11-10" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { pressed: true })).toHaveTextContent("16");
    await userEvent.click(canvas.getByText("5"));
    await expect(canvas.getByTestId("value")).toHaveTextContent("2026-11-16");
  },
};

/** A range in English: both ends chosen, the days between shaded, weeks from Sunday. */
export const RangeEnglish: Story = {
  args: { value: "2026-11-16", rangeOther: "2026-11-22" },
  globals: { locale: "en-US" },
};
