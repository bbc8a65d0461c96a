import * as React from "react";
import { cn } from "./cn";

export type RadioOption<T extends string> = {
  value: T;
  label: React.ReactNode;
  /** A line under the label. */
  hint?: React.ReactNode;
  disabled?: boolean;
};

export type RadioGroupProps<T extends string> = {
  /** The group's visible name; or give aria-labelledby. */
  legend?: React.ReactNode;
  "aria-labelledby"?: string;
  name: string;
  value: T | "";
  options: readonly RadioOption<T>[];
  onValueChange: (value: T) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** The validation message, shown under the options. */
  error?: string | null | undefined;
  orientation?: "vertical" | "horizontal";
  className?: string;
};

/**
 * One choice of a few, each with its text (and a hint) visible: native radios (arrow keys move
 * and choose, as everywhere) drawn as brand-coloured rings. For two to four short choices in a
 * row the Segmented control is the compact form.
 */
export function RadioGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onValueChange,
  onBlur,
  disabled,
  error,
  orientation = "vertical",
  className,
  ...aria
}: RadioGroupProps<T>) {
  const id = React.useId();
  const legendId = `${id}-legend`;
  const errorId = `${id}-error`;
  return (
    <div
      role="radiogroup"
      data-slot="radio-group"
      aria-labelledby={aria["aria-labelledby"] ?? (legend !== undefined ? legendId : undefined)}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className={cn("flex flex-col gap-1.5", className)}
    >
      {legend !== undefined ? (
        <span id={legendId} className="text-sm font-medium text-neutral-700">
          {legend}
        </span>
      ) : null}
      <div
        className={cn(
          "flex gap-x-5 gap-y-2",
          orientation === "vertical" ? "flex-col" : "flex-wrap",
        )}
      >
        {options.map((o) => {
          const optionId = `${id}-${o.value}`;
          return (
            <label
              key={o.value}
              htmlFor={optionId}
              className="flex cursor-pointer items-start gap-2 text-sm text-neutral-800 has-disabled:cursor-not-allowed has-disabled:text-neutral-500"
            >
              <input
                id={optionId}
                type="radio"
                name={name}
                value={o.value}
                checked={value === o.value}
                disabled={disabled || o.disabled}
                onChange={() => onValueChange(o.value)}
                onBlur={onBlur}
                className="mt-0.5 grid size-4 shrink-0 cursor-[inherit] appearance-none place-items-center rounded-full border border-neutral-400 bg-white transition-colors before:size-2 before:scale-0 before:rounded-full before:bg-brand before:transition-transform before:content-[''] checked:border-brand checked:before:scale-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:border-neutral-300 disabled:bg-neutral-100 disabled:before:bg-neutral-400"
              />
              <span className="flex flex-col">
                <span>{o.label}</span>
                {o.hint ? <span className="text-xs text-neutral-600">{o.hint}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
