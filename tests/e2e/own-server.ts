import { execFile } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { freePort, startServer, tempDataDir, waitReady } from "./server-process.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** A walk's own server: its URL, `create-org` against its data, and its teardown. */
export type OwnServer = {
  url: string;
  /** A new organisation through `npm run create-org`: its administrator's set-password link. */
  createOrg: (code: string, name: string, admin: string) => Promise<string>;
  /** Stops the server and removes its data directory. */
  close: () => Promise<void>;
};

/**
 * Starts `server/main.ts` on a fresh data directory of its own (port: the given one, else a
 * free one) and waits until it answers.
 */
export async function ownServer(opts: {
  port?: number;
  env?: Record<string, string>;
}): Promise<OwnServer> {
  const port = opts.port ?? (await freePort());
  const dataDir = tempDataDir();
  const server = startServer({ port, dataDir, env: opts.env });
  const close = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitReady(server, 120_000);
  } catch (e) {
    await close();
    throw e;
  }
  return {
    url: server.url,
    createOrg: async (code, name, admin) => {
      const args = ["--code", code, "--name", name, "--admin", admin];
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ["--import", "tsx", "scripts/create-org.ts", ...args],
        {
          cwd: root,
          env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
          timeout: 60_000,
        },
      );
      return stdout.split("\n")[0] ?? "";
    },
    close,
  };
}
