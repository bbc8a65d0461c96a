import * as React from "react";
import { cn } from "./cn";

export type SegmentedOption<T extends string> = { value: T; label: string };

export type SegmentedProps<T extends string> = {
  /** Names the group: the id of its visible label. */
  "aria-labelledby": string;
  name: string;
  value: T;
  options: readonly SegmentedOption<T>[];
  onValueChange: (value: T) => void;
  onBlur?: () => void;
  invalid?: boolean;
  className?: string;
};

/**
 * A few mutually exclusive choices side by side: native radios (arrow keys, forms, screen
 * readers all work) drawn as one segmented control.
 */
export function Segmented<T extends string>({
  name,
  value,
  options,
  onValueChange,
  onBlur,
  invalid,
  className,
  ...aria
}: SegmentedProps<T>) {
  const id = React.useId();
  return (
    <div
      role="radiogroup"
      data-slot="segmented"
      aria-labelledby={aria["aria-labelledby"]}
      aria-invalid={invalid || undefined}
      className={cn(
        "inline-flex h-9 w-fit max-w-full items-stretch rounded border border-neutral-300 bg-white p-0.5 aria-invalid:border-red-600",
        className,
      )}
    >
      {options.map((o) => {
        const optionId = `${id}-${o.value}`;
        return (
          <label
            key={o.value}
            htmlFor={optionId}
            className="relative flex cursor-pointer items-center rounded-sm px-3 text-sm whitespace-nowrap text-neutral-700 has-[:checked]:bg-brand has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand"
          >
            <input
              id={optionId}
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onValueChange(o.value)}
              onBlur={onBlur}
              className="sr-only"
            />
            {o.label}
          </label>
        );
      })}
    </div>
  );
}
