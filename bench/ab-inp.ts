/**
 * `npm run bench:ab -- --inp <dist dir> <dist dir> …`: the order list screen's worst sort/filter
 * interaction at 4× CPU (bench/interaction.ts, issue 19: INP ≤ 100 ms) for several builds,
 * interleaved round by round. Each build is served by this checkout's server over its own copy of
 * one data dir of ORDER_COUNT bench orders (default 100k; AB_DATA_DIR reuses a seeded one).
 * ROUNDS (default 10). Build the dirs first, e.g. `npx vite build --outDir /tmp/dist-a`.
 */
import type { ChildProcess } from "node:child_process";
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, spawnReady, spread } from "./http.ts";
import { orderListInteractions } from "./interaction.ts";

type Server = { dist: string; base: string; api: ChildProcess; data: string; worst: number[] };

export async function abInp(dists: string[]): Promise<void> {
  if (dists.length === 0) throw new Error("give one or more built dist directories");
  const rounds = Number(process.env.ROUNDS ?? 10);
  let seeded = process.env.AB_DATA_DIR ?? "";
  const ownSeed = !seeded;
  if (ownSeed) {
    seeded = mkdtempSync(path.join(tmpdir(), "bench-ab-inp-"));
    execFileSync(
      process.execPath,
      ["--import", "tsx", "scripts/seed-orders.ts", process.env.ORDER_COUNT ?? "100000"],
      {
        env: { ...process.env, DATA_DIR: seeded, LOG_REQUESTS: "0" },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
  }
  const servers: Server[] = [];
  try {
    for (const dist of dists) {
      const data = mkdtempSync(path.join(tmpdir(), "bench-ab-inp-"));
      cpSync(seeded, data, { recursive: true });
      const port = await freePort();
      const api = await spawnReady(["--import", "tsx", "server/main.ts"], {
        DATA_DIR: data,
        LOG_REQUESTS: "0",
        PORT: String(port),
        HOST: "127.0.0.1",
        STATIC_DIR: path.resolve(dist),
      });
      servers.push({ dist, base: `http://127.0.0.1:${port}`, api, data, worst: [] });
    }
    for (let round = 0; round < rounds; round++) {
      for (const s of servers) {
        const r = await orderListInteractions(s.base);
        s.worst.push(r.worstMs);
        console.log(
          `round ${round + 1} ${s.dist}: worst ${r.worstMs} ms ${JSON.stringify(r.byTarget)}`,
        );
      }
    }
    for (const s of servers) {
      console.log(
        `${s.dist}: worst interaction ${spread(s.worst)} ms over ${s.worst.length} rounds`,
      );
    }
  } finally {
    for (const s of servers) s.api.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    for (const s of servers) rmSync(s.data, { recursive: true, force: true });
    if (ownSeed) rmSync(seeded, { recursive: true, force: true });
  }
}
