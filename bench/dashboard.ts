/**
 * `npm run bench:dashboard`: only the dashboard's Lighthouse figures (both ways, as in
 * `npm run bench`), plus where its main-thread time and long tasks go, for iterating on issue 4
 * without the whole benchmark. Uses the current build (run `npm run build` first); the share
 * page's score is printed beside it as this host's yardstick (decisions §19).
 * BENCH_LIGHTHOUSE_RUNS (default 5), BENCH_ONLY_ACKNOWLEDGED=1 skips the first-visit runs.
 */

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afShareLink, freePort, spawnReady } from "./http.ts";
import { type LighthouseResult, lighthouseMobile, lighthouseSignedIn } from "./lighthouse.ts";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

function line(label: string, r: LighthouseResult): string {
  return `${label}: performance ${r.performance} (runs ${r.scores.join(", ")}), FCP ${Math.round(r.fcpMs)} ms, LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls.toFixed(4)}; ended on ${r.finalUrls.join(", ")}`;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-dash-"));
  const port = await freePort();
  const api = await spawnReady(["--import", "tsx", "server/main.ts"], {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_REQUESTS: "0",
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const login = { username: "admin", orgCode: "DEMO", password: "Demo@2026" };
    const afLink = afShareLink(port, dataDir);
    if (afLink) console.log(line("share page (yardstick)", await lighthouseMobile(afLink, RUNS)));
    const seen = await lighthouseSignedIn(base, "/dashboard", login, RUNS, { acknowledged: true });
    console.log(line("dashboard, notice acknowledged", seen));
    if (!process.env.BENCH_ONLY_ACKNOWLEDGED) {
      const first = await lighthouseSignedIn(base, "/dashboard", login, RUNS);
      console.log(line("dashboard, first visit in a tab", first));
    }
  } finally {
    api.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
