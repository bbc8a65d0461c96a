import * as React from "react";
import type { UnlockApplyAnswer } from "../../contract/order";
import { useT } from "../../i18n";
import { orderMessages } from "../../i18n/messages/order";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Field } from "../../ui/field";
import type { Loadable } from "../../ui/loadable";
import { Textarea } from "../../ui/textarea";
import { orderIssueText } from "./order-text";

export type UnlockDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderCode: string;
  /** Whether the scope's unlock needs an approver (GET …/approval/order/setting/org). */
  approval: Loadable<boolean>;
  onApply: (reason: string) => Promise<UnlockApplyAnswer>;
  /** Stories: the outcome shown at first. */
  initialOutcome?: UnlockApplyAnswer["outcome"];
  initialError?: string;
};

const REASON_MAX = 200;

/** Apply to unlock a locked order: a reason, then the outcome (unlocked at once, or pending). */
export function UnlockDialog(props: UnlockDialogProps) {
  const t = useT(orderMessages);
  const [reason, setReason] = React.useState("");
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(props.initialError ?? null);
  const [outcome, setOutcome] = React.useState<UnlockApplyAnswer["outcome"] | null>(
    props.initialOutcome ?? null,
  );
  const formId = React.useId();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await props.onApply(reason.trim());
      setOutcome(answer.outcome);
    } catch (failure) {
      setError(orderIssueText(failure instanceof Error ? failure.message : String(failure), t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        width="md"
        title={t("unlockTitle")}
        closeLabel={t("close")}
        footer={
          outcome ? (
            <Button onClick={() => props.onOpenChange(false)}>{t("close")}</Button>
          ) : (
            <>
              <Button variant="outline" onClick={() => props.onOpenChange(false)}>
                {t("cancel")}
              </Button>
              <Button type="submit" form={formId} loading={busy}>
                {busy ? t("unlockSubmitting") : t("unlockSubmit")}
              </Button>
            </>
          )
        }
      >
        {outcome ? (
          <div role="status" className="flex flex-col gap-1">
            <p
              className={
                outcome === "unlocked"
                  ? "text-base font-semibold text-green-800"
                  : "text-base font-semibold text-brand-700"
              }
            >
              {outcome === "unlocked" ? t("unlockDoneTitle") : t("unlockPendingTitle")}
            </p>
            <p className="text-sm text-neutral-700">
              {outcome === "unlocked" ? t("unlockDoneText") : t("unlockPendingText")}
            </p>
          </div>
        ) : (
          <form id={formId} onSubmit={submit} className="flex flex-col gap-3">
            <p className="text-sm text-neutral-800">
              {t("unlockIntro", { code: props.orderCode })}
              {props.approval.status === "ready"
                ? props.approval.data
                  ? t("unlockNeedsApproval")
                  : t("unlockNoApproval")
                : props.approval.status === "loading"
                  ? t("unlockChecking")
                  : t("unlockNeedsApproval")}
            </p>
            <Field label={t("unlockReason")}>
              <Textarea
                value={reason}
                rows={3}
                maxLength={REASON_MAX}
                placeholder={t("unlockReasonPlaceholder")}
                onChange={(e) => setReason(e.target.value)}
              />
            </Field>
            {error ? (
              <p role="alert" className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
