/**
 * `npm run bench`: bundle sizes per route against a bare React page built in the same run,
 * server start times, API throughput/latency against bare node:http and bare Hono in
 * alternating rounds, the order workspace at scale and exports beside other calls. Prints a
 * table and writes bench/results/latest.{json,md} (git-ignored).
 */

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serveFloor } from "./ab-share.ts";
import { benchBombs } from "./bombs.ts";
import { buildAll, measureBundles } from "./bundles.ts";
import { benchChat } from "./chat.ts";
import { benchExports } from "./exports.ts";
import {
  afShareLink,
  atRate,
  cannon,
  freePort,
  type HttpResult,
  median,
  spawnReady,
} from "./http.ts";
import { lookupTyping, shellInteractions } from "./interaction.ts";
import { lighthouseMobile, lighthouseSignedIn } from "./lighthouse.ts";
import { benchLookups } from "./lookups.ts";
import { benchOrders } from "./orders.ts";

const root = path.resolve(import.meta.dirname, "..");
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

/** The share page's LCP as a multiple of a bare React page's, same run (issue 34). */
const SHARE_LCP_BUDGET = 1.25;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const lines: string[] = [];
const say = (line = "") => {
  lines.push(line);
  console.log(line);
};

async function timeToLogin(dataDir: string): Promise<number> {
  const port = await freePort();
  const t0 = performance.now();
  const child = await spawnReady(["--import", "tsx", "server/main.ts"], {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_REQUESTS: "0",
  });
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${port}/login`).catch(() => null);
    if (res?.ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = performance.now() - t0;
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  return ms;
}

async function main() {
  const results: Record<string, unknown> = { at: new Date().toISOString() };

  say("## Bundles (first-load JS, gzip -9)");
  buildAll();
  const bundles = measureBundles();
  results.bundles = bundles;
  say(`floor (bare React page): ${kb(bundles.floor)}`);
  const KEY_ROUTES = [
    "/login",
    "/efForLogin",
    "/externalOrderTrack",
    "/externalOrderTrack (AF view, all JS before the order shows)",
    "/dashboard",
    "/af",
    "/hrs_role",
    "/resetPassword",
    "/hawb_info_page",
  ];
  // Files matter as well as bytes: on a phone's HTTP/1.1 each is a request, six at a time.
  say("| route | first-load JS | × floor | files |");
  say("|---|---|---|---|");
  for (const r of bundles.routes.filter((x) => KEY_ROUTES.includes(x.route))) {
    say(
      `| ${r.route} | ${kb(r.gzip)} | ${(r.gzip / bundles.floor).toFixed(2)} | ${r.files.length} |`,
    );
  }
  const signedIn = bundles.routes.filter(
    (r) => !KEY_ROUTES.includes(r.route) && r.route !== "/login",
  );
  const largest = signedIn.reduce(
    (a, b) => (b.gzip > a.gzip ? b : a),
    signedIn[0] ?? { route: "-", gzip: 0, files: [] },
  );
  say(
    `| largest of the other ${signedIn.length} routes (${largest.route}) | ${kb(largest.gzip)} | ${(largest.gzip / bundles.floor).toFixed(2)} | ${largest.files.length} |`,
  );
  say("(every route: bench/results/latest.json)");
  say();
  say("## Start-up (spawn → /login answers 200)");
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-data-"));
  const fresh = await timeToLogin(dataDir);
  const warm = await timeToLogin(dataDir);
  results.startup = { freshMs: fresh, existingMs: warm };
  say(
    `new data dir: ${(fresh / 1000).toFixed(1)} s; existing data dir: ${(warm / 1000).toFixed(1)} s`,
  );

  say();
  say(`## HTTP (autocannon, 10 connections, ${DURATION} s × ${ROUNDS} alternating rounds)`);
  const [nodePort, honoPort, apiPort] = [await freePort(), await freePort(), await freePort()];
  const nodeHttp = await spawnReady(["bench/servers/node-http.mjs"], { PORT: String(nodePort) });
  const hono = await spawnReady(["--import", "tsx", "bench/servers/hono-hello.ts"], {
    PORT: String(honoPort),
  });
  const api = await spawnReady(["--import", "tsx", "server/main.ts"], {
    PORT: String(apiPort),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_REQUESTS: "0",
    // The share API is rate-limited per address; the load comes from one address here.
    SHARE_RATE_LIMIT: "1000000",
  });
  try {
    const login = await fetch(`http://127.0.0.1:${apiPort}/auth/oauth/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "password",
        username: "2|admin|DEMO",
        password: "Demo@2026",
      }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const runs: Record<string, HttpResult[]> = {
      "node:http": [],
      "hono hello": [],
      "GET /hrs/permission/getButtonInfo": [],
    };
    for (let round = 0; round < ROUNDS; round++) {
      runs["node:http"]?.push(
        await cannon("node:http", `http://127.0.0.1:${nodePort}/`, { duration: DURATION }),
      );
      runs["hono hello"]?.push(
        await cannon("hono hello", `http://127.0.0.1:${honoPort}/`, { duration: DURATION }),
      );
      runs["GET /hrs/permission/getButtonInfo"]?.push(
        await cannon("api", `http://127.0.0.1:${apiPort}/hrs/permission/getButtonInfo`, {
          duration: DURATION,
          headers: { authorization: `Bearer ${token}` },
        }),
      );
    }
    const base = median(runs["node:http"]?.map((r) => r.rps) ?? []);
    say("| server | req/s (median) | × node:http | p99 ms (median) | errors |");
    say("|---|---|---|---|---|");
    const http: Record<string, unknown> = {};
    for (const [name, list] of Object.entries(runs)) {
      const rps = median(list.map((r) => r.rps));
      const p99 = median(list.map((r) => r.p99));
      const errors = list.reduce((s, r) => s + r.errors, 0);
      http[name] = { rps, p99, errors, ratio: rps / base };
      say(`| ${name} | ${rps.toFixed(0)} | ${(rps / base).toFixed(2)} | ${p99} | ${errors} |`);
    }
    results.http = http;

    // The airport lookup answers as the user types: a keyword that matches nothing exactly makes
    // the server scan every airport's names (the slowest search there is). Budget: p99 ≤ 10 ms
    // at 100 req/s (the reference-data issue).
    say();
    say("## Airport lookup (GET /afbase/airport/page, keyword 'shang')");
    const airportUrl = `http://127.0.0.1:${apiPort}/afbase/airport/page?keyword=shang&size=20`;
    const auth = { authorization: `Bearer ${token}` };
    const airport = await atRate("airports", airportUrl, { rounds: ROUNDS, headers: auth });
    const airportP99 = airport.arrivals.p99;
    say(
      `at 100 req/s, 10 s × ${ROUNDS}: p99 ${airportP99} ms with random arrivals (rounds ${airport.arrivals.rounds.join(", ")}), ${airport.burst.p99} ms under autocannon's bursts of 100 (rounds ${airport.burst.rounds.join(", ")}), errors ${airport.errors}; budget ≤ 10 ms ${airportP99 <= 10 ? "✓" : "✗"}`,
    );
    results.airportLookup = {
      p99: airportP99,
      rounds: airport.arrivals.rounds,
      burstP99: airport.burst.p99,
    };

    // The other lookups and cargo tracking (issue 22, bench/lookups.ts).
    say();
    say("## Lookups and cargo tracking (100 req/s)");
    const lookups = await benchLookups(apiPort, token, ROUNDS);
    say("| call | p99 ms, random arrivals (median) | p99 ms, autocannon bursts | errors |");
    say("|---|---|---|---|");
    for (const [name, r] of Object.entries(lookups)) {
      say(`| ${name} | ${r.p99} | ${r.burstP99} | ${r.errors} |`);
    }
    results.lookups = lookups;

    // The order workspace over 100k orders (issue 19): list, keyword, statistics and export on
    // a data dir of its own (bench/orders.ts; `npm run bench:orders` runs it alone).
    say();
    say("## Order workspace at scale");
    results.orders = await benchOrders(say, ROUNDS);

    // Four parallel 10k-row order exports beside a cheap call (issue 33, bench/exports.ts;
    // `npm run bench:exports` runs it alone). Budget: the cheap call's worst ≤ 500 ms.
    say();
    say("## Exports beside other calls");
    results.exports = await benchExports(say, ROUNDS);

    // Chat: 1,000 open sockets, 50 messages/s between them (bench/chat.ts; `npm run bench:chat`).
    say();
    say("## Chat at scale");
    results.chat = await benchChat(say);

    // Hostile uploads (issue 33): the server's peak RSS while PDF and .xlsx bombs are read, each
    // case within +300 MB of its idle RSS (bench/bombs.ts; `npm run bench:bombs` runs it alone).
    say();
    say("## Bombs (peak resident memory of the server)");
    results.bombs = await benchBombs(say);

    // The share page: a real link from the CLI, its API at 200 req/s, Lighthouse mobile.
    const afLink = afShareLink(apiPort, dataDir);
    if (afLink) {
      const o = new URL(afLink).searchParams.get("o") ?? "";
      say();
      say("## Share page");
      // Paced runs: one warm-up, then three rounds alternating with bare node:http at the same
      // pace, so the load generator's own floor on this machine is printed next to ours.
      const shareUrl = `http://127.0.0.1:${apiPort}/afbase/external/order/orderTrack?o=${encodeURIComponent(o)}`;
      const paced = { duration: 10, connections: 10, overallRate: 200 };
      await cannon("warm-up", shareUrl, { ...paced, duration: 5 });
      const shareRuns: HttpResult[] = [];
      const floorRuns: HttpResult[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        floorRuns.push(await cannon("node:http", `http://127.0.0.1:${nodePort}/`, paced));
        shareRuns.push(await cannon("share api", shareUrl, paced));
      }
      const summary = (list: HttpResult[]) => ({
        rps: median(list.map((r) => r.rps)),
        p50: median(list.map((r) => r.p50)),
        p99: median(list.map((r) => r.p99)),
        p99Corrected: median(list.map((r) => r.p99Corrected ?? 0)),
        errors: list.reduce((sum, r) => sum + r.errors, 0),
        rounds: list.map((r) => r.p99),
      });
      const api200 = summary(shareRuns);
      const floor200 = summary(floorRuns);
      say(
        `| at 200 req/s, 10 connections, 10 s × ${ROUNDS} (median) | req/s | p50 ms | p99 ms | p99 ms, autocannon-corrected | errors |`,
      );
      say("|---|---|---|---|---|---|");
      for (const [label, r] of [
        ["GET /afbase/external/order/orderTrack", api200],
        ["node:http (floor)", floor200],
      ] as const) {
        say(
          `| ${label} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} (rounds ${r.rounds.join(", ")}) | ${r.p99Corrected} | ${r.errors} |`,
        );
      }
      const lh = await lighthouseMobile(afLink, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
      say(
        `Lighthouse mobile (median of ${lh.runs}): performance ${lh.performance} (runs ${lh.scores.join(", ")}), CLS ${lh.cls.toFixed(3)}, FCP ${Math.round(lh.fcpMs)} ms, LCP ${Math.round(lh.lcpMs)} ms, TBT ${Math.round(lh.tbtMs)} ms`,
      );
      // The yardstick (issue 34): the share page's LCP against a bare React page (bench/floor)
      // audited in the same run, on the same host. Budget ≤ 1.25×; `npm run bench:ab -- --share`
      // compares builds on it, interleaved.
      const floorPage = await serveFloor();
      const floorLh = await lighthouseMobile(floorPage.url, lh.runs).finally(() =>
        floorPage.close(),
      );
      const lcpRatio = lh.lcpMs / floorLh.lcpMs;
      say(
        `share page LCP ${Math.round(lh.lcpMs)} ms against a bare React page's ${Math.round(floorLh.lcpMs)} ms: ${lcpRatio.toFixed(2)}× (budget ≤ ${SHARE_LCP_BUDGET}× ${lcpRatio <= SHARE_LCP_BUDGET ? "✓" : "✗"})`,
      );
      results.share = {
        api200,
        floor200,
        lighthouse: lh,
        floorLighthouse: floorLh,
        lcpRatio,
      };
    } else {
      say("share-link printed no AF link; share page not measured");
    }

    say();
    say("## Dashboard (signed in as 2|admin|DEMO)");
    const dashRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
    const dash = await lighthouseSignedIn(
      `http://127.0.0.1:${apiPort}`,
      "/dashboard",
      { username: "admin", orgCode: "DEMO", password: "Demo@2026" },
      dashRuns,
    );
    const seen = await lighthouseSignedIn(
      `http://127.0.0.1:${apiPort}`,
      "/dashboard",
      { username: "admin", orgCode: "DEMO", password: "Demo@2026" },
      dashRuns,
      { acknowledged: true },
    );
    for (const [label, r] of [
      ["first visit in a tab (the small-screen notice paints first)", dash],
      ["notice already acknowledged in the tab (the dashboard itself)", seen],
    ] as const) {
      say(
        `Lighthouse mobile, ${label} (median of ${r.runs}): performance ${r.performance} (runs ${r.scores.join(", ")}), CLS ${r.cls.toFixed(4)}, FCP ${Math.round(r.fcpMs)} ms, LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms; ended on ${r.finalUrls.join(", ")}`,
      );
    }
    results.dashboard = { lighthouse: dash, lighthouseAcknowledged: seen };

    say();
    say("## Shell interactions (4× CPU throttling, Event Timing)");
    const interactions = await shellInteractions(`http://127.0.0.1:${apiPort}`);
    say(
      `${interactions.interactions} interactions (every sidebar submenu + the user menu): worst ${Math.round(interactions.worstMs)} ms (0 = all under 16 ms, the API's floor)`,
    );
    results.interactions = interactions;

    say();
    say("## Typing in a lookup's search box (4× CPU throttling, Event Timing)");
    const typing = await lookupTyping(`http://127.0.0.1:${apiPort}`);
    say(
      `${typing.keys} keys typed into /af_airport's search: worst ${Math.round(typing.worstMs)} ms (budget 100 ms; 0 = all under 16 ms)`,
    );
    results.lookupTyping = typing;
  } finally {
    for (const child of [nodeHttp, hono, api]) child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }

  const outDir = path.join(root, "bench/results");
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, "latest.json"), JSON.stringify(results, null, 2));
  writeFileSync(path.join(outDir, "latest.md"), `${lines.join("\n")}\n`);
  console.log(`\nwritten to ${path.relative(root, outDir)}/latest.{json,md}`);
}

await main();
