import type { SocketEvent } from "../../src/contract/chat.ts";
import type { Db, Queryable } from "../db/client.ts";

/**
 * The chat's fan-out: an event for some users, published inside the transaction that made it and
 * delivered to every server process after commit, through PostgreSQL's LISTEN/NOTIFY (PGlite has
 * the same LISTEN/NOTIFY inside its one process, so both run this same code).
 */
export type ChatDelivery = { to: number[]; event: SocketEvent };

export const CHAT_CHANNEL = "chat_events";
/** NOTIFY's payload limit is 8000 bytes; a longer event would fail the sender's transaction. */
const PAYLOAD_MAX = 7_900;

/**
 * Queues an event in q's transaction: it leaves at commit, and not at all on rollback. Sending
 * needs no listener, so the routes publish without knowing who serves the sockets.
 */
export async function publishChat(q: Queryable, delivery: ChatDelivery): Promise<void> {
  let payload = JSON.stringify(delivery);
  // Too long for NOTIFY (a text of escaped control characters): the clients fetch it instead.
  if (Buffer.byteLength(payload) > PAYLOAD_MAX) {
    payload = JSON.stringify({ to: delivery.to, event: { type: "resync" } });
  }
  await q.query("select pg_notify($1, $2)", [CHAT_CHANNEL, payload]);
}

/**
 * Sessions that ended early, by id, when the ending commits: migration 024's trigger on
 * sessions notifies it for every sign-out, disabled person, password set or changed and
 * organisation switch, whichever process or route wrote it.
 */
export const REVOKED_CHANNEL = "session_revoked";

export type ChatBus = {
  subscribe(fn: (delivery: ChatDelivery) => void): () => void;
  /** Hears each revoked session's id, in every process. */
  onRevoked(fn: (sessionId: number) => void): () => void;
  close(): Promise<void>;
};

export async function openChatBus(db: Db): Promise<ChatBus> {
  const listeners = new Set<(delivery: ChatDelivery) => void>();
  const revokedListeners = new Set<(sessionId: number) => void>();
  const unlisten = await db.listen(CHAT_CHANNEL, (payload) => {
    let delivery: ChatDelivery;
    try {
      delivery = JSON.parse(payload) as ChatDelivery;
    } catch {
      return;
    }
    for (const fn of listeners) fn(delivery);
  });
  const unlistenRevoked = await db.listen(REVOKED_CHANNEL, (payload) => {
    const sessionId = Number(payload);
    if (!Number.isSafeInteger(sessionId)) return;
    for (const fn of revokedListeners) fn(sessionId);
  });
  return {
    subscribe: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    onRevoked: (fn) => {
      revokedListeners.add(fn);
      return () => revokedListeners.delete(fn);
    },
    close: async () => {
      await unlisten();
      await unlistenRevoked();
    },
  };
}
