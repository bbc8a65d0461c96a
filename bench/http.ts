import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { Agent, request } from "node:http";
import { createServer } from "node:net";
import path from "node:path";
import autocannon from "autocannon";

const root = path.resolve(import.meta.dirname, "..");

export type HttpResult = {
  name: string;
  rps: number;
  p99: number;
  p50: number;
  errors: number;
  /** autocannon's own p99 for paced runs, with its coordinated-omission correction. */
  p99Corrected?: number;
};

/** Starts node with args in cwd (this checkout unless given) and waits for it to say it is ready. */
export function spawnReady(
  args: string[],
  env: Record<string, string>,
  cwd = root,
  /** How long it may take to say it is ready (a server migrating 1M rows takes minutes). */
  readyMs = 60_000,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      // A bench measures the server at 100 calls a second from one session: not a user, so the
      // per-session limits of the lookups and tracking are off unless the bench sets them.
      env: { ...process.env, LOOKUP_RATE_LIMIT: "0", TRACKING_RATE_LIMIT: "0", ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    const timer = setTimeout(
      () => reject(new Error(`not ready: ${args.join(" ")}\n${out}`)),
      readyMs,
    );
    child.stdout?.on("data", (d) => {
      out += d;
      if (/ready|"listening"/.test(out)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on("exit", (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
}

/**
 * One autocannon run. With `overallRate`, autocannon sends each connection's share of a second
 * as a back-to-back burst and "corrects" latencies for coordinated omission with an expected
 * interval of ceil(1 / per-connection rate) = 1 ms (seconds taken for milliseconds), which adds
 * a synthetic 1…n-1 ms sample for every n ms answer. So paced runs also keep every real
 * response time (`p50`/`p99`, to 0.1 ms) next to autocannon's corrected p99 (`p99Corrected`);
 * the raw figures are only meaningful when the asked rate was met, which `rps` shows.
 */
export async function cannon(
  name: string,
  url: string,
  opts: {
    duration?: number;
    connections?: number;
    headers?: Record<string, string>;
    overallRate?: number;
  } = {},
): Promise<HttpResult> {
  const samples: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        duration: opts.duration ?? 5,
        connections: opts.connections ?? 10,
        headers: opts.headers ?? {},
        ...(opts.overallRate ? { overallRate: opts.overallRate } : {}),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    if (opts.overallRate) {
      instance.on("response", (_client, status, _bytes, ms) => {
        if (status >= 200 && status < 300) samples.push(ms);
      });
    }
  });
  const base = {
    name,
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  };
  if (!opts.overallRate || samples.length === 0) {
    return { ...base, p50: result.latency.p50, p99: result.latency.p99 };
  }
  samples.sort((a, b) => a - b);
  return {
    ...base,
    p50: quantile(samples, 0.5),
    p99: quantile(samples, 0.99),
    p99Corrected: result.latency.p99,
  };
}

/**
 * Open-loop load at a given arrival rate: requests arrive as independent users' would (a Poisson
 * process: random gaps averaging 1 / rate, seeded so runs repeat), over `connections` kept-alive
 * sockets, and each latency is counted from the moment the request was due, so a request that
 * waited for a free socket counts its wait (no coordinated omission, as wrk2 counts it).
 *
 * Why not autocannon's `overallRate`: it sends each connection's share of a second back to back
 * at the start of the second, so "100 req/s over 10 connections" is a burst of 100 requests every
 * second. Its p99 is then the time to answer a queue of ten, and a bare node:http server that
 * does nothing already shows 7 ms there (bench/results: the share page's floor row). That
 * measures the generator's burst, not the server at a rate; both figures are printed.
 */
export async function arrivals(
  name: string,
  url: string | ((n: number) => string),
  opts: { rate: number; duration: number; connections?: number; headers?: Record<string, string> },
): Promise<HttpResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: opts.connections ?? 10 });
  const urlOf = typeof url === "string" ? () => url : url;
  const samples: number[] = [];
  let errors = 0;
  const reasons = new Set<string>();
  // A small seeded generator (mulberry32): the same gaps in every run and every checkout.
  let seed = 0x9e3779b9;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  let sent = 0;
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const target = new URL(urlOf(sent++));
      const req = request(target, { agent, headers: opts.headers ?? {} }, (res) => {
        res.resume();
        res.on("end", () => {
          if ((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300) {
            samples.push(performance.now() - due);
          } else {
            errors++;
            reasons.add(`HTTP ${res.statusCode}`);
          }
          resolve();
        });
      });
      req.on("error", (error: NodeJS.ErrnoException) => {
        errors++;
        reasons.add(error.code ?? error.message);
        resolve();
      });
      req.end();
    });
  const start = performance.now();
  const end = start + opts.duration * 1000;
  const pending: Promise<void>[] = [];
  for (let due = start; due < end; due += (-Math.log(1 - random()) * 1000) / opts.rate) {
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(send(due));
  }
  await Promise.all(pending);
  agent.destroy();
  const elapsed = (performance.now() - start) / 1000;
  samples.sort((a, b) => a - b);
  if (reasons.size > 0) console.warn(`${name}: ${errors} errors (${[...reasons].join(", ")})`);
  return {
    name,
    rps: samples.length / elapsed,
    p50: quantile(samples, 0.5),
    p99: quantile(samples, 0.99),
    errors,
  };
}

