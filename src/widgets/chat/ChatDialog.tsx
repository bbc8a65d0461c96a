import type { ChatFile } from "../../contract/chat";
import { useT } from "../../i18n";
import { chatMessages } from "../../i18n/messages/chat";
import { cn } from "../../ui/cn";
import { Dialog, DialogContent } from "../../ui/dialog";
import { Composer } from "./Composer";
import { ContactList } from "./ContactList";
import { MessageList } from "./MessageList";
import type { ChatContactView, ChatError, ChatItem } from "./types";

export type ChatDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Phone widths: a full-screen panel showing the contacts or the topic, one at a time. */
  phone: boolean;
  loading: boolean;
  error: ChatError | null;
  contacts: ChatContactView[];
  current: string | null;
  onSelect: (accid: string) => void;
  onBack: () => void;
  items: ChatItem[];
  historyLoading: boolean;
  hasMore: boolean;
  onLoadEarlier: () => void;
  draft: string;
  onDraftChange: (text: string) => void;
  onSend: () => void;
  onSendFile: (kind: "image" | "file", file: File) => void;
  onRetry: (key: string) => void;
  onDiscard: (key: string) => void;
  imageUrl: (file: ChatFile) => string | null;
  onOpenFile: (file: ChatFile) => void;
  /** The socket is down and reconnecting. */
  reconnecting: boolean;
  /** The first greeting is being sent again (seed 001 §9). */
  greetingResending: boolean;
};

/** The chat dialog (730 px, seed 000 §9): contacts and topics beside the current topic. */
export function ChatDialog(props: ChatDialogProps) {
  const t = useT(chatMessages);
  const { phone, current } = props;
  const contact = props.contacts.find((c) => c.accid === current) ?? null;
  const showList = !phone || !contact;
  const showTopic = !phone || Boolean(contact);
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        width={phone ? "phone" : "chat"}
        position={phone ? "sheet" : "center"}
        className={phone ? undefined : "h-[600px]"}
        title={phone && contact ? contact.nickName : t("dialogTitle")}
      >
        <div className="-mx-5 -my-4 flex h-full min-h-0 flex-col" data-testid="chat-dialog">
          {phone && contact ? (
            <button
              type="button"
              onClick={props.onBack}
              className="border-b border-neutral-200 px-3 py-2 text-left text-sm text-brand"
            >
              ‹ {t("back")}
            </button>
          ) : null}
          {props.reconnecting ? (
            <p role="status" className="bg-amber-50 px-3 py-1 text-xs text-amber-900">
              {t("reconnecting")}
            </p>
          ) : null}
          {props.error ? (
            <div
              role="alert"
              className={cn(
                "rounded border border-red-200 bg-red-50 p-3 text-sm",
                props.error.blocking ? "m-auto max-w-sm text-center" : "m-3",
              )}
            >
              <p className="font-medium text-red-800">{props.error.title}</p>
              <p className="mt-1 text-red-700">{props.error.message}</p>
              {props.error.action ? (
                <button
                  type="button"
                  onClick={props.error.action.onClick}
                  className="mt-3 inline-flex h-8 items-center rounded-md bg-brand px-3 text-sm font-medium text-white hover:bg-brand-700"
                >
                  {props.error.action.label}
                </button>
              ) : null}
            </div>
          ) : null}
          <div className={cn("flex min-h-0 flex-1", props.error?.blocking && "hidden")}>
            {showList ? (
              <ContactList
                loading={props.loading}
                contacts={props.contacts}
                current={current}
                onSelect={props.onSelect}
                className={cn(
                  "min-h-0 border-neutral-200",
                  phone ? "flex-1" : "w-56 shrink-0 border-r",
                )}
              />
            ) : null}
            {showTopic ? (
              <section
                aria-label={contact?.nickName ?? t("dialogTitle")}
                className="flex min-h-0 min-w-0 flex-1 flex-col"
              >
                {contact ? (
                  <>
                    {phone ? null : (
                      <h3 className="border-b border-neutral-200 px-3 py-2 text-sm font-medium text-neutral-900">
                        {contact.nickName}
                        <span className="ml-2 text-xs font-normal text-neutral-600">
                          {contact.isOnline ? t("online") : t("offline")}
                        </span>
                      </h3>
                    )}
                    {props.greetingResending ? (
                      <p role="status" className="bg-brand-50 px-3 py-1 text-xs text-brand-700">
                        {t("resendingGreeting")}
                      </p>
                    ) : null}
                    <MessageList
                      items={props.items}
                      loading={props.historyLoading}
                      hasMore={props.hasMore}
                      onLoadEarlier={props.onLoadEarlier}
                      imageUrl={props.imageUrl}
                      onOpenFile={props.onOpenFile}
                      onRetry={props.onRetry}
                      onDiscard={props.onDiscard}
                    />
                    <Composer
                      draft={props.draft}
                      disabled={false}
                      onDraftChange={props.onDraftChange}
                      onSend={props.onSend}
                      onSendFile={props.onSendFile}
                    />
                  </>
                ) : (
                  <p className="m-auto p-6 text-sm text-neutral-600">{t("chooseContact")}</p>
                )}
              </section>
            ) : null}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
