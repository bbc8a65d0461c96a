/**
 * Chat at scale (issue 21), against the real server in its own process:
 * - PAIRS customer/supplier pairs, each side with one open, signed-in socket (1,000 sockets),
 * - the server's resident memory before and after they connect (per idle socket),
 * - RATE messages per second for SECONDS seconds spread over them, each POSTed by one side and
 *   timed from the send to its arrival on the other side's socket (budget p99 ≤ 50 ms), after
 *   one second of the same traffic that warms the freshly started server up and is reported apart
 *   (its first messages meet cold query plans and code: ~100 ms),
 * - with CHAT_BENCH_DATABASE_URL (a PostgreSQL server) the same through two server processes,
 *   half the sockets on each and every message sent through the process the receiver is not on.
 * `npm run bench:chat` runs it alone; `npm run bench` runs it as one section.
 */
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import WebSocket from "ws";
import { createSession } from "../server/auth/sessions.ts";
import { loadConfig } from "../server/config.ts";
import { type Db, openPglite, openPostgres } from "../server/db/client.ts";
import { migrate } from "../server/db/migrate.ts";
import { seedDemo } from "../server/db/seed/demo.ts";
import { seedReference } from "../server/db/seed/reference.ts";
import { CHAT_PATHS, type ChatMessage, type SocketEvent } from "../src/contract/chat.ts";
import { freePort, spawnReady } from "./http.ts";

const PAIRS = Number(process.env.CHAT_PAIRS ?? 500);
const RATE = Number(process.env.CHAT_RATE ?? 50);
const SECONDS = Number(process.env.CHAT_SECONDS ?? 20);
const WARMUP_SECONDS = 1;

export type ChatBench = {
  database: "pglite" | "postgres";
  processes: number;
  sockets: number;
  connectMs: number;
  rssIdleBeforeMb: number;
  rssIdleAfterMb: number;
  kbPerIdleSocket: number;
  sent: number;
  delivered: number;
  lost: number;
  doubled: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  /** The warm-up second's slowest delivery. */
  warmupMax: number;
};

type Person = { userId: number; accid: string; token: string };

const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);

/** PAIRS organisations, each with one chat user and one supplier contact, and their sessions. */
export async function prepare(db: Db): Promise<[Person, Person][]> {
  await migrate(db);
  await seedReference(db);
  await seedDemo(db, "Bench@2026");
  await db.exec(`
    insert into orgs (code, name, version, valid_until, im_enabled)
      select 'CB' || g, '压测机构 ' || g, 'FULL', current_date + 365, true
      from generate_series(1, ${PAIRS}) g on conflict do nothing;
    insert into roles (org_id, code, name)
      select id, 'staff', '操作员' from orgs where code like 'CB%' on conflict do nothing;
    insert into users (login_name, cname, password_hash, online_service)
      select 'cb-c' || g, '客户' || g, 'x', true from generate_series(1, ${PAIRS}) g
      on conflict do nothing;
    insert into users (login_name, cname, password_hash, online_service)
      select 'cb-p' || g, '供应商' || g, 'x', true from generate_series(1, ${PAIRS}) g
      on conflict do nothing;
    insert into user_orgs (user_id, org_id, role_id, login_role, is_default)
      select u.id, o.id, r.id, 'staff', true from generate_series(1, ${PAIRS}) g
      join users u on u.login_name = 'cb-c' || g join orgs o on o.code = 'CB' || g
      join roles r on r.org_id = o.id and r.code = 'staff' on conflict do nothing;
    insert into user_orgs (user_id, org_id, role_id, login_role, is_default)
      select u.id, o.id, r.id, 'partner', true from generate_series(1, ${PAIRS}) g
      join users u on u.login_name = 'cb-p' || g join orgs o on o.code = 'SUPPLY'
      join roles r on r.org_id = o.id and r.code = 'partner' on conflict do nothing;
    insert into chat_contacts (org_id, partner_user_id)
      select o.id, u.id from generate_series(1, ${PAIRS}) g
      join users u on u.login_name = 'cb-p' || g join orgs o on o.code = 'CB' || g
      on conflict do nothing`);
  const rows = await db.query<{ c: number; p: number; org: number; supply: number }>(
    `select c.id as c, p.id as p, o.id as org, s.id as supply from generate_series(1, ${PAIRS}) g
     join users c on c.login_name = 'cb-c' || g join users p on p.login_name = 'cb-p' || g
     join orgs o on o.code = 'CB' || g join orgs s on s.code = 'SUPPLY' order by g`,
  );
  const config = loadConfig({});
  const pairs: [Person, Person][] = [];
  for (const r of rows) {
    const a = await createSession(db, config, { userId: r.c, orgId: r.org, loginType: 1 });
    const b = await createSession(db, config, { userId: r.p, orgId: r.supply, loginType: 1 });
    pairs.push([
      { userId: r.c, accid: `u${r.c}`, token: a.token },
      { userId: r.p, accid: `u${r.p}`, token: b.token },
    ]);
  }
  return pairs;
}

