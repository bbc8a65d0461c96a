/**
 * Chat (issue 21): availability, contacts both ways, sending and history, ownership, limits,
 * unread counts, files, and delivery over the WebSocket after commit.
 */
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createApp } from "../../server/app.ts";
import { type ChatBus, openChatBus } from "../../server/chat/bus.ts";
import { type ChatSockets, createChatSockets, SOCKET_CLOSE } from "../../server/chat/socket.ts";
import { loadConfig } from "../../server/config.ts";
import { silentLogger } from "../../server/log.ts";
import {
  CHAT_PATHS,
  type ChatContact,
  type ChatFile,
  type ChatMessage,
  type ChatTopic,
  type ImUser,
  type MessagePage,
  type SocketEvent,
} from "../../src/contract/chat.ts";
import { CHAT_MESSAGES, CHAT_RATE, CHAT_TEXT_MAX } from "../../src/domain/chat.ts";
import { type Harness, startHarness } from "./harness.ts";
import { api, DEMO_LOGINS } from "./helpers.ts";

let h: Harness;
const { get, send } = api(() => h);
const CHEN = "1|chen@supplier.example|SUPPLY";
const ZHAO = "1|zhao@supplier.example|SUPPLY";
let t: Record<"staff" | "admin" | "phone" | "admin2" | "partner" | "chen" | "zhao", string>;
let ids: Record<"staff" | "admin" | "chen" | "zhao" | "demo" | "demo2" | "supply", number>;
const accid = (id: number) => `u${id}`;
let n = 0;
const clientId = () => `test-${++n}`;

beforeAll(async () => {
  h = await startHarness();
  t = {
    staff: await h.login(DEMO_LOGINS.staff),
    admin: await h.login(DEMO_LOGINS.admin),
    phone: await h.login(DEMO_LOGINS.phone),
    admin2: await h.login(DEMO_LOGINS.admin2),
    partner: await h.login(DEMO_LOGINS.partner),
    chen: await h.login(CHEN),
    zhao: await h.login(ZHAO),
  };
  const users = await h.db.query<{ id: number; login: string }>(
    "select id, coalesce(login_name, email, phone) as login from users",
  );
  const orgs = await h.db.query<{ id: number; code: string }>("select id, code from orgs");
  const u = (login: string) => users.find((x) => x.login === login)?.id ?? 0;
  const o = (code: string) => orgs.find((x) => x.code === code)?.id ?? 0;
  ids = {
    staff: u("staff@demo.example"),
    admin: u("admin"),
    chen: u("chen@supplier.example"),
    zhao: u("zhao@supplier.example"),
    demo: o("DEMO"),
    demo2: o("DEMO2"),
    supply: o("SUPPLY"),
  };
}, 120_000);

afterAll(() => h?.close());

const post = <T>(token: string, body: unknown) => send<T>(CHAT_PATHS.messages, token, body);

