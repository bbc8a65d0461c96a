import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "./cn";
import { useFieldControl } from "./field";

/**
 * The one height of a form control (input, select, combobox, date picker, number input), on
 * every screen including login: 36 px. Compact table cells use the sm size.
 */
export const CONTROL_HEIGHT = "h-9";

/** The frame every text-like control shares: border, radius, focus ring, invalid and disabled. */
export const CONTROL_FRAME =
  "rounded border border-neutral-300 bg-white text-neutral-900 transition-colors outline-none focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand-200 focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-500 aria-invalid:border-red-600 aria-invalid:focus-visible:ring-red-100";

export const inputVariants = cva(
  "w-full min-w-0 rounded border bg-white text-neutral-900 placeholder:text-neutral-500 transition-colors outline-none focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand-200 focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-500 read-only:bg-neutral-50 aria-invalid:border-red-600 aria-invalid:focus-visible:ring-red-100",
  {
    variants: {
      size: {
        sm: "h-7 px-2 text-xs",
        md: `${CONTROL_HEIGHT} px-3 text-sm`,
      },
    },
    defaultVariants: { size: "md" },
  },
);

export type InputProps = Omit<React.ComponentProps<"input">, "size"> &
  VariantProps<typeof inputVariants>;

export function Input({ className, size, type = "text", ...props }: InputProps) {
  const wiring = useFieldControl(props);
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(inputVariants({ size }), "border-neutral-300", className)}
      {...props}
      {...wiring}
    />
  );
}