/** A call's p99 at a rate, both ways (see `arrivals`): median and rounds of each. */
export type AtRate = {
  arrivals: { p99: number; rounds: number[] };
  burst: { p99: number; rounds: number[] };
  errors: number;
};

/**
 * `rounds` rounds of 10 s at `rate` req/s over 10 connections, each round once with random
 * arrivals (the budget's figure) and once with autocannon's bursts, after a warm-up. A url
 * function gives each arriving request its own url (autocannon then uses the first).
 */
export async function atRate(
  name: string,
  url: string | ((n: number) => string),
  opts: { rounds: number; headers: Record<string, string>; rate?: number },
): Promise<AtRate> {
  const rate = opts.rate ?? 100;
  const first = typeof url === "string" ? url : url(0);
  const burst = { duration: 10, connections: 10, overallRate: rate, headers: opts.headers };
  await cannon("warm-up", first, { ...burst, duration: 3 });
  const a: HttpResult[] = [];
  const b: HttpResult[] = [];
  for (let r = 0; r < opts.rounds; r++) {
    a.push(await arrivals(name, url, { rate, duration: 10, headers: opts.headers }));
    b.push(await cannon(name, first, burst));
  }
  const summary = (runs: HttpResult[]) => ({
    p99: median(runs.map((x) => x.p99)),
    rounds: runs.map((x) => x.p99),
  });
  return {
    arrivals: summary(a),
    burst: summary(b),
    errors: [...a, ...b].reduce((n, x) => n + x.errors, 0),
  };
}

/** The q-quantile of sorted samples, to 0.1 ms. */
const quantile = (sorted: number[], q: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0) * 10) / 10;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** Rounds of an A/B as "median (lowest–highest)": whether two ranges are apart is the verdict. */
export const spread = (values: number[]) =>
  `${median(values)} (${Math.min(...values)}–${Math.max(...values)})`;

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const a = s.address();
      s.close(() => resolve(typeof a === "object" && a ? a.port : 0));
    });
  });
}

/** A live AF share link from the CLI (scripts/share-link.ts) against a running server. */
export function afShareLink(port: number, dataDir: string): string | undefined {
  const links = execFileSync(process.execPath, ["--import", "tsx", "scripts/share-link.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    encoding: "utf8",
  });
  return links
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .find(([view]) => view === "AF")?.[2];
}

/** Signs a demo user in through the real token call (default: staff of DEMO); its bearer token. */
export async function demoToken(
  base: string,
  username = "1|staff@demo.example|DEMO",
  password = "Demo@2026",
): Promise<string> {
  const login = await fetch(`${base}/auth/oauth/token`, {
    method: "POST",
    body: new URLSearchParams({ grant_type: "password", username, password }),
  });
  return ((await login.json()) as { data: { access_token: string } }).data.access_token;
}
