import { unreadLabel } from "../../domain/chat";
import { formatMonthDayTime } from "../../domain/format";
import { useLang, useT } from "../../i18n";
import { chatMessages } from "../../i18n/messages/chat";
import { cn } from "../../ui/cn";
import { Spinner } from "../../ui/spinner";
import type { ChatContactView } from "./types";

export type ContactListProps = {
  loading: boolean;
  contacts: ChatContactView[];
  current: string | null;
  onSelect: (accid: string) => void;
  className?: string;
};

/** The contacts with their online state, each topic's last message and unread count. */
export function ContactList({ loading, contacts, current, onSelect, className }: ContactListProps) {
  const t = useT(chatMessages);
  const lang = useLang();
  return (
    <nav aria-label={t("contacts")} className={cn("flex min-h-0 flex-col", className)}>
      <h3 className="px-3 py-2 text-xs font-medium text-neutral-600">{t("contacts")}</h3>
      {loading ? (
        <p className="flex items-center gap-2 px-3 py-4 text-sm text-neutral-600">
          <Spinner /> {t("loading")}
        </p>
      ) : contacts.length === 0 ? (
        <div className="px-3 py-4 text-sm">
          <p className="font-medium text-neutral-800">{t("noContacts")}</p>
          <p className="mt-1 text-neutral-600">{t("noContactsHint")}</p>
        </div>
      ) : (
        <ul className="min-h-0 flex-1 overflow-auto">
          {contacts.map((c) => (
            <li key={c.accid}>
              <button
                type="button"
                onClick={() => onSelect(c.accid)}
                aria-current={c.accid === current ? "true" : undefined}
                data-accid={c.accid}
                className={cn(
                  "flex w-full items-start gap-2 px-3 py-2 text-left hover:bg-neutral-100",
                  c.accid === current && "bg-brand-50",
                )}
              >
                <span className="relative mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-neutral-200 text-sm text-neutral-700">
                  {c.nickName.slice(0, 1)}
                  <span
                    aria-hidden="true"
                    className={cn(
                      "absolute -right-0.5 -bottom-0.5 size-2.5 rounded-full border-2 border-white",
                      c.isOnline ? "bg-green-600" : "bg-neutral-400",
                    )}
                  />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-1">
                    <span className="truncate text-sm font-medium text-neutral-900">
                      {c.nickName}
                    </span>
                    <span className="sr-only">{c.isOnline ? t("online") : t("offline")}</span>
                    {c.lastAt ? (
                      <span className="ml-auto shrink-0 text-xs text-neutral-600">
                        {formatMonthDayTime(c.lastAt, lang)}
                      </span>
                    ) : null}
                  </span>
                  <span className="flex items-center gap-1">
                    <span className="truncate text-xs text-neutral-600">{c.preview ?? ""}</span>
                    {c.unread > 0 ? (
                      <span className="ml-auto shrink-0 rounded-full bg-red-600 px-1.5 text-xs leading-5 text-white">
                        <span aria-hidden="true">{unreadLabel(c.unread)}</span>
                        <span className="sr-only">{t("unreadBadge", { count: c.unread })}</span>
                      </span>
                    ) : null}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
