/**
 * The lookups' latency at the typing pace of issue 22 (100 req/s, 10 connections): the airport
 * search over the whole dataset with a keyword that matches no code (every name scanned), the
 * airline search, and cargo tracking of ten numbers. Run by `npm run bench`, or on its own:
 * `node --import tsx bench/lookups.ts` (starts its own server on a temporary data dir).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { atRate, freePort, spawnReady } from "./http.ts";
import { lookupTyping } from "./interaction.ts";

/** p99 with random arrivals at 100 req/s, and under autocannon's bursts (bench/http.ts). */
export type LookupBench = Record<string, { p99: number; burstP99: number; errors: number }>;

export async function benchLookups(
  port: number,
  token: string,
  rounds: number,
): Promise<LookupBench> {
  const headers = { authorization: `Bearer ${token}` };
  const numbers = [
    "784-55123401",
    "SHA25110001",
    "AE2500001",
    "COSU6281234560",
    "CSNU7654321",
    "176-12345675",
    "MSKU1234567",
    "020-66244113",
    "999-12345675",
    "ZZZZ999",
  ].join(",");
  const targets: Record<string, string> = {
    "GET /afbase/airport/page?keyword=shang": "/afbase/airport/page?keyword=shang&size=20",
    "GET /afbase/carrier/page?keyword=air": "/afbase/carrier/page?keyword=air&size=20",
    "GET /afbase/cargoTracking (10 numbers)": `/afbase/cargoTracking?numbers=${numbers}`,
  };
  const out: LookupBench = {};
  for (const [name, url] of Object.entries(targets)) {
    const r = await atRate(name, `http://127.0.0.1:${port}${url}`, { rounds, headers });
    out[name] = { p99: r.arrivals.p99, burstP99: r.burst.p99, errors: r.errors };
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-lookups-"));
  const port = Number(process.env.PORT) || (await freePort());
  const server = await spawnReady(["--import", "tsx", "server/main.ts"], {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_REQUESTS: "0",
  });
  try {
    const login = await fetch(`http://127.0.0.1:${port}/auth/oauth/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "password",
        username: "2|admin|DEMO",
        password: "Demo@2026",
      }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const result = await benchLookups(port, token, Number(process.env.BENCH_ROUNDS ?? 3));
    console.log("| call | p99 ms, random arrivals | p99 ms, autocannon bursts | errors |");
    console.log("|---|---|---|---|");
    for (const [name, r] of Object.entries(result)) {
      console.log(`| ${name} | ${r.p99} | ${r.burstP99} | ${r.errors} |`);
    }
    // Needs the built front end (npm run build) served by the server from dist.
    if (process.env.LOOKUP_TYPING !== "0") {
      const typing = await lookupTyping(`http://127.0.0.1:${port}`);
      console.log(
        `typing into /af_airport's search at 4× CPU: worst ${Math.round(typing.worstMs)} ms over ${typing.keys} keys (${typing.events} events ≥ 16 ms)`,
      );
    }
  } finally {
    server.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
}
