/**
 * `npm run bench:ab -- <dist dir> <dist dir> …`: the dashboard's Lighthouse score for several
 * builds, interleaved (round by round, builds alternating) so the host's drift falls on all of them
 * alike; a single score here moves by ±5 (decisions §19, §22). Each round signs in afresh
 * and audits the acknowledged dashboard RUNS times (default 2); ROUNDS (default 3). Build the dirs
 * first, e.g. `npx vite build --outDir /tmp/dist-a`.
 *
 * `npm run bench:ab -- --api <checkout> <checkout> …` compares the API instead: the order list's
 * p99 at 100 req/s over the same 100k orders (bench/ab-api.ts). `--chat <checkout> …` compares
 * chat delivery over 1,000 sockets (bench/ab-chat.ts); `--inp <dist dir> …` the order list
 * screen's worst interaction at 4× CPU (bench/ab-inp.ts); `--exports <checkout> …` the worst
 * latency of a cheap call during four parallel 10k-row order exports (bench/ab-exports.ts);
 * `--share <dist dir> …` the share page's Lighthouse mobile LCP against a bare React page audited
 * in the same rounds (bench/ab-share.ts).
 */

import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { abApi } from "./ab-api.ts";
import { abChat } from "./ab-chat.ts";
import { abExports } from "./ab-exports.ts";
import { abInp } from "./ab-inp.ts";
import { abShare } from "./ab-share.ts";
import { freePort, median, spawnReady } from "./http.ts";
import { type LighthouseResult, lighthouseSignedIn } from "./lighthouse.ts";

const builds = process.argv.slice(2);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const RUNS = Number(process.env.RUNS ?? 2);
const login = { username: "admin", orgCode: "DEMO", password: "Demo@2026" };

type Server = {
  dir: string;
  port: number;
  api: ChildProcess;
  data: string;
  res: LighthouseResult[];
};

async function main() {
  if (builds[0] === "--api") return abApi(builds.slice(1));
  if (builds[0] === "--chat") return abChat(builds.slice(1));
  if (builds[0] === "--exports") return abExports(builds.slice(1));
  if (builds[0] === "--inp") return abInp(builds.slice(1));
  if (builds[0] === "--share") return abShare(builds.slice(1));
  if (builds.length === 0) throw new Error("give one or more built dist directories");
  const servers: Server[] = [];
  try {
    for (const dir of builds) {
      const port = await freePort();
      const data = mkdtempSync(path.join(tmpdir(), "bench-ab-"));
      const api = await spawnReady(["--import", "tsx", "server/main.ts"], {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: data,
        LOG_REQUESTS: "0",
        STATIC_DIR: path.resolve(dir),
      });
      servers.push({ dir, port, api, data, res: [] });
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const s of servers) {
        const r = await lighthouseSignedIn(
          `http://127.0.0.1:${s.port}`,
          "/dashboard",
          login,
          RUNS,
          {
            acknowledged: true,
          },
        );
        s.res.push(r);
        console.log(`round ${round + 1} ${s.dir}: ${r.scores.join(", ")}`);
      }
    }
    for (const s of servers) {
      const scores = s.res.flatMap((r) => r.scores);
      const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
      const med = (pick: (r: LighthouseResult) => number) => Math.round(median(s.res.map(pick)));
      console.log(
        `${s.dir}: mean ${mean.toFixed(1)}, median ${median(scores)}, FCP ${med((r) => r.fcpMs)} ms, LCP ${med((r) => r.lcpMs)} ms, TBT ${med((r) => r.tbtMs)} ms`,
      );
    }
  } finally {
    for (const s of servers) {
      s.api.kill("SIGTERM");
    }
    await new Promise((r) => setTimeout(r, 500));
    for (const s of servers) rmSync(s.data, { recursive: true, force: true });
  }
}

await main();
