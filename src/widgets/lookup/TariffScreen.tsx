import * as React from "react";
import type { TariffCreate, TariffImportResult, TariffRow } from "../../contract/tariff";
import { TARIFF_EDIT_BUTTON } from "../../domain/tariff";
import { useT } from "../../i18n";
import { lookupMessages } from "../../i18n/messages/lookup";
import { Button } from "../../ui/button";
import { useCan } from "../../ui/button-gate";
import { Input } from "../../ui/input";
import { Code, LookupScreen, type LookupState } from "./LookupScreen";
import { rateColumns } from "./rate-columns";
import { TariffCreateDialog, type TariffCreateDialogProps } from "./TariffCreateDialog";
import { TariffDeleteDialog } from "./TariffDeleteDialog";
import { TariffImportDialog } from "./TariffImportDialog";

export type TariffScreenProps = LookupState<TariffRow> & {
  onImport: (file: File) => Promise<TariffImportResult>;
  /** Saves a row's new normal rate (the other breaks keep their ratio); rejects with the message. */
  onSaveNormal: (row: TariffRow, normal: number) => Promise<void>;
  /** Saves a new tariff; rejects with the message (409: the route and carrier exist). */
  onCreate: (fields: TariffCreate) => Promise<void>;
  /** Deletes a row at its version; rejects with the message (409: changed by someone else). */
  onDelete: (row: TariffRow) => Promise<void>;
  /** Stories: the import dialog open at first, with this report. */
  initialImport?: TariffImportResult;
  /** Stories: the create dialog open at first, with these values or this message. */
  initialCreate?: Pick<TariffCreateDialogProps, "initialValues" | "initialError">;
  /** Stories: the delete question open at first for this row, with this message. */
  initialDelete?: { row: TariffRow; error?: string };
};

function NormalEditor({ row, onSave }: { row: TariffRow; onSave: (n: number) => Promise<void> }) {
  const t = useT(lookupMessages);
  const [value, setValue] = React.useState(String(row.normal));
  const [error, setError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const id = React.useId();
  return (
    <form
      className="flex items-center gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        const n = Number(value);
        if (!Number.isFinite(n) || n < 0) return setError(t("badNumber"));
        setBusy(true);
        onSave(n)
          .then(() => setError(null))
          .catch((f: unknown) => setError(f instanceof Error ? f.message : String(f)))
          .finally(() => setBusy(false));
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t("editNormal", { route: row.route, carrier: row.carrier || t("anyCarrier") })}
      </label>
      <Input
        id={id}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        className="h-7 w-20"
      />
      <Button size="sm" variant="outline" type="submit" loading={busy}>
        {t("save")}
      </Button>
      {error ? (
        <span role="alert" className="text-xs text-red-700">
          {error}
        </span>
      ) : null}
    </form>
  );
}

/** /af_tariff_details: the organisation's own tariffs; editable and importable with the button. */
export function TariffScreen({
  onImport,
  onSaveNormal,
  onCreate,
  onDelete,
  initialImport,
  initialCreate,
  initialDelete,
  ...props
}: TariffScreenProps) {
  const t = useT(lookupMessages);
  const canEdit = useCan(TARIFF_EDIT_BUTTON);
  const [importOpen, setImportOpen] = React.useState(initialImport !== undefined);
  const [createOpen, setCreateOpen] = React.useState(initialCreate !== undefined);
  const [deleting, setDeleting] = React.useState<TariffRow | null>(initialDelete?.row ?? null);
  return (
    <>
      <LookupScreen<TariffRow>
        {...props}
        name="tariff"
        title={t("tariffTitle")}
        intro={t("tariffIntro")}
        placeholder={t("tactPlaceholder")}
        noResult={(keyword) => t("noRate", { keyword })}
        getRowId={(r) => String(r.id)}
        actions={
          canEdit ? (
            <>
              <Button onClick={() => setCreateOpen(true)}>{t("create")}</Button>
              <Button variant="outline" onClick={() => setImportOpen(true)}>
                {t("import")}
              </Button>
            </>
          ) : null
        }
        emptyAction={
          canEdit ? <Button onClick={() => setCreateOpen(true)}>{t("create")}</Button> : undefined
        }
        columns={[
          {
            id: "route",
            header: t("colRoute"),
            sortable: true,
            cell: (r) => <Code>{r.route}</Code>,
          },
          {
            id: "carrier",
            header: t("colCarrier"),
            sortable: true,
            cell: (r) => (r.carrier ? <Code>{r.carrier}</Code> : t("anyCarrier")),
          },
          ...rateColumns<TariffRow>(t),
          {
            id: "validTo",
            header: t("colValidity"),
            cell: (r) => (
              <span className="whitespace-nowrap tabular-nums">
                {r.validFrom || r.validTo ? `${r.validFrom ?? ""} ~ ${r.validTo ?? ""}` : "—"}
              </span>
            ),
          },
          ...(canEdit
            ? [
                {
                  id: "edit",
                  header: t("colEditNormal"),
                  actions: true,
                  cell: (r: TariffRow) => (
                    <NormalEditor
                      key={`${r.id}-${r.version}`}
                      row={r}
                      onSave={(n) => onSaveNormal(r, n)}
                    />
                  ),
                },
                {
                  id: "delete",
                  header: t("colActions"),
                  actions: true,
                  cell: (r: TariffRow) => (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700"
                      aria-label={t("deleteRow", {
                        route: r.route,
                        carrier: r.carrier || t("anyCarrier"),
                      })}
                      onClick={() => setDeleting(r)}
                    >
                      {t("delete")}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <TariffImportDialog
        open={importOpen}
        onOpenChange={setImportOpen}
        onImport={onImport}
        {...(initialImport ? { initialResult: initialImport } : {})}
      />
      {createOpen ? (
        <TariffCreateDialog
          open
          onOpenChange={setCreateOpen}
          onCreate={onCreate}
          {...initialCreate}
        />
      ) : null}
      <TariffDeleteDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        onDelete={onDelete}
        {...(initialDelete?.error ? { initialError: initialDelete.error } : {})}
      />
    </>
  );
}
