import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "./cn";
import { useFieldControl } from "./field";

/**
 * A native select styled like Input: the browser's own list is keyboard- and screen-reader-
 * friendly on every device, and costs nothing to load.
 */
export const selectVariants = cva(
  "w-full min-w-0 appearance-none rounded border border-neutral-300 bg-white bg-[length:16px] bg-[right_0.5rem_center] bg-no-repeat pr-8 text-neutral-900 outline-none transition-colors focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand-200 focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-500 aria-invalid:border-red-600 aria-invalid:focus-visible:ring-red-100",
  {
    variants: {
      size: {
        sm: "h-7 pl-2 text-xs",
        md: "h-9 pl-3 text-sm",
      },
    },
    defaultVariants: { size: "md" },
  },
);

// A chevron drawn in the background, so the select stays one element.
const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M4 6l4 4 4-4' fill='none' stroke='%23525252' stroke-width='1.5' stroke-linecap='round'/%3E%3C/svg%3E\")";

export type SelectOption = { value: string; label: string };

export type SelectProps = Omit<React.ComponentProps<"select">, "size"> &
  VariantProps<typeof selectVariants> & {
    options: readonly SelectOption[];
    /** A first option with an empty value, e.g. '不设置'. */
    placeholder?: string;
  };

export function Select({ className, size, options, placeholder, style, ...props }: SelectProps) {
  const wiring = useFieldControl(props);
  return (
    <select
      data-slot="select"
      className={cn(selectVariants({ size }), className)}
      style={{ backgroundImage: CHEVRON, ...style }}
      {...props}
      {...wiring}
    >
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
