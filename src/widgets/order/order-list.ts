import {
  EXPORT_COLUMNS,
  type ExportColumn,
  type OrderPage,
  type OrderRow,
  type OrderSort,
} from "../../contract/order";
import { SCOPE_MODE } from "../../domain/order";
import type { LockStatus, ScopeDigits } from "../../domain/personal-settings";
import type { BusinessScope } from "../../domain/scope";
import type { Loadable } from "../../ui/loadable";
import type { ExportRequest } from "./ExportDialog";

export type OrderListFilter = {
  dateFrom: string;
  dateTo: string;
  departure: string;
  arrival: string;
  lockStatus: LockStatus;
  keyword: string;
};

export type OrderListSort = { by: OrderSort; order: "asc" | "desc" };

/** The columns the list can show (the lock state rides on the order number). */
export type ListColumn = Exclude<ExportColumn, "lockStatus">;
/** Every export column but the lock state, in the same order. */
export const LIST_COLUMNS: readonly ListColumn[] = EXPORT_COLUMNS.filter(
  (column): column is ListColumn => column !== "lockStatus",
);

/** What a scope's list shows until the user chooses. */
export function defaultColumns(scope: BusinessScope): ListColumn[] {
  const mode = SCOPE_MODE[scope];
  const codes: ListColumn[] =
    mode === "air"
      ? ["awbNumber", "hawbNumber"]
      : mode === "sea" || mode === "rail"
        ? ["mblNumber", "hblNumber"]
        : ["customerNumber"];
  const route: ListColumn[] = mode === "road" || mode === "other" ? [] : ["flightNo", "flightDate"];
  return [
    "orderCode",
    "businessDate",
    "customerName",
    ...codes,
    "departure",
    "arrival",
    ...route,
    "pieces",
    "grossWeight",
    "volume",
    ...(mode === "air" ? (["chargeWeight"] as const) : []),
  ];
}

export const SORTABLE: Partial<Record<ListColumn, OrderSort>> = {
  orderCode: "orderCode",
  businessDate: "businessDate",
  customerName: "customerName",
  grossWeight: "grossWeight",
};

export const NUMERIC: ReadonlySet<ListColumn> = new Set([
  "pieces",
  "grossWeight",
  "volume",
  "chargeWeight",
]);

export type OrderListScreenProps = {
  scope: BusinessScope;
  /** The filter the list shows. */
  filter: OrderListFilter;
  /** The filter's reset values (the lock status from the user's settings). */
  defaultFilter: OrderListFilter;
  sort: OrderListSort;
  result: Loadable<OrderPage>;
  refreshing: boolean;
  digits: ScopeDigits;
  columns: ListColumn[];
  /** Orders open in a new tab (personal setting orderEditNewPage). */
  openInNewPage: boolean;
  hrefOf: (row: OrderRow) => string;
  onFilter: (filter: OrderListFilter) => void;
  onSort: (sort: OrderListSort) => void;
  onPage: (current: number) => void;
  onRetry: () => void;
  onColumnsChange: (columns: ListColumn[]) => void;
  onOpen: (row: OrderRow) => void;
  onNew: () => void;
  /** Answers the number of rows exported. */
  onExport: (request: ExportRequest) => Promise<number>;
  /** Locks the rows; rejects with the message of the first failure. */
  onLock: (rows: OrderRow[]) => Promise<void>;
  /** Stories: rows selected at first, a dialog open at first. */
  initialSelected?: string[];
  initialDialog?: "export" | "columns" | "lock";
};
