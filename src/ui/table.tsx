import { type ColumnDef, type RowData, tableFeatures, useTable } from "@tanstack/react-table";
import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";
import { cn } from "./cn";
import { useOverflow } from "./use-overflow";

const features = tableFeatures({});
export type TableFeatures = typeof features;
export type TableColumn<T extends RowData> = ColumnDef<TableFeatures, T>;

export const tableVariants = cva("w-full border-collapse text-left text-sm", {
  variants: {
    density: { compact: "[&_td]:py-1.5 [&_th]:py-1.5", normal: "[&_td]:py-2.5 [&_th]:py-2.5" },
    striped: { true: "[&_tbody_tr:nth-child(even)]:bg-neutral-50", false: "" },
  },
  defaultVariants: { density: "normal", striped: false },
});

export type DataTableProps<T extends RowData> = VariantProps<typeof tableVariants> & {
  columns: TableColumn<T>[];
  data: T[];
  caption?: React.ReactNode;
  /** Shown in one full-width row when data is empty. */
  empty?: React.ReactNode;
  getRowId?: (row: T, index: number) => string;
  rowClassName?: (row: T) => string | undefined;
  className?: string;
};

/**
 * A header's or cell's content: its column's function called here, not mounted as a component
 * type (as FlexRender does), because screens build their columns on every render and a new
 * function as a component type remounts every cell (inputs included) on each keystroke.
 */
function Content<C>({ render, context }: { render: unknown; context: C }): React.ReactNode {
  return typeof render === "function" ? render(context) : (render as React.ReactNode);
}

/** A headless tanstack table rendered with the suite's styles; scrolls sideways on small screens. */
export function DataTable<T extends RowData>({
  columns,
  data,
  caption,
  empty = "暂无数据",
  getRowId,
  rowClassName,
  density,
  striped,
  className,
}: DataTableProps<T>) {
  const [frameRef, scrollsSideways] = useOverflow<HTMLDivElement>("x");
  const captionId = React.useId();
  const table = useTable({
    features,
    columns,
    data,
    ...(getRowId ? { getRowId } : {}),
  });
  return (
    // Wide tables scroll sideways; while they do, the frame is a focusable region so keyboard
    // users can scroll it too (axe: scrollable-region-focusable).
    <div
      ref={frameRef}
      data-slot="table"
      className={cn("w-full overflow-x-auto rounded border border-neutral-200 bg-white", className)}
      {...(scrollsSideways
        ? { tabIndex: 0, ...(caption ? { role: "region", "aria-labelledby": captionId } : {}) }
        : {})}
    >
      <table className={tableVariants({ density, striped })}>
        {caption ? (
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
        ) : null}
        <thead className="bg-neutral-50 text-xs text-neutral-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className="border-b border-neutral-200 px-3 font-semibold whitespace-nowrap"
                >
                  {header.isPlaceholder ? null : (
                    <Content
                      render={header.column.columnDef.header}
                      context={header.getContext()}
                    />
                  )}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-8 text-center text-neutral-600">
                {empty}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className={cn(
                  "border-b border-neutral-100 last:border-0",
                  rowClassName?.(row.original),
                )}
              >
                {row.getAllCells().map((cell) => (
                  // Chinese text may break after any character, so without a floor a wide
                  // table on a phone squeezes names to one or two characters a line.
                  <td key={cell.id} className="min-w-24 px-3 align-top">
                    <Content render={cell.column.columnDef.cell} context={cell.getContext()} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
