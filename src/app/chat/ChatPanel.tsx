import { useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { fetchChatFile, markChatRead, sendChatMessage, uploadChatFile } from "../../api/chat";
import { ApiError } from "../../api/client";
import type { ChatFile, ImUser } from "../../contract/chat";
import { GREETING_RESEND_MS, newClientId } from "../../domain/chat";
import { IMAGE_EXTENSIONS, isFileNameOk } from "../../domain/files";
import { useT } from "../../i18n";
import { chatMessages } from "../../i18n/messages/chat";
import { useMediaQuery } from "../../ui/use-media-query";
import { ChatDialog } from "../../widgets/chat/ChatDialog";
import type { ChatContactView, ChatError, ChatItem } from "../../widgets/chat/types";
import { openBlob } from "../download";
import { keys } from "../queries/keys";
import { useSessionUser } from "../queries/shell";
import { type OutboxItem, useDraft, useOutbox } from "./outbox";
import {
  applyChatEvent,
  historyMessages,
  useChatContacts,
  useChatHistory,
  useChatTopics,
} from "./queries";

const IMAGE_NAME = new RegExp(`\\.(${IMAGE_EXTENSIONS.join("|")})$`, "i");

export type ChatPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  imUser: ImUser;
  error: ChatError | null;
  reconnecting: boolean;
};

