/**
 * Two server processes on one PostgreSQL database (hardening issue, "Keep it proven"): a token
 * revoked through one is dead on the other at once, and so is a share link. Runs only where a
 * PostgreSQL server is given (TEST_DATABASE_URL; `.ci/run` starts one): the embedded database
 * admits one process.
 */
import pg from "pg";
import { expect, it } from "vitest";
import { SHARE_NOT_FOUND } from "../../src/domain/share-link.ts";
import { twoServers } from "./two-servers.ts";

const servers = twoServers("two");

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
  const token = await login(servers.a.url);
  expect((await call(servers.b.url, "/hrs/permission/getButtonInfo", token)).status).toBe(200);
  expect(
    (await call(servers.a.url, "/auth/token/logout", token, { method: "DELETE" })).body.code,
  ).toBe(0);
  expect((await call(servers.b.url, "/hrs/permission/getButtonInfo", token)).status).toBe(401);
});

it("a share link revoked on one process is dead on the other at once", async () => {
  const token = await login(servers.a.url);
  const created = await call(servers.a.url, "/afbase/orderShare/links", token, {
    method: "POST",
    body: JSON.stringify({ orderCode: "AE2500001" }),
  });
  expect(created.body.code).toBe(0);
  const link = created.body.data as { id: number; o: string };
  const track = (base: string) =>
    call(base, `/afbase/external/order/orderTrack?o=${encodeURIComponent(link.o)}`);
  expect((await track(servers.b.url)).body.code).toBe(0);
  const revoked = await call(servers.a.url, `/afbase/orderShare/links/${link.id}`, token, {
    method: "DELETE",
  });
  expect(revoked.body.code).toBe(0);
  expect((await track(servers.b.url)).body).toEqual({
    code: SHARE_NOT_FOUND.code,
    messageInfo: SHARE_NOT_FOUND.messageInfo,
    data: null,
  });
});

it("both processes outlive PostgreSQL ending every connection they hold", async () => {
  const token = await login(servers.a.url);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const ended = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid()`,
      [servers.database],
    );
    // Each process holds pooled connections and its LISTEN connection.
    expect(ended.rowCount).toBeGreaterThanOrEqual(4);
  } finally {
    await admin.end();
  }
  // The pools open new connections on the next query; before the fix the lost idle connection's
  // error went unheard and the process exited.
  for (const base of [servers.a.url, servers.b.url]) {
    await expect
      .poll(async () => (await call(base, "/hrs/permission/getButtonInfo", token)).status)
      .toBe(200);
  }
  expect(servers.a.child.exitCode).toBeNull();
  expect(servers.b.child.exitCode).toBeNull();
});
