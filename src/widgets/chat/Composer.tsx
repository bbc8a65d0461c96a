import * as React from "react";
import { IMAGE_EXTENSIONS } from "../../domain/files";
import { useT } from "../../i18n";
import { chatMessages } from "../../i18n/messages/chat";
import { Button } from "../../ui/button";

export type ComposerProps = {
  draft: string;
  disabled: boolean;
  onDraftChange: (text: string) => void;
  onSend: () => void;
  onSendFile: (kind: "image" | "file", file: File) => void;
};

const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((e) => `.${e.toLowerCase()}`).join(",");
const FILE_ACCEPT = ".pdf,.doc,.docx,.xls,.xlsx,.txt,.rar,.zip,.jpg,.jpeg,.bmp,.png,.ofd";

/** The text box (Enter sends, Shift+Enter breaks the line) with image and file buttons. */
export function Composer({ draft, disabled, onDraftChange, onSend, onSendFile }: ComposerProps) {
  const t = useT(chatMessages);
  const image = React.useRef<HTMLInputElement>(null);
  const file = React.useRef<HTMLInputElement>(null);
  const pick = (kind: "image" | "file") => (e: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = "";
    if (chosen) onSendFile(kind, chosen);
  };
  return (
    <div className="border-t border-neutral-200 bg-white p-2">
      <div className="flex gap-1 pb-1">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={disabled}
          onClick={() => image.current?.click()}
        >
          {t("sendImage")}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={disabled}
          onClick={() => file.current?.click()}
        >
          {t("sendFile")}
        </Button>
        <input
          ref={image}
          type="file"
          accept={IMAGE_ACCEPT}
          className="hidden"
          data-testid="chat-image-input"
          onChange={pick("image")}
          tabIndex={-1}
          aria-hidden="true"
        />
        <input
          ref={file}
          type="file"
          accept={FILE_ACCEPT}
          className="hidden"
          data-testid="chat-file-input"
          onChange={pick("file")}
          tabIndex={-1}
          aria-hidden="true"
        />
      </div>
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
