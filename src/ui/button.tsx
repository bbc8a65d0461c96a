import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "./cn";
import { Spinner } from "./spinner";

const BOXED: ("primary" | "secondary" | "outline" | "ghost" | "danger" | "onBrand")[] = [
  "primary",
  "secondary",
  "outline",
  "ghost",
  "danger",
  "onBrand",
];

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded font-medium transition-colors select-none disabled:pointer-events-none disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-brand text-white hover:bg-brand-700 active:bg-brand-800",
        secondary: "bg-brand-50 text-brand-700 hover:bg-brand-100",
        outline:
          "border border-neutral-300 bg-white text-neutral-800 hover:border-brand hover:text-brand",
        ghost: "text-neutral-700 hover:bg-neutral-100",
        danger: "bg-red-700 text-white hover:bg-red-800",
        onBrand: "text-white hover:bg-white/15 active:bg-white/25",
        link: "text-brand underline-offset-4 hover:underline",
      },
      size: {
        sm: "text-xs",
        md: "text-sm",
        lg: "text-base",
        icon: "",
      },
    },
    // Height and padding belong to the boxed variants only. A link cannot take them off again:
    // cn() does not merge classes, and px-4 sorts after px-0 in the stylesheet.
    compoundVariants: [
      { variant: BOXED, size: "sm", className: "h-7 px-2.5" },
      { variant: BOXED, size: "md", className: "h-9 px-4" },
      { variant: BOXED, size: "lg", className: "h-11 px-6" },
      { variant: BOXED, size: "icon", className: "size-9 p-0" },
    ],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & { loading?: boolean };

export function Button({
  className,
  variant,
  size,
  loading = false,
  disabled,
  children,
  type = "button",
  ...props
}: ButtonProps) {
  return (
    <button
      data-slot="button"
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}
