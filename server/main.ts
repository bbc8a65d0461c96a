import { serve } from "@hono/node-server";
import { openChatBus } from "./chat/bus.ts";
import { createChatSockets } from "./chat/socket.ts";
import { loadConfig } from "./config.ts";
import { DataDirLockedError } from "./db/lock.ts";
import { DEMO_ACCOUNTS } from "./db/seed/demo.ts";
import { writeInternalSecret } from "./http/internal.ts";
import { createLogger } from "./log.ts";
import { startBackend } from "./start.ts";

const config = loadConfig();
const log = createLogger();
const started = performance.now();

let backend: Awaited<ReturnType<typeof startBackend>>;
try {
  backend = await startBackend(config, log);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(1);
  }
  throw error;
}
const { db, app, release } = backend;
// Written once the data dir is ours, so a second process refused by the lock cannot replace it.
// Processes sharing a PostgreSQL may share a data dir: they keep the secret already there.
writeInternalSecret(config.dataDir, Boolean(config.databaseUrl));

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  log.info("listening", {
    url: `http://localhost:${info.port}`,
    database: db.kind === "pglite" ? config.dataDir : "postgres",
    ms: Math.round(performance.now() - started),
  });
  if (config.seedDemo) {
    const lines = DEMO_ACCOUNTS.map((a) => `    ${a.username.padEnd(30)} ${a.who}`).join("\n");
    process.stdout.write(
      `\n  演示账号 Demo accounts (password ${process.env.DEMO_PASSWORD ? "from DEMO_PASSWORD" : "Demo@2026"}):\n${lines}\n` +
        "  请在正式使用前修改这些密码 — change these passwords before real use.\n\n",
    );
  }
});

// Chat's WebSocket on the same port; its events come through LISTEN/NOTIFY (docs/chat.md).
const chatSockets = createChatSockets({ db, config, log }, await openChatBus(db));
chatSockets.attach(server);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info("shutdown", { signal });
  server.close();
  try {
    await chatSockets.close();
    await db.close();
  } finally {
    release();
    process.exit(0);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