describe("availability", () => {
  it("the provider grants DEMO and the supplier, not DEMO2; only the caller's own organisation", async () => {
    expect((await get<boolean>(CHAT_PATHS.perm(ids.demo), t.staff)).body).toMatchObject({
      code: 200,
      data: true,
    });
    expect((await get<boolean>(CHAT_PATHS.perm(ids.supply), t.chen)).body.data).toBe(true);
    expect((await get<boolean>(CHAT_PATHS.perm(ids.demo2), t.admin2)).body.data).toBe(false);
    expect((await get(CHAT_PATHS.perm(ids.demo2), t.staff)).status).toBe(403);
    expect((await get(CHAT_PATHS.perm(0), t.staff)).status).toBe(400);
  });

  it("the IM user loads for a chat user and fails with the catalogue text otherwise", async () => {
    const me = await get<ImUser>(CHAT_PATHS.imUser, t.staff);
    expect(me.body).toMatchObject({
      code: 200,
      data: { accid: accid(ids.staff), nickName: "张敏" },
    });
    for (const token of [t.phone, t.admin2]) {
      const refused = await get(CHAT_PATHS.imUser, token);
      expect(refused.body.code).toBe(500);
      expect(refused.body.messageInfo).toBe(CHAT_MESSAGES.imUserFailed);
    }
  });

  it("a private deployment has no chat, whatever the grant", async () => {
    await h.db.query("update orgs set private_saas = true where id = $1", [ids.demo]);
    try {
      const contacts = await get(CHAT_PATHS.contacts(ids.demo), t.staff);
      expect(contacts.body).toMatchObject({ code: 500, messageInfo: CHAT_MESSAGES.notGranted });
      const topics = await get(CHAT_PATHS.topics, t.staff);
      expect(topics.body).toMatchObject({ code: 500, messageInfo: CHAT_MESSAGES.notGranted });
      expect((await get(CHAT_PATHS.imUser, t.staff)).body.code).toBe(500);
      // Nor do the partners see its users.
      const theirs = await get<ChatContact[]>(CHAT_PATHS.contacts(ids.supply), t.chen);
      expect(theirs.body.data).toEqual([]);
    } finally {
      await h.db.query("update orgs set private_saas = false where id = $1", [ids.demo]);
    }
  });
});

describe("contacts", () => {
  it("staff see their supplier contact; the partner sees its customers' chat users", async () => {
    const staff = await get<ChatContact[]>(CHAT_PATHS.contacts(ids.demo), t.staff);
    expect(staff.body.code).toBe(200);
    expect(staff.body.data).toEqual([
      { accid: accid(ids.chen), nickName: "陈静", icon: null, isOnline: false },
    ]);
    const chen = await get<ChatContact[]>(CHAT_PATHS.contacts(ids.supply), t.chen);
    expect(chen.body.data.map((c) => c.nickName).sort()).toEqual(["张敏", "系统管理员"].sort());
    const zhao = await get<ChatContact[]>(CHAT_PATHS.contacts(ids.supply), t.zhao);
    expect(zhao.body.data).toEqual([]);
    expect((await get(CHAT_PATHS.contacts(ids.demo), t.chen)).status).toBe(403);
  });

  // Migration 018: a heartbeat touches its process's one row, not each of its presence rows.
  it("counts a contact online while the server process holding its socket beats, not after", async () => {
    const online = async () =>
      (await get<ChatContact[]>(CHAT_PATHS.contacts(ids.demo), t.staff)).body.data[0]?.isOnline;
    await h.db.query("insert into chat_processes (process_id) values ('other-process')");
    await h.db.query(
      "insert into chat_presence (user_id, process_id, sockets) values ($1, 'other-process', 1)",
      [ids.chen],
    );
    try {
      expect(await online()).toBe(true);
      await h.db.query(
        "update chat_processes set seen_at = now() - interval '1 hour' where process_id = 'other-process'",
      );
      expect(await online()).toBe(false);
    } finally {
      await h.db.query("delete from chat_presence where process_id = 'other-process'");
      await h.db.query("delete from chat_processes where process_id = 'other-process'");
    }
  });
});

