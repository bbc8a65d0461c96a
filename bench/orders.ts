/**
 * The order workspace at scale (issue 19): a data dir with ORDER_COUNT bench orders
 * (`npm run seed:orders`), then paced runs against the real server on it:
 * - a 50-row filtered list page at 100 req/s (budget p99 ≤ 25 ms),
 * - a keyword search over every code at 100 req/s, and a search for one order's bill number
 *   (no budget: reported),
 * - the dashboard statistics at 100 req/s (budget p99 ≤ 30 ms),
 * - an export of ~10k rows (budget ≤ 3 s) and the server's resident memory around it.
 * `npm run bench:orders` runs it alone; `npm run bench` runs it as one section.
 * With BENCH_DATABASE_URL it measures PostgreSQL instead (ORDER_COUNT there defaults to 1M).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays, dateInZone } from "../src/domain/business-stats.ts";
import { type AtRate, atRate, demoToken, freePort, spawnReady } from "./http.ts";
import { orderListInteractions } from "./interaction.ts";

const root = path.resolve(import.meta.dirname, "..");

export type OrdersBench = {
  database: "pglite" | "postgres";
  orders: number;
  seedMs: number;
  /** p99 with random arrivals at 100 req/s (bench/http.ts `arrivals`), the budget's figure. */
  listP99: number;
  /** The same call's p99 under autocannon's bursts of 100 requests each second. */
  listBurstP99: number;
  /** p99 when every request asks a page the server has not read since the last write. */
  unreadListP99: number;
  keywordP99: number;
  /** p99 of a search for one order's bill number, each request another order. */
  numberP99: number;
  statisticsP99: number;
  exportRows: number;
  exportMs: number;
  rssBeforeMb: number;
  /** The highest resident size sampled every 20 ms while the export ran (not the process's lifetime peak). */
  rssPeakMb: number;
  /** Worst sort/filter interaction on the list screen at 4× CPU (INP budget ≤ 100 ms); null without a built app. */
  listInpMs: number | null;
  errors: number;
};

/** The budgeted list call: a 50-row AE page (the third) over the year to `today`, unlocked. */
export const orderListPath = (today: string) =>
  `/afbase/order/page?businessScope=AE&size=50&current=3&lockStatus=0&dateFrom=${addDays(today, -365)}&dateTo=${today}`;

/**
 * The same list, but its `n`th request one the server has not read since the last write: the
 * year's start a day earlier at every request (what a page costs after a write).
 */
export const unreadListPath = (today: string, n: number) =>
  orderListPath(today).replace(/dateFrom=[\d-]+/, `dateFrom=${addDays(today, -365 - n)}`);

/**
 * What staff mostly search: one order's bill number, the `n`th request another SE order of the
 * `count` seeded (the seed gives SE, the third scope, every eighth order, bill MBL + its index).
 */
export const billNumberPath = (count: number, n: number) => {
  const k = 2 + 8 * ((n * 7919) % Math.floor(count / 8));
  return `/afbase/order/page?businessScope=SE&size=50&keyword=MBL${String(k).padStart(9, "0")}`;
};

const rssMb = (pid: number, field: "VmRSS") => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
};

