import type * as React from "react";
import { useT } from "../../i18n";
import { dashboardMessages } from "../../i18n/messages/dashboard";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";

export type BlockCardProps = {
  title: React.ReactNode;
  /** Right side of the header: a count, a settings icon, a 'more' link. */
  actions?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  /** The guided tour points at blocks by this name. */
  tour?: string;
  labelledBy?: string;
};

/** The dashboard's block frame: a titled white card. */
export function BlockCard({
  title,
  actions,
  children,
  className,
  tour,
  labelledBy,
}: BlockCardProps) {
  return (
    <section
      data-slot="dashboard-block"
      data-tour={tour}
      aria-labelledby={labelledBy}
      className={cn(
        "flex min-w-0 flex-col rounded-md border border-neutral-200 bg-white",
        className,
      )}
    >
      <header className="flex h-12 shrink-0 items-center justify-between gap-3 border-b border-neutral-100 px-4">
        <h2 id={labelledBy} className="truncate text-base font-semibold text-neutral-900">
          {title}
        </h2>
        {actions ? <div className="flex shrink-0 items-center gap-1">{actions}</div> : null}
      </header>
      <div className="flex min-h-0 flex-1 flex-col p-4">{children}</div>
    </section>
  );
}

/** A block's own failure: the spec's text and a retry; the rest of the page keeps working. */
export function BlockError({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry?: (() => void) | undefined;
  className?: string;
}) {
  const t = useT(dashboardMessages);
  return (
    <div
      role="alert"
      data-slot="block-error"
      className={cn(
        "flex flex-1 flex-col items-center justify-center gap-3 rounded border border-dashed border-red-200 bg-red-50/50 px-4 py-6 text-center",
        className,
      )}
    >
      <svg viewBox="0 0 20 20" className="size-5 text-red-700" aria-hidden="true" fill="none">
        <circle cx="10" cy="10" r="8" stroke="currentColor" strokeWidth="1.5" />
        <path
          d="M10 5.5v5.5M10 13.6v.4"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
        />
      </svg>
      <p className="text-sm text-red-800">{message}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t("retry")}
        </Button>
      ) : null}
    </div>
  );
}

/** Grey placeholder lines while a block loads; they hold the block's final height. */
export function SkeletonLines({ rows, className }: { rows: number; className?: string }) {
  const t = useT(dashboardMessages);
  return (
    <div
      role="status"
      aria-label={t("loadingBlock")}
      className={cn("flex flex-col gap-3", className)}
    >
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          className="h-5 animate-pulse rounded bg-neutral-100"
          style={{ width: `${92 - ((i * 17) % 40)}%` }}
        />
      ))}
    </div>
  );
}
