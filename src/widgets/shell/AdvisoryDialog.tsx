import { useT } from "../../i18n";
import { shellMessages } from "../../i18n/messages/shell";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";

export type AdvisoryKind = "browser" | "smallScreen";

/** The spec's two 重要提示 dialogs, each closed only by its acknowledge button. */
export function AdvisoryDialog({
  kind,
  open,
  onAcknowledge,
}: {
  kind: AdvisoryKind;
  open: boolean;
  onAcknowledge: () => void;
}) {
  const t = useT(shellMessages);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onAcknowledge())}>
      <DialogContent
        title={t("importantNotice")}
        width="sm"
        hideClose
        onEscapeKeyDown={(e) => e.preventDefault()}
        onPointerDownOutside={(e) => e.preventDefault()}
        footer={<Button onClick={onAcknowledge}>{t("acknowledge")}</Button>}
      >
        <div className="flex gap-3">
          <svg
            viewBox="0 0 24 24"
            className="mt-0.5 size-6 shrink-0 text-amber-600"
            aria-hidden="true"
          >
            <path
              d="M12 3l10 18H2z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
            <path
              d="M12 10v5M12 18v.01"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
          <p className="text-sm leading-6 text-neutral-800">
            {kind === "browser" ? t("browserNotice") : t("smallScreenNotice")}
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Chromium-type browsers are the supported ones (Chrome, Edge, 360/QQ in fast mode…). */
export function isChromeLike(userAgent: string): boolean {
  return (
    /(Chrome|Chromium|CriOS|Edg)\//.test(userAgent) &&
    !/Firefox|FxiOS|OPR\/[0-9]+.*Presto/.test(userAgent)
  );
}

export const SMALL_SCREEN_WIDTH = 768;
