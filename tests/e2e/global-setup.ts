import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { ensureBuild } from "../../scripts/ensure-build.mjs";
import { databaseUrl, pgAdmin } from "../pg-admin.ts";
import { freePort, startServer, tempDataDir, waitReady } from "./server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's data dir, for tools that talk to it (npm run share-link). */
    dataDir: string;
  }
}

/** One production server (built app + API + fresh embedded database) for the e2e suite. */
export default async function setup(project: TestProject) {
  ensureBuild();
  const dataDir = tempDataDir();
  // With TEST_DATABASE_URL (a PostgreSQL server, as `.ci/run` starts one) the server runs on a
  // fresh database there instead of the embedded one.
  const database = await freshPostgres();
  // The mail check's SMTP fixture (tests/server/smtp-fixture.ts) listens on the loopback.
  const server = startServer({
    port: await freePort(),
    dataDir,
    env: {
      SMTP_PRIVATE_RELAYS: "127.0.0.1:*",
      ...(database ? { DATABASE_URL: database.url, SEED_DEMO: "1" } : {}),
    },
  });
  await waitReady(server);
  project.provide("baseUrl", server.url);
  project.provide("dataDir", dataDir);
  return async () => {
    await server.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return null;
  const name = `e2e_${randomBytes(6).toString("hex")}`;
  await pgAdmin(`create database ${name}`, server);
  return {
    url: databaseUrl(server, name),
    drop: () => pgAdmin(`drop database if exists ${name} with (force)`, server),
  };
}
