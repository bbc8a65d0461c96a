import type { RowData } from "@tanstack/react-table";
import type * as React from "react";
import { type DateTimeInput, formatDateTime } from "../../domain/format";
import { useLang, useT } from "../../i18n";
import { listMessages } from "../../i18n/messages/list";
import { Button } from "../button";
import { Input } from "../input";
import { LoadFailed } from "../load-state";
import type { Loadable } from "../loadable";
import { Pager } from "../pager";
import { Spinner } from "../spinner";
import { useMediaQuery } from "../use-media-query";
import { ListCards } from "./list-cards";
import { ListTable } from "./list-table";
import type { ListCard, ListColumn, ListEmpty, ListSelection } from "./types";

/** One page of a server-paged list (the contract's Page). */
export type ListPage<T> = { records: T[]; total: number; current: number; size: number };

/** What the export dialog of a list is handed: it is the shared one (src/ui/export-dialog.tsx). */
export type ListExportState = {
  open: true;
  onOpenChange: (open: boolean) => void;
  selectedIds: string[];
  pageCount: number;
  filterCount: number;
};

/** The filter bar: the keyword, the list's own fields, 查询 and 重置 — the same on every list. */
export type ListFilterBar = {
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  keywordPlaceholder?: string;
  /** 查询: the list applies its draft filter. */
  onSearch: () => void;
  /** 重置: the list goes back to its default filter. */
  onReset: () => void;
  /** The list's own filter fields, laid out before the keyword. */
  fields?: React.ReactNode;
};

export type ListScreenProps<T extends RowData> = {
  /** The screen's data-slot. */
  name: string;
  title: string;
  intro?: string;
  /** 新建: given, the create button leads the actions. */
  onCreate?: (() => void) | undefined;
  createLabel?: string;
  /** The list's own buttons, after 新建 (e.g. 锁定). */
  actions?: React.ReactNode;
  /** Given, 导出 opens this dialog (the shared export dialog in the list's words). */
  exportDialog?: ((state: ListExportState) => React.ReactNode) | undefined;
  /** Given, 列设置 calls it (the list draws its column dialog in `dialogs`). */
  onChooseColumns?: (() => void) | undefined;
  /** Dialogs the list opens (column choice, confirmations). */
  dialogs?: React.ReactNode;
  filter: ListFilterBar;
  result: Loadable<ListPage<T>>;
  /** A newer answer is on its way: the rows shown stay, marked as updating. */
  refreshing?: boolean;
  onRetry: () => void;
  onPage: (current: number) => void;
  columns: readonly ListColumn<T>[];
  getRowId: (row: T) => string;
  onSort?: (columnId: string) => void;
  selection?: ListSelection<T> | undefined;
  /** The phone's card of a row. */
  card: ListCard;
  empty: ListEmpty;
  rowTone?: (row: T) => string | undefined;
  rowAttributes?: (row: T) => Record<string, string | boolean | undefined>;
  /** Stories: the export dialog open at first. */
  exportOpen?: boolean;
  onExportOpenChange?: (open: boolean) => void;
};

/** Every list's dates in one format: YYYY-MM-DD HH:mm (a calendar date alone as YYYY-MM-DD). */
export function useListDate(): (value: DateTimeInput) => string {
  const lang = useLang();
  return (value) => formatDateTime(value, lang);
}

/** The phone layout starts below 640 px (Tailwind's sm). */
const PHONE = "(max-width: 639.98px)";

/**
 * The list template (issue 35): title and actions (新建, 导出 through the shared export dialog,
 * 列设置), one filter bar (the list's fields, a keyword, 查询 and 重置), the table with skeleton
 * rows while loading, an empty state with a call to action, the error box with retry, the pager;
 * under 640 px the same rows as cards. docs/architecture.md, "Lists", says how to assemble one.
 */