type Socket = { ws: WebSocket; person: Person };

function connect(
  port: number,
  person: Person,
  onMessage: (m: ChatMessage, at: number) => void,
): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${CHAT_PATHS.socket}`);
    ws.once("open", () => ws.send(JSON.stringify({ type: "auth", token: person.token })));
    ws.once("error", reject);
    ws.on("message", (data) => {
      const at = performance.now();
      const event = JSON.parse(String(data)) as SocketEvent;
      if (event.type === "ready") resolve({ ws, person });
      else if (event.type === "message" && event.message.to === person.accid)
        onMessage(event.message, at);
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0)
    : 0;

export async function run(
  database: "pglite" | "postgres",
  servers: { port: number; child: ChildProcess }[],
  pairs: [Person, Person][],
): Promise<ChatBench> {
  const pids = servers.map((s) => s.child.pid ?? 0);
  const rss = () => pids.reduce((n, pid) => n + rssKb(pid), 0);
  // Settle, then the idle baseline.
  await new Promise((r) => setTimeout(r, 2_000));
  const before = rss();
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const seen = new Set<string>();
  let doubled = 0;
  const onMessage = (m: ChatMessage, at: number) => {
    if (seen.has(m.clientId)) {
      doubled++;
      return;
    }
    seen.add(m.clientId);
    const t0 = sentAt.get(m.clientId);
    if (t0 !== undefined) latencies.push(at - t0);
  };
  // Pair i's customer on server i % n, its supplier on the next one: with two processes every
  // message crosses from one to the other.
  const t0 = performance.now();
  const sockets: Socket[] = [];
  for (let i = 0; i < pairs.length; i += 50) {
    const batch = pairs.slice(i, i + 50).flatMap(([a, b], k) => {
      const at = (i + k) % servers.length;
      return [
        connect(servers[at]?.port ?? 0, a, onMessage),
        connect(servers[(at + 1) % servers.length]?.port ?? 0, b, onMessage),
      ];
    });
    sockets.push(...(await Promise.all(batch)));
  }
  const connectMs = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 3_000));
  const after = rss();

  let sent = 0;
  let errors = 0;
  const inflight: Promise<void>[] = [];
  const send = async (total: number, prefix: string) => {
    const start = performance.now();
    for (let n = 0; n < total; n++) {
      const due = start + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const i = Math.floor(Math.random() * pairs.length);
      const pair = pairs[i] as [Person, Person];
      const fromCustomer = n % 2 === 0;
      const [from, to] = fromCustomer ? pair : [pair[1], pair[0]];
      // Sent through the process the receiver is not on (the same one when there is only one).
      const receiverServer = fromCustomer ? (i + 1) % servers.length : i % servers.length;
      const via = servers[(receiverServer + 1) % servers.length]?.port ?? 0;
      const clientId = `${prefix}${n}-${randomBytes(3).toString("hex")}`;
      sentAt.set(clientId, performance.now());
      sent++;
      inflight.push(
        fetch(`http://127.0.0.1:${via}${CHAT_PATHS.messages}`, {
          method: "POST",
          headers: { authorization: `Bearer ${from.token}`, "content-type": "application/json" },
          body: JSON.stringify({ to: to.accid, text: `压测消息 ${n}`, clientId }),
        })
          .then(async (res) => {
            const body = (await res.json()) as { code: number };
            if (body.code !== 200) errors++;
          })
          .catch(() => {
            errors++;
          }),
      );
    }
  };
  await send(RATE * WARMUP_SECONDS, "w");
  await Promise.all(inflight);
  await new Promise((r) => setTimeout(r, 500));
  const warmupMax = Math.max(0, ...latencies);
  latencies.length = 0;
  sent = 0;
  await send(RATE * SECONDS, "b");
  await Promise.all(inflight);
  await new Promise((r) => setTimeout(r, 2_000));
  for (const s of sockets) s.ws.terminate();
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    database,
    processes: servers.length,
    sockets: sockets.length,
    connectMs: Math.round(connectMs),
    rssIdleBeforeMb: Math.round(before / 1024),
    rssIdleAfterMb: Math.round(after / 1024),
    kbPerIdleSocket: round((after - before) / sockets.length),
    sent,
    delivered: latencies.length,
    lost: sent - [...seen].filter((id) => id.startsWith("b")).length,
    doubled,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
    errors,
    warmupMax: round(warmupMax),
  };
}

