import { randomUUID } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { type RawData, type WebSocket, WebSocketServer } from "ws";
import { CHAT_PATHS, type SocketEvent, type SocketHello } from "../../src/contract/chat.ts";
import { accidOf, CHAT_AUTH_TIMEOUT_MS } from "../../src/domain/chat.ts";
import { resolveSession } from "../auth/sessions.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { Logger } from "../log.ts";
import { type ChatBus, publishChat } from "./bus.ts";
import { cachedContactIds, chatAllowed, LIVE_PRESENCE } from "./store.ts";

/** Close codes the client reads: 4401 = sign in again, 4403 = chat not available. */
export const SOCKET_CLOSE = { unauthorized: 4401, forbidden: 4403 } as const;
/** The close reason of a socket whose session ended while it was open. */
export const SIGNED_OUT = "signed out";
/** Pings, presence heartbeats and the session re-check run this often. */
const HEARTBEAT_MS = 25_000;
/** How long a revoked session's id is remembered for sockets still signing in with it. */
const ENDED_MEMORY_MS = 30_000;
/** A frame from the client larger than this is refused (it only ever sends its hello). */
const MAX_FRAME = 4 * 1024;

type Client = { ws: WebSocket; userId: number; sessionId: number; alive: boolean };

export type ChatSockets = {
  /** Serves the chat's WebSocket path on this HTTP server's upgrades. */
  attach(server: unknown): void;
  /** Open, signed-in sockets on this process. */
  count(): number;
  close(): Promise<void>;
};

function sameOrigin(req: IncomingMessage, publicUrl: string | undefined): boolean {
  const origin = req.headers.origin;
  // Non-browser clients send no Origin; they still need a token in their first frame.
  if (!origin) return true;
  try {
    const url = new URL(origin);
    if (publicUrl && url.origin === new URL(publicUrl).origin) return true;
    return url.host === req.headers.host;
  } catch {
    return false;
  }
}

/**
 * The chat's WebSocket (issue 21). A socket says who it is in its first frame ({type: "auth",
 * token}) so the token never sits in a URL or a log; until then it gets nothing. Events reach it
 * through the bus from whichever process stored them.
 */
/** What the sockets are given: the server's Deps (server/http/types.ts), named here by part. */
type SocketDeps = { db: Db; config: Config; log: Logger };