describe("messages", () => {
  it("sends a text once per clientId and both sides read it in the topic", async () => {
    const id = clientId();
    const sent = await post<ChatMessage>(t.staff, {
      to: accid(ids.chen),
      text: "您好",
      clientId: id,
    });
    expect(sent.body).toMatchObject({
      code: 200,
      data: {
        from: accid(ids.staff),
        to: accid(ids.chen),
        kind: "text",
        text: "您好",
        readAt: null,
      },
    });
    const again = await post<ChatMessage>(t.staff, {
      to: accid(ids.chen),
      text: "您好",
      clientId: id,
    });
    expect(again.body.data.id).toBe(sent.body.data.id);
    const history = await get<MessagePage>(
      `${CHAT_PATHS.messages}?with=${accid(ids.staff)}`,
      t.chen,
    );
    expect(history.body.data.messages.filter((m) => m.clientId === id)).toHaveLength(1);
  });

  it("nobody reads or writes another's topics", async () => {
    expect((await get(`${CHAT_PATHS.messages}?with=${accid(ids.staff)}`, t.zhao)).status).toBe(403);
    // A user without chat gets the IM error, not the topic.
    const noChat = await get(`${CHAT_PATHS.messages}?with=${accid(ids.chen)}`, t.partner);
    expect(noChat.body).toMatchObject({ code: 500, data: null });
    const stranger = await post(t.staff, { to: accid(ids.zhao), text: "hi", clientId: clientId() });
    expect(stranger.status).toBe(403);
    expect(stranger.body.messageInfo).toBe(CHAT_MESSAGES.notContact);
    const self = await post(t.staff, { to: accid(ids.staff), text: "hi", clientId: clientId() });
    expect(self.status).toBe(403);
    // The missed-messages call answers only the caller's own.
    const missed = await get<MessagePage>(`${CHAT_PATHS.missed}?after=0`, t.zhao);
    expect(missed.body.data.messages).toEqual([]);
  });

  it("refuses empty, too long and malformed messages with 400 and an oversized body with 413", async () => {
    const to = accid(ids.chen);
    const cases: unknown[] = [
      { to, text: "   ", clientId: clientId() },
      { to, clientId: clientId() },
      { to, text: "x".repeat(CHAT_TEXT_MAX + 1), clientId: clientId() },
      { to, text: "ok", clientId: "bad id!" },
      { to: "admin", text: "ok", clientId: clientId() },
      { to, text: "ok", clientId: clientId(), extra: 1 },
      { to, text: "ok", fileId: "00000000-0000-4000-8000-000000000000", clientId: clientId() },
    ];
    for (const body of cases) {
      const res = await post(t.staff, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.messageInfo).toMatch(/[\u4e00-\u9fff]/);
    }
    const long = await post(t.staff, { to, text: "x".repeat(20_000), clientId: clientId() });
    expect(long.status).toBe(413);
    const exact = await post(t.staff, {
      to,
      text: "字".repeat(CHAT_TEXT_MAX),
      clientId: clientId(),
    });
    expect(exact.status).toBe(200);
  });

  it("pages history backwards, oldest first within a page", async () => {
    await h.db.query(
      `insert into chat_messages (sender_id, recipient_id, kind, body, client_id, created_at)
       select $1, $2, 'text', 'old ' || g, 'seed-' || g, now() - interval '1 day' + g * interval '1 second'
       from generate_series(1, 45) g`,
      [ids.chen, ids.admin],
    );
    const first = await get<MessagePage>(
      `${CHAT_PATHS.messages}?with=${accid(ids.chen)}&size=20`,
      t.admin,
    );
    expect(first.body.data.hasMore).toBe(true);
    expect(first.body.data.messages.map((m) => m.text).at(-1)).toBe("old 45");
    expect(first.body.data.messages[0]?.text).toBe("old 26");
    const before = first.body.data.messages[0]?.id;
    const second = await get<MessagePage>(
      `${CHAT_PATHS.messages}?with=${accid(ids.chen)}&size=20&before=${before}`,
      t.admin,
    );
    expect(second.body.data.messages.map((m) => m.text)[0]).toBe("old 6");
    const third = await get<MessagePage>(
      `${CHAT_PATHS.messages}?with=${accid(ids.chen)}&size=20&before=${second.body.data.messages[0]?.id}`,
      t.admin,
    );
    expect(third.body.data).toMatchObject({ hasMore: false });
    expect(third.body.data.messages).toHaveLength(5);
    expect(
      (await get(`${CHAT_PATHS.messages}?with=${accid(ids.chen)}&size=101`, t.admin)).status,
    ).toBe(400);
    expect(
      (await get(`${CHAT_PATHS.messages}?with=${accid(ids.chen)}&before=x`, t.admin)).status,
    ).toBe(400);
  });

  it("counts unread, lists topics and marks them read", async () => {
    const count = async () =>
      (await send<number>(`${CHAT_PATHS.unread}?accid=${accid(ids.admin)}`, t.admin)).body;
    expect(await count()).toMatchObject({ code: 200, data: 45 });
    const topics = await get<ChatTopic[]>(CHAT_PATHS.topics, t.admin);
    expect(topics.body.data[0]).toMatchObject({ accid: accid(ids.chen), unread: 45 });
    expect(topics.body.data[0]?.last?.text).toBe("old 45");
    const upTo = topics.body.data[0]?.last?.id ?? 0;
    const read = await send(CHAT_PATHS.read, t.admin, { with: accid(ids.chen), upTo });
    expect(read.body).toMatchObject({ code: 200, data: { updated: 45 } });
    expect(await count()).toMatchObject({ data: 0 });
    expect((await send(`${CHAT_PATHS.unread}?accid=${accid(ids.staff)}`, t.admin)).status).toBe(
      403,
    );
    const none = await send(CHAT_PATHS.unread, t.phone);
    expect(none.body).toMatchObject({ code: 500, messageInfo: CHAT_MESSAGES.unreadError });
  });

  it("limits each sender's rate with 429, and a resend of a stored message still answers", async () => {
    const to = accid(ids.staff);
    let first: ChatMessage | null = null;
    let last = 200;
    for (let i = 0; i < CHAT_RATE.messages + 1; i++) {
      const res = await post<ChatMessage>(t.chen, { to, text: `m${i}`, clientId: `rate-${i}` });
      first ??= res.body.data;
      last = res.status;
    }
    expect(last).toBe(429);
    const resend = await post<ChatMessage>(t.chen, { to, text: "m0", clientId: "rate-0" });
    expect(resend.status).toBe(200);
    expect(resend.body.data.id).toBe(first?.id);
    // Another sender is not held back.
    expect(
      (await post(t.staff, { to: accid(ids.chen), text: "ok", clientId: clientId() })).status,
    ).toBe(200);
  });
});

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