export async function startServers(
  n: number,
  env: Record<string, string>,
  dirs: string[],
  cwd?: string,
) {
  const servers: { port: number; child: ChildProcess }[] = [];
  for (let i = 0; i < n; i++) {
    const port = await freePort();
    const child = await spawnReady(
      ["--import", "tsx", "server/main.ts"],
      {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dirs[i] ?? "",
        LOG_REQUESTS: "0",
        SEED_DEMO: "0",
        ...env,
      },
      cwd,
    );
    servers.push({ port, child });
  }
  return servers;
}

export async function stop(servers: { child: ChildProcess }[]) {
  for (const s of servers) {
    s.child.kill("SIGTERM");
    await new Promise((r) => s.child.once("exit", r));
  }
}

function report(say: (line?: string) => void, r: ChatBench) {
  say(
    `${r.database}, ${r.processes} process${r.processes > 1 ? "es" : ""}: ${r.sockets} sockets connected in ${r.connectMs} ms; ` +
      `RSS idle ${r.rssIdleBeforeMb} → ${r.rssIdleAfterMb} MB (${r.kbPerIdleSocket} KB per idle socket)`,
  );
  say(
    `  ${r.sent} messages at ${RATE}/s: delivered ${r.delivered}, lost ${r.lost}, doubled ${r.doubled}, errors ${r.errors}; ` +
      `send → other socket p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms (budget ≤ 50), max ${r.max} ms; ` +
      `the warm-up second before them (${RATE * WARMUP_SECONDS} messages, not counted) max ${r.warmupMax} ms`,
  );
}

export async function benchChat(say: (line?: string) => void): Promise<ChatBench[]> {
  const results: ChatBench[] = [];
  const dir = mkdtempSync(path.join(tmpdir(), "chat-bench-"));
  try {
    const db = await openPglite(dir);
    const pairs = await prepare(db);
    await db.close();
    const servers = await startServers(1, {}, [dir]);
    try {
      const r = await run("pglite", servers, pairs);
      report(say, r);
      results.push(r);
    } finally {
      await stop(servers);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const server = process.env.CHAT_BENCH_DATABASE_URL;
  if (!server) {
    say("PostgreSQL, 2 processes: not run (set CHAT_BENCH_DATABASE_URL to a PostgreSQL server)");
    return results;
  }
  const name = `chat_bench_${randomBytes(4).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const dirs = [
    mkdtempSync(path.join(tmpdir(), "chat-a-")),
    mkdtempSync(path.join(tmpdir(), "chat-b-")),
  ];
  try {
    const db = await openPostgres(url.href);
    const pairs = await prepare(db);
    await db.close();
    const servers = await startServers(2, { DATABASE_URL: url.href }, dirs);
    try {
      const r = await run("postgres", servers, pairs);
      report(say, r);
      results.push(r);
    } finally {
      await stop(servers);
    }
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchChat((line = "") => console.log(line));
}
