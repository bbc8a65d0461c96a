/**
 * Exports beside everyone else (issue 33): the worst latency of a cheap call (GET
 * /hrs/permission/getButtonInfo, asked again 10 ms after each answer) while four ~10k-row order
 * exports of one organisation are downloaded at once from the embedded database. Budget: 500 ms
 * worst (the median over rounds of each round's worst, after one warm-up round). Every export is
 * read to its end, so the figure includes exports that waited their turn.
 * `npm run bench:exports` runs it alone (ORDER_COUNT orders, default 100k, seeded first);
 * `npm run bench` runs it as one section; `npm run bench:ab -- --exports <checkout> …` compares
 * checkouts round by round (bench/ab-exports.ts).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays, dateInZone } from "../src/domain/business-stats.ts";
import { demoToken, freePort, median, spawnReady } from "./http.ts";

const root = path.resolve(import.meta.dirname, "..");

export const STALL_BUDGET_MS = 500;
export const PARALLEL_EXPORTS = 4;

export type ExportStall = {
  /** The slowest cheap call's answer while the exports ran, ms. */
  worstMs: number;
  p50Ms: number;
  /** Cheap calls answered while the exports ran. */
  calls: number;
  /** Rows in each export, and how long the last of them took to be read to its end, ms. */
  rows: number[];
  allDoneMs: number;
  errors: number;
};

/** One measurement against a running server whose DEMO organisation holds `count` bench orders. */
export async function exportStall(
  base: string,
  token: string,
  count: number,
): Promise<ExportStall> {
  const headers = { authorization: `Bearer ${token}` };
  const today = dateInZone(new Date());
  // About 10k rows: AE is an eighth of the orders, spread over 730 days.
  const days = Math.min(730, Math.ceil((10_000 / (count / 8)) * 730));
  const body = JSON.stringify({
    mode: "filter",
    columns: ["orderCode", "businessDate", "customerName", "awbNumber", "grossWeight"],
    query: { businessScope: "AE", dateFrom: addDays(today, -days), dateTo: today },
  });
  let errors = 0;
  let running = true;
  const samples: number[] = [];
  const probe = (async () => {
    while (running) {
      const t0 = performance.now();
      // A failed call counts as an error and its time still counts (a reset socket is a stall).
      const ok = await fetch(`${base}/hrs/permission/getButtonInfo`, { headers })
        .then(async (res) => {
          await res.arrayBuffer();
          return res.ok;
        })
        .catch(() => false);
      if (!ok) errors++;
      samples.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const t0 = performance.now();
  const rows = await Promise.all(
    Array.from({ length: PARALLEL_EXPORTS }, async () => {
      try {
        const res = await fetch(`${base}/afbase/order/export`, {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body,
        });
        await res.arrayBuffer();
        if (!res.ok) errors++;
        return Number(res.headers.get("x-row-count") ?? 0);
      } catch {
        errors++;
        return 0;
      }
    }),
  );
  const allDoneMs = Math.round(performance.now() - t0);
  running = false;
  await probe;
  return {
    worstMs: Math.round(Math.max(...samples)),
    p50Ms: Math.round(median(samples)),
    calls: samples.length,
    rows,
    allDoneMs,
    errors,
  };
}

/** Seeds a data dir of its own, starts the server on it and measures `rounds` times. */
export async function benchExports(
  say: (line?: string) => void,
  rounds = 3,
): Promise<{ rounds: ExportStall[]; worstMs: number; warmUp: ExportStall }> {
  const count = Number(process.env.ORDER_COUNT ?? 100_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-exports-"));
  const env = { DATA_DIR: dataDir, LOG_REQUESTS: "0" };
  execFileSync(process.execPath, ["--import", "tsx", "scripts/seed-orders.ts", String(count)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const port = await freePort();
  const server = await spawnReady(["--import", "tsx", "server/main.ts"], {
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const token = await demoToken(base);
    // The first round after start also compiles the export's code paths (as bench:ab --exports,
    // it is printed but not counted).
    const first = await exportStall(base, token, count);
    const results: ExportStall[] = [];
    for (let round = 0; round < rounds; round++) {
      results.push(await exportStall(base, token, count));
    }
    const worstMs = median(results.map((r) => r.worstMs));
    const last = results.at(-1);
    say(
      `${PARALLEL_EXPORTS} parallel order exports (${last?.rows.join(", ")} rows) over ${count} orders on pglite: ` +
        `worst GET /hrs/permission/getButtonInfo ${worstMs} ms, median of ${rounds} rounds ` +
        `(${results.map((r) => r.worstMs).join(", ")}; budget ≤ ${STALL_BUDGET_MS} ${worstMs <= STALL_BUDGET_MS ? "✓" : "✗"}); ` +
        `its p50 ${median(results.map((r) => r.p50Ms))} ms; all exports read in ` +
        `${median(results.map((r) => r.allDoneMs))} ms; errors ${results.reduce((s, r) => s + r.errors, 0)}; ` +
        `warm-up round (first after start, not counted): worst ${first.worstMs} ms`,
    );
    return { rounds: results, worstMs, warmUp: first };
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log("## Exports beside other calls");
  await benchExports((line = "") => console.log(line), Number(process.env.BENCH_ROUNDS ?? 3));
}