export function ListScreen<T extends RowData>(props: ListScreenProps<T>) {
  const t = useT(listMessages);
  const { result, selection } = props;
  const rows = result.status === "ready" ? result.data.records : null;
  const selectedCount = selection?.selected.size ?? 0;
  const exportOpen = props.exportOpen ?? false;
  const setExportOpen = (open: boolean) => props.onExportOpenChange?.(open);
  const keywordId = `${props.name}-keyword`;

  return (
    <div data-slot={props.name} className="flex w-full min-w-0 flex-col gap-4 px-4 py-5 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold text-neutral-900">{props.title}</h1>
          {props.intro ? <p className="mt-1 text-sm text-neutral-700">{props.intro}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {props.onCreate ? (
            <Button onClick={props.onCreate}>{props.createLabel ?? t("create")}</Button>
          ) : null}
          {props.actions}
          {props.exportDialog ? (
            <Button variant="outline" onClick={() => setExportOpen(true)}>
              {t("export")}
            </Button>
          ) : null}
          {props.onChooseColumns ? (
            <Button variant="ghost" onClick={props.onChooseColumns}>
              {t("columns")}
            </Button>
          ) : null}
        </div>
      </div>

      <search>
        <form
          aria-label={t("filters")}
          onSubmit={(event) => {
            event.preventDefault();
            props.filter.onSearch();
          }}
          className="flex flex-wrap items-end gap-3 rounded-md border border-neutral-200 bg-white p-3"
        >
          {props.filter.fields}
          <div className="flex min-w-48 flex-1 basis-56 flex-col gap-1">
            <label htmlFor={keywordId} className="text-sm font-medium text-neutral-800">
              {t("keyword")}
            </label>
            <Input
              id={keywordId}
              type="search"
              value={props.filter.keyword}
              autoComplete="off"
              spellCheck={false}
              maxLength={60}
              placeholder={props.filter.keywordPlaceholder}
              onChange={(e) => props.filter.onKeywordChange(e.target.value)}
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit">{t("search")}</Button>
            <Button variant="outline" onClick={props.filter.onReset}>
              {t("reset")}
            </Button>
          </div>
        </form>
      </search>

      {/* Space kept, so the table does not move when an answer starts or ends. */}
      <div className="flex h-5 items-center justify-between gap-2 text-xs text-neutral-700">
        <span aria-live="polite">
          {selectedCount > 0 ? t("selectedCount", { count: selectedCount }) : ""}
        </span>
        <span role="status" className="flex items-center gap-1.5">
          {result.status === "loading" ? (
            t("loading")
          ) : props.refreshing ? (
            <>
              <Spinner className="size-3.5 text-brand" />
              {t("updating")}
            </>
          ) : null}
        </span>
      </div>

      <ListBody<T>
        caption={props.title}
        result={result}
        refreshing={props.refreshing ?? false}
        onRetry={props.onRetry}
        onPage={props.onPage}
        columns={props.columns}
        getRowId={props.getRowId}
        onSort={props.onSort}
        selection={selection}
        card={props.card}
        empty={props.empty}
        rowTone={props.rowTone}
        rowAttributes={props.rowAttributes}
      />

      {props.exportDialog && exportOpen && result.status !== "error"
        ? props.exportDialog({
            open: true,
            onOpenChange: setExportOpen,
            selectedIds: [...(selection?.selected ?? [])],
            pageCount: rows?.length ?? 0,
            filterCount: result.status === "ready" ? result.data.total : 0,
          })
        : null}
      {props.dialogs}
    </div>
  );
}

export type ListBodyProps<T extends RowData> = {
  /** The table's (or the cards') accessible name. */
  caption: string;
  result: Loadable<ListPage<T>>;
  refreshing?: boolean;
  onRetry: () => void;
  onPage: (current: number) => void;
  columns: readonly ListColumn<T>[];
  getRowId: (row: T) => string;
  onSort?: ((columnId: string) => void) | undefined;
  selection?: ListSelection<T> | undefined;
  card: ListCard;
  empty: ListEmpty;
  rowTone?: ((row: T) => string | undefined) | undefined;
  rowAttributes?: ((row: T) => Record<string, string | boolean | undefined>) | undefined;
};

/**
 * The list's body alone (a list without a filter of its own, e.g. inside tabs): skeleton rows
 * while loading, the error box with retry, the table (cards under 640 px), the pager.
 */
export function ListBody<T extends RowData>(props: ListBodyProps<T>) {
  const t = useT(listMessages);
  const phone = useMediaQuery(PHONE, false);
  const { result } = props;
  const rows = result.status === "ready" ? result.data.records : null;
  return (
    <div
      className="flex flex-col gap-3"
      aria-busy={result.status === "loading" || (props.refreshing ?? false)}
    >
      {result.status === "error" ? (
        <LoadFailed failedText={t("failed")} retryText={t("retry")} onRetry={props.onRetry} />
      ) : phone ? (
        <ListCards
          caption={props.caption}
          columns={props.columns}
          rows={rows}
          getRowId={props.getRowId}
          card={props.card}
          selection={props.selection}
          empty={props.empty}
          rowTone={props.rowTone}
        />
      ) : (
        <ListTable
          caption={props.caption}
          columns={props.columns}
          rows={rows}
          getRowId={props.getRowId}
          selection={props.selection}
          onSort={props.onSort}
          empty={props.empty}
          rowTone={props.rowTone}
          rowAttributes={props.rowAttributes}
        />
      )}
      {result.status === "ready" ? <Pager page={result.data} onPage={props.onPage} /> : null}
    </div>
  );
}
