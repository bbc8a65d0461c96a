import * as React from "react";
import type { ExportMode } from "../domain/export";
import { useT } from "../i18n";
import { exportMessages } from "../i18n/messages/export";
import { Button } from "./button";
import { Dialog, DialogContent } from "./dialog";

/** What the user chose: the page posts it with the table's query. */
export type ExportChoice<C extends string = string> = {
  mode: ExportMode;
  /** The ticked columns, in the table's order. */
  columns: C[];
  /** mode "selected": the selected rows' ids; otherwise empty. */
  ids: string[];
};

/** Texts a table may name in its own words (orders, airports…); the defaults say "rows". */
export type ExportTexts = {
  title: string;
  selected: (count: number) => string;
  filter: (count: number) => string;
  noSelection: string;
  tooMany: (max: number) => string;
  done: (count: number) => string;
};

export type ExportDialogProps<C extends string> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Rows on the page shown, rows selected, rows matching the filter. */
  pageCount: number;
  selectedIds: readonly string[];
  filterCount: number;
  /** Every column the table may export, in order, with its label. */
  columns: readonly { id: C; label: string }[];
  /** Columns ticked at first (the table's visible ones); every column when empty. */
  initialColumns?: readonly C[];
  /** The most rows one export may hold; a larger filter is refused before it is sent. */
  maxRows: number;
  texts?: Partial<ExportTexts>;
  /** A server's message in the page's language (the catalogue's Chinese text by default). */
  errorText?: (message: string) => string;
  /** Posts the export and downloads the file; answers the number of rows. */
  onExport: (choice: ExportChoice<C>) => Promise<number>;
  /** Stories: the state shown at first. */
  initialMode?: ExportMode;
  initialError?: string;
};

/**
 * The export choice (seed 000 §2.4), one dialog for every table that exports: this page, the
 * selected rows or everything matching the filter, and which columns. The server builds the .xlsx.
 */
export function ExportDialog<C extends string>(props: ExportDialogProps<C>) {
  const t = useT(exportMessages);
  const texts: ExportTexts = {
    title: t("title"),
    selected: (count) => t("selected", { count }),
    filter: (count) => t("filter", { count }),
    noSelection: t("noSelection"),
    tooMany: (max) => t("tooMany", { max }),
    done: (count) => t("done", { count }),
    ...props.texts,
  };
  const all = props.columns.map((c) => c.id);
  const [mode, setMode] = React.useState<ExportMode>(
    props.initialMode ?? (props.selectedIds.length > 0 ? "selected" : "page"),
  );
  const [chosen, setChosen] = React.useState<ReadonlySet<C>>(
    () => new Set(props.initialColumns?.length ? props.initialColumns : all),
  );
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(props.initialError ?? null);
  const [done, setDone] = React.useState<number | null>(null);
  const groupName = React.useId();

  const problem =
    chosen.size === 0
      ? t("noColumns")
      : mode === "selected" && props.selectedIds.length === 0
        ? texts.noSelection
        : mode === "filter" && props.filterCount > props.maxRows
          ? texts.tooMany(props.maxRows)
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
        columns: all.filter((c) => chosen.has(c)),
        ids: mode === "selected" ? [...props.selectedIds] : [],
      });
      setDone(rows);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      setError(message ? (props.errorText?.(message) ?? message) : t("failed"));
    } finally {
      setBusy(false);
    }
  };

  const formId = `${groupName}-form`;
  const allChosen = chosen.size === all.length;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        width="lg"
        title={texts.title}
        closeLabel={t("close")}
        footer={
          <>
            <Button variant="outline" onClick={() => props.onOpenChange(false)}>
              {t("close")}
            </Button>
            <Button type="submit" form={formId} loading={busy} disabled={problem !== null}>
              {busy ? t("exporting") : t("start")}
            </Button>
          </>
        }
      >
        <form
          id={formId}
          onSubmit={submit}
          data-slot="export-dialog"
          className="flex flex-col gap-4"
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-neutral-900">{t("scope")}</legend>
            {(
              [
                ["page", t("page", { count: props.pageCount })],
                ["selected", texts.selected(props.selectedIds.length)],
                ["filter", texts.filter(props.filterCount)],
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
            <legend className="mb-1 text-sm font-semibold text-neutral-900">{t("columns")}</legend>
            <label className="flex items-center gap-2 text-sm font-medium text-neutral-800">
              <input
                type="checkbox"
                className="size-4 accent-brand"
                checked={allChosen}
                ref={(el) => {
                  if (el) el.indeterminate = chosen.size > 0 && !allChosen;
                }}
                onChange={(e) => setChosen(new Set(e.target.checked ? all : []))}
              />
              {t("allColumns")}
            </label>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {props.columns.map((column) => (
                <label key={column.id} className="flex items-center gap-2 text-sm text-neutral-800">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand"
                    checked={chosen.has(column.id)}
                    onChange={(e) =>
                      setChosen((prev) => {
                        const next = new Set(prev);
                        if (e.target.checked) next.add(column.id);
                        else next.delete(column.id);
                        return next;
                      })
                    }
                  />
                  {column.label}
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
              <p className="text-green-800">{texts.done(done)}</p>
            ) : null}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
