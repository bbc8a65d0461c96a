import { type RowData, tableFeatures, useTable } from "@tanstack/react-table";
import * as React from "react";
import { useT } from "../../i18n";
import { listMessages } from "../../i18n/messages/list";
import { cn } from "../cn";
import type { ListColumn, ListEmpty, ListSelection } from "./types";
import { useScrollEdges } from "./use-scroll-edges";

const features = tableFeatures({});

/** One row height for every list (40 px); the empty and loading bodies are fixed too. */
export const ROW_HEIGHT = "h-10";
const SKELETON_ROWS = 8;

/** The selection column's width; the first data column sticks right after it. */
const SELECT_WIDTH = "w-10 min-w-10 max-w-10";

export type ListTableProps<T extends RowData> = {
  caption: string;
  columns: readonly ListColumn<T>[];
  /** null while the first answer is on its way: skeleton rows under the real header. */
  rows: readonly T[] | null;
  getRowId: (row: T) => string;
  selection?: ListSelection<T> | undefined;
  onSort?: ((columnId: string) => void) | undefined;
  empty: ListEmpty;
  /** A row's own tint (e.g. locked orders); the selected tint wins. */
  rowTone?: ((row: T) => string | undefined) | undefined;
  rowAttributes?: ((row: T) => Record<string, string | boolean | undefined>) | undefined;
};

/** A cell's text for its tooltip: the column's own, else the cell when it is plain text. */
function textOf<T>(column: ListColumn<T>, row: T, drawn: React.ReactNode): string | undefined {
  if (column.text) return column.text(row);
  return typeof drawn === "string" || typeof drawn === "number" ? String(drawn) : undefined;
}

/**
 * A cut-off cell shows its whole text as a tooltip (the column's `text`, else what the cell
 * reads): the title is set as the pointer comes in, only while the cell is cut off (one listener
 * for the table, not one per cell).
 */
function titleIfCut(event: React.PointerEvent<HTMLTableElement>) {
  const target = event.target instanceof Element ? event.target.closest("[data-cell]") : null;
  if (!(target instanceof HTMLElement)) return;
  const text = target.dataset.text || target.textContent?.trim();
  if (text && target.scrollWidth > target.clientWidth) target.title = text;
  else target.removeAttribute("title");
}

function SortMark({ state }: { state: "asc" | "desc" | "none" }) {
  return (
    <span aria-hidden="true" className={state === "none" ? "text-neutral-400" : "text-brand"}>
      {state === "asc" ? "▲" : state === "desc" ? "▼" : "↕"}
    </span>
  );
}

/**
 * The list's table (tanstack): fluid to the content area, the header and the first column stuck
 * while it scrolls, a shadow on each edge that has columns out of view, one row height.
 */
