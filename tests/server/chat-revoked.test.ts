/**
 * A session that ends loses its chat sockets at once (issue 33): migration 024 notifies the
 * revocation on commit, the bus hears it and the socket closes with 4401 "signed out", long
 * before the 25 s heartbeat would have noticed, and nothing more is pushed to it. Sign-out, a
 * password change (which ends the person's other sessions) and disabling the person are three of
 * the writers; the trigger covers every one. One process on PGlite here; two on PostgreSQL in tests/postgres.
 */
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createApp } from "../../server/app.ts";
import { type ChatBus, openChatBus } from "../../server/chat/bus.ts";
import {
  type ChatSockets,
  createChatSockets,
  SIGNED_OUT,
  SOCKET_CLOSE,
} from "../../server/chat/socket.ts";
import { loadConfig } from "../../server/config.ts";
import { silentLogger } from "../../server/log.ts";
import { CHAT_PATHS, type SocketEvent } from "../../src/contract/chat.ts";
import { type Harness, startHarness } from "./harness.ts";
import { api, DEMO_LOGINS } from "./helpers.ts";

/** Well inside the heartbeat (25 s): a close after this was not "at once". */
const AT_ONCE_MS = 5_000;
const CHEN = "1|chen@supplier.example|SUPPLY";

let h: Harness;
const { send } = api(() => h);
let server: ServerType;
let bus: ChatBus;
let sockets: ChatSockets;
let url = "";
let staffAccid = "";
let n = 0;

beforeAll(async () => {
  h = await startHarness();
  const config = loadConfig({ STATIC_DIR: "", LOG_REQUESTS: "0" });
  const deps = { db: h.db, config, log: silentLogger };
  const app = createApp(deps);
  bus = await openChatBus(h.db);
  sockets = createChatSockets(deps, bus);
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
  });
  sockets.attach(server);
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}${CHAT_PATHS.socket}`;
  const [staff] = await h.db.query<{ id: number }>(
    "select id from users where email = 'staff@demo.example'",
  );
  staffAccid = `u${staff?.id}`;
}, 120_000);

afterAll(async () => {
  await sockets?.close();
  await bus?.close();
  await new Promise((resolve) => server?.close(resolve));
  await h?.close();
});

type Socket = {
  ws: WebSocket;
  events: SocketEvent[];
  until: (pred: (e: SocketEvent) => boolean) => Promise<SocketEvent>;
  closed: Promise<{ code: number; reason: string }>;
};

/** A socket signed in with the token, collecting what it is pushed and how it closed. */
async function connect(token: string): Promise<Socket> {
  const ws = new WebSocket(url);
  const events: SocketEvent[] = [];
  const waiters: (() => void)[] = [];
  ws.on("message", (data) => {
    events.push(JSON.parse(String(data)) as SocketEvent);
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once("close", (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  ws.send(JSON.stringify({ type: "auth", token }));
  const until = async (pred: (e: SocketEvent) => boolean) => {
    const deadline = Date.now() + AT_ONCE_MS;
    while (!events.some(pred)) {
      if (Date.now() > deadline) throw new Error(`no such event in ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return events.find(pred) as SocketEvent;
  };
  await until((e) => e.type === "ready");
  return { ws, events, until, closed };
}

/** The socket's close, or a failure once AT_ONCE_MS has passed without one. */
function closedAtOnce(socket: Socket): Promise<{ code: number; reason: string }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("the socket was not closed at once")), AT_ONCE_MS);
  });
  return Promise.race([socket.closed, late]).finally(() => clearTimeout(timer));
}

const message = (socket: Socket) => socket.events.filter((e) => e.type === "message");

describe("a session that ends", () => {
  it("signing out closes that session's socket at once, and only that one", async () => {
    const signedOut = await connect(await h.login(DEMO_LOGINS.staff));
    const otherToken = await h.login(DEMO_LOGINS.staff);
    const other = await connect(otherToken);
    const token = await h.login(DEMO_LOGINS.staff);
    const mine = await connect(token);
    expect((await send("/auth/token/logout", token, undefined, { method: "DELETE" })).status).toBe(
      200,
    );
    expect(await closedAtOnce(mine)).toEqual({
      code: SOCKET_CLOSE.unauthorized,
      reason: SIGNED_OUT,
    });
    // A message after the sign-out reaches the person's live sockets, and not the closed one.
    const chen = await h.login(CHEN);
    const clientId = `revoked-${++n}`;
    const sent = await send(CHAT_PATHS.messages, chen, {
      to: staffAccid,
      text: "还在吗",
      clientId,
    });
    expect(sent.body.code).toBe(200);
    const isIt = (e: SocketEvent) => e.type === "message" && e.message.clientId === clientId;
    await other.until(isIt);
    await signedOut.until(isIt);
    expect(message(mine).filter(isIt)).toHaveLength(0);
    expect(mine.ws.readyState).toBe(WebSocket.CLOSED);
    // Its token signs no socket in again: the client stops there, signed out.
    const again = new WebSocket(url);
    await new Promise((resolve) => again.once("open", resolve));
    const refused = new Promise<number>((resolve) => again.once("close", (code) => resolve(code)));
    again.send(JSON.stringify({ type: "auth", token }));
    expect(await refused).toBe(SOCKET_CLOSE.unauthorized);
    other.ws.close();
    signedOut.ws.close();
  });

  it("a password change closes the person's other sessions' sockets at once, not its own", async () => {
    const elsewhere = await connect(await h.login(DEMO_LOGINS.staff));
    const token = await h.login(DEMO_LOGINS.staff);
    const here = await connect(token);
    const changed = await send("/hrs/user/resetPassword", token, {
      oldPassword: "Demo@2026",
      newPassword: "Changed#Pass2026",
      confirmPassword: "Changed#Pass2026",
    });
    expect(changed.body.code).toBe(0);
    expect(await closedAtOnce(elsewhere)).toEqual({
      code: SOCKET_CLOSE.unauthorized,
      reason: SIGNED_OUT,
    });
    expect(here.ws.readyState).toBe(WebSocket.OPEN);
    here.ws.close();
  });

  it("disabling the person closes every socket of theirs at once", async () => {
    const staff = await h.login(DEMO_LOGINS.staff, "Changed#Pass2026");
    const socket = await connect(staff);
    const admin = await h.login(DEMO_LOGINS.admin);
    const id = Number(staffAccid.slice(1));
    expect((await send(`/hrs/user/${id}/disable`, admin)).body.code).toBe(0);
    expect(await closedAtOnce(socket)).toEqual({
      code: SOCKET_CLOSE.unauthorized,
      reason: SIGNED_OUT,
    });
  });
});
