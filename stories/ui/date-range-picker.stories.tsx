import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { type DateRange, DateRangePicker } from "../../src/ui/date-range-picker";
import { Field } from "../../src/ui/field";

/** The injected clock: every story's "today". */
const TODAY = "2026-11-27";

function RangeDemo({
  initial,
  defaultOpen,
  label = "统计期间",
}: {
  initial: DateRange;
  defaultOpen?: "from" | "to";
  label?: string;
}) {
  const [value, setValue] = React.useState(initial);
  return (
    <div className="h-[25rem] w-[34rem]">
      <Field label={label}>
        <DateRangePicker
          value={value}
          onValueChange={setValue}
          today={TODAY}
          {...(defaultOpen ? { defaultOpen } : {})}
        />
      </Field>
    </div>
  );
}

/**
 * The range stories keep the date picker's title, so their ids and baselines
 * (ui-datepicker--range-*) stay what they were before the range picker had its own file.
 */
const meta = { title: "UI/DatePicker" } satisfies Meta;
export default meta;
type Story = StoryObj;

export const RangeEmpty: Story = {
  render: () => <RangeDemo initial={{ from: "", to: "" }} />,
};

/** The end's calendar shows the range chosen; days before the start cannot be chosen. */
export const RangeOpen: Story = {
  render: () => <RangeDemo initial={{ from: "2026-11-16", to: "2026-11-22" }} defaultOpen="to" />,
};

export const RangeEnglish: Story = {
  render: () => (
    <RangeDemo
      initial={{ from: "2026-11-16", to: "2026-11-22" }}
      defaultOpen="from"
      label="Period"
    />
  ),
  globals: { locale: "en-US" },
};
