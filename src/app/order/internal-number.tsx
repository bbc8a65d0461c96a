import * as React from "react";
import { checkOrderExist } from "../../api/waybill";
import type { OrderFields } from "../../domain/order";
import type { BusinessScope } from "../../domain/scope";
import { useT } from "../../i18n";
import { orderMessages } from "../../i18n/messages/order";
import { scopeMessages } from "../../i18n/messages/scope";
import { ConfirmDialog } from "../../ui/confirm-dialog";

type Save = (values: OrderFields) => Promise<void> | void;

/**
 * Seed 001 §5: an internal number another order or house waybill of the scope already has is
 * not refused; the user is asked whether to continue. `guard` checks before saving and either
 * saves or opens the question; `dialog` is the question, to draw on the page.
 */
export function useInternalNumberCheck(opts: {
  scope: BusinessScope;
  /** The saved order's code (its own number is no duplicate), or "" for a new order. */
  orderCode: string;
  /** The number the order was saved with: unchanged, it is not asked about again. */
  savedNumber: string;
  onError: (message: string) => void;
}) {
  const t = useT(orderMessages);
  const tScope = useT(scopeMessages);
  const [pending, setPending] = React.useState<{ values: OrderFields; save: Save } | null>(null);

  const guard = async (values: OrderFields, save: Save) => {
    const number = values.internalNumber.trim().toUpperCase();
    if (number !== "" && number !== opts.savedNumber.toUpperCase()) {
      try {
        const exists = await checkOrderExist({
          orderCode: opts.orderCode,
          internalNumber: number,
          businessScope: opts.scope,
        });
        if (exists === 1) {
          setPending({ values, save });
          return;
        }
      } catch (error) {
        opts.onError(error instanceof Error ? error.message : String(error));
        return;
      }
    }
    await save(values);
  };

  const dialog = pending ? (
    <ConfirmDialog
      open
      title={t("duplicateTitle")}
      message={t("duplicateMessage", {
        number: pending.values.internalNumber.trim().toUpperCase(),
        scope: tScope(opts.scope),
      })}
      confirmLabel={t("duplicateContinue")}
      cancelLabel={t("duplicateCancel")}
      onConfirm={() => {
        const { values, save } = pending;
        setPending(null);
        void save(values);
      }}
      onCancel={() => setPending(null)}
    />
  ) : null;

  return { guard, dialog };
}
