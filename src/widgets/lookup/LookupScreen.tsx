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
import { listMessages } from "../../i18n/messages/list";
import { lookupMessages } from "../../i18n/messages/lookup";
import { lookupColumnMessages } from "../../i18n/messages/lookup-columns";
import { Button } from "../../ui/button";
import { type ExportChoice, ExportDialog } from "../../ui/export-dialog";
import { type ListCard, type ListColumn, ListScreen } from "../../ui/list-screen";
import type { Loadable } from "../../ui/loadable";

export type LookupSort = { key: string; desc: boolean } | null;

export type LookupColumn<T> = {
  id: string;
  header: string;
  cell: (row: T) => React.ReactNode;
  /** The server sorts by this column (its id is the row's field). */
  sortable?: boolean;
  /** Numbers line up on the right. */
  align?: "start" | "end";
  /** The cell's whole text for its tooltip when cut off. */
  text?: (row: T) => string;
  /** A row's buttons or editor: kept whole, at the foot of a phone card. */
  actions?: boolean;
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
  /** The filter bar's own fields, before the keyword (e.g. a route and date filter). */
  extra?: React.ReactNode;
  /** Before the export button (e.g. a create button). */
  actions?: React.ReactNode;
  /** The empty table's call to action (e.g. the tariffs' 新建). */
  emptyAction?: React.ReactNode;
  /** The phone's card: by default the first column as title and the next four as fields. */
  card?: ListCard;
};

/** A click on a sortable header sorts ascending, a second descending, a third not at all. */
function nextSort(sort: LookupSort, key: string): LookupSort {
  if (sort?.key !== key) return { key, desc: false };
  return sort.desc ? null : { key, desc: true };
}

/**
 * A lookup tool on the list template (src/ui/list-screen): the keyword applied with 查询, a
 * sortable table (cards on a phone), its pager and, where the table exports, row selection.
 */
export function LookupScreen<T extends RowData>(props: LookupScreenProps<T>) {
  const t = useT(lookupMessages);
  const tc = useT(lookupColumnMessages);
  const tl = useT(listMessages);
  const sort = props.sort ?? null;
  const exports = props.exportTable && props.onExport ? props.exportTable : null;
  const [draft, setDraft] = React.useState(props.keyword);
  React.useEffect(() => setDraft(props.keyword), [props.keyword]);
  const [selected, setSelected] = React.useState<ReadonlySet<string>>(
    () => new Set(props.initialSelected),
  );
  const [exportOpen, setExportOpen] = React.useState(props.initialExportOpen ?? false);
  const columns: ListColumn<T>[] = props.columns.map((c) => ({
    id: c.id,
    header: c.header,
    cell: c.cell,
    ...(c.text ? { text: c.text } : {}),
    ...(c.align ? { align: c.align } : {}),
    ...(c.actions ? { actions: true } : {}),
    ...(c.sortable && props.onSort
      ? {
          sort:
            sort?.key === c.id
              ? sort.desc
                ? ("desc" as const)
                : ("asc" as const)
              : ("none" as const),
        }
      : {}),
  }));
  const plain = props.columns.filter((c) => !c.actions);
  const keyword = props.keyword.trim();
  const reset = () => {
    setDraft("");
    props.onKeywordChange("");
  };
  return (
    <ListScreen<T>
      name={`${props.name}-screen`}
      title={props.title}
      intro={props.intro}
      actions={props.actions}
      exportDialog={
        exports && props.onExport
          ? (state) => (
              <ExportDialog<LookupExportColumn>
                {...state}
                columns={LOOKUP_EXPORT_COLUMNS[exports].map((id) => ({ id, label: tc(id) }))}
                maxRows={LOOKUP_EXPORT_MAX_ROWS}
                texts={{ title: t("exportTitle", { title: props.title }) }}
                onExport={
                  props.onExport as (choice: ExportChoice<LookupExportColumn>) => Promise<number>
                }
              />
            )
          : undefined
      }
      exportOpen={exportOpen}
      onExportOpenChange={setExportOpen}
      filter={{
        keyword: draft,
        onKeywordChange: setDraft,
        keywordPlaceholder: props.placeholder,
        onSearch: () => props.onKeywordChange(draft.trim()),
        onReset: reset,
        fields: props.extra,
      }}
      result={props.result}
      refreshing={props.refreshing}
      onRetry={props.onRetry}
      onPage={props.onPage}
      columns={columns}
      getRowId={props.getRowId}
      {...(props.onSort ? { onSort: (id: string) => props.onSort?.(nextSort(sort, id)) } : {})}
      selection={
        exports
          ? {
              selected,
              onChange: setSelected,
              labelOf: (row) => t("selectRow", { id: props.getRowId(row) }),
            }
          : undefined
      }
      card={
        props.card ?? {
          title: plain[0]?.id ?? "",
          fields: plain.slice(1, 5).map((c) => c.id),
        }
      }
      empty={
        keyword
          ? {
              text: props.noResult(keyword),
              action: (
                <Button variant="outline" onClick={reset}>
                  {tl("reset")}
                </Button>
              ),
            }
          : { text: t("empty"), ...(props.emptyAction ? { action: props.emptyAction } : {}) }
      }
    />
  );
}

/** Main name in the page's language, the other after it in grey (one line: one row height). */
export function TwoNames({ main, other }: { main: string; other: string | null }) {
  return (
    <span className="whitespace-nowrap">
      <span className="text-neutral-900">{main}</span>
      {other ? <span className="ml-1.5 text-xs text-neutral-600">{other}</span> : null}
    </span>
  );
}

export const Code = ({ children }: { children: React.ReactNode }) => (
  <span className="font-mono font-medium whitespace-nowrap text-neutral-900">
    {children ?? "—"}
  </span>
);
