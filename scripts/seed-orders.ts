#!/usr/bin/env node
/**
 * `npm run seed:orders -- <count> [org code]` writes that many realistic orders (every scope,
 * two years of business dates) into the organisation (DEMO unless told), for the scale benches.
 * Run it while the server is stopped: it opens the same database the server would (DATA_DIR's
 * embedded database, or DATABASE_URL), migrates and seeds it as a start does, then adds the rows.
 */
import { loadConfig } from "../server/config.ts";
import { seedBenchOrders } from "../server/db/seed/bench-orders.ts";
import { createLogger } from "../server/log.ts";
import { startBackend } from "../server/start.ts";

const [countText = "100000", orgCode = "DEMO"] = process.argv.slice(2).filter((a) => a.trim());
const count = Number(countText);
if (!Number.isInteger(count) || count < 1 || count > 10_000_000) {
  process.stderr.write(`订单数量无效: ${countText}（1 到 10000000）\n`);
  process.exit(1);
}
const { db, release } = await startBackend(loadConfig(), createLogger());
try {
  const t0 = performance.now();
  const written = await seedBenchOrders(db, orgCode, count);
  process.stdout.write(
    `wrote ${written} orders into ${orgCode} in ${Math.round(performance.now() - t0)} ms\n`,
  );
} finally {
  await db.close?.();
  release();
}
