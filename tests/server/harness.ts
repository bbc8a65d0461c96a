import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { createApp } from "../../server/app.ts";
import type { Clock } from "../../server/clock.ts";
import { loadConfig } from "../../server/config.ts";
import { type Db, openPglite, openPostgres } from "../../server/db/client.ts";
import type { Envelope } from "../../server/envelope.ts";
import { silentLogger } from "../../server/log.ts";
import { databaseUrl, pgAdmin } from "../pg-admin.ts";

export const DEMO_PASSWORD = "Demo@2026";

export type Harness = {
  db: Db;
  app: ReturnType<typeof createApp>;
  /** app.request with a client address header (app.request has no socket). */
  call: (
    path: string,
    init?: RequestInit & { address?: string; token?: string },
  ) => Promise<Response>;
  login: (username: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
};

/**
 * A fresh copy of the suite's migrated and seeded database (tests/server/global-setup.ts): an
 * in-memory PGlite from its dump, or with TEST_DATABASE_URL (a PostgreSQL server, as `.ci/run`
 * starts one) a new database on that server made from its template, dropped again on close.
 */
async function freshDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const seeded = inject("seeded");
  if (seeded.kind === "pglite") {
    const dump = new Blob([readFileSync(seeded.dump)]);
    return { db: await openPglite(undefined, dump), drop: async () => {} };
  }
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error("a PostgreSQL template without TEST_DATABASE_URL");
  const name = `t_${randomBytes(6).toString("hex")}`;
  await pgAdmin(`create database ${name} template ${seeded.template}`, server);
  const db = await openPostgres(databaseUrl(server, name));
  return { db, drop: () => pgAdmin(`drop database if exists ${name} with (force)`, server) };
}

/**
 * A fresh, real, migrated and seeded database (PGlite, or PostgreSQL) behind the real app; with
 * `clock`, the app's limits read its time and wait on it (tests/server/test-clock.ts).
 */
export async function startHarness(
  env: Record<string, string> = {},
  options: { clock?: Clock } = {},
): Promise<Harness> {
  const { db, drop } = await freshDb();
  const config = loadConfig({ STATIC_DIR: "", LOG_REQUESTS: "0", ...env });
  const app = createApp({ db, config, log: silentLogger, ...options });
  const call: Harness["call"] = (path, init = {}) => {
    const { address = "203.0.113.7", token, headers, ...rest } = init;
    const h = new Headers(headers);
    h.set("x-test-client", address);
    if (token) h.set("authorization", `Bearer ${token}`);
    return Promise.resolve(app.request(path, { ...rest, headers: h }));
  };
  const login: Harness["login"] = async (username, password = DEMO_PASSWORD) => {
    const res = await call("/auth/oauth/token", {
      method: "POST",
      body: new URLSearchParams({ grant_type: "password", username, password }),
    });
    const body = (await res.json()) as Envelope<{ access_token: string }>;
    if (body.code !== 0) throw new Error(`login ${username} failed: ${body.messageInfo}`);
    return body.data.access_token;
  };
  return {
    db,
    app,
    call,
    login,
    close: async () => {
      await db.close();
      await drop();
    },
  };
}