export function ListTable<T extends RowData>(props: ListTableProps<T>) {
  const t = useT(listMessages);
  const [frameRef, edges] = useScrollEdges<HTMLDivElement>();
  const captionId = React.useId();
  const { selection } = props;
  const rows = props.rows ?? [];
  const pageIds = rows.map(props.getRowId);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selection?.selected.has(id));
  const someOnPage = pageIds.some((id) => selection?.selected.has(id));
  const toggle = (ids: readonly string[], on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    selection.onChange(next);
  };
  const table = useTable({
    features,
    columns: props.columns.map((c) => ({ id: c.id })),
    data: rows as T[],
    getRowId: (row: T) => props.getRowId(row),
  });
  const byId = new Map(props.columns.map((c) => [c.id, c]));
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const span = props.columns.length + (selection ? 1 : 0);
  // The first data column sticks to the left edge (after the checkboxes, which stick too).
  const stickyLeft = selection ? "left-10" : "left-0";
  const edgeShadow = edges.left && "shadow-[6px_0_6px_-4px_rgb(0_0_0/0.18)]";
  const cellBase = "border-b border-neutral-100 px-3 whitespace-nowrap";
  return (
    <div className="relative min-w-0" data-slot="list-table">
      <div
        ref={frameRef}
        data-scrolls={edges.right || edges.left || undefined}
        className="max-h-[max(24rem,calc(100dvh-15rem))] w-full overflow-auto rounded border border-neutral-200 bg-white"
        {...(edges.overflows ? { tabIndex: 0, role: "region", "aria-labelledby": captionId } : {})}
      >
        <table
          className="w-full border-separate border-spacing-0 text-left text-sm"
          onPointerOver={titleIfCut}
        >
          <caption id={captionId} className="sr-only">
            {props.caption}
          </caption>
          <thead className="text-xs text-neutral-700">
            <tr>
              {selection ? (
                <th
                  scope="col"
                  className={cn(
                    "sticky top-0 left-0 z-30 h-10 border-b border-neutral-200 bg-neutral-50 px-3",
                    SELECT_WIDTH,
                  )}
                >
                  <input
                    type="checkbox"
                    aria-label={t("selectPage")}
                    className="size-4 align-middle accent-brand"
                    checked={allOnPage}
                    ref={(el) => {
                      if (el) el.indeterminate = someOnPage && !allOnPage;
                    }}
                    disabled={rows.length === 0}
                    onChange={(e) => toggle(pageIds, e.target.checked)}
                  />
                </th>
              ) : null}
              {headers.map((header, index) => {
                const column = byId.get(header.column.id);
                if (!column) return null;
                const sort = column.sort;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      sort === "asc" ? "ascending" : sort === "desc" ? "descending" : undefined
                    }
                    className={cn(
                      "sticky top-0 z-20 h-10 border-b border-neutral-200 bg-neutral-50 px-3 font-semibold whitespace-nowrap",
                      column.align === "end" && "text-right",
                      index === 0 && cn(stickyLeft, "z-30", edgeShadow),
                    )}
                  >
                    {sort && props.onSort ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 rounded-sm hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
                        onClick={() => props.onSort?.(column.id)}
                      >
                        {column.header}
                        <SortMark state={sort} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {props.rows === null ? (
              Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <tr key={i} data-slot="skeleton-row" className={ROW_HEIGHT}>
                  {Array.from({ length: span }, (_, j) => (
                    <td key={j} className={cn(cellBase, j === 0 && selection && SELECT_WIDTH)}>
                      <div
                        aria-hidden="true"
                        className={cn(
                          "h-3.5 animate-pulse rounded bg-neutral-100",
                          props.columns[j - (selection ? 1 : 0)]?.align === "end" && "ml-auto",
                          j === 0 && selection ? "w-4" : (i + j) % 3 === 0 ? "w-16" : "w-24",
                        )}
                      />
                    </td>
                  ))}
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={span} className="h-48 px-3 text-center text-neutral-700">
                  <div className="sticky left-0 flex flex-col items-center gap-3">
                    <p>{props.empty.text}</p>
                    {props.empty.action}
                  </div>
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => {
                const id = row.id;
                const checked = selection?.selected.has(id) ?? false;
                const tone = checked
                  ? "bg-brand-50"
                  : (props.rowTone?.(row.original) ?? "bg-white");
                return (
                  <tr
                    key={id}
                    className={cn(ROW_HEIGHT, "group")}
                    {...props.rowAttributes?.(row.original)}
                  >
                    {selection ? (
                      <td className={cn(cellBase, "sticky left-0 z-10", SELECT_WIDTH, tone)}>
                        <input
                          type="checkbox"
                          aria-label={selection.labelOf(row.original)}
                          className="size-4 align-middle accent-brand"
                          checked={checked}
                          onChange={(e) => toggle([id], e.target.checked)}
                        />
                      </td>
                    ) : null}
                    {row.getAllCells().map((cell, index) => {
                      const column = byId.get(cell.column.id);
                      if (!column) return null;
                      const drawn = column.cell(row.original);
                      const text = textOf(column, row.original, drawn);
                      return (
                        <td
                          key={cell.id}
                          className={cn(
                            cellBase,
                            tone,
                            column.align === "end" && "text-right tabular-nums",
                            index === 0 && cn("sticky z-10", stickyLeft, edgeShadow),
                          )}
                        >
                          {column.actions ? (
                            drawn
                          ) : (
                            <div
                              data-cell=""
                              data-text={text}
                              className={cn("truncate", column.maxWidth ?? "max-w-64")}
                            >
                              {drawn}
                            </div>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {/* The edge with columns out of view casts a shadow, so a cut-off table says it scrolls. */}
      <div
        aria-hidden="true"
        data-slot="scroll-shadow-right"
        className={cn(
          "pointer-events-none absolute inset-y-px right-px w-8 rounded-r bg-linear-to-l from-neutral-900/20 to-transparent",
          edges.right ? "opacity-100" : "opacity-0",
        )}
      />
    </div>
  );
}
