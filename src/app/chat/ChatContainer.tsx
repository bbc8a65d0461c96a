import { useQueryClient } from "@tanstack/react-query";
import { useAtomValue, useStore } from "jotai";
import * as React from "react";
import { fetchChatMissed } from "../../api/chat";
import { openChatSocket } from "../../api/chat-socket";
import { ApiError } from "../../api/client";
import type { ChatMessage, ChatTopic } from "../../contract/chat";
import { titleWithUnread } from "../../domain/chat";
import { useT } from "../../i18n";
import { chatMessages } from "../../i18n/messages/chat";
import { lazyDefault } from "../../ui/lazy";
import { ChatEntry } from "../../widgets/chat/ChatEntry";
import type { ChatError } from "../../widgets/chat/types";
import { keys } from "../queries/keys";
import { useSessionUser } from "../queries/shell";
import { useSignOut } from "../session/actions";
import { orgSwitchingAtom, sessionAtom } from "../state/session";
import {
  applyChatEvent,
  type History,
  useChatAvailability,
  useChatUnread,
  useImUser,
} from "./queries";

/** The socket's close code for "this session has ended" (server/chat/socket.ts). */
const CHAT_SIGN_IN_AGAIN = 4401;

/** The dialog, its lists and its outbox load on first open. */
const ChatPanel = lazyDefault(() => import("./ChatPanel"), { fallback: null, name: "ChatPanel" });

/**
 * The top bar's chat entry (issue 21): shown when chat is available (seed 000 §6), with the live
 * unread count in the bar and the page title, and the socket that keeps them live.
 */
export function ChatContainer({ className }: { className?: string }) {
  const t = useT(chatMessages);
  const { signOut } = useSignOut();
  const user = useSessionUser();
  const client = useQueryClient();
  const session = useAtomValue(sessionAtom);
  const token = React.useRef(session?.token ?? null);
  token.current = session?.token ?? null;
  // Read from the store when the socket closes: the switch sets it before its call goes out.
  const store = useStore();
  const { available, reason } = useChatAvailability(user);
  const imUser = useImUser(user, available);
  const accid = imUser.data?.accid;
  const unread = useChatUnread(user, accid);
  const [open, setOpen] = React.useState(false);
  const [opened, setOpened] = React.useState(false);
  const [socketDown, setSocketDown] = React.useState(false);

  React.useEffect(() => {
    if (!accid) return;
    let connectedBefore = false;
    return openChatSocket({
      token: () => token.current,
      onEvent: (event) => applyChatEvent(client, user, accid, event),
      onState: (state) => setSocketDown(state === "closed" && connectedBefore),
      // 4401: the server ended the session (signed out elsewhere, disabled, password changed).
      // The socket does not reconnect; one call finds the session gone (401) and signs out.
      // Not while this page switches organisation: the switch ended the old session, and the
      // page loads anew with the new one (orgSwitchingAtom).
      onRefused: (code) => {
        if (code === CHAT_SIGN_IN_AGAIN && !store.get(orgSwitchingAtom))
          void client.invalidateQueries({ queryKey: keys.chatUnread(user) });
      },
      onReady: () => {
        const again = connectedBefore;
        connectedBefore = true;
        void client.invalidateQueries({ queryKey: keys.chatUnread(user) });
        if (!again) return;
        // Whatever came while the socket was down: fetched once, shown once (ids de-duplicate).
        void catchUp(client, user, accid);
      },
    });
  }, [accid, client, store, user]);

  const count = unread.data ?? 0;
  React.useEffect(() => {
    document.title = titleWithUnread(document.title, available ? count : 0);
    // Signed out or switched away: no count is left in the title.
    return () => {
      document.title = titleWithUnread(document.title, 0);
    };
  }, [available, count]);

  if (!available) return null;
  // Without an IM user nothing in chat works: one message, and the one thing that can help
  // (sign in again when the server refused the user, else try again), issue 35.
  const refused = imUser.error instanceof ApiError && imUser.error.failure.kind === "business";
  const error: ChatError | null = imUser.error
    ? {
        title: t("imErrorTitle"),
        message: refused ? t("imUserFailed") : t("imUserApiError"),
        blocking: true,
        action: refused
          ? { label: t("signInAgain"), onClick: () => void signOut() }
          : { label: t("retry"), onClick: () => void imUser.refetch() },
      }
    : unread.error
      ? { title: t("imErrorTitle"), message: t("unreadError") }
      : null;
  return (
    <>
      <ChatEntry
        hiddenReason={reason}
        unread={count}
        className={className}
        onOpen={() => {
          // Rendered only once its module is here: a lazy component rendered while loading is a
          // different tree from the loaded one, and the switch would remount it (losing the topic).
          void ChatPanel.preload().then(() => {
            setOpened(true);
            setOpen(true);
          });
        }}
      />
      {opened ? (
        <ChatPanel
          open={open}
          onOpenChange={setOpen}
          imUser={imUser.data ?? { accid: "", nickName: user.userCname, icon: null }}
          error={error}
          reconnecting={socketDown}
        />
      ) : null}
    </>
  );
}

/** Fetches every message after the newest one this page knows, page by page. */
async function catchUp(
  client: ReturnType<typeof useQueryClient>,
  user: ReturnType<typeof useSessionUser>,
  me: string,
) {
  let after = 0;
  for (const [, data] of client.getQueriesData<History>({
    queryKey: [...keys.chatOf(user), "history"],
  })) {
    for (const page of data?.pages ?? [])
      for (const m of page.messages) after = Math.max(after, m.id);
  }
  for (const topic of client.getQueryData<ChatTopic[]>(keys.chatTopics(user)) ?? []) {
    after = Math.max(after, topic.last?.id ?? 0);
  }
  if (after === 0) {
    await client.invalidateQueries({ queryKey: keys.chatOf(user) });
    return;
  }
  for (let round = 0; round < 20; round++) {
    const page = await fetchChatMissed(after).catch(() => null);
    if (!page) return;
    for (const message of page.messages as ChatMessage[]) {
      applyChatEvent(client, user, me, { type: "message", message });
      after = Math.max(after, message.id);
    }
    if (!page.hasMore) return;
  }
}
