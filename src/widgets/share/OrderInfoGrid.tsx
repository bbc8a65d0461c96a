import type * as React from "react";
import { EMPTY_DISPLAY } from "../../domain/format";
import { useT } from "../../i18n";
import { shareMessages } from "../../i18n/messages/share";
import { cn } from "../../ui/cn";
import { AlertIcon } from "../../ui/icons";

export type InfoItem =
  | { kind: "text"; label: string; value: React.ReactNode; wide?: boolean }
  | {
      kind: "compare";
      label: string;
      planned: string;
      confirmed: string;
      /** Planned and confirmed differ beyond the tolerance of 001 §5. */
      flagged: boolean;
    };

export type OrderInfoGridProps = { items: InfoItem[]; className?: string };

const FIGURE_ROW = "flex flex-wrap items-baseline gap-x-2";

const shown = (value: React.ReactNode) =>
  value === null || value === undefined || value === "" ? EMPTY_DISPLAY : value;

/**
 * Order facts as label/value pairs. Planned and confirmed figures sit side by side; a pair that
 * differs gets a tinted card, the confirmed value in red and a "differs" tag, so the warning
 * does not rest on colour alone.
 */
export function OrderInfoGrid({ items, className }: OrderInfoGridProps) {
  const t = useT(shareMessages);
  const facts = items.filter((item) => item.kind === "text");
  const figures = items.filter((item) => item.kind === "compare");
  return (
    <div data-slot="order-info-grid" className={cn("flex flex-col gap-3", className)}>
      {figures.length > 0 ? (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-5">
          {figures.map((item) => (
            <div
              key={item.label}
              data-flagged={item.flagged || undefined}
              className={cn(
                // A column: the figures sit on the card's bottom edge, level across the row
                // whether or not a label wrapped above them.
                "flex min-w-0 flex-col rounded-md border px-3 py-2",
                item.flagged ? "border-amber-300 bg-amber-50" : "border-neutral-200 bg-neutral-50",
              )}
            >
              {/* The tag wraps under a long label rather than cutting its unit off ("体积 (C…"). */}
              <dt className="flex flex-wrap items-center gap-x-1 gap-y-0.5 text-xs text-neutral-600">
                <span className="min-w-0 break-words">{item.label}</span>
                {item.flagged ? (
                  <span className="ml-auto inline-flex shrink-0 items-center gap-0.5 rounded-sm bg-red-700 px-1 text-[11px] leading-4 font-medium text-white">
                    <AlertIcon className="size-3" />
                    {t("differs")}
                  </span>
                ) : null}
              </dt>
              {/* Label and figure on one line while they fit; else the figure wraps under its
                  label, right-aligned, never past the card (issue 35: "Confirmed 3,090.000"). */}
              <dd className="mt-auto pt-1 text-sm tabular-nums">
                <span className={FIGURE_ROW}>
                  <span className="text-xs text-neutral-600">{t("planned")}</span>
                  <span className="ml-auto font-medium text-neutral-900">{item.planned}</span>
                </span>
                <span className={FIGURE_ROW}>
                  <span className="text-xs text-neutral-600">{t("confirmed")}</span>
                  <span
                    className={cn(
                      "ml-auto font-semibold",
                      item.flagged ? "text-red-700" : "text-neutral-900",
                    )}
                  >
                    {item.confirmed}
                  </span>
                </span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {facts.length > 0 ? (
        <dl className="grid grid-cols-2 gap-x-2 gap-y-1 sm:grid-cols-3 md:grid-cols-4">
          {facts.map((item) => (
            <div key={item.label} className={cn("min-w-0 px-1 py-1.5", item.wide && "col-span-2")}>
              <dt className="text-xs text-neutral-600">{item.label}</dt>
              <dd className="mt-0.5 text-sm font-medium break-words text-neutral-900">
                {shown(item.value)}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
