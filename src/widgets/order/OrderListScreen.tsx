import * as React from "react";
import { orderButton } from "../../domain/order";
import type { LockStatus } from "../../domain/personal-settings";
import { useT } from "../../i18n";
import { orderMessages } from "../../i18n/messages/order";
import { scopeMessages } from "../../i18n/messages/scope";
import { Button } from "../../ui/button";
import { IfButton } from "../../ui/button-gate";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { LoadState } from "../../ui/load-state";
import { Pager } from "../../ui/pager";
import { Select } from "../../ui/select";
import { Spinner } from "../../ui/spinner";
import { ColumnsDialog } from "./ColumnsDialog";
import { ExportDialog, type ExportRequest } from "./ExportDialog";
import { OrderTable } from "./OrderTable";
import {
  defaultColumns,
  LIST_COLUMNS,
  type ListColumn,
  type OrderListFilter,
  type OrderListScreenProps,
  type OrderListSort,
} from "./order-list";
import { orderIssueText } from "./order-text";

export type { ExportRequest, ListColumn, OrderListFilter, OrderListScreenProps, OrderListSort };
export { defaultColumns, LIST_COLUMNS };

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
          {/* A new order is an edit too: without the scope's _edit its page could not save it. */}
          <IfButton id={orderButton(scope, "add")}>
            <IfButton id={orderButton(scope, "edit")}>
              <Button onClick={props.onNew}>{t("newOrder")}</Button>
            </IfButton>
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
