/**
 * Chat (issue 21; seed 001 §7 "Chat"): the provider calls the spec names, our own /im calls for
 * messages, files and the WebSocket, and the shapes both sides read. Chat calls answer code 200
 * on success (seed 000 §7).
 */

export const CHAT_PATHS = {
  /** Seed 001 §7: whether the chat provider grants the organisation chat. */
  perm: (orgId: number) => `/api-uc/saas/customer/service/perm/${orgId}`,
  /** Seed 001 §7: the caller's chat contacts (code 200, data = ChatContact[], message). */
  contacts: (orgId: number) => `/api-yc/api/supplier/yctop/api/query/supplier/service/${orgId}`,
  /** Seed 001 §7: the caller's unread count, with query parameters (accid). */
  unread: "/api-uc/yxim/query/unread/message/count",
  /** The IM user of the session (the spec names the call, not its path). */
  imUser: "/api-uc/yxim/user",
  /** POST: send (to, text or fileId, clientId). GET: history (?with=&before=&size=). */
  messages: "/im/messages",
  /** GET ?after=<id>: every message to or from the caller after that id (a reconnect's gap). */
  missed: "/im/messages/since",
  /** GET: the caller's topics, each with its last message and unread count. */
  topics: "/im/topics",
  /** POST { with, upTo }: marks a topic read. */
  read: "/im/read",
  /** POST multipart (file, kind = image | file): a file for a message. */
  files: "/im/files",
  file: (fileId: string) => `/im/files/${fileId}`,
  /** The WebSocket: the first frame carries the token, never the URL. */
  socket: "/im/socket",
} as const;

/** Seed 001 §3: a chat contact. */
export type ChatContact = {
  nickName: string;
  icon: string | null;
  isOnline: boolean;
  accid: string;
};

export type ImUser = { accid: string; nickName: string; icon: string | null };

export type ChatFile = { id: string; name: string; size: number };

export type ChatMessage = {
  id: number;
  clientId: string;
  from: string;
  to: string;
  kind: "text" | "image" | "file";
  text: string;
  file: ChatFile | null;
  sentAt: string;
  readAt: string | null;
};

export type ChatTopic = ChatContact & { last: ChatMessage | null; unread: number };

/** A history page, oldest first; hasMore when older messages remain. */
export type MessagePage = { messages: ChatMessage[]; hasMore: boolean };

export type ReadAnswer = { updated: number };

/** The WebSocket's first frame from the client. */
export type SocketHello = { type: "auth"; token: string };

/** What the server pushes. */
export type SocketEvent =
  | { type: "ready"; accid: string }
  | { type: "message"; message: ChatMessage }
  | { type: "read"; reader: string; peer: string; upTo: number; readAt: string }
  | { type: "presence"; accid: string; online: boolean }
  /** Something too large to push: fetch what was missed (CHAT_PATHS.missed). */
  | { type: "resync" };

/** The chat calls' envelope: code 200 on success, message beside messageInfo. */
export type ChatEnvelope<T> = { code: number; message: string; messageInfo: string; data: T };
