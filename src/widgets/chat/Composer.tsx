import * as React from "react";
import { CHAT_FILE_LIMITS } from "../../domain/chat";
import { IMAGE_EXTENSIONS } from "../../domain/files";
import { useT } from "../../i18n";
import { chatMessages } from "../../i18n/messages/chat";
import { Button } from "../../ui/button";
import { FileUpload } from "../../ui/file-upload";

export type ComposerProps = {
  draft: string;
  disabled: boolean;
  onDraftChange: (text: string) => void;
  onSend: () => void;
  onSendFile: (kind: "image" | "file", file: File) => void;
};

const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((e) => `.${e.toLowerCase()}`);
const FILE_ACCEPT = [
  ...[".pdf", ".doc", ".docx", ".xls", ".xlsx", ".txt", ".rar", ".zip"],
  ...[".jpg", ".jpeg", ".bmp", ".png", ".ofd"],
];

/** The text box (Enter sends, Shift+Enter breaks the line) with image and file buttons. */
export function Composer({ draft, disabled, onDraftChange, onSend, onSendFile }: ComposerProps) {
  const t = useT(chatMessages);
  const [rejected, setRejected] = React.useState<string | null>(null);
  return (
    <div className="border-t border-neutral-200 bg-white p-2">
      <div className="flex items-start gap-1 pb-1">
        <FileUpload
          variant="button"
          buttonLabel={t("sendImage")}
          accept={IMAGE_ACCEPT}
          maxBytes={CHAT_FILE_LIMITS.image}
          disabled={disabled}
          onReject={setRejected}
          onFile={(chosen) => onSendFile("image", chosen)}
        />
        <FileUpload
          variant="button"
          buttonLabel={t("sendFile")}
          accept={FILE_ACCEPT}
          maxBytes={CHAT_FILE_LIMITS.file}
          disabled={disabled}
          onReject={setRejected}
          onFile={(chosen) => onSendFile("file", chosen)}
        />
      </div>
      {rejected ? (
        <p role="alert" className="px-1 pb-1 text-xs text-red-700">
          {rejected}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <textarea
          aria-label={t("inputLabel")}
          placeholder={t("inputPlaceholder")}
          value={draft}
          disabled={disabled}
          rows={2}
          maxLength={2000}
          onChange={(e) => onDraftChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              if (draft.trim()) onSend();
            }
          }}
          className="min-h-10 flex-1 resize-none rounded border border-neutral-300 px-2 py-1.5 text-sm focus-visible:border-brand focus-visible:outline-none"
        />
        <Button type="button" disabled={disabled || !draft.trim()} onClick={onSend}>
          {t("send")}
        </Button>
      </div>
    </div>
  );
}
