import * as React from "react";
import type { ExportColumn, OrderPage, OrderRow, OrderSort } from "../../contract/order";
import { formatNumber, formatPieces } from "../../domain/format";
import { orderButton, SCOPE_MODE } from "../../domain/order";
import type { LockStatus, ScopeDigits } from "../../domain/personal-settings";
import type { BusinessScope } from "../../domain/scope";
import { useT } from "../../i18n";
import { orderMessages } from "../../i18n/messages/order";
import { scopeMessages } from "../../i18n/messages/scope";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { IfButton } from "../../ui/button-gate";
import { cn } from "../../ui/cn";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { LoadState } from "../../ui/load-state";
import type { Loadable } from "../../ui/loadable";
import { Pager } from "../../ui/pager";
import { Select } from "../../ui/select";
import { Spinner } from "../../ui/spinner";
import { useOverflow } from "../../ui/use-overflow";
import { ExportDialog, type ExportRequest } from "./ExportDialog";
import { type OrderKey, orderIssueText } from "./order-text";

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
export const LIST_COLUMNS = [
  "orderCode",
  "businessDate",
  "customerName",
  "customerNumber",
  "awbNumber",
  "hawbNumber",
  "mblNumber",
  "hblNumber",
  "internalNumber",
  "departure",
  "arrival",
  "flightNo",
  "flightDate",
  "goodsNameCn",
  "pieces",
  "grossWeight",
  "volume",
  "chargeWeight",
] as const satisfies readonly ExportColumn[];
export type ListColumn = (typeof LIST_COLUMNS)[number];

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

const SORTABLE: Partial<Record<ListColumn, OrderSort>> = {
  orderCode: "orderCode",
  businessDate: "businessDate",
  customerName: "customerName",
  grossWeight: "grossWeight",
};

