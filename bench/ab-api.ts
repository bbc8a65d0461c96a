/**
 * `npm run bench:ab -- --api <checkout> <checkout> …`: the order list's p99 at 100 req/s (the
 * budget of issue 19) for several checkouts of this repository, interleaved round by round so
 * the host's drift falls on all of them alike. One data dir of ORDER_COUNT bench orders (default
 * 100k) is seeded with the first checkout and copied for each, so every server reads the same
 * rows; each server migrates its copy at start. ROUNDS (default 10) rounds of 10 s per checkout;
 * AB_CALL=statistics drives the dashboard statistics (budget p99 ≤ 30 ms) instead of the list;
 * AB_CALL=airport the airport search at typing pace (issue 22, p99 ≤ 10 ms; no orders seeded);
 * AB_CALL=unread the list, each request a page not read since the last write, and AB_CALL=number
 * a search for one order's bill number, each request another (both AB_LOAD=arrivals).
 * AB_LOAD=arrivals or max changes how the load is sent (below).
 * AB_DATABASE_URL (a PostgreSQL server, e.g. what `.ci/postgres.sh` prints) runs the servers on
 * PostgreSQL instead: the first checkout seeds one database (ORDER_COUNT defaults to 1M there),
 * each checkout's server gets a copy of it (`create database … template`) and migrates it.
 * A checkout is a directory with node_modules, e.g. `git worktree add /tmp/ab-a HEAD~1` and
 * `cp -al node_modules /tmp/ab-a/`.
 */
import type { ChildProcess } from "node:child_process";
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { dateInZone } from "../src/domain/business-stats.ts";
import { arrivals, cannon, demoToken, freePort, median, spawnReady } from "./http.ts";
import { billNumberPath, orderListPath, unreadListPath } from "./orders.ts";

type Server = {
  dir: string;
  base: string;
  api: ChildProcess;
  data: string;
  token: string;
  p99: number[];
  /** Requests asked so far (AB_CALL=unread: the next page not read before). */
  asked: number;
  rps: number[];
  errors: number;
};

