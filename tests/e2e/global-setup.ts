import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { ensureBuild } from "../../scripts/ensure-build.mjs";
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
  // The mail check's SMTP fixture (tests/server/smtp-fixture.ts) listens on the loopback.
  const server = startServer({
    port: await freePort(),
    dataDir,
    env: { SMTP_PRIVATE_RELAYS: "127.0.0.1:*" },
  });
  await waitReady(server);
  project.provide("baseUrl", server.url);
  project.provide("dataDir", dataDir);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
