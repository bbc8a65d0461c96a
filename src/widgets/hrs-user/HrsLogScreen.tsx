import * as React from "react";
import type { AuditRow, Page } from "../../contract/hrs-user";
import { formatTimestamp } from "../../domain/format";
import { useLang, useT } from "../../i18n";
import { AUDIT_ACTIONS, hrsLogMessages } from "../../i18n/messages/hrs-user-log";
import { Button } from "../../ui/button";
import { LoadState } from "../../ui/load-state";
import type { Loadable } from "../../ui/loadable";
import { Pager } from "../../ui/pager";
import { Select } from "../../ui/select";
import { Spinner } from "../../ui/spinner";
import { DataTable, type TableColumn } from "../../ui/table";

export type HrsLogScreenProps = {
  /** The action filtered on; "" for all. */
  action: string;
  onActionChange: (action: string) => void;
  log: Loadable<Page<AuditRow>>;
  refreshing: boolean;
  onPage: (current: number) => void;
  onRetry: () => void;
  /** Saves the rows shown as a file. */
  /** Every row the filter matches, as an .xlsx the server writes. */
  onExport: () => void;
  exporting?: boolean;
};

type ActionKey = `act.${(typeof AUDIT_ACTIONS)[number]}`;
const isKnown = (action: string): action is (typeof AUDIT_ACTIONS)[number] =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/** A record before or after a change, as compact text. */
const changeText = (value: unknown) =>
  value === null || value === undefined ? "—" : JSON.stringify(value, null, 1);

/** /hrs_log: the organisation's audit log, newest first, filterable by action. */
export function HrsLogScreen(props: HrsLogScreenProps) {
  const t = useT(hrsLogMessages);
  const lang = useLang();
  const actionName = (action: string) =>
    isKnown(action) ? t(`act.${action}` as ActionKey) : action;
  // Stable columns: a cell renderer that changes identity remounts its cell (flexRender makes
  // it a component), which would close a change the user opened on the next answer.
  const columns = React.useMemo<TableColumn<AuditRow>[]>(
    () => [
      {
        id: "time",
        header: t("colTime"),
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatTimestamp(row.original.createdAt, lang)}
          </span>
        ),
      },
      { id: "actor", header: t("colActor"), cell: ({ row }) => row.original.actor ?? "—" },
      {
        id: "action",
        header: t("colAction"),
        cell: ({ row }) => (
          <span
            className={
              row.original.action === "signin.failure" ? "text-red-700" : "text-neutral-900"
            }
          >
            {actionName(row.original.action)}
          </span>
        ),
      },
      {
        id: "target",
        header: t("colTarget"),
        cell: ({ row }) => (
          <span className="break-all font-mono text-xs">{row.original.target}</span>
        ),
      },
      {
        id: "address",
        header: t("colAddress"),
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.address ?? "—"}</span>,
      },
      {
        id: "change",
        header: t("colChange"),
        cell: ({ row }) => {
          const { before, after } = row.original;
          if ((before ?? null) === null && (after ?? null) === null) return "—";
          return (
            <details className="max-w-80 text-xs">
              <summary className="cursor-pointer text-brand-700">{t("show")}</summary>
              <div className="mt-1 grid gap-1">
                <span className="font-medium text-neutral-700">{t("before")}</span>
                <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded bg-neutral-50 p-1">
                  {changeText(before)}
                </pre>
                <span className="font-medium text-neutral-700">{t("after")}</span>
                <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded bg-neutral-50 p-1">
                  {changeText(after)}
                </pre>
              </div>
            </details>
          );
        },
      },
    ],
    [t, lang],
  );
  const options = [
    { value: "", label: t("allActions") },
    ...AUDIT_ACTIONS.map((a) => ({ value: a, label: actionName(a) })),
  ];
  return (
    <div
      data-slot="hrs-log-screen"
      className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 sm:px-6"
    >
      <div>
        <h1 className="text-xl font-semibold text-neutral-900">{t("title")}</h1>
        <p className="mt-1 text-sm text-neutral-700">{t("intro")}</p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex w-full max-w-xs flex-col gap-1.5">
          <span className="flex items-center justify-between gap-2">
            <label htmlFor="hrs-log-action" className="text-sm font-medium text-neutral-800">
              {t("action")}
            </label>
            <span role="status" className="flex h-5 items-center gap-1.5 text-xs text-neutral-700">
              {props.refreshing ? (
                <>
                  <Spinner className="size-3.5 text-brand" />
                  {t("updating")}
                </>
              ) : null}
            </span>
          </span>
          <Select
            id="hrs-log-action"
            options={options}
            value={props.action}
            onChange={(e) => props.onActionChange(e.target.value)}
          />
        </div>
        <Button
          variant="outline"
          disabled={props.exporting || props.log.status !== "ready" || props.log.data.total === 0}
          onClick={props.onExport}
        >
          {t("export")}
        </Button>
      </div>
      <LoadState
        value={props.log}
        loadingLabel={t("loading")}
        failedText={t("failed")}
        retryText={t("retry")}
        onRetry={props.onRetry}
      >
        {(data) => (
          <div className="flex flex-col gap-3" aria-busy={props.refreshing}>
            <DataTable
              columns={columns}
              data={data.records}
              caption={t("results")}
              empty={t("empty")}
              getRowId={(r) => String(r.id)}
              density="compact"
            />
            <Pager page={data} onPage={props.onPage} />
          </div>
        )}
      </LoadState>
    </div>
  );
}
