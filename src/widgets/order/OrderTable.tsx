import * as React from "react";
import type { OrderRow } from "../../contract/order";
import { formatNumber, formatPieces } from "../../domain/format";
import { useT } from "../../i18n";
import { orderMessages } from "../../i18n/messages/order";
import { Badge } from "../../ui/badge";
import { cn } from "../../ui/cn";
import { useOverflow } from "../../ui/use-overflow";
import { type ListColumn, NUMERIC, type OrderListScreenProps, SORTABLE } from "./order-list";
import type { OrderKey } from "./order-text";

/** The list's table: sortable headers, selection, the lock marks, sideways scroll on phones. */
export function OrderTable(
  props: OrderListScreenProps & {
    records: OrderRow[];
    selected: ReadonlySet<string>;
    allOnPage: boolean;
    someOnPage: boolean;
    emptyText: string;
    onToggle: (uuid: string, on: boolean) => void;
    onToggleAll: (on: boolean) => void;
  },
) {
  const t = useT(orderMessages);
  const [frameRef, scrollsSideways] = useOverflow<HTMLDivElement>("x");
  const captionId = React.useId();
  const { digits } = props;
  const cellOf = (row: OrderRow, column: ListColumn): React.ReactNode => {
    switch (column) {
      case "orderCode":
        return (
          <span className="flex items-center gap-1.5">
            <a
              href={props.hrefOf(row)}
              aria-label={t("openOrder", { code: row.orderCode })}
              className="font-mono font-medium text-brand-700 underline-offset-2 hover:underline"
              {...(props.openInNewPage ? { target: "_blank", rel: "noopener" } : {})}
              onClick={(event) => {
                if (props.openInNewPage || event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                props.onOpen(row);
              }}
            >
              {row.orderCode}
            </a>
            {row.lockStatus === 1 ? <Badge tone="warning">{t("locked")}</Badge> : null}
            {row.unlockPending ? <Badge tone="brand">{t("unlockPending")}</Badge> : null}
          </span>
        );
      case "pieces":
        return formatPieces(row.pieces);
      case "grossWeight":
        return formatNumber(row.grossWeight, digits.weight);
      case "volume":
        return formatNumber(row.volume, digits.volume);
      case "chargeWeight":
        return formatNumber(row.chargeWeight, digits.chargeWeight);
      default: {
        const value = row[column];
        return value === "" ? <span className="text-neutral-500">-</span> : value;
      }
    }
  };
  return (
    <div
      ref={frameRef}
      className="w-full overflow-x-auto rounded border border-neutral-200 bg-white"
      {...(scrollsSideways ? { tabIndex: 0, role: "region", "aria-labelledby": captionId } : {})}
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption id={captionId} className="sr-only">
          {t("results")}
        </caption>
        <thead className="bg-neutral-50 text-xs text-neutral-700">
          <tr>
            <th scope="col" className="w-10 border-b border-neutral-200 px-3 py-2">
              <input
                type="checkbox"
                aria-label={t("selectAll")}
                className="size-4 accent-brand"
                checked={props.allOnPage}
                ref={(el) => {
                  if (el) el.indeterminate = props.someOnPage && !props.allOnPage;
                }}
                disabled={props.records.length === 0}
                onChange={(e) => props.onToggleAll(e.target.checked)}
              />
            </th>
            {props.columns.map((column) => {
              const sortKey = SORTABLE[column];
              const active = sortKey !== undefined && props.sort.by === sortKey;
              const label = t(`col_${column}` as OrderKey);
              return (
                <th
                  key={column}
                  scope="col"
                  aria-sort={
                    active ? (props.sort.order === "asc" ? "ascending" : "descending") : undefined
                  }
                  className={cn(
                    "border-b border-neutral-200 px-3 py-2 font-semibold whitespace-nowrap",
                    NUMERIC.has(column) && "text-right",
                  )}
                >
                  {sortKey ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 rounded hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
                      onClick={() =>
                        props.onSort({
                          by: sortKey,
                          order: active && props.sort.order === "desc" ? "asc" : "desc",
                        })
                      }
                    >
                      {label}
                      <span aria-hidden="true" className={cn(!active && "text-neutral-400")}>
                        {active ? (props.sort.order === "asc" ? "▲" : "▼") : "↕"}
                      </span>
                    </button>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {props.records.length === 0 ? (
            <tr>
              <td
                colSpan={props.columns.length + 1}
                className="px-3 py-8 text-center text-neutral-600"
              >
                {props.emptyText}
              </td>
            </tr>
          ) : (
            props.records.map((row) => (
              <tr
                key={row.orderUuid}
                data-locked={row.lockStatus === 1 || undefined}
                className={cn(
                  "border-b border-neutral-100 last:border-0",
                  row.lockStatus === 1 && "bg-amber-50/60",
                  props.selected.has(row.orderUuid) && "bg-brand-50",
                )}
              >
                <td className="px-3 py-2 align-top">
                  <input
                    type="checkbox"
                    aria-label={t("selectRow", { code: row.orderCode })}
                    className="size-4 accent-brand"
                    checked={props.selected.has(row.orderUuid)}
                    onChange={(e) => props.onToggle(row.orderUuid, e.target.checked)}
                  />
                </td>
                {props.columns.map((column) => (
                  <td
                    key={column}
                    className={cn(
                      "px-3 py-2 align-top whitespace-nowrap",
                      NUMERIC.has(column) && "text-right tabular-nums",
                      column === "customerName" && "min-w-40 whitespace-normal",
                      column === "goodsNameCn" && "min-w-32 whitespace-normal",
                    )}
                  >
                    {cellOf(row, column)}
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
