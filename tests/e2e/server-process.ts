import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), "freight-e2e-"));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** Starts `server/main.ts` as `npm start` would (after the build), on its own port and data dir. */
export function startServer(opts: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): ServerProcess {
  let out = "";
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: "127.0.0.1",
      DATA_DIR: opts.dataDir,
      LOG_REQUESTS: "0",
      // Cheaper password hashes (server/auth/password.ts) keep the walks' sign-ins quick.
      PASSWORD_SCRYPT_LOG_N: "14",
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    out += d;
  });
  child.stderr?.on("data", (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    url: `http://127.0.0.1:${opts.port}`,
    output: () => out,
    exited,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Polls until the server answers /login, or the process dies, or the time is up. */
export async function waitReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    try {
      const res = await fetch(`${server.url}/login`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready in ${timeoutMs} ms:\n${server.output()}`);
}
