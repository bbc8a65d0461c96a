import type * as React from "react";
import { cn } from "./cn";
import { useFieldControl } from "./field";

export type CheckboxProps = Omit<React.ComponentProps<"input">, "type" | "children"> & {
  /** The text beside the box; without it, give an aria-label. */
  label?: React.ReactNode;
  /** A box standing for a partly chosen group (e.g. select-all over some rows). */
  indeterminate?: boolean;
};

/**
 * A checkbox in the design system's look: the native input (keyboard, forms, screen readers,
 * label clicks all work) drawn over by a brand-coloured box with a tick or a dash.
 */
export function Checkbox({ label, indeterminate = false, className, ...props }: CheckboxProps) {
  const wiring = useFieldControl(props);
  return (
    <label
      data-slot="checkbox"
      className={cn(
        "inline-flex min-h-6 cursor-pointer items-center gap-2 text-sm text-neutral-800 has-disabled:cursor-not-allowed has-disabled:text-neutral-500",
        className,
      )}
    >
      <span className="relative grid size-4 shrink-0 place-items-center">
        <input
          type="checkbox"
          ref={(el) => {
            if (el) el.indeterminate = indeterminate;
          }}
          className="peer absolute inset-0 m-0 size-4 cursor-[inherit] appearance-none rounded-sm border border-neutral-400 bg-white transition-colors checked:border-brand checked:bg-brand indeterminate:border-brand indeterminate:bg-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:border-neutral-300 disabled:bg-neutral-100 disabled:checked:bg-neutral-400 aria-invalid:border-red-600"
          {...props}
          {...wiring}
        />
        {indeterminate ? (
          <svg
            viewBox="0 0 16 16"
            className="pointer-events-none relative size-3.5 text-white"
            aria-hidden="true"
          >
            <path
              d="M4 8h8"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        ) : (
          <svg
            viewBox="0 0 16 16"
            className="pointer-events-none relative hidden size-3.5 text-white peer-checked:block"
            aria-hidden="true"
          >
            <path
              d="M3.5 8.5l3 3 6-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        )}
      </span>
      {label !== undefined ? <span>{label}</span> : null}
    </label>
  );
}
