import * as React from "react";
import type { AdvisoryKind } from "../../domain/advisory";
import { useT } from "../../i18n";
import { advisoryMessages } from "../../i18n/messages/advisory";
import { Button } from "../../ui/button";
import { DIALOG_FRAME } from "../../ui/dialog-frame";

/**
 * The spec's two 重要提示 dialogs, each closed only by its acknowledge button.
 *
 * A native modal <dialog> rather than the Radix one the other dialogs use: the advisory is part
 * of a signed-in page's first paint (on a phone it is the largest thing on screen), so it renders
 * from the entry chunk, before any dialog library has loaded. The browser gives it everything a
 * modal needs: the top layer, an inert page behind it, focus moved in and kept there.
 */
export function AdvisoryDialog({
  kind,
  open,
  onAcknowledge,
}: {
  kind: AdvisoryKind;
  open: boolean;
  onAcknowledge: () => void;
}) {
  const t = useT(advisoryMessages);
  const ref = React.useRef<HTMLDialogElement>(null);
  const titleId = React.useId();
  // Layout effect: opened in the same frame it first paints in, never shown as a plain block.
  React.useLayoutEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // Escape does not dismiss it: the key's default (the dialog's close request) is prevented,
      // which also stops the browser from letting a repeated Escape through. Should it close
      // anyway, it opens again until acknowledged.
      onKeyDown={(event) => {
        if (event.key === "Escape") event.preventDefault();
      }}
      onCancel={(event) => event.preventDefault()}
      onClose={(event) => {
        if (open) event.currentTarget.showModal();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-[420px] flex-col rounded-md border-0 bg-white p-0 text-neutral-900 shadow-2xl outline-none backdrop:bg-neutral-950/45 open:flex"
    >
      <header className={DIALOG_FRAME.header}>
        <h2 id={titleId} className={DIALOG_FRAME.title}>
          {t("importantNotice")}
        </h2>
      </header>
      <div className={DIALOG_FRAME.body}>
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
      </div>
      <footer className={DIALOG_FRAME.footer}>
        <Button onClick={onAcknowledge}>{t("acknowledge")}</Button>
      </footer>
    </dialog>
  );
}
