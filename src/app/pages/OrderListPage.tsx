import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { useLocation } from "wouter";
import { exportOrders, fetchOrderPage, lockOrder } from "../../api/order";
import type { OrderPageQuery, OrderRow } from "../../contract/order";
import { ORDER_PAGE_PATH, scopeOfRoute } from "../../domain/order";
import type { BusinessScope } from "../../domain/scope";
import {
  defaultColumns,
  type ListColumn,
  type OrderListFilter,
  OrderListScreen,
  type OrderListSort,
} from "../../widgets/order/OrderListScreen";
import { saveBlob } from "../download";
import { usePreferences } from "../personal-settings/queries";
import { keys } from "../queries/keys";
import { loadableOf, useSessionUser } from "../queries/shell";

const PAGE_SIZE = 20;

/** An order's page; its scope comes along as the way back should the order be gone meanwhile. */
export const orderHref = (row: Pick<OrderRow, "orderUuid" | "businessScope">) =>
  `${ORDER_PAGE_PATH}?uuid=${encodeURIComponent(row.orderUuid)}&scope=${row.businessScope}`;

/** /af_order, /ai_order, … /io_order: one module for every scope's list, keyed by its path. */
export default function OrderListPage() {
  const [location] = useLocation();
  const scope = scopeOfRoute(location);
  if (!scope) return null;
  return <ScopeList key={scope} scope={scope} />;
}

function ScopeList({ scope }: { scope: BusinessScope }) {
  const who = useSessionUser();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const preferences = usePreferences();
  const mine = preferences[scope];
  const defaultFilter = React.useMemo<OrderListFilter>(
    () => ({
      dateFrom: "",
      dateTo: "",
      departure: "",
      arrival: "",
      lockStatus: mine.lockStatus,
      keyword: "",
    }),
    [mine.lockStatus],
  );
  const [filter, setFilter] = React.useState(defaultFilter);
  const [sort, setSort] = React.useState<OrderListSort>({ by: "businessDate", order: "desc" });
  const [page, setPage] = React.useState(1);
  const [columns, setColumns] = React.useState<ListColumn[]>(() => defaultColumns(scope));

  const query = React.useMemo<OrderPageQuery>(
    () => ({
      businessScope: scope,
      current: page,
      size: PAGE_SIZE,
      ...filter,
      sort: sort.by,
      order: sort.order,
    }),
    [scope, page, filter, sort],
  );
  // The rows follow the query a render later: a click paints its header or filter at once, and
  // a page already cached (sorting back to a column seen before) is drawn without holding the
  // click's frame (perf journal §39).
  const shown = React.useDeferredValue(query);
  const list = useQuery({
    queryKey: keys.orderPage(who, shown),
    queryFn: ({ signal }) => fetchOrderPage(shown, signal),
    placeholderData: keepPreviousData,
  });

  const open = (row: OrderRow) => navigate(orderHref(row));
  const newHref = `${ORDER_PAGE_PATH}?scope=${scope}`;

  return (
    <OrderListScreen
      scope={scope}
      filter={filter}
      defaultFilter={defaultFilter}
      sort={sort}
      result={loadableOf(list)}
      refreshing={list.isPlaceholderData}
      digits={mine.digits}
      columns={columns}
      openInNewPage={preferences.openInNewPage}
      hrefOf={orderHref}
      onFilter={(next) => {
        setFilter(next);
        setPage(1);
      }}
      onSort={(next) => {
        setSort(next);
        setPage(1);
      }}
      onPage={setPage}
      onRetry={() => void list.refetch()}
      onColumnsChange={setColumns}
      onOpen={open}
      onNew={() => {
        if (preferences.openInNewPage) window.open(newHref, "_blank", "noopener");
        else navigate(newHref);
      }}
      onExport={async (request) => {
        const answer = await exportOrders({
          mode: request.mode,
          columns: request.columns,
          query,
          ...(request.mode === "selected" ? { uuids: request.uuids } : {}),
        });
        saveBlob(answer.blob, answer.fileName ?? `orders-${scope}.xlsx`);
        return Number(answer.headers.get("x-row-count") ?? "0");
      }}
      onLock={async (rows) => {
        try {
          for (const row of rows) await lockOrder(row.orderUuid, row.version);
        } finally {
          await client.invalidateQueries({ queryKey: keys.ordersOf(who) });
        }
      }}
    />
  );
}