async function upload(token: string, kind: string, name: string, bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.set("kind", kind);
  form.set("file", new File([bytes], name));
  const res = await h.call(CHAT_PATHS.files, { method: "POST", token, body: form });
  return {
    status: res.status,
    body: (await res.json()) as { code: number; data: ChatFile; messageInfo: string },
  };
}

describe("files", () => {
  it("sends an image both sides can open and nobody else can", async () => {
    const up = await upload(t.staff, "image", "舱单.png", PNG);
    expect(up.body.code).toBe(200);
    const sent = await post<ChatMessage>(t.staff, {
      to: accid(ids.chen),
      fileId: up.body.data.id,
      clientId: clientId(),
    });
    expect(sent.body.data).toMatchObject({
      kind: "image",
      file: { name: "舱单.png", size: PNG.length },
    });
    const mine = await h.call(CHAT_PATHS.file(up.body.data.id), { token: t.chen });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("image/png");
    expect((await h.call(CHAT_PATHS.file(up.body.data.id), { token: t.zhao })).status).toBe(404);
    // Another's upload cannot be sent as one's own.
    const stolen = await post(t.admin, {
      to: accid(ids.chen),
      fileId: up.body.data.id,
      clientId: clientId(),
    });
    expect(stolen.status).toBe(400);
  });

  it("refuses a wrong type, faked content and a missing file", async () => {
    expect((await upload(t.staff, "image", "a.pdf", PNG)).status).toBe(400);
    expect((await upload(t.staff, "image", "a.jpg", PNG)).status).toBe(400);
    expect((await upload(t.staff, "other", "a.png", PNG)).status).toBe(400);
    const pdf = new TextEncoder().encode("%PDF-1.4 test");
    const ok = await upload(t.staff, "file", "提单.pdf", pdf);
    expect(ok.body.code).toBe(200);
  });
});

