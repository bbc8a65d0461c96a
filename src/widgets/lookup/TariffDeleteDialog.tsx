import * as React from "react";
import type { TariffRow } from "../../contract/tariff";
import { useT } from "../../i18n";
import { lookupMessages } from "../../i18n/messages/lookup";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";

export type TariffDeleteDialogProps = {
  /** The row to delete; the dialog is closed without one. */
  row: TariffRow | null;
  onClose: () => void;
  /** Deletes the row at its version; rejects with the server's message (409 when stale). */
  onDelete: (row: TariffRow) => Promise<void>;
  /** Stories: a message shown at first. */
  initialError?: string;
};

/** Asks before a tariff is deleted; a stale row (changed by someone else) is refused. */
export function TariffDeleteDialog({
  row,
  onClose,
  onDelete,
  initialError,
}: TariffDeleteDialogProps) {
  const t = useT(lookupMessages);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(initialError ?? null);
  const remove = async () => {
    if (!row) return;
    setBusy(true);
    setError(null);
    try {
      await onDelete(row);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={row !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          onClose();
        }
      }}
    >
      <DialogContent
        width="sm"
        title={t("deleteTitle")}
        closeLabel={t("close")}
        footer={
          <>
            <Button variant="outline" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button variant="danger" loading={busy} onClick={() => void remove()}>
              {t("delete")}
            </Button>
          </>
        }
      >
        <p className="text-sm text-neutral-800">
          {row
            ? t("deleteText", { route: row.route, carrier: row.carrier || t("anyCarrier") })
            : null}
        </p>
        {error ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
