import { createApp } from "./app.ts";
import type { Config } from "./config.ts";
import { type Db, openPglite, openPostgres } from "./db/client.ts";
import { acquireDataDirLock } from "./db/lock.ts";
import { migrate } from "./db/migrate.ts";
import { seedDemo } from "./db/seed/demo.ts";
import { seedReference } from "./db/seed/reference.ts";
import type { Logger } from "./log.ts";

/** Marks the orders table's pages all-visible and gives the planner its row counts. */
export async function vacuumOrders(db: Db): Promise<void> {
  await db.query("vacuum (analyze) business_orders");
}

export type Started = { db: Db; app: ReturnType<typeof createApp>; release: () => void };

/** Opens the database (locking an embedded data dir), migrates, seeds, and composes the app. */
export async function startBackend(config: Config, log: Logger): Promise<Started> {
  const release = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  try {
    const db = config.databaseUrl
      ? await openPostgres(config.databaseUrl, (error) =>
          log.warn("database connection lost", { error: String(error) }),
        )
      : await openPglite(config.dataDir);
    const applied = await migrate(db);
    if (applied.length) log.info("migrated", { applied });
    await seedReference(db);
    if (config.seedDemo) await seedDemo(db, config.demoPassword);
    // The embedded database has no autovacuum: without it index scans of the orders check the
    // heap for every entry and plans guess at row counts (docs/order.md, perf-journal §30).
    if (db.kind === "pglite") await vacuumOrders(db);
    // Nor does it analyze: the chat's contact and session lookups plan from real row counts.
    if (db.kind === "pglite") {
      await db.query("analyze users, user_orgs, orgs, chat_contacts, chat_messages, sessions");
    }
    return { db, app: createApp({ db, config, log }), release };
  } catch (error) {
    release();
    throw error;
  }
}
