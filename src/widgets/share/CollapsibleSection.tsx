import * as React from "react";
import { cn } from "../../ui/cn";
import { ChevronIcon } from "../../ui/icons";

export type CollapsibleSectionProps = {
  title: string;
  /** True when there is nothing to show: the section starts closed and shows `emptyText`. */
  empty?: boolean;
  emptyText?: string;
  /** Opens by itself when it has data (001 §2.1); order info passes true. */
  defaultOpen?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Beside the title, outside the toggle (e.g. MORE next to track info). */
  action?: React.ReactNode;
  /** A short figure after the title, e.g. how many files. */
  count?: number;
  children?: React.ReactNode;
  className?: string;
};

/** A card whose header button shows or hides its body; empty sections say so in the header. */
export function CollapsibleSection({
  title,
  empty = false,
  emptyText,
  defaultOpen,
  open: openProp,
  onOpenChange,
  action,
  count,
  children,
  className,
}: CollapsibleSectionProps) {
  const id = React.useId();
  const [openState, setOpenState] = React.useState(defaultOpen ?? !empty);
  const open = openProp ?? openState;
  const toggle = () => {
    setOpenState(!open);
    onOpenChange?.(!open);
  };
  return (
    <section
      data-slot="collapsible-section"
      aria-labelledby={`${id}-title`}
      className={cn("rounded-lg border border-neutral-200 bg-white shadow-xs", className)}
    >
      <div className="flex min-h-13 items-center gap-2 pr-3">
        <h2 id={`${id}-title`} className="min-w-0 flex-1 text-base font-semibold">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={`${id}-body`}
            onClick={toggle}
            className="flex w-full items-center gap-2 rounded-lg px-4 py-3.5 text-left text-neutral-900 hover:text-brand focus-visible:outline-offset-[-2px]"
          >
            <ChevronIcon
              className={cn(
                "size-4 shrink-0 text-neutral-600 transition-transform",
                open ? "rotate-0" : "-rotate-90",
              )}
            />
            <span className="truncate">{title}</span>
            {!empty && count !== undefined ? (
              <span className="rounded-full bg-brand-50 px-2 text-xs leading-5 font-medium text-brand-700">
                {count}
              </span>
            ) : null}
            {empty && emptyText && !open ? (
              <span className="ml-1 truncate text-xs font-normal text-neutral-600">
                {emptyText}
              </span>
            ) : null}
          </button>
        </h2>
        {action ? <div className="shrink-0">{action}</div> : null}
      </div>
      <div
        id={`${id}-body`}
        data-slot="collapsible-body"
        hidden={!open}
        className="border-t border-neutral-100 px-4 pt-3 pb-4"
      >
        {open ? (
          empty ? (
            <p className="py-6 text-center text-sm text-neutral-600">{emptyText}</p>
          ) : (
            children
          )
        ) : null}
      </div>
    </section>
  );
}
