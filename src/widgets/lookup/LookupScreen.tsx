import type { RowData } from "@tanstack/react-table";
import * as React from "react";
import type { Page } from "../../contract/http";
import {
  LOOKUP_EXPORT_COLUMNS,
  LOOKUP_EXPORT_MAX_ROWS,
  type LookupExportColumn,
  type LookupName,
} from "../../contract/lookup";
import { useT } from "../../i18n";
import { lookupMessages } from "../../i18n/messages/lookup";
import { lookupColumnMessages } from "../../i18n/messages/lookup-columns";
import { Button } from "../../ui/button";
import { type ExportChoice, ExportDialog } from "../../ui/export-dialog";
import { Input } from "../../ui/input";
import { LoadState } from "../../ui/load-state";
import type { Loadable } from "../../ui/loadable";
import { Pager } from "../../ui/pager";
import { Spinner } from "../../ui/spinner";
import { DataTable, type TableColumn } from "../../ui/table";

export type LookupSort = { key: string; desc: boolean } | null;

export type LookupColumn<T> = {
  id: string;
  header: string;
  cell: (row: T) => React.ReactNode;
  /** The server sorts by this column (its id is the row's field). */
  sortable?: boolean;
};

/** What every lookup page passes down: the keyword, the answer, the sort and the handlers. */
export type LookupState<T> = {
  keyword: string;
  /** The page for the keyword last answered (kept while the next one is on its way). */
  result: Loadable<Page<T>>;
  /** An answer for a newer keyword, page or sort is on its way. */
  refreshing: boolean;
  sort?: LookupSort;
  onKeywordChange: (keyword: string) => void;
  onSort?: (sort: LookupSort) => void;
  onPage: (current: number) => void;
  onRetry: () => void;
  /** The table's export (its columns: LOOKUP_EXPORT_COLUMNS); with it rows can be ticked. */
  exportTable?: LookupName;
  /** Posts the export and downloads the .xlsx; answers the number of rows. */
  onExport?: (choice: ExportChoice<LookupExportColumn>) => Promise<number>;
  /** Stories: rows ticked at first, the export choice open at first. */
  initialSelected?: string[];
  initialExportOpen?: boolean;
};

export type LookupScreenProps<T extends RowData> = LookupState<T> & {
  /** Names the search box's id and the screen's slot. */
  name: string;
  title: string;
  intro: string;
  placeholder: string;
  columns: LookupColumn<T>[];
  getRowId: (row: T) => string;
  noResult: (keyword: string) => string;
  /** Above the table, beside the search box (e.g. a route and date filter). */
  extra?: React.ReactNode;
  /** Beside the export button (e.g. a create button). */
  actions?: React.ReactNode;
};

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: { id: string; header: string };
  sort: LookupSort;
  onSort: (sort: LookupSort) => void;
}) {
  const t = useT(lookupMessages);
  const active = sort?.key === column.id;
  const next: LookupSort = !active
    ? { key: column.id, desc: false }
    : sort?.desc
      ? null
      : { key: column.id, desc: true };
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 rounded-sm font-semibold hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-brand"
      onClick={() => onSort(next)}
    >
      {column.header}
      <span className="sr-only">
        {t("sortBy", {
          state: active ? (sort?.desc ? t("sortedDesc") : t("sortedAsc")) : t("unsorted"),
        })}
      </span>
      <span aria-hidden="true" className={active ? "text-brand" : "text-neutral-400"}>
        {active ? (sort?.desc ? "↓" : "↑") : "↕"}
      </span>
    </button>
  );
}

