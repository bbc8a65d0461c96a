import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import {
  fetchChatContacts,
  fetchChatHistory,
  fetchChatPerm,
  fetchChatTopics,
  fetchChatUnread,
  fetchImUser,
} from "../../api/chat";
import type { ChatContact, ChatMessage, MessagePage, SocketEvent } from "../../contract/chat";
import { chatHiddenReason } from "../../domain/chat";
import { keys } from "../queries/keys";
import type { Session } from "../state/session";

type User = Session["user"];
export type History = InfiniteData<MessagePage, unknown>;

/** Seed 000 §6: the flag, the provider's grant and not a private deployment. */
export function useChatAvailability(user: User) {
  const asked = user.onlineService && !user.privateSaas;
  const perm = useQuery({
    queryKey: keys.chatPerm(user),
    queryFn: () => fetchChatPerm(user.orgId),
    enabled: asked,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const reason = chatHiddenReason({
    onlineService: user.onlineService,
    privateSaas: user.privateSaas,
    providerGranted: perm.data === true,
  });
  return { available: reason === null, reason };
}

export function useImUser(user: User, enabled: boolean) {
  return useQuery({
    queryKey: keys.chatUser(user),
    queryFn: fetchImUser,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

/** The unread total; live through the socket, and every minute besides (seed 001 §9). */
export function useChatUnread(user: User, accid: string | undefined) {
  return useQuery({
    queryKey: keys.chatUnread(user),
    queryFn: () => fetchChatUnread(accid ?? ""),
    enabled: Boolean(accid),
    refetchInterval: 60_000,
  });
}

export function useChatContacts(user: User, enabled: boolean) {
  return useQuery({
    queryKey: keys.chatContacts(user),
    queryFn: () => fetchChatContacts(user.orgId),
    enabled,
  });
}

export function useChatTopics(user: User, enabled: boolean) {
  return useQuery({ queryKey: keys.chatTopics(user), queryFn: fetchChatTopics, enabled });
}

export function useChatHistory(user: User, accid: string | null) {
  return useInfiniteQuery({
    queryKey: keys.chatHistory(user, accid ?? ""),
    queryFn: ({ pageParam }) => fetchChatHistory(accid ?? "", pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => (last.hasMore ? (last.messages[0]?.id ?? null) : null),
    enabled: Boolean(accid),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Every message of a history, oldest first (pages arrive newest first). */
export function historyMessages(history: History | undefined): ChatMessage[] {
  if (!history) return [];
  return [...history.pages].reverse().flatMap((p) => p.messages);
}

/**
 * Applies one pushed (or fetched-after-reconnect) event to the cache. A message already there
 * (same id) is left alone, so a message arriving twice shows once.
 */
export function applyChatEvent(
  client: QueryClient,
  user: User,
  me: string,
  event: SocketEvent,
): void {
  if (event.type === "message") {
    const m = event.message;
    const peer = m.from === me ? m.to : m.from;
    client.setQueryData<History>(keys.chatHistory(user, peer), (old) => {
      if (!old) return old;
      if (old.pages.some((p) => p.messages.some((x) => x.id === m.id))) return old;
      const [newest, ...rest] = old.pages;
      if (!newest) return old;
      return { ...old, pages: [{ ...newest, messages: [...newest.messages, m] }, ...rest] };
    });
    void client.invalidateQueries({ queryKey: keys.chatTopics(user) });
    if (m.to === me) void client.invalidateQueries({ queryKey: keys.chatUnread(user) });
    return;
  }
  if (event.type === "read") {
    const mineRead = event.reader === me;
    const peer = mineRead ? event.peer : event.reader;
    client.setQueryData<History>(keys.chatHistory(user, peer), (old) =>
      old
        ? {
            ...old,
            pages: old.pages.map((p) => ({
              ...p,
              messages: p.messages.map((x) =>
                x.id <= event.upTo && x.from === (mineRead ? peer : me) && !x.readAt
                  ? { ...x, readAt: event.readAt }
                  : x,
              ),
            })),
          }
        : old,
    );
    if (mineRead) {
      void client.invalidateQueries({ queryKey: keys.chatUnread(user) });
      void client.invalidateQueries({ queryKey: keys.chatTopics(user) });
    }
    return;
  }
  if (event.type === "presence") {
    client.setQueryData<ChatContact[]>(keys.chatContacts(user), (old) =>
      old?.map((c) => (c.accid === event.accid ? { ...c, isOnline: event.online } : c)),
    );
    return;
  }
  if (event.type === "resync") void client.invalidateQueries({ queryKey: keys.chatOf(user) });
}
