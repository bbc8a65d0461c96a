import * as React from "react";
import type { TariffImportResult } from "../../contract/tariff";
import { TARIFF_COLUMNS } from "../../domain/tariff";
import { useT } from "../../i18n";
import { lookupMessages } from "../../i18n/messages/lookup";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { FileUpload } from "../../ui/file-upload";

/** The server takes sheets up to 2 MB (server/routes/tariff.ts). */
const IMPORT_LIMIT = 2 * 1024 * 1024;

export type TariffImportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Uploads the sheet; answers the rows imported and each bad row's number and message. */
  onImport: (file: File) => Promise<TariffImportResult>;
  /** Stories: a report shown at first. */
  initialResult?: TariffImportResult;
};

/** The .xlsx import of tariffs, with the row-by-row error report. */
export function TariffImportDialog(props: TariffImportDialogProps) {
  const t = useT(lookupMessages);
  const [file, setFile] = React.useState<File | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [result, setResult] = React.useState<TariffImportResult | null>(
    props.initialResult ?? null,
  );
  const submit = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      setResult(await props.onImport(file));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        width="lg"
        title={t("importTitle")}
        closeLabel={t("close")}
        footer={
          <>
            <Button variant="outline" onClick={() => props.onOpenChange(false)}>
              {t("close")}
            </Button>
            <Button onClick={() => void submit()} loading={busy} disabled={!file}>
              {t("importStart")}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3 text-sm">
          <p className="text-neutral-700">
            {t("importHint", { columns: TARIFF_COLUMNS.map(([, label]) => label).join("、") })}
          </p>
          <Field label={t("importFile")}>
            <FileUpload
              accept={[".xlsx"]}
              maxBytes={IMPORT_LIMIT}
              chosen={file?.name ?? null}
              disabled={busy}
              onFile={setFile}
            />
          </Field>
          <div aria-live="polite" className="flex flex-col gap-2">
            {error ? (
              <p role="alert" className="text-red-700">
                {error}
              </p>
            ) : null}
            {result ? (
              <>
                <p className={result.errors.length ? "text-amber-800" : "text-green-800"}>
                  {t("importDone", { imported: result.imported, failed: result.errors.length })}
                </p>
                {result.errors.length > 0 ? (
                  <table className="w-full border-collapse text-left text-sm">
                    <caption className="sr-only">{t("importErrors")}</caption>
                    <thead className="bg-neutral-50 text-xs text-neutral-700">
                      <tr>
                        <th scope="col" className="border-b border-neutral-200 px-2 py-1">
                          {t("importRow")}
                        </th>
                        <th scope="col" className="border-b border-neutral-200 px-2 py-1">
                          {t("importProblem")}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {result.errors.map((e) => (
                        <tr key={e.row}>
                          <td className="border-b border-neutral-100 px-2 py-1 tabular-nums">
                            {t("rowN", { n: e.row })}
                          </td>
                          <td className="border-b border-neutral-100 px-2 py-1 text-red-700">
                            {e.message}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : null}
              </>
            ) : null}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
