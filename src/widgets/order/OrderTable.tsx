import type * as React from "react";
import type { OrderRow } from "../../contract/order";
import { formatNumber, formatPieces } from "../../domain/format";
import { useT } from "../../i18n";
import { orderMessages } from "../../i18n/messages/order";
import { Badge } from "../../ui/badge";
import { type ListColumn as Column, ListTable, useListDate } from "../../ui/list-screen";
import {
  type ListColumn,
  NUMERIC,
  type OrderListScreenProps,
  type OrderListSort,
  SORTABLE,
} from "./order-list";
import type { OrderKey } from "./order-text";

type ColumnProps = Pick<
  OrderListScreenProps,
  "columns" | "sort" | "digits" | "hrefOf" | "openInNewPage" | "onOpen"
>;

/** The list's chosen columns as the list template's columns: cells, sort marks, alignment. */
export function useOrderColumns(props: ColumnProps): Column<OrderRow>[] {
  const t = useT(orderMessages);
  const date = useListDate();
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
      case "businessDate":
      case "flightDate":
        return date(row[column]);
      default: {
        const value = row[column];
        return value === "" ? <span className="text-neutral-500">-</span> : value;
      }
    }
  };
  return props.columns.map((column) => {
    const sortKey = SORTABLE[column];
    const active = sortKey !== undefined && props.sort.by === sortKey;
    return {
      id: column,
      header: t(`col_${column}` as OrderKey),
      cell: (row) => cellOf(row, column),
      text: (row) =>
        column === "orderCode"
          ? row.orderCode
          : typeof row[column] === "string"
            ? String(row[column])
            : "",
      ...(NUMERIC.has(column) ? { align: "end" as const } : {}),
      ...(sortKey ? { sort: active ? props.sort.order : ("none" as const) } : {}),
      ...(column === "orderCode" ? { maxWidth: "max-w-none" } : {}),
    };
  });
}

/** The sort a click on a column's header asks for: descending first, then flipping. */
export function nextSort(sort: OrderListSort, columnId: string): OrderListSort | null {
  const by = SORTABLE[columnId as ListColumn];
  if (!by) return null;
  return { by, order: sort.by === by && sort.order === "desc" ? "asc" : "desc" };
}

/** A locked order's row is tinted (opaque, so the stuck first column hides what scrolls under). */
export const orderRowTone = (row: OrderRow) => (row.lockStatus === 1 ? "bg-amber-50" : undefined);

/** The order list's table alone (the list template's table with the order's columns). */
export function OrderTable(
  props: ColumnProps & {
    records: OrderRow[];
    selected: ReadonlySet<string>;
    onSelectedChange: (next: ReadonlySet<string>) => void;
    emptyText: string;
    onSort: (sort: OrderListSort) => void;
  },
) {
  const t = useT(orderMessages);
  const columns = useOrderColumns(props);
  return (
    <ListTable<OrderRow>
      caption={t("results")}
      columns={columns}
      rows={props.records}
      getRowId={(row) => row.orderUuid}
      selection={{
        selected: props.selected,
        onChange: props.onSelectedChange,
        labelOf: (row) => t("selectRow", { code: row.orderCode }),
      }}
      onSort={(id) => {
        const next = nextSort(props.sort, id);
        if (next) props.onSort(next);
      }}
      empty={{ text: props.emptyText }}
      rowTone={orderRowTone}
      rowAttributes={(row) => ({ "data-locked": row.lockStatus === 1 || undefined })}
    />
  );
}