/** A lookup tool: a search box answering as one types, a sortable table and its pager. */
export function LookupScreen<T extends RowData>(props: LookupScreenProps<T>) {
  const t = useT(lookupMessages);
  const tc = useT(lookupColumnMessages);
  const sort = props.sort ?? null;
  const exports = props.exportTable && props.onExport ? props.exportTable : null;
  const [selected, setSelected] = React.useState<ReadonlySet<string>>(
    () => new Set(props.initialSelected),
  );
  const [exportOpen, setExportOpen] = React.useState(props.initialExportOpen ?? false);
  const records = props.result.status === "ready" ? props.result.data.records : [];
  const pageIds = records.map(props.getRowId);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const someOnPage = pageIds.some((id) => selected.has(id));
  const toggle = (ids: string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const selectColumn: TableColumn<T>[] = exports
    ? [
        {
          id: "select",
          header: () => (
            <input
              type="checkbox"
              aria-label={t("selectPage")}
              className="size-4 accent-brand"
              checked={allOnPage}
              ref={(el) => {
                if (el) el.indeterminate = someOnPage && !allOnPage;
              }}
              onChange={(e) => toggle(pageIds, e.target.checked)}
            />
          ),
          cell: ({ row }) => {
            const id = props.getRowId(row.original);
            return (
              <input
                type="checkbox"
                aria-label={t("selectRow", { id })}
                className="size-4 accent-brand"
                checked={selected.has(id)}
                onChange={(e) => toggle([id], e.target.checked)}
              />
            );
          },
        },
      ]
    : [];
  const columns: TableColumn<T>[] = [
    ...selectColumn,
    ...props.columns.map(
      (c): TableColumn<T> => ({
        id: c.id,
        header: () =>
          c.sortable && props.onSort ? (
            <SortHeader column={c} sort={sort} onSort={props.onSort} />
          ) : (
            c.header
          ),
        cell: ({ row }) => c.cell(row.original),
      }),
    ),
  ];
  const keyword = props.keyword.trim();
  const inputId = `${props.name}-keyword`;
  return (
    <div
      data-slot={`${props.name}-screen`}
      className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 sm:px-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-neutral-900">{props.title}</h1>
          <p className="mt-1 text-sm text-neutral-700">{props.intro}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {props.actions}
          {exports ? (
            <Button variant="outline" onClick={() => setExportOpen(true)}>
              {selected.size > 0 ? t("exportSelected", { count: selected.size }) : t("export")}
            </Button>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <search className="flex w-full max-w-md flex-col gap-1.5">
          <span className="flex items-center justify-between gap-2">
            <label htmlFor={inputId} className="text-sm font-medium text-neutral-800">
              {t("keyword")}
            </label>
            {/* Space kept, so the table does not move when an answer starts or ends. */}
            <span role="status" className="flex h-5 items-center gap-1.5 text-xs text-neutral-700">
              {props.refreshing ? (
                <>
                  <Spinner className="size-3.5 text-brand" />
                  {t("updating")}
                </>
              ) : null}
            </span>
          </span>
          <Input
            id={inputId}
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={props.keyword}
            placeholder={props.placeholder}
            onChange={(e) => props.onKeywordChange(e.target.value)}
          />
        </search>
        {props.extra}
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
            <DataTable
              columns={columns}
              data={data.records}
              caption={t("results")}
              empty={keyword ? props.noResult(keyword) : t("empty")}
              getRowId={props.getRowId}
              density="compact"
            />
            <Pager page={data} onPage={props.onPage} />
          </div>
        )}
      </LoadState>
      {exports && props.onExport && exportOpen ? (
        <ExportDialog<LookupExportColumn>
          open
          onOpenChange={setExportOpen}
          pageCount={records.length}
          selectedIds={[...selected]}
          filterCount={props.result.status === "ready" ? props.result.data.total : 0}
          columns={LOOKUP_EXPORT_COLUMNS[exports].map((id) => ({ id, label: tc(id) }))}
          maxRows={LOOKUP_EXPORT_MAX_ROWS}
          texts={{ title: t("exportTitle", { title: props.title }) }}
          onExport={props.onExport}
        />
      ) : null}
    </div>
  );
}

/** Main name in the page's language, the other beneath. */
export function TwoNames({ main, other }: { main: string; other: string | null }) {
  return (
    <span className="flex min-w-40 flex-col">
      <span className="text-neutral-900">{main}</span>
      {other ? <span className="text-xs text-neutral-600">{other}</span> : null}
    </span>
  );
}

export const Code = ({ children }: { children: React.ReactNode }) => (
  <span className="font-mono font-medium whitespace-nowrap text-neutral-900">
    {children ?? "—"}
  </span>
);
