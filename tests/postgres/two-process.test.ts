/**
 * Two server processes on one PostgreSQL database (hardening issue, "Keep it proven"): a token
 * revoked through one is dead on the other at once, and so is a share link. Runs only where a
 * PostgreSQL server is given (TEST_DATABASE_URL; `.ci/run` starts one): the embedded database
 * admits one process.
 */
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SHARE_NOT_FOUND } from "../../src/domain/share-link.ts";
import {
  freePort,
  type ServerProcess,
  startServer,
  tempDataDir,
  waitReady,
} from "../e2e/server-process.ts";

const serverUrl = process.env.TEST_DATABASE_URL ?? "";
const name = `two_${randomBytes(6).toString("hex")}`;
const dirs = [tempDataDir(), tempDataDir()];
let a: ServerProcess;
let b: ServerProcess;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.href, PASSWORD_SCRYPT_LOG_N: "14" };
  a = startServer({
    port: await freePort(),
    dataDir: dirs[0] ?? "",
    env: { ...env, SEED_DEMO: "1" },
  });
  await waitReady(a);
  b = startServer({
    port: await freePort(),
    dataDir: dirs[1] ?? "",
    env: { ...env, SEED_DEMO: "0" },
  });
  await waitReady(b);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop("SIGTERM"), b?.stop("SIGTERM")]);
  await admin(`drop database if exists ${name} with (force)`);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/auth/oauth/token`, {
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

const call = async (base: string, path: string, token?: string, init: RequestInit = {}) => {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { "content-type": "application/json" } : {}),
    },
  });
  return {
    status: res.status,
    body: (await res.json()) as { code: number; messageInfo: string; data: unknown },
  };
};

it("a token signed out through one process is refused by the other at once", async () => {
  const token = await login(a.url);
  expect((await call(b.url, "/hrs/permission/getButtonInfo", token)).status).toBe(200);
  expect((await call(a.url, "/auth/token/logout", token, { method: "DELETE" })).body.code).toBe(0);
  expect((await call(b.url, "/hrs/permission/getButtonInfo", token)).status).toBe(401);
});

it("a share link revoked on one process is dead on the other at once", async () => {
  const token = await login(a.url);
  const created = await call(a.url, "/afbase/orderShare/links", token, {
    method: "POST",
    body: JSON.stringify({ orderCode: "AE2500001" }),
  });
  expect(created.body.code).toBe(0);
  const link = created.body.data as { id: number; o: string };
  const track = (base: string) =>
    call(base, `/afbase/external/order/orderTrack?o=${encodeURIComponent(link.o)}`);
  expect((await track(b.url)).body.code).toBe(0);
  const revoked = await call(a.url, `/afbase/orderShare/links/${link.id}`, token, {
    method: "DELETE",
  });
  expect(revoked.body.code).toBe(0);
  expect((await track(b.url)).body).toEqual({
    code: SHARE_NOT_FOUND.code,
    messageInfo: SHARE_NOT_FOUND.messageInfo,
    data: null,
  });
});
