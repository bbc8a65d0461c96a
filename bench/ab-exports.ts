/**
 * `npm run bench:ab -- --exports <checkout> <checkout> …`: the worst latency of a cheap call while
 * four ~10k-row order exports run (bench/exports.ts, budget 500 ms) for several checkouts,
 * interleaved round by round so the host's drift falls on all alike. One data dir of
 * ORDER_COUNT bench orders (default 100k) is seeded with the first checkout and copied for each
 * checkout's server (each migrates its copy at start). ROUNDS (default 10).
 */
import type { ChildProcess } from "node:child_process";
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ExportStall, exportStall } from "./exports.ts";
import { demoToken, freePort, spawnReady, spread } from "./http.ts";

type Server = { dir: string; base: string; api: ChildProcess; data: string; token: string };

export async function abExports(checkouts: string[]): Promise<void> {
  if (checkouts.length === 0) throw new Error("give one or more checkouts");
  const rounds = Number(process.env.ROUNDS ?? 10);
  const count = Number(process.env.ORDER_COUNT ?? 100_000);
  const seeded = mkdtempSync(path.join(tmpdir(), "bench-ab-exports-"));
  const servers: Server[] = [];
  const results = checkouts.map(() => [] as ExportStall[]);
  try {
    execFileSync(process.execPath, ["--import", "tsx", "scripts/seed-orders.ts", String(count)], {
      cwd: path.resolve(checkouts[0] ?? "."),
      env: { ...process.env, DATA_DIR: seeded, LOG_REQUESTS: "0" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    for (const dir of checkouts) {
      const data = mkdtempSync(path.join(tmpdir(), "bench-ab-exports-"));
      cpSync(seeded, data, { recursive: true });
      const port = await freePort();
      const api = await spawnReady(
        ["--import", "tsx", "server/main.ts"],
        {
          DATA_DIR: data,
          LOG_REQUESTS: "0",
          PORT: String(port),
          HOST: "127.0.0.1",
          STATIC_DIR: "",
        },
        path.resolve(dir),
      );
      const base = `http://127.0.0.1:${port}`;
      servers.push({ dir, base, api, data, token: await demoToken(base) });
    }
    // A warm-up round each (the first export of a process also compiles its code paths).
    for (const s of servers) await exportStall(s.base, s.token, count);
    for (let round = 0; round < rounds; round++) {
      for (const [k, s] of servers.entries()) {
        const r = await exportStall(s.base, s.token, count);
        results[k]?.push(r);
        console.log(
          `round ${round + 1} ${s.dir}: worst ${r.worstMs} ms, p50 ${r.p50Ms} ms over ${r.calls} calls; ` +
            `exports (${r.rows.join(", ")} rows) read in ${r.allDoneMs} ms; errors ${r.errors}`,
        );
      }
    }
    for (const [k, s] of servers.entries()) {
      const rs = results[k] ?? [];
      console.log(
        `${s.dir}: worst ${spread(rs.map((r) => r.worstMs))} ms, p50 ${spread(rs.map((r) => r.p50Ms))} ms, ` +
          `all four exports read in ${spread(rs.map((r) => r.allDoneMs))} ms over ${rs.length} rounds; ` +
          `errors ${rs.reduce((sum, r) => sum + r.errors, 0)}`,
      );
    }
  } finally {
    for (const s of servers) s.api.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1000));
    for (const s of servers) rmSync(s.data, { recursive: true, force: true });
    rmSync(seeded, { recursive: true, force: true });
  }
}
