import { useT } from "../../i18n";
import { orderMessages } from "../../i18n/messages/order";
import { Button } from "../../ui/button";

/**
 * What the last save of an order's editor met, above the editor: a newer version (409, with a
 * reload when the page offers one) or another refusal in words. Nothing when the save went well.
 * The order form and the tracking lists show the same alert.
 */
export function SaveAlert({
  conflict,
  message,
  onReload,
}: {
  conflict: boolean;
  /** The refusal's text, already put in words. */
  message?: string | null;
  onReload?: () => void;
}) {
  const t = useT(orderMessages);
  if (conflict) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-3"
      >
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-red-800">{t("staleTitle")}</p>
          <p className="text-sm text-red-800">{t("staleText")}</p>
        </div>
        {onReload ? (
          <Button variant="outline" onClick={onReload}>
            {t("reload")}
          </Button>
        ) : null}
      </div>
    );
  }
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      {message}
    </p>
  );
}
