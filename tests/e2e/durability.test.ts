/**
 * Durability (hardening issue, "Keep it proven"): 1,000 acknowledged writes to the embedded
 * database, the server killed with SIGKILL part-way (twice), restarted on the same data directory:
 * every acknowledged write is there.
 */
import { rmSync } from "node:fs";
import { afterAll, expect, it } from "vitest";
import {
  freePort,
  type ServerProcess,
  startServer,
  tempDataDir,
  waitReady,
} from "./server-process.ts";

const dataDir = tempDataDir();
const started: ServerProcess[] = [];
afterAll(async () => {
  for (const s of started) await s.stop("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

const TOTAL = 1000;
const WRITERS = 4;

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/auth/oauth/token`, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "password",
      username: "2|admin|DEMO",
      password: "Demo@2026",
    }),
  });
  const body = (await res.json()) as { code: number; data: { access_token: string } };
  expect(body.code).toBe(0);
  return body.data.access_token;
}

const waybill = (n: number) => ({
  mawbNumber: "781-12345675",
  internalNumber: `DUR-${n}`,
  businessScope: "AE",
  createSource: "CREATED_BY_SELF",
  print: {
    hawbNumber: `DUR${n}`,
    departure: "PVG",
    destination: "JFK",
    carrier: "MU",
    flightNumber: "MU587",
    currency: "CNY",
    pieces: "3",
    grossWeight: "45.5",
    declaredValueCarriage: "NVD",
    declaredValueCustoms: "N.C.V",
    goodsNameEn: "SPARE PARTS",
  },
  shipper: {
    name: "NINGBO HARBOURLINE TOOLS CO LTD",
    address: "NO 1288 YANGMUQI ROAD",
    city: "NINGBO",
    country: "CN",
    postcode: "315100",
    telephone: "86 574 8822 6600",
    cityCode: "NGB",
  },
  consignee: {
    name: "NORTHWIND HOME GOODS INC",
    address: "450 W 33RD STREET",
    city: "NEW YORK",
    state: "NY",
    postcode: "10001",
    country: "US",
  },
});

/**
 * Writers create waybills until `stopAt` are acknowledged, then the server is killed at once;
 * requests in flight then fail and are not counted.
 */
async function writeUntilKilled(
  server: ServerProcess,
  token: string,
  next: { n: number },
  acknowledged: Map<number, number>,
  stopAt: number,
) {
  let killed = false;
  const writer = async () => {
    while (!killed) {
      const n = next.n++;
      try {
        const res = await fetch(`${server.url}/afbase/hawbInfo`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify(waybill(n)),
        });
        const body = (await res.json()) as {
          code: number;
          messageInfo: string;
          data: { id: number };
        };
        if (body.code !== 0) throw new Error(`write ${n}: ${body.messageInfo}`);
        if (!killed) acknowledged.set(n, body.data.id);
        if (acknowledged.size >= stopAt && !killed) {
          killed = true;
          server.child.kill("SIGKILL");
        }
      } catch (error) {
        if (!killed) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  await server.exited;
}

it("keeps every acknowledged write across two kill -9", { timeout: 300_000 }, async () => {
  const port = await freePort();
  const acknowledged = new Map<number, number>();
  const next = { n: 1 };
  for (const stopAt of [TOTAL / 2, TOTAL]) {
    const server = startServer({ port, dataDir });
    started.push(server);
    await waitReady(server);
    await writeUntilKilled(server, await login(server.url), next, acknowledged, stopAt);
  }
  expect(acknowledged.size).toBeGreaterThanOrEqual(TOTAL);

  const last = startServer({ port, dataDir });
  started.push(last);
  await waitReady(last);
  const token = await login(last.url);
  const missing: number[] = [];
  const entries = [...acknowledged];
  for (let i = 0; i < entries.length; i += 20) {
    await Promise.all(
      entries.slice(i, i + 20).map(async ([n, id]) => {
        const res = await fetch(`${last.url}/afbase/hawbInfo/${id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await res.json()) as { code: number; data: { internalNumber: string } };
        if (body.code !== 0 || body.data.internalNumber !== `DUR-${n}`) missing.push(n);
      }),
    );
  }
  expect(missing).toEqual([]);
  await last.stop("SIGTERM");
});
