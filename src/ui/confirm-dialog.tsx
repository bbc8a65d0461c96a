import { useT } from "../i18n";
import { commonMessages } from "../i18n/messages/common";
import { Button } from "./button";
import { Dialog, DialogContent } from "./dialog";

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  tone?: "primary" | "danger";
  /** Why the last attempt was refused (already in the page language), shown under the message. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy = false,
  tone = "primary",
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT(commonMessages);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <DialogContent
        title={title}
        width="sm"
        footer={
          <>
            <Button variant="outline" onClick={onCancel} disabled={busy}>
              {cancelLabel ?? t("cancel")}
            </Button>
            <Button variant={tone} onClick={onConfirm} loading={busy}>
              {confirmLabel ?? t("confirm")}
            </Button>
          </>
        }
      >
        <p className="text-sm text-neutral-800">{message}</p>
        {error ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
