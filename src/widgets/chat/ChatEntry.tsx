import { type ChatHiddenReason, unreadLabel } from "../../domain/chat";
import { useT } from "../../i18n";
import { chatMessages } from "../../i18n/messages/chat";
import { cn } from "../../ui/cn";

export type ChatEntryProps = {
  /** Why chat is not available (seed 000 §6), or null: the entry shows only for null. */
  hiddenReason: ChatHiddenReason;
  unread: number;
  onOpen: () => void;
  className?: string;
};

/** The top bar's chat entry with the unread count (99+ above 99). */
export function ChatEntry({ hiddenReason, unread, onOpen, className }: ChatEntryProps) {
  const t = useT(chatMessages);
  if (hiddenReason !== null) return null;
  return (
    <button
      type="button"
      data-slot="chat-entry"
      onClick={onOpen}
      className={cn(
        "inline-flex h-9 items-center gap-1.5 rounded px-2.5 text-sm text-neutral-700 transition-colors hover:bg-neutral-100 hover:text-brand",
        className,
      )}
    >
      <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
        <path
          d="M4 4h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H9l-4 3v-3H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </svg>
      <span className="sr-only sm:not-sr-only">{t("entry")}</span>
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="chat-unread"
          className="min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-medium text-white"
        >
          {unreadLabel(unread)}
        </span>
      ) : null}
      {unread > 0 ? <span className="sr-only">{t("unreadSuffix", { count: unread })}</span> : null}
    </button>
  );
}
