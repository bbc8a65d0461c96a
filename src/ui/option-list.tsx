import type * as React from "react";
import { searchText } from "../domain/airports";
import { cn } from "./cn";

/**
 * The typed text's matches, at most `max`: those whose code starts with it first, then those
 * `contains` accepts, each in the list's order; case and width ignored. Blank text: the first
 * `max` options.
 */
export function rankMatches<T>(
  options: readonly T[],
  typed: string,
  max: number,
  code: (option: T) => string,
  contains: (option: T, query: string) => boolean,
): T[] {
  const q = searchText(typed);
  if (!q) return options.slice(0, max);
  const first: T[] = [];
  const rest: T[] = [];
  for (const o of options) {
    if (code(o).toLowerCase().startsWith(q)) first.push(o);
    else if (contains(o, q)) rest.push(o);
    if (first.length >= max) break;
  }
  return [...first, ...rest].slice(0, max);
}

/** The active option after ↓ or ↑ in a list of `count`: one step, held at the ends. */
export function stepActive(key: "ArrowDown" | "ArrowUp", active: number, count: number): number {
  return key === "ArrowDown" ? Math.min(active + 1, count - 1) : Math.max(active - 1, 0);
}

/**
 * One option of a combobox's list: the code, the name with its smaller second name, and a tag at
 * the end. Hovering makes it the active one; a press picks it before the input's blur closes the
 * list (and keeps the focus in the input).
 */
export function OptionRow({
  id,
  active,
  selected,
  code,
  codeClassName,
  label,
  detail,
  tag,
  onHover,
  onPick,
}: {
  id: string;
  active: boolean;
  selected: boolean;
  code: string;
  /** The code column's width and size. */
  codeClassName: string;
  label: string;
  detail?: string | null;
  tag?: React.ReactNode;
  onHover: () => void;
  onPick: () => void;
}) {
  return (
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      className={cn(
        "flex cursor-default items-baseline gap-2 px-3 py-1.5",
        active ? "bg-brand-50 text-brand-800" : "text-neutral-800",
      )}
      onMouseEnter={onHover}
      onMouseDown={(e) => {
        e.preventDefault();
        onPick();
      }}
    >
      <span className={cn("shrink-0 font-mono font-medium", codeClassName)}>{code}</span>
      <span className="min-w-0 flex-1 truncate">
        {label}
        {detail ? <span className="ml-1.5 text-xs text-neutral-600">{detail}</span> : null}
      </span>
      {tag ? <span className="text-xs text-amber-700">{tag}</span> : null}
    </div>
  );
}
