import type { BusinessScope } from "../../domain/scope";
import { useT } from "../../i18n";
import { scopeMessages } from "../../i18n/messages/scope";
import { waybillMessages } from "../../i18n/messages/waybill";
import { ConfirmDialog } from "../../ui/confirm-dialog";

export type DuplicatePromptProps = {
  /** The internal number that already exists; null closes the prompt. */
  internalNumber: string | null;
  businessScope: BusinessScope;
  busy?: boolean;
  onContinue: () => void;
  onCancel: () => void;
};

/** Spec 001 §4: the internal number exists already — ask whether to go on. */
export function DuplicatePrompt({
  internalNumber,
  businessScope,
  busy = false,
  onContinue,
  onCancel,
}: DuplicatePromptProps) {
  const t = useT(waybillMessages);
  const scope = useT(scopeMessages)(businessScope);
  return (
    <ConfirmDialog
      open={internalNumber !== null}
      title={t("duplicateTitle")}
      message={t("duplicateMessage", { number: internalNumber ?? "", scope })}
      confirmLabel={t("duplicateContinue")}
      cancelLabel={t("duplicateCancel")}
      busy={busy}
      onConfirm={onContinue}
      onCancel={onCancel}
    />
  );
}
