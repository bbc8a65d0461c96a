import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "./cn";

export const badgeVariants = cva(
  "inline-flex items-center gap-1 whitespace-nowrap rounded-sm border px-1.5 text-xs font-medium leading-5",
  {
    variants: {
      tone: {
        neutral: "border-neutral-200 bg-neutral-100 text-neutral-700",
        brand: "border-brand-200 bg-brand-50 text-brand-700",
        success: "border-green-200 bg-green-50 text-green-800",
        warning: "border-amber-200 bg-amber-50 text-amber-800",
        danger: "border-red-200 bg-red-50 text-red-700",
        count:
          "min-w-5 justify-center rounded-full border-transparent bg-red-600 px-1.5 text-white",
      },
    },
    defaultVariants: { tone: "neutral" },
  },
);

export type BadgeProps = React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, tone, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ tone }), className)} {...props} />;
}

/** The spec's badge cap: above 99 reads 99+. */
export function capCount(count: number, cap = 99): string {
  return count > cap ? `${cap}+` : String(Math.max(0, Math.trunc(count)));
}

export function CountBadge({
  count,
  label,
  className,
}: {
  count: number;
  label: string;
  className?: string;
}) {
  if (count <= 0) return null;
  return (
    <Badge tone="count" className={className} aria-label={`${label} ${count}`}>
      {capCount(count)}
    </Badge>
  );
}