const NUMERIC: ReadonlySet<ListColumn> = new Set([
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

/** One business scope's order list (/af_order, /se_order, …). */
export function OrderListScreen(props: OrderListScreenProps) {
  const t = useT(orderMessages);
  const tScope = useT(scopeMessages);
  const { scope } = props;
  const [draft, setDraft] = React.useState(props.filter);
  React.useEffect(() => setDraft(props.filter), [props.filter]);
  const [selected, setSelected] = React.useState<ReadonlySet<string>>(
    () => new Set(props.initialSelected ?? []),
  );
  const [dialog, setDialog] = React.useState<"export" | "columns" | "lock" | null>(
    props.initialDialog ?? null,
  );
  const [lockState, setLockState] = React.useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const records = props.result.status === "ready" ? props.result.data.records : [];
  const selectedRows = records.filter((r) => selected.has(r.orderUuid));
  const lockable = selectedRows.filter((r) => r.lockStatus === 0);
  const allOnPage = records.length > 0 && records.every((r) => selected.has(r.orderUuid));
  const someOnPage = records.some((r) => selected.has(r.orderUuid));
  const filtered =
    props.filter.keyword !== "" ||
    props.filter.dateFrom !== "" ||
    props.filter.dateTo !== "" ||
    props.filter.departure !== "" ||
    props.filter.arrival !== "" ||
    props.filter.lockStatus !== "2";

  const toggle = (uuid: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(uuid);
      else next.delete(uuid);
      return next;
    });

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    props.onFilter({
      ...draft,
      departure: draft.departure.trim().toUpperCase(),
      arrival: draft.arrival.trim().toUpperCase(),
      keyword: draft.keyword.trim(),
    });
  };

  const lock = async () => {
    setLockState({ busy: true, error: null });
    try {
      await props.onLock(lockable);
      setLockState({ busy: false, error: null });
      setDialog(null);
      setSelected(new Set());
    } catch (error) {
      setLockState({
        busy: false,
        error: orderIssueText(error instanceof Error ? error.message : String(error), t),
      });
    }
  };

  const title = t("listTitle", { scope: tScope(scope) });

  return (
    <div
      data-slot="order-list"
      className="mx-auto flex max-w-[1400px] flex-col gap-4 px-4 py-5 sm:px-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-neutral-900">{title}</h1>
          <p className="mt-1 text-sm text-neutral-700">{t("listIntro")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <IfButton id={orderButton(scope, "add")}>
            <Button onClick={props.onNew}>{t("newOrder")}</Button>
          </IfButton>
          <IfButton id={orderButton(scope, "export")}>
            <Button variant="outline" onClick={() => setDialog("export")}>
              {t("exportOrders")}
            </Button>
          </IfButton>
          <IfButton id={orderButton(scope, "lock")}>
            <Button
              variant="outline"
              disabled={lockable.length === 0}
              onClick={() => {
                setLockState({ busy: false, error: null });
                setDialog("lock");
              }}
            >
              {t("lockOrders")}
            </Button>
          </IfButton>
          <Button variant="ghost" onClick={() => setDialog("columns")}>
            {t("chooseColumns")}
          </Button>
        </div>
      </div>

      <search>
        <form
          aria-label={t("filters")}
          onSubmit={apply}
          className="grid grid-cols-1 gap-3 rounded-md border border-neutral-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1.1fr)_minmax(0,0.8fr)_minmax(0,1.6fr)_auto] lg:items-end"
        >
          <fieldset className="flex min-w-0 flex-col gap-1">
            <legend className="sr-only">{t("col_businessDate")}</legend>
            <div className="grid grid-cols-2 gap-2">
              <Field label={t("dateFrom")}>
                <Input
                  type="date"
                  value={draft.dateFrom}
                  max={draft.dateTo || undefined}
                  onChange={(e) => setDraft({ ...draft, dateFrom: e.target.value })}
                />
              </Field>
              <Field label={t("dateTo")}>
                <Input
                  type="date"
                  value={draft.dateTo}
                  min={draft.dateFrom || undefined}
                  onChange={(e) => setDraft({ ...draft, dateTo: e.target.value })}
                />
              </Field>
            </div>
          </fieldset>
          <div className="grid grid-cols-2 gap-2">
            <Field label={t("departureFilter")}>
              <Input
                value={draft.departure}
                autoComplete="off"
                maxLength={10}
                className="uppercase"
                onChange={(e) => setDraft({ ...draft, departure: e.target.value })}
              />
            </Field>
            <Field label={t("arrivalFilter")}>
              <Input
                value={draft.arrival}
                autoComplete="off"
                maxLength={10}
                className="uppercase"
                onChange={(e) => setDraft({ ...draft, arrival: e.target.value })}
              />
            </Field>
          </div>
          <Field label={t("lockFilter")}>
            <Select
              value={draft.lockStatus}
              options={[
                { value: "2", label: t("lockAll") },
                { value: "1", label: t("lockLocked") },
                { value: "0", label: t("lockOpen") },
              ]}
              onChange={(e) => {
                const next = { ...draft, lockStatus: e.target.value as LockStatus };
                setDraft(next);
                props.onFilter({ ...props.filter, lockStatus: next.lockStatus });
              }}
            />
          </Field>
          <Field label={t("keyword")}>
            <Input
              type="search"
              value={draft.keyword}
              autoComplete="off"
              spellCheck={false}
              maxLength={60}
              placeholder={t("keywordPlaceholder")}
              onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
            />
          </Field>
          <div className="flex gap-2">
            <Button type="submit">{t("search")}</Button>
            <Button
              variant="outline"
              onClick={() => {
                setDraft(props.defaultFilter);
                props.onFilter(props.defaultFilter);
              }}
            >
              {t("reset")}
            </Button>
          </div>
        </form>
      </search>

      <div className="flex h-5 items-center justify-between gap-2 text-xs text-neutral-700">
        <span aria-live="polite">
          {selected.size > 0 ? t("selectedCount", { count: selected.size }) : ""}
        </span>
        <span role="status" className="flex items-center gap-1.5">
          {props.refreshing ? (
            <>
              <Spinner className="size-3.5 text-brand" />
              {t("updating")}
            </>
          ) : null}
        </span>
      </div>

      <LoadState
        value={props.result}
        loadingLabel={t("loading")}
        failedText={t("failed")}
        retryText={t("retry")}
        onRetry={props.onRetry}
      >
        {(data) => (
          <div className="flex flex-col gap-3" aria-busy={props.refreshing}>
            <OrderTable
              {...props}
              records={records}
              selected={selected}
              allOnPage={allOnPage}
              someOnPage={someOnPage}
              emptyText={filtered ? t("noMatch") : t("empty")}
              onToggle={toggle}
              onToggleAll={(on) =>
                setSelected((prev) => {
                  const next = new Set(prev);
                  for (const r of records) {
                    if (on) next.add(r.orderUuid);
                    else next.delete(r.orderUuid);
                  }
                  return next;
                })
              }
            />
            <Pager page={data} onPage={props.onPage} />
          </div>
        )}
      </LoadState>

      {dialog === "columns" ? (
        <ColumnsDialog
          columns={props.columns}
          onChange={props.onColumnsChange}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === "export" ? (
        <ExportDialog
          open
          onOpenChange={(open) => setDialog(open ? "export" : null)}
          pageCount={records.length}
          selectedUuids={selectedRows.map((r) => r.orderUuid)}
          filterCount={props.result.status === "ready" ? props.result.data.total : 0}
          initialColumns={props.columns}
          onExport={props.onExport}
        />
      ) : null}
      <Dialog open={dialog === "lock"} onOpenChange={(open) => setDialog(open ? "lock" : null)}>
        <DialogContent
          width="sm"
          title={t("lockConfirmTitle")}
          closeLabel={t("close")}
          footer={
            <>
              <Button variant="outline" onClick={() => setDialog(null)}>
                {t("cancel")}
              </Button>
              <Button loading={lockState.busy} onClick={() => void lock()}>
                {t("lockSelected", { count: lockable.length })}
              </Button>
            </>
          }
        >
          <p className="text-sm text-neutral-800">
            {t("lockConfirmText", { count: lockable.length })}
          </p>
          {lockState.error ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {lockState.error}
            </p>
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function OrderTable(
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

function ColumnsDialog({
  columns,
  onChange,
  onClose,
}: {
  columns: ListColumn[];
  onChange: (columns: ListColumn[]) => void;
  onClose: () => void;
}) {
  const t = useT(orderMessages);
  const [chosen, setChosen] = React.useState<ReadonlySet<ListColumn>>(() => new Set(columns));
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        width="md"
        title={t("columnsTitle")}
        closeLabel={t("close")}
        footer={
          <>
            <Button variant="outline" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button
              disabled={chosen.size === 0}
              onClick={() => {
                onChange(LIST_COLUMNS.filter((c) => chosen.has(c)));
                onClose();
              }}
            >
              {t("confirm")}
            </Button>
          </>
        }
      >
        <fieldset>
          <legend className="sr-only">{t("columnsTitle")}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {LIST_COLUMNS.map((column) => (
              <label key={column} className="flex items-center gap-2 text-sm text-neutral-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand"
                  checked={chosen.has(column)}
                  disabled={column === "orderCode"}
                  onChange={(e) =>
                    setChosen((prev) => {
                      const next = new Set(prev);
                      if (e.target.checked) next.add(column);
                      else next.delete(column);
                      return next;
                    })
                  }
                />
                {t(`col_${column}` as OrderKey)}
              </label>
            ))}
          </div>
        </fieldset>
      </DialogContent>
    </Dialog>
  );
}

export type { ExportRequest };