/** The chat dialog's data: contacts, topics, the current topic, the outbox and the greeting. */
export default function ChatPanel({
  open,
  onOpenChange,
  imUser,
  error,
  reconnecting,
}: ChatPanelProps) {
  const t = useT(chatMessages);
  const user = useSessionUser();
  const client = useQueryClient();
  const me = imUser.accid;
  const phone = useMediaQuery("(max-width: 767px)", false);
  const [current, setCurrent] = React.useState<string | null>(null);
  const contacts = useChatContacts(user, open);
  const topics = useChatTopics(user, open);
  const history = useChatHistory(user, current);
  const outbox = useOutbox(user.userId);
  const [draft, setDraft] = useDraft(user.userId, current);
  const files = React.useRef(new Map<string, File>());
  const [images, setImages] = React.useState<Record<string, string>>({});
  const [greetingResending, setGreetingResending] = React.useState(false);
  const greeted = React.useRef(new Set<string>());
  const greetingTimers = React.useRef<ReturnType<typeof setTimeout>[]>([]);
  React.useEffect(() => () => greetingTimers.current.forEach(clearTimeout), []);

  const stored = historyMessages(history.data);
  const storedIds = new Set(stored.map((m) => m.clientId));

  const deliver = React.useCallback(
    async (item: OutboxItem): Promise<boolean> => {
      outbox.put({ ...item, state: "sending" });
      try {
        let file = item.file;
        if ((item.kind === "image" || item.kind === "file") && !file?.id) {
          const chosen = files.current.get(item.clientId);
          if (!chosen) throw new Error("file gone");
          file = await uploadChatFile(item.kind, chosen);
          outbox.patch(item.clientId, { file });
        }
        const message = await sendChatMessage({
          to: item.to,
          clientId: item.clientId,
          ...(file?.id ? { fileId: file.id } : { text: item.text }),
        });
        applyChatEvent(client, user, me, { type: "message", message });
        outbox.remove(item.clientId);
        files.current.delete(item.clientId);
        return true;
      } catch {
        outbox.patch(item.clientId, { state: "failed" });
        return false;
      }
    },
    [client, user, me, outbox.put, outbox.patch, outbox.remove],
  );

  const item = (
    to: string,
    kind: OutboxItem["kind"],
    text: string,
    file: ChatFile | null,
    clientId = newClientId(),
  ): OutboxItem => ({
    clientId,
    to,
    kind,
    text,
    file,
    state: "sending",
    createdAt: new Date().toISOString(),
  });

  // A new topic starts with a greeting; the first is sent again when it has not succeeded after
  // 5 s (seed 001 §9). Its clientId is fixed per topic, so however often it is sent it lands once.
  const historyReady = history.isSuccess && !history.isFetching;
  const pendingHere = outbox.items.some((i) => i.to === current);
  React.useEffect(() => {
    if (!current || !historyReady || stored.length > 0 || pendingHere) return;
    if (greeted.current.has(current)) return;
    greeted.current.add(current);
    const greeting = item(
      current,
      "text",
      t("greeting", { name: imUser.nickName }),
      null,
      `greet-${current}`,
    );
    let done = false;
    void deliver(greeting).then((ok) => {
      done = ok;
    });
    // Not cleared when this effect's inputs change (the greeting itself changes them).
    greetingTimers.current.push(
      setTimeout(() => {
        if (done) return;
        setGreetingResending(true);
        void deliver(greeting).finally(() => setGreetingResending(false));
      }, GREETING_RESEND_MS),
    );
  }, [current, historyReady, stored.length, pendingHere]);

  // What the other side sent is read once the topic is on screen.
  const unreadUpTo = stored.reduce(
    (n, m) => (m.from === current && !m.readAt ? Math.max(n, m.id) : n),
    0,
  );
  React.useEffect(() => {
    if (!open || !current || unreadUpTo === 0) return;
    void markChatRead(current, unreadUpTo)
      .then(() => {
        void client.invalidateQueries({ queryKey: keys.chatUnread(user) });
        void client.invalidateQueries({ queryKey: keys.chatTopics(user) });
      })
      .catch(() => undefined);
  }, [open, current, unreadUpTo, client, user]);

  // Images come through the authenticated call, shown from object URLs.
  const imageIds = stored.flatMap((m) => (m.kind === "image" && m.file ? [m.file.id] : []));
  const imageKey = imageIds.join(",");
  React.useEffect(() => {
    for (const id of imageKey ? imageKey.split(",") : []) {
      if (images[id]) continue;
      void fetchChatFile(id)
        .then(({ blob }) => setImages((old) => ({ ...old, [id]: URL.createObjectURL(blob) })))
        .catch(() => undefined);
    }
  }, [imageKey]);

  const items: ChatItem[] = [
    ...stored.map(
      (m): ChatItem => ({
        key: m.clientId,
        mine: m.from === me,
        kind: m.kind,
        text: m.text,
        file: m.file,
        sentAt: m.sentAt,
        state: m.readAt ? "read" : "sent",
      }),
    ),
    ...outbox.items
      .filter((i) => i.to === current && !storedIds.has(i.clientId))
      .map(
        (i): ChatItem => ({
          key: i.clientId,
          mine: true,
          kind: i.kind,
          text: i.text,
          file: i.file,
          sentAt: null,
          state: i.state,
        }),
      ),
  ];

  const topicBy = new Map((topics.data ?? []).map((x) => [x.accid, x]));
  const views: ChatContactView[] = (contacts.data ?? []).map((c) => {
    const topic = topicBy.get(c.accid);
    const last = topic?.last ?? null;
    return {
      accid: c.accid,
      nickName: c.nickName,
      isOnline: c.isOnline,
      unread: topic?.unread ?? 0,
      preview: last
        ? last.kind === "text"
          ? last.text
          : last.kind === "image"
            ? t("imageMessage")
            : t("fileMessage", { name: last.file?.name ?? "" })
        : null,
      lastAt: last?.sentAt ?? null,
    };
  });

  const contactsError: ChatError | null = contacts.error
    ? {
        title: t("imErrorTitle"),
        message:
          contacts.error instanceof ApiError && contacts.error.message
            ? contacts.error.message
            : t("imUserApiError"),
        blocking: true,
        action: { label: t("retry"), onClick: () => void contacts.refetch() },
      }
    : null;
  const [fileError, setFileError] = React.useState<ChatError | null>(null);

  return (
    <ChatDialog
      open={open}
      onOpenChange={onOpenChange}
      phone={phone}
      loading={contacts.isPending}
      error={error ?? contactsError ?? fileError}
      contacts={views}
      current={current}
      onSelect={setCurrent}
      onBack={() => setCurrent(null)}
      items={items}
      historyLoading={history.isPending || history.isFetchingNextPage}
      hasMore={history.hasNextPage}
      onLoadEarlier={() => void history.fetchNextPage()}
      draft={draft}
      onDraftChange={setDraft}
      onSend={() => {
        if (!current || !draft.trim()) return;
        void deliver(item(current, "text", draft, null));
        setDraft("");
      }}
      onSendFile={(kind, file) => {
        if (!current) return;
        // The name and the extension here; the server checks the bytes too (src/domain/files.ts).
        if (!isFileNameOk(file.name)) {
          setFileError({ title: t("imErrorTitle"), message: t("fileName") });
          return;
        }
        if (kind === "image" && !IMAGE_NAME.test(file.name)) {
          setFileError({ title: t("imErrorTitle"), message: t("imageType") });
          return;
        }
        setFileError(null);
        const id = newClientId();
        files.current.set(id, file);
        void deliver(item(current, kind, "", { id: "", name: file.name, size: file.size }, id));
      }}
      onRetry={(key) => {
        const failed = outbox.items.find((i) => i.clientId === key);
        if (failed) void deliver(failed);
      }}
      onDiscard={(key) => {
        outbox.remove(key);
        files.current.delete(key);
      }}
      imageUrl={(file) => images[file.id] ?? null}
      onOpenFile={(file) => {
        void fetchChatFile(file.id)
          .then(({ blob }) => openBlob(blob))
          .catch(() => undefined);
      }}
      reconnecting={reconnecting}
      greetingResending={greetingResending}
    />
  );
}