export function createChatSockets({ db, config, log }: SocketDeps, bus: ChatBus): ChatSockets {
  const processId = randomUUID();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME });
  const byUser = new Map<number, Set<Client>>();

  const unsubscribe = bus.subscribe((delivery) => {
    const frame = JSON.stringify(delivery.event);
    for (const userId of new Set(delivery.to)) {
      for (const client of byUser.get(userId) ?? []) {
        if (!revoked(client)) client.ws.send(frame);
      }
    }
  });

  // A session that ended (signed out, the person disabled, the password set or changed) loses
  // its sockets at once, in every process: 4401 "signed out", which the client reads as "sign in
  // again" and does not reconnect from (src/api/chat-socket.ts). From the notification on, no
  // frame reaches them even before the close completes, and a socket still saying hello with
  // that token (read before the revocation) is closed as it joins.
  const ended = new Set<number>();
  const revoked = (client: Client) => ended.has(client.sessionId);
  const unrevoked = bus.onRevoked((sessionId) => {
    ended.add(sessionId);
    // Long enough for any hello that read the session before it ended to join and be closed.
    setTimeout(() => ended.delete(sessionId), ENDED_MEMORY_MS).unref();
    for (const set of byUser.values()) {
      for (const client of set) {
        if (client.sessionId === sessionId) client.ws.close(SOCKET_CLOSE.unauthorized, SIGNED_OUT);
      }
    }
  });

  const presence = async (userId: number, online: boolean) => {
    const to = await cachedContactIds(db, userId);
    if (to.length === 0) return;
    await publishChat(db, { to, event: { type: "presence", accid: accidOf(userId), online } });
  };

  /** This process's heartbeat row: every presence row of the process lives by it. */
  const beat = () =>
    db.query(
      `insert into chat_processes (process_id, seen_at) values ($1, now())
       on conflict (process_id) do update set seen_at = now()`,
      [processId],
    );
  let beating: Promise<unknown> | undefined;

  const join = async (client: Client) => {
    let set = byUser.get(client.userId);
    const first = !set;
    if (!set) {
      set = new Set();
      byUser.set(client.userId, set);
    }
    set.add(client);
    beating ??= beat();
    await beating;
    await db.query(
      `insert into chat_presence (user_id, process_id, sockets, seen_at) values ($1, $2, $3, now())
       on conflict (user_id, process_id) do update set sockets = excluded.sockets, seen_at = now()`,
      [client.userId, processId, set.size],
    );
    if (first) await presence(client.userId, true);
  };

  const leave = async (client: Client) => {
    const set = byUser.get(client.userId);
    if (!set?.delete(client)) return;
    if (set.size > 0) {
      await db.query(
        "update chat_presence set sockets = $3 where user_id = $1 and process_id = $2",
        [client.userId, processId, set.size],
      );
      return;
    }
    byUser.delete(client.userId);
    await db.query("delete from chat_presence where user_id = $1 and process_id = $2", [
      client.userId,
      processId,
    ]);
    const elsewhere = await db.query(`${LIVE_PRESENCE} and p.user_id = $1`, [client.userId]);
    if (elsewhere.length === 0) await presence(client.userId, false);
  };

  const quietly = (what: string, p: Promise<unknown>) =>
    p.catch((error: unknown) => log.error("chat socket", { what, error: String(error) }));

  wss.on("connection", (ws: WebSocket) => {
    let client: Client | null = null;
    const timer = setTimeout(
      () => ws.close(SOCKET_CLOSE.unauthorized, "auth timeout"),
      CHAT_AUTH_TIMEOUT_MS,
    );
    const hello = async (data: RawData) => {
      let frame: SocketHello | null = null;
      try {
        frame = JSON.parse(String(data)) as SocketHello;
      } catch {
        frame = null;
      }
      const token = frame?.type === "auth" && typeof frame.token === "string" ? frame.token : "";
      const auth = /^[A-Za-z0-9_-]{20,200}$/.test(token)
        ? await resolveSession(db, config, token)
        : null;
      clearTimeout(timer);
      if (!auth || auth.roleId === null) return ws.close(SOCKET_CLOSE.unauthorized, "unauthorized");
      if (!(await chatAllowed(db, auth.userId, auth.orgId))) {
        return ws.close(SOCKET_CLOSE.forbidden, "forbidden");
      }
      if (ws.readyState !== ws.OPEN) return;
      client = { ws, userId: auth.userId, sessionId: auth.sessionId, alive: true };
      const current = client;
      ws.on("pong", () => {
        current.alive = true;
      });
      await join(current);
      if (revoked(current)) return ws.close(SOCKET_CLOSE.unauthorized, SIGNED_OUT);
      const ready: SocketEvent = { type: "ready", accid: accidOf(auth.userId) };
      ws.send(JSON.stringify(ready));
    };
    ws.once("message", (data) => void quietly("hello", hello(data)));
    ws.on("close", () => {
      clearTimeout(timer);
      if (client) void quietly("leave", leave(client));
    });
    ws.on("error", () => ws.terminate());
  });

  const heartbeat = setInterval(() => {
    const clients = [...byUser.values()].flatMap((set) => [...set]);
    for (const client of clients) {
      if (!client.alive) {
        client.ws.terminate();
        continue;
      }
      client.alive = false;
      client.ws.ping();
    }
    if (clients.length === 0) return;
    void quietly(
      "heartbeat",
      (async () => {
        await beat();
        // A signed-out or expired session loses its sockets within one heartbeat.
        const live = await db.query<{ id: number }>(
          `select id from sessions where id = any($1::int[]) and revoked_at is null
           and expires_at > now()`,
          [[...new Set(clients.map((c) => c.sessionId))]],
        );
        const ok = new Set(live.map((r) => r.id));
        for (const client of clients) {
          if (!ok.has(client.sessionId)) client.ws.close(SOCKET_CLOSE.unauthorized, SIGNED_OUT);
        }
      })(),
    );
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    attach(httpServer) {
      const server = httpServer as Server;
      server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        const path = (req.url ?? "").split("?")[0];
        if (path !== CHAT_PATHS.socket) {
          socket.destroy();
          return;
        }
        if (!sameOrigin(req, config.publicUrl)) {
          socket.end("HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n");
          return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
      });
    },
    count: () => [...byUser.values()].reduce((n, set) => n + set.size, 0),
    close: async () => {
      clearInterval(heartbeat);
      unsubscribe();
      unrevoked();
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await db
        .query("delete from chat_presence where process_id = $1", [processId])
        .catch(() => {});
      await db
        .query("delete from chat_processes where process_id = $1", [processId])
        .catch(() => {});
    },
  };
}
