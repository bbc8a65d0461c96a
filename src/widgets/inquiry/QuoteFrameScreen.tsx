import type * as React from "react";
import { useT } from "../../i18n";
import { inquiryMessages } from "../../i18n/messages/inquiry";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Spinner } from "../../ui/spinner";

export type QuoteFrameScreenProps = {
  /** The quote page's address; null while the configuration loads. */
  src: string | null;
  /** Window height minus 86 px (seed 000 §9), from the page. */
  height: number;
  frameRef?: React.Ref<HTMLIFrameElement>;
  /** Asking whether to create the inquiry agent branch. */
  agentPrompt: { open: boolean; busy: boolean };
  onAgentAnswer: (create: boolean) => void;
};

/** /panelSearch: the quote page in a full-width frame, and the agent-branch question. */
export function QuoteFrameScreen({
  src,
  height,
  frameRef,
  agentPrompt,
  onAgentAnswer,
}: QuoteFrameScreenProps) {
  const t = useT(inquiryMessages);
  return (
    <div data-slot="quote-frame-screen" className="w-full">
      <h1 className="sr-only">{t("quoteTitle")}</h1>
      {src === null ? (
        <div role="status" className="grid place-items-center text-brand" style={{ height }}>
          <Spinner className="size-6" label={t("quoteLoading")} />
        </div>
      ) : (
        <iframe
          ref={frameRef}
          src={src}
          title={t("quoteFrame")}
          className="block w-full border-0 bg-white"
          style={{ height }}
        />
      )}
      <ConfirmDialog
        open={agentPrompt.open}
        title={t("agentTitle")}
        message={t("agentQuestion")}
        confirmLabel={t("yes")}
        cancelLabel={t("no")}
        busy={agentPrompt.busy}
        onConfirm={() => onAgentAnswer(true)}
        onCancel={() => onAgentAnswer(false)}
      />
    </div>
  );
}
