/**
 * Chat across two server processes on one PostgreSQL database (issue 21): a message posted
 * through one reaches a socket held by the other, through LISTEN/NOTIFY, once. Runs only where a
 * PostgreSQL server is given (TEST_DATABASE_URL), as tests/postgres/two-process.test.ts.
 */
import { expect, it } from "vitest";
import WebSocket from "ws";
import { CHAT_PATHS, type SocketEvent } from "../../src/contract/chat.ts";
import { twoServers } from "./two-servers.ts";

const servers = twoServers("chat");

async function login(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/auth/oauth/token`, {
    method: "POST",
    body: new URLSearchParams({ grant_type: "password", username, password: "Demo@2026" }),
  });
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

it("a message sent through one process reaches a socket on the other, once", async () => {
  const staff = await login(servers.a.url, "1|staff@demo.example|DEMO");
  const chen = await login(servers.b.url, "1|chen@supplier.example|SUPPLY");
  const me = (await (
    await fetch(`${servers.b.url}${CHAT_PATHS.imUser}`, {
      headers: { authorization: `Bearer ${chen}` },
    })
  ).json()) as { data: { accid: string } };
  const events: SocketEvent[] = [];
  const ws = new WebSocket(`${servers.b.url.replace("http", "ws")}${CHAT_PATHS.socket}`);
  await new Promise((resolve) => ws.once("open", resolve));
  const ready = new Promise((resolve) =>
    ws.on("message", (data) => {
      const event = JSON.parse(String(data)) as SocketEvent;
      events.push(event);
      if (event.type === "ready") resolve(event);
    }),
  );
  ws.send(JSON.stringify({ type: "auth", token: chen }));
  await ready;
  const post = () =>
    fetch(`${servers.a.url}${CHAT_PATHS.messages}`, {
      method: "POST",
      headers: { authorization: `Bearer ${staff}`, "content-type": "application/json" },
      body: JSON.stringify({ to: me.data.accid, text: "跨进程", clientId: "two-process-1" }),
    }).then((r) => r.json() as Promise<{ code: number; data: { id: number } }>);
  const sent = await post();
  expect(sent.code).toBe(200);
  const deadline = Date.now() + 5_000;
  while (!events.some((e) => e.type === "message") && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
  }
  // A resend through the same process stores and pushes nothing new.
  expect((await post()).data.id).toBe(sent.data.id);
  await new Promise((r) => setTimeout(r, 500));
  const messages = events.filter((e) => e.type === "message");
  expect(messages).toHaveLength(1);
  expect(messages[0]).toMatchObject({ message: { id: sent.data.id, text: "跨进程" } });
  ws.close();
}, 60_000);

it("signing out through one process closes the session's socket on the other at once", async () => {
  const staff = await login(servers.a.url, "1|staff@demo.example|DEMO");
  const chenOut = await login(servers.b.url, "1|chen@supplier.example|SUPPLY");
  const chenLive = await login(servers.b.url, "1|chen@supplier.example|SUPPLY");
  const me = (await (
    await fetch(`${servers.b.url}${CHAT_PATHS.imUser}`, {
      headers: { authorization: `Bearer ${chenLive}` },
    })
  ).json()) as { data: { accid: string } };
  /** A socket on process b, signed in, collecting its events and its close. */
  const open = async (token: string) => {
    const events: SocketEvent[] = [];
    const ws = new WebSocket(`${servers.b.url.replace("http", "ws")}${CHAT_PATHS.socket}`);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      ws.once("close", (code, reason) => resolve({ code, reason: String(reason) })),
    );
    await new Promise((resolve) => ws.once("open", resolve));
    const ready = new Promise((resolve) =>
      ws.on("message", (data) => {
        const event = JSON.parse(String(data)) as SocketEvent;
        events.push(event);
        if (event.type === "ready") resolve(event);
      }),
    );
    ws.send(JSON.stringify({ type: "auth", token }));
    await ready;
    return { ws, events, closed };
  };
  const out = await open(chenOut);
  const live = await open(chenLive);
  // Signed out through process a; the socket is held by process b.
  const res = await fetch(`${servers.a.url}/auth/token/logout`, {
    method: "DELETE",
    headers: { authorization: `Bearer ${chenOut}` },
  });
  expect(res.status).toBe(200);
  // Well inside the 25 s heartbeat that used to be the only check.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("the socket was not closed at once")), 5_000);
  });
  const closed = await Promise.race([out.closed, late]).finally(() => clearTimeout(timer));
  expect(closed).toEqual({ code: 4401, reason: "signed out" });
  // A message sent after it reaches the live socket and not the signed-out one.
  const sent = (await (
    await fetch(`${servers.a.url}${CHAT_PATHS.messages}`, {
      method: "POST",
      headers: { authorization: `Bearer ${staff}`, "content-type": "application/json" },
      body: JSON.stringify({ to: me.data.accid, text: "签退之后", clientId: "two-process-2" }),
    })
  ).json()) as { code: number; data: { id: number } };
  expect(sent.code).toBe(200);
  const deadline = Date.now() + 5_000;
  while (!live.events.some((e) => e.type === "message") && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(live.events.filter((e) => e.type === "message")).toHaveLength(1);
  expect(out.events.filter((e) => e.type === "message")).toHaveLength(0);
  live.ws.close();
}, 60_000);