describe("WebSocket", () => {
  let server: ServerType;
  let bus: ChatBus;
  let sockets: ChatSockets;
  let url = "";

  beforeAll(async () => {
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
  });

  afterAll(async () => {
    await sockets?.close();
    await bus?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  /** A socket signed in with the token in its first frame, collecting what it is pushed. */
  async function connect(token: string) {
    const ws = new WebSocket(url);
    const events: SocketEvent[] = [];
    const waiters: (() => void)[] = [];
    ws.on("message", (data) => {
      events.push(JSON.parse(String(data)) as SocketEvent);
      for (const w of waiters.splice(0)) w();
    });
    await new Promise((resolve, reject) => {
      ws.once("open", resolve);
      ws.once("error", reject);
    });
    ws.send(JSON.stringify({ type: "auth", token }));
    const until = async (pred: (e: SocketEvent) => boolean, ms = 3_000) => {
      const deadline = Date.now() + ms;
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
    return { ws, events, until };
  }

  it("pushes a message to the recipient's and the sender's sockets once, after commit", async () => {
    const chen = await connect(t.chen);
    const staff = await connect(t.staff);
    expect(sockets.count()).toBe(2);
    const id = clientId();
    const sent = await post<ChatMessage>(t.staff, {
      to: accid(ids.chen),
      text: "实时",
      clientId: id,
    });
    const isIt = (e: SocketEvent) => e.type === "message" && e.message.clientId === id;
    const got = await chen.until(isIt);
    expect(got).toEqual({ type: "message", message: sent.body.data });
    await staff.until(isIt);
    // A resend delivers nothing new.
    await post(t.staff, { to: accid(ids.chen), text: "实时", clientId: id });
    await new Promise((r) => setTimeout(r, 200));
    expect(chen.events.filter(isIt)).toHaveLength(1);
    // Reading it tells the sender.
    await send(CHAT_PATHS.read, t.chen, { with: accid(ids.staff), upTo: sent.body.data.id });
    const read = await staff.until((e) => e.type === "read");
    expect(read).toMatchObject({ reader: accid(ids.chen), peer: accid(ids.staff) });
    // Online state comes from the open sockets.
    const contacts = await get<ChatContact[]>(CHAT_PATHS.contacts(ids.demo), t.staff);
    expect(contacts.body.data[0]?.isOnline).toBe(true);
    chen.ws.close();
    staff.ws.close();
  });

  it("closes a socket whose first frame has no valid token, and one without chat", async () => {
    const closed = (ws: WebSocket) =>
      new Promise<number>((resolve) => ws.once("close", (code) => resolve(code)));
    const bad = new WebSocket(url);
    await new Promise((r) => bad.once("open", r));
    const badClosed = closed(bad);
    bad.send(JSON.stringify({ type: "auth", token: "x".repeat(40) }));
    expect(await badClosed).toBe(SOCKET_CLOSE.unauthorized);
    // A token in the URL is no sign-in: the socket still has to say who it is.
    const inUrl = new WebSocket(`${url}?token=${t.staff}`);
    await new Promise((r) => inUrl.once("open", r));
    const urlClosed = closed(inUrl);
    inUrl.send("hello");
    expect(await urlClosed).toBe(SOCKET_CLOSE.unauthorized);
    const phone = new WebSocket(url);
    await new Promise((r) => phone.once("open", r));
    const phoneClosed = closed(phone);
    phone.send(JSON.stringify({ type: "auth", token: t.phone }));
    expect(await phoneClosed).toBe(SOCKET_CLOSE.forbidden);
  });

  it("refuses an upgrade from another origin", async () => {
    const ws = new WebSocket(url, { headers: { origin: "https://evil.example" } });
    const status = await new Promise<number>((resolve) => {
      ws.once("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
      ws.once("error", () => resolve(-1));
    });
    expect(status).toBe(403);
  });
});
