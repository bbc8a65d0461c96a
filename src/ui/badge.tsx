import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "./cn";

/**
 * The radius lives in each tone, not the base: cn() does not merge classes, so a base
 * rounded-sm would beat the count pill's rounded-full in the stylesheet.
 */
export const badgeVariants = cva(
  "inline-flex items-center gap-1 whitespace-nowrap border px-1.5 text-xs font-medium leading-5",
  {
    variants: {
      tone: {
        neutral: "rounded-sm border-neutral-200 bg-neutral-100 text-neutral-700",
        brand: "rounded-sm border-brand-200 bg-brand-50 text-brand-700",
        success: "rounded-sm border-green-200 bg-green-50 text-green-800",
        warning: "rounded-sm border-amber-200 bg-amber-50 text-amber-800",
        danger: "rounded-sm border-red-200 bg-red-50 text-red-700",
        count: "min-w-5 justify-center rounded-full border-transparent bg-red-600 text-white",
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
    // aria-label on a plain span is ignored by most screen readers, so the full count is spoken
    // from visually hidden text while the capped figure is shown.
    <Badge tone="count" className={className}>
      <span aria-hidden="true">{capCount(count)}</span>
      <span className="sr-only">{`${label} ${count}`}</span>
    </Badge>
  );
}
