import * as React from "react";
import type { OrderRow } from "../../contract/order";
import { orderButton } from "../../domain/order";
import type { LockStatus } from "../../domain/personal-settings";
import { useT } from "../../i18n";
import { orderMessages } from "../../i18n/messages/order";
import { scopeMessages } from "../../i18n/messages/scope";
import { Button } from "../../ui/button";
import { IfButton, useCan } from "../../ui/button-gate";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { Input } from "../../ui/input";
import { ListScreen } from "../../ui/list-screen";
import { Select } from "../../ui/select";
import { ColumnsDialog } from "./ColumnsDialog";
import { ExportDialog, type ExportRequest } from "./ExportDialog";
import { nextSort, orderRowTone, useOrderColumns } from "./OrderTable";
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
  const filtered =
    props.filter.keyword !== "" ||
    props.filter.dateFrom !== "" ||
    props.filter.dateTo !== "" ||
    props.filter.departure !== "" ||
    props.filter.arrival !== "" ||
    props.filter.lockStatus !== "2";

  const apply = () => {
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
  const canAdd = useCan(orderButton(scope, "add"));
  const canEdit = useCan(orderButton(scope, "edit"));
  const canCreate = canAdd && canEdit;
  const canExport = useCan(orderButton(scope, "export"));
  const columns = useOrderColumns(props);
  const reset = () => {
    setDraft(props.defaultFilter);
    props.onFilter(props.defaultFilter);
  };

  return (
    <ListScreen<OrderRow>
      name="order-list"
      title={title}
      intro={t("listIntro")}
      // A new order is an edit too: without the scope's _edit its page could not save it.
      onCreate={canCreate ? props.onNew : undefined}
      createLabel={t("newOrder")}
      actions={
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
      }
      exportDialog={
        canExport
          ? (state) => (
              <ExportDialog
                open
                onOpenChange={state.onOpenChange}
                pageCount={state.pageCount}
                selectedUuids={selectedRows.map((r) => r.orderUuid)}
                filterCount={state.filterCount}
                initialColumns={props.columns}
                onExport={props.onExport}
              />
            )
          : undefined
      }
      exportOpen={dialog === "export"}
      onExportOpenChange={(open) => setDialog(open ? "export" : null)}
      onChooseColumns={() => setDialog("columns")}
      filter={{
        keyword: draft.keyword,
        onKeywordChange: (keyword) => setDraft({ ...draft, keyword }),
        keywordPlaceholder: t("keywordPlaceholder"),
        onSearch: apply,
        onReset: reset,
        fields: (
          <>
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
              <Field label={t("departureFilter")} className="w-24">
                <Input
                  value={draft.departure}
                  autoComplete="off"
                  maxLength={10}
                  className="uppercase"
                  onChange={(e) => setDraft({ ...draft, departure: e.target.value })}
                />
              </Field>
              <Field label={t("arrivalFilter")} className="w-24">
                <Input
                  value={draft.arrival}
                  autoComplete="off"
                  maxLength={10}
                  className="uppercase"
                  onChange={(e) => setDraft({ ...draft, arrival: e.target.value })}
                />
              </Field>
            </div>
            <Field label={t("lockFilter")} className="w-32">
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
          </>
        ),
      }}
      result={props.result}
      refreshing={props.refreshing}
      onRetry={props.onRetry}
      onPage={props.onPage}
      columns={columns}
      getRowId={(row) => row.orderUuid}
      onSort={(id) => {
        const next = nextSort(props.sort, id);
        if (next) props.onSort(next);
      }}
      selection={{
        selected,
        onChange: setSelected,
        labelOf: (row) => t("selectRow", { code: row.orderCode }),
      }}
      card={{
        title: "orderCode",
        fields: ["businessDate", "customerName", "departure", "arrival", "pieces", "grossWeight"],
      }}
      empty={
        filtered
          ? {
              text: t("noMatch"),
              action: (
                <Button variant="outline" onClick={reset}>
                  {t("reset")}
                </Button>
              ),
            }
          : {
              text: t("empty"),
              ...(canCreate
                ? { action: <Button onClick={props.onNew}>{t("newOrder")}</Button> }
                : {}),
            }
      }
      rowTone={orderRowTone}
      rowAttributes={(row) => ({ "data-locked": row.lockStatus === 1 || undefined })}
      dialogs={
        <>
          {dialog === "columns" ? (
            <ColumnsDialog
              columns={props.columns}
              onChange={props.onColumnsChange}
              onClose={() => setDialog(null)}
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
        </>
      }
    />
  );
}
