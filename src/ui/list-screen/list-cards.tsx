import * as React from "react";
import { cn } from "../cn";
import type { ListCard, ListColumn, ListEmpty, ListSelection } from "./types";

export type ListCardsProps<T> = {
  caption: string;
  columns: readonly ListColumn<T>[];
  rows: readonly T[] | null;
  getRowId: (row: T) => string;
  card: ListCard;
  selection?: ListSelection<T> | undefined;
  empty: ListEmpty;
  rowTone?: ((row: T) => string | undefined) | undefined;
};

/**
 * The same rows on a phone (under 640 px): one card a row, its title and key fields, its buttons
 * at the foot, so nothing is off-screen and no row is a wide strip of blanks.
 */
export function ListCards<T>(props: ListCardsProps<T>) {
  const byId = new Map(props.columns.map((c) => [c.id, c]));
  const title = byId.get(props.card.title);
  const fields = props.card.fields
    .map((id) => byId.get(id))
    .filter((c): c is ListColumn<T> => c !== undefined && c.id !== props.card.title && !c.actions);
  const actions = props.columns.filter((c) => c.actions);
  const { selection } = props;
  if (props.rows === null) {
    return (
      <ul aria-hidden="true" className="flex flex-col gap-2" data-slot="list-cards">
        {[0, 1, 2, 3].map((i) => (
          <li
            key={i}
            className="flex flex-col gap-2 rounded border border-neutral-200 bg-white p-3"
          >
            <div className="h-4 w-32 animate-pulse rounded bg-neutral-100" />
            <div className="h-3.5 w-48 animate-pulse rounded bg-neutral-100" />
            <div className="h-3.5 w-40 animate-pulse rounded bg-neutral-100" />
          </li>
        ))}
      </ul>
    );
  }
  if (props.rows.length === 0) {
    return (
      <div className="flex h-48 flex-col items-center justify-center gap-3 rounded border border-neutral-200 bg-white px-3 text-center text-sm text-neutral-700">
        <p>{props.empty.text}</p>
        {props.empty.action}
      </div>
    );
  }
  return (
    <ul aria-label={props.caption} className="flex flex-col gap-2" data-slot="list-cards">
      {props.rows.map((row) => {
        const id = props.getRowId(row);
        const checked = selection?.selected.has(id) ?? false;
        return (
          <li
            key={id}
            className={cn(
              "flex flex-col gap-2 rounded border border-neutral-200 p-3 text-sm",
              checked ? "bg-brand-50" : (props.rowTone?.(row) ?? "bg-white"),
            )}
          >
            <div className="flex min-w-0 items-center gap-2">
              {selection ? (
                <input
                  type="checkbox"
                  aria-label={selection.labelOf(row)}
                  className="size-4 shrink-0 accent-brand"
                  checked={checked}
                  onChange={(e) => {
                    const next = new Set(selection.selected);
                    if (e.target.checked) next.add(id);
                    else next.delete(id);
                    selection.onChange(next);
                  }}
                />
              ) : null}
              <div className="min-w-0 font-medium text-neutral-900">{title?.cell(row)}</div>
            </div>
            {fields.length > 0 ? (
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                {fields.map((c) => (
                  <div key={c.id} className="contents">
                    <dt className="text-neutral-600">{c.header}</dt>
                    <dd
                      className={cn(
                        "min-w-0 truncate text-neutral-900",
                        c.align === "end" && "tabular-nums",
                      )}
                    >
                      {c.cell(row)}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {actions.length > 0 ? (
              // A row whose action cells draw nothing (a message with no decision) shows no foot.
              <div className="flex flex-wrap justify-end gap-2 border-t border-neutral-100 pt-2 empty:hidden">
                {actions.map((c) => (
                  <React.Fragment key={c.id}>{c.cell(row)}</React.Fragment>
                ))}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
