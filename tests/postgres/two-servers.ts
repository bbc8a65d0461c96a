import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { afterAll, beforeAll } from "vitest";
import {
  freePort,
  type ServerProcess,
  startServer,
  tempDataDir,
  waitReady,
} from "../e2e/server-process.ts";
import { databaseUrl, pgAdmin } from "../pg-admin.ts";

const serverUrl = process.env.TEST_DATABASE_URL ?? "";

/**
 * Two server processes on one fresh PostgreSQL database of the file's own (TEST_DATABASE_URL's
 * server): `a` seeds the demo, `b` starts on what `a` made. Started before the file's tests,
 * stopped and the database dropped after them. Both are filled in when the servers are up.
 */
export function twoServers(prefix: string): {
  a: ServerProcess;
  b: ServerProcess;
  /** The database's name on TEST_DATABASE_URL's server. */
  database: string;
} {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const dirs = [tempDataDir(), tempDataDir()];
  const servers = { database: name } as { a: ServerProcess; b: ServerProcess; database: string };
  beforeAll(async () => {
    await pgAdmin(`create database ${name}`, serverUrl);
    const env = { DATABASE_URL: databaseUrl(serverUrl, name), PASSWORD_SCRYPT_LOG_N: "14" };
    servers.a = startServer({
      port: await freePort(),
      dataDir: dirs[0] ?? "",
      env: { ...env, SEED_DEMO: "1" },
    });
    await waitReady(servers.a);
    servers.b = startServer({
      port: await freePort(),
      dataDir: dirs[1] ?? "",
      env: { ...env, SEED_DEMO: "0" },
    });
    await waitReady(servers.b);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([servers.a?.stop("SIGTERM"), servers.b?.stop("SIGTERM")]);
    await pgAdmin(`drop database if exists ${name} with (force)`, serverUrl);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return servers;
}