export async function benchOrders(say: (line?: string) => void, rounds = 3): Promise<OrdersBench> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const count = Number(process.env.ORDER_COUNT ?? (databaseUrl ? 1_000_000 : 100_000));
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-orders-"));
  const env = {
    DATA_DIR: dataDir,
    LOG_REQUESTS: "0",
    // A PostgreSQL server gets the demo organisation only when asked (server/config.ts).
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: "1" } : {}),
  };
  const t0 = performance.now();
  execFileSync(process.execPath, ["--import", "tsx", "scripts/seed-orders.ts", String(count)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const seedMs = Math.round(performance.now() - t0);
  const port = await freePort();
  const server = await spawnReady(["--import", "tsx", "server/main.ts"], {
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    const token = await demoToken(base);
    const headers = { authorization: `Bearer ${token}` };
    const today = dateInZone(new Date());
    const p99Of = (name: string, url: string | ((n: number) => string)) =>
      atRate(name, url, { rounds, headers });
    const list = await p99Of("list", `${base}${orderListPath(today)}`);
    let fresh = 0;
    const unread = await p99Of(
      "list, pages not read before",
      () => `${base}${unreadListPath(today, fresh++)}`,
    );
    const keyword = await p99Of(
      "keyword",
      `${base}/afbase/order/page?businessScope=SE&size=50&keyword=in0004`,
    );
    const number = await p99Of("bill number", (n) => `${base}${billNumberPath(count, n)}`);
    const statistics = await p99Of("statistics", `${base}/afbase/aforder/statistics`);

    // About 10k rows: AE is an eighth of the orders, spread over 730 days.
    const days = Math.min(730, Math.ceil((10_000 / (count / 8)) * 730));
    const rssBeforeMb = rssMb(server.pid ?? 0, "VmRSS");
    let rssPeakMb = rssBeforeMb;
    const sampler = setInterval(() => {
      rssPeakMb = Math.max(rssPeakMb, rssMb(server.pid ?? 0, "VmRSS"));
    }, 20);
    const t1 = performance.now();
    const res = await fetch(`${base}/afbase/order/export`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({
        mode: "filter",
        columns: ["orderCode", "businessDate", "customerName", "awbNumber", "grossWeight"],
        query: { businessScope: "AE", dateFrom: addDays(today, -days), dateTo: today },
      }),
    });
    const bytes = (await res.arrayBuffer()).byteLength;
    const exportMs = Math.round(performance.now() - t1);
    const exportRows = Number(res.headers.get("x-row-count") ?? 0);
    clearInterval(sampler);
    rssPeakMb = Math.max(rssPeakMb, rssMb(server.pid ?? 0, "VmRSS"));
    const out: OrdersBench = {
      database: databaseUrl ? "postgres" : "pglite",
      orders: count,
      seedMs,
      listP99: list.arrivals.p99,
      listBurstP99: list.burst.p99,
      unreadListP99: unread.arrivals.p99,
      keywordP99: keyword.arrivals.p99,
      numberP99: number.arrivals.p99,
      statisticsP99: statistics.arrivals.p99,
      exportRows,
      exportMs,
      rssBeforeMb,
      rssPeakMb,
      listInpMs: null,
      errors:
        list.errors +
        unread.errors +
        keyword.errors +
        number.errors +
        statistics.errors +
        (res.ok ? 0 : 1),
    };
    const mark = (ok: boolean) => (ok ? "✓" : "✗");
    say(`${count} orders on ${out.database} (seeded in ${Math.round(seedMs / 1000)} s)`);
    say(
      "| call, 100 req/s, 10 s × rounds | p99 ms, random arrivals (rounds) | p99 ms, autocannon bursts of 100 (rounds) | budget |",
    );
    say("|---|---|---|---|");
    const row = (label: string, r: AtRate, budget?: number) =>
      say(
        `| ${label} | ${r.arrivals.p99} (${r.arrivals.rounds.join(", ")}) | ${r.burst.p99} (${r.burst.rounds.join(", ")}) | ${budget === undefined ? "-" : `≤ ${budget} ${mark(r.arrivals.p99 <= budget)}`} |`,
      );
    row("50-row list page, AE, one year, unlocked", list, 25);
    row("the same list, every request a page not read before", unread, 25);
    row("keyword over every code, SE (a prefix of 10k orders' internal numbers)", keyword);
    row("one order's bill number, SE, each request another", number);
    row("dashboard statistics", statistics, 30);
    say(
      `export: ${exportRows} rows, ${(bytes / 1024).toFixed(0)} KB in ${exportMs} ms (budget ≤ 3000 ${mark(exportMs <= 3000)}); server RSS ${rssBeforeMb} MB before, at most ${rssPeakMb} MB during it; errors ${out.errors}`,
    );
    // The list screen itself, when the app is built (dist/) for the server to serve.
    if (existsSync(path.join(root, "dist", "index.html"))) {
      const inp = await orderListInteractions(base);
      out.listInpMs = inp.worstMs;
      say(
        `list screen at 4× CPU: worst of ${inp.interactions} sort/filter interactions ${inp.worstMs} ms (INP budget ≤ 100 ${mark(inp.worstMs <= 100)}) ${JSON.stringify(inp.byTarget)}`,
      );
    } else {
      say("list screen INP: not measured (no dist/: run `npm run build` first)");
    }
    return out;
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log("## Order workspace at scale");
  await benchOrders((line = "") => console.log(line), Number(process.env.BENCH_ROUNDS ?? 3));
}