export async function abApi(checkouts: string[]): Promise<void> {
  if (checkouts.length === 0) throw new Error("give one or more checkouts");
  const rounds = Number(process.env.ROUNDS ?? 10);
  const call = process.env.AB_CALL ?? "list";
  const pgServer = process.env.AB_DATABASE_URL;
  const defaultCount = call === "airport" ? 0 : pgServer ? 1_000_000 : 100_000;
  const count = Number(process.env.ORDER_COUNT ?? defaultCount);
  const seeded = mkdtempSync(path.join(tmpdir(), "bench-ab-api-"));
  const databases = pgServer ? new PgCopies(pgServer) : null;
  const servers: Server[] = [];
  try {
    const first = path.resolve(checkouts[0] ?? ".");
    const seedUrl = databases ? await databases.create() : "";
    // On PostgreSQL the demo organisation is written only when asked (server/config.ts).
    const onPg = (url: string): Record<string, string> =>
      url ? { DATABASE_URL: url, SEED_DEMO: "1" } : {};
    if (count > 0) {
      execFileSync(process.execPath, ["--import", "tsx", "scripts/seed-orders.ts", String(count)], {
        cwd: first,
        env: { ...process.env, DATA_DIR: seeded, LOG_REQUESTS: "0", ...onPg(seedUrl) },
        stdio: ["ignore", "ignore", "inherit"],
      });
    }
    for (const dir of checkouts) {
      const data = mkdtempSync(path.join(tmpdir(), "bench-ab-api-"));
      cpSync(seeded, data, { recursive: true });
      const db = onPg(databases ? await databases.create(seedUrl) : "");
      const port = await freePort();
      const api = await spawnReady(
        ["--import", "tsx", "server/main.ts"],
        {
          DATA_DIR: data,
          LOG_REQUESTS: "0",
          PORT: String(port),
          HOST: "127.0.0.1",
          STATIC_DIR: "",
          ...db,
        },
        path.resolve(dir),
        databases ? 900_000 : 60_000,
      );
      const base = `http://127.0.0.1:${port}`;
      const token = await demoToken(base);
      servers.push({ dir, base, api, data, token, p99: [], rps: [], errors: 0, asked: 0 });
    }
    const today = dateInZone(new Date());
    // "unread": the list, each request a page the server has not read before.
    const calls: Record<string, string | ((n: number) => string)> = {
      list: orderListPath(today),
      unread: (n) => unreadListPath(today, n),
      number: (n) => billNumberPath(count, n),
      statistics: "/afbase/aforder/statistics",
      airport: "/afbase/airport/page?keyword=shang&size=20",
    };
    const list = calls[call];
    if (!list) throw new Error(`AB_CALL: one of ${Object.keys(calls).join(", ")}`);
    // AB_LOAD: "burst" (autocannon at 100 req/s: each second's requests sent back to back),
    // "arrivals" (100 req/s arriving at random, bench/http.ts `arrivals`), or "max" (autocannon
    // unpaced: the most each checkout answers, for a change in work per call).
    const load = process.env.AB_LOAD ?? "burst";
    const run = (s: Server, duration: number) => {
      const headers = { authorization: `Bearer ${s.token}` };
      if (load === "arrivals") {
        // Each server's requests continue its own sequence from round to round.
        const url = typeof list === "string" ? s.base + list : () => s.base + list(s.asked++);
        return arrivals(call, url, { rate: 100, duration, headers });
      }
      if (typeof list !== "string") throw new Error(`AB_CALL=${call} needs AB_LOAD=arrivals`);
      const rate = load === "max" ? {} : { overallRate: 100 };
      return cannon(call, s.base + list, { duration, connections: 10, headers, ...rate });
    };
    for (const s of servers) await run(s, 3);
    for (let round = 0; round < rounds; round++) {
      for (const s of servers) {
        const r = await run(s, 10);
        s.errors += r.errors;
        s.p99.push(r.p99);
        s.rps.push(Math.round(r.rps));
        console.log(
          `round ${round + 1} ${s.dir}: ${call} p99 ${r.p99} ms (${Math.round(r.rps)} req/s)`,
        );
      }
    }
    for (const s of servers) {
      const sorted = [...s.p99].sort((a, b) => a - b);
      console.log(
        `${s.dir}: ${call} p99 median ${median(s.p99)} ms, range ${sorted[0]}–${sorted.at(-1)} ms, rounds ${s.p99.join(" ")}; req/s answered (${load === "max" ? "unpaced" : "100 asked"}) median ${median(s.rps)}, rounds ${s.rps.join(" ")}; errors ${s.errors}`,
      );
    }
  } finally {
    for (const s of servers) s.api.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1000));
    for (const s of servers) rmSync(s.data, { recursive: true, force: true });
    rmSync(seeded, { recursive: true, force: true });
    await databases?.dropAll();
  }
}

/** Throw-away databases on one PostgreSQL server: the seeded one, then a copy per checkout. */
class PgCopies {
  private readonly made: string[] = [];
  constructor(private readonly server: string) {}

  /** A new database, empty or a copy of `template` (a URL this made); answers its URL. */
  async create(template?: string): Promise<string> {
    const name = `bench_ab_${process.pid}_${this.made.length}`;
    const from = template ? ` template ${new URL(template).pathname.slice(1)}` : "";
    await this.admin(`create database ${name}${from}`);
    this.made.push(name);
    const url = new URL(this.server);
    url.pathname = `/${name}`;
    return url.href;
  }

  async dropAll(): Promise<void> {
    for (const name of this.made.reverse()) {
      await this.admin(`drop database if exists ${name} with (force)`);
    }
  }

  private async admin(sql: string): Promise<void> {
    const client = new pg.Client({ connectionString: this.server });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }
}
