import type * as React from "react";
import { useT } from "../i18n";
import { controlMessages } from "../i18n/messages/controls";
import { cn } from "./cn";
import { DatePicker } from "./date-picker";
import { useFieldControl } from "./field";

export type DateRange = { from: string; to: string };

export type DateRangePickerProps = {
  value: DateRange;
  onValueChange: (value: DateRange) => void;
  min?: string | undefined;
  max?: string | undefined;
  disabled?: boolean;
  today?: string;
  /** Stories: which end's calendar is open at first. */
  defaultOpen?: "from" | "to";
  /** Names the pair, e.g. 统计期间. */
  "aria-label"?: string;
  "aria-labelledby"?: string;
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: React.AriaAttributes["aria-invalid"];
  className?: string;
  onBlur?: () => void;
};

/**
 * A from–to pair: two date fields joined by 至 / to; the start cannot pass the end nor the end
 * precede the start, and each calendar shows the range chosen so far.
 */
export function DateRangePicker({
  value,
  onValueChange,
  min,
  max,
  disabled,
  today,
  defaultOpen,
  className,
  onBlur,
  ...aria
}: DateRangePickerProps) {
  const t = useT(controlMessages);
  const wiring = useFieldControl(aria);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two fields, not a form section
    <div
      role="group"
      data-slot="date-range-picker"
      aria-label={aria["aria-label"]}
      aria-labelledby={aria["aria-labelledby"]}
      className={cn("flex w-full min-w-0 items-center gap-2", className)}
    >
      <DatePicker
        id={wiring.id}
        aria-label={t("rangeFrom")}
        aria-describedby={wiring["aria-describedby"]}
        aria-invalid={wiring["aria-invalid"]}
        value={value.from}
        min={min}
        max={value.to || max}
        rangeOther={value.to || undefined}
        disabled={disabled}
        {...(today ? { today } : {})}
        defaultOpen={defaultOpen === "from"}
        onValueChange={(from) => onValueChange({ ...value, from })}
        {...(onBlur ? { onBlur } : {})}
      />
      <span className="shrink-0 text-sm text-neutral-600">{t("rangeSeparator")}</span>
      <DatePicker
        aria-label={t("rangeTo")}
        aria-describedby={wiring["aria-describedby"]}
        aria-invalid={wiring["aria-invalid"]}
        value={value.to}
        min={value.from || min}
        max={max}
        rangeOther={value.from || undefined}
        disabled={disabled}
        {...(today ? { today } : {})}
        defaultOpen={defaultOpen === "to"}
        onValueChange={(to) => onValueChange({ ...value, to })}
        {...(onBlur ? { onBlur } : {})}
      />
    </div>
  );
}
