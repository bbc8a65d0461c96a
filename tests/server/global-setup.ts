import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { type Db, openPglite, openPostgres } from "../../server/db/client.ts";
import { migrate } from "../../server/db/migrate.ts";
import { seedDemo } from "../../server/db/seed/demo.ts";
import { seedReference } from "../../server/db/seed/reference.ts";
import { databaseUrl, pgAdmin } from "../pg-admin.ts";
import { DEMO_PASSWORD } from "./harness.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /**
     * The migrated and seeded database each server test file starts from (decisions §52): a
     * PGlite data dir dump's path, or with TEST_DATABASE_URL a template database's name.
     */
    seeded: { kind: "pglite"; dump: string } | { kind: "postgres"; template: string };
  }
}

/**
 * Migrates and seeds one database for the whole server suite, once: a fresh PGlite costs ~1.6 s
 * to create (initdb) and ~1.3 s to migrate and seed, a copy of this one ~0.4 s.
 */
export default async function setup(project: TestProject) {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const db = await openPglite();
    await seed(db, project.config.env);
    const dump = await db.dump();
    await db.close();
    const dir = mkdtempSync(path.join(tmpdir(), "freight-seeded-"));
    const file = path.join(dir, "seeded.tar");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide("seeded", { kind: "pglite", dump: file });
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const template = `tpl_${randomBytes(6).toString("hex")}`;
  await pgAdmin(`create database ${template}`, server);
  const db = await openPostgres(databaseUrl(server, template));
  await seed(db, project.config.env);
  await db.close();
  // A template may have no session open while it is copied; the pool's ended connections may
  // still be closing.
  await pgAdmin(
    `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${template}'`,
    server,
  );
  project.provide("seeded", { kind: "postgres", template });
  return () => pgAdmin(`drop database if exists ${template} with (force)`, server);
}

/** Seeds as a server test would: the demo hashes at the project's cost (PASSWORD_SCRYPT_LOG_N). */
async function seed(db: Db, env: Partial<NodeJS.ProcessEnv>) {
  await migrate(db);
  await seedReference(db);
  const saved = process.env.PASSWORD_SCRYPT_LOG_N;
  if (env.PASSWORD_SCRYPT_LOG_N) process.env.PASSWORD_SCRYPT_LOG_N = env.PASSWORD_SCRYPT_LOG_N;
  try {
    await seedDemo(db, DEMO_PASSWORD);
  } finally {
    if (saved === undefined) delete process.env.PASSWORD_SCRYPT_LOG_N;
    else process.env.PASSWORD_SCRYPT_LOG_N = saved;
  }
}
