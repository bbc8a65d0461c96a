import * as React from "react";
import {
  EXPORT_COLUMNS,
  EXPORT_MAX_ROWS,
  type ExportColumn,
  type ExportMode,
} from "../../contract/order";
import { useT } from "../../i18n";
import { orderMessages } from "../../i18n/messages/order";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { type OrderKey, orderIssueText } from "./order-text";

/** What the user chose: the page posts it with the list's query. */
export type ExportRequest = { mode: ExportMode; columns: ExportColumn[]; uuids: string[] };

export type ExportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pageCount: number;
  selectedUuids: string[];
  filterCount: number;
  /** Columns ticked at first (the list's visible ones). */
  initialColumns: readonly ExportColumn[];
  /** Posts the export and downloads the file; answers the number of rows. */
  onExport: (request: ExportRequest) => Promise<number>;
  /** Stories: the state shown at first. */
  initialMode?: ExportMode;
  initialError?: string;
};

/** The export choice (issue 19): this page, the selected rows or the whole filter; which columns. */
export function ExportDialog(props: ExportDialogProps) {
  const t = useT(orderMessages);
  const [mode, setMode] = React.useState<ExportMode>(
    props.initialMode ?? (props.selectedUuids.length > 0 ? "selected" : "page"),
  );
  const [columns, setColumns] = React.useState<ReadonlySet<ExportColumn>>(
    () => new Set(props.initialColumns.length > 0 ? props.initialColumns : EXPORT_COLUMNS),
  );
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(props.initialError ?? null);
  const [done, setDone] = React.useState<number | null>(null);
  const groupName = React.useId();

  const problem =
    columns.size === 0
      ? t("exportNoColumns")
      : mode === "selected" && props.selectedUuids.length === 0
        ? t("exportNoSelection")
        : mode === "filter" && props.filterCount > EXPORT_MAX_ROWS
          ? t("exportTooMany", { max: EXPORT_MAX_ROWS })
          : null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (problem) return;
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const rows = await props.onExport({
        mode,
        columns: EXPORT_COLUMNS.filter((c) => columns.has(c)),
        uuids: mode === "selected" ? props.selectedUuids : [],
      });
      setDone(rows);
    } catch (failure) {
      setError(orderIssueText(failure instanceof Error ? failure.message : String(failure), t));
    } finally {
      setBusy(false);
    }
  };

  const formId = `${groupName}-form`;
  const allChosen = columns.size === EXPORT_COLUMNS.length;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        width="lg"
        title={t("exportTitle")}
        closeLabel={t("close")}
        footer={
          <>
            <Button variant="outline" onClick={() => props.onOpenChange(false)}>
              {t("close")}
            </Button>
            <Button type="submit" form={formId} loading={busy} disabled={problem !== null}>
              {busy ? t("exporting") : t("exportStart")}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-neutral-900">
              {t("exportScope")}
            </legend>
            {(
              [
                ["page", t("exportPage", { count: props.pageCount })],
                ["selected", t("exportSelected", { count: props.selectedUuids.length })],
                ["filter", t("exportFilter", { count: props.filterCount })],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm text-neutral-800">
                <input
                  type="radio"
                  name={groupName}
                  value={value}
                  className="size-4 accent-brand"
                  checked={mode === value}
                  onChange={() => setMode(value)}
                />
                {label}
              </label>
            ))}
          </fieldset>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-neutral-900">
              {t("exportColumns")}
            </legend>
            <label className="flex items-center gap-2 text-sm font-medium text-neutral-800">
              <input
                type="checkbox"
                className="size-4 accent-brand"
                checked={allChosen}
                ref={(el) => {
                  if (el) el.indeterminate = columns.size > 0 && !allChosen;
                }}
                onChange={(e) => setColumns(new Set(e.target.checked ? EXPORT_COLUMNS : []))}
              />
              {t("exportAllColumns")}
            </label>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {EXPORT_COLUMNS.map((column) => (
                <label key={column} className="flex items-center gap-2 text-sm text-neutral-800">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand"
                    checked={columns.has(column)}
                    onChange={(e) =>
                      setColumns((prev) => {
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
          <div aria-live="polite" className="min-h-5 text-sm">
            {problem ? (
              <p className="text-amber-800">{problem}</p>
            ) : error ? (
              <p role="alert" className="text-red-700">
                {error}
              </p>
            ) : done !== null ? (
              <p className="text-green-800">{t("exportDone", { count: done })}</p>
            ) : null}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
