/**
 * `npm run bench:ab -- --share <dist dir> <dist dir> …`: the share page's Lighthouse mobile LCP
 * for several builds against a bare React page (bench/floor) audited in the same rounds,
 * interleaved (floor, then each build, round by round) so the host's drift falls on all alike.
 * Each build is served by this checkout's server over a fresh demo data dir, with a real AF link
 * from `scripts/share-link.ts`. ROUNDS (default 10), RUNS per round (default 1). Build the dirs
 * first (`npx vite build --outDir /tmp/dist-a` and the same with `BUILD_TARGET=share`).
 */
import type { ChildProcess } from "node:child_process";
import { execSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server as HttpServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afShareLink, freePort, median, spawnReady, spread } from "./http.ts";
import { lighthouseMobile } from "./lighthouse.ts";

const root = path.resolve(import.meta.dirname, "..");
const FLOOR_DIR = path.join(root, ".tmp/floor");

/**
 * Serves the bare React page (bench/floor, built to .tmp/floor when missing) on a port of its
 * own: the yardstick the share page's LCP is divided by.
 */
export async function serveFloor(): Promise<{ url: string; close(): Promise<void> }> {
  if (!existsSync(path.join(FLOOR_DIR, "index.html"))) {
    execSync("npx vite build --config bench/floor/vite.config.ts --logLevel warn", {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
  }
  const types: Record<string, string> = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript",
    ".css": "text/css",
  };
  const server: HttpServer = createServer((req, res) => {
    const name = new URL(req.url ?? "/", "http://x").pathname;
    const file = path.join(FLOOR_DIR, name === "/" ? "index.html" : path.normalize(name));
    if (!file.startsWith(FLOOR_DIR) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" });
    res.end(readFileSync(file));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

type Build = { dist: string; api: ChildProcess; data: string; link: string; lcp: number[] };

export async function abShare(dists: string[]): Promise<void> {
  if (dists.length === 0) throw new Error("give one or more built dist directories");
  const rounds = Number(process.env.ROUNDS ?? 10);
  const runs = Number(process.env.RUNS ?? 1);
  const floor = await serveFloor();
  const floorLcp: number[] = [];
  const builds: Build[] = [];
  try {
    for (const dist of dists) {
      const data = mkdtempSync(path.join(tmpdir(), "bench-ab-share-"));
      const port = await freePort();
      const api = await spawnReady(["--import", "tsx", "server/main.ts"], {
        DATA_DIR: data,
        LOG_REQUESTS: "0",
        PORT: String(port),
        HOST: "127.0.0.1",
        STATIC_DIR: path.resolve(dist),
        SHARE_RATE_LIMIT: "1000000",
      });
      const link = afShareLink(port, data);
      if (!link) throw new Error(`${dist}: share-link printed no AF link`);
      builds.push({ dist, api, data, link, lcp: [] });
    }
    for (let round = 0; round < rounds; round++) {
      const f = await lighthouseMobile(floor.url, runs);
      floorLcp.push(Math.round(f.lcpMs));
      const line = [`round ${round + 1}: floor LCP ${Math.round(f.lcpMs)} ms`];
      for (const b of builds) {
        const r = await lighthouseMobile(b.link, runs);
        b.lcp.push(Math.round(r.lcpMs));
        line.push(`${b.dist} LCP ${Math.round(r.lcpMs)} ms (score ${r.scores.join(", ")})`);
      }
      console.log(line.join("; "));
    }
    const base = median(floorLcp);
    console.log(`floor (bare React page): LCP ${spread(floorLcp)} ms`);
    for (const b of builds) {
      const ratios = b.lcp.map((v, i) => v / (floorLcp[i] ?? base));
      console.log(
        `${b.dist}: LCP ${spread(b.lcp)} ms; × floor per round ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`,
      );
    }
  } finally {
    for (const b of builds) b.api.kill("SIGTERM");
    await floor.close();
    await new Promise((r) => setTimeout(r, 500));
    for (const b of builds) rmSync(b.data, { recursive: true, force: true });
  }
}
