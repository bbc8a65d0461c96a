import { execFile } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launch } from "./browser.ts";
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

/**
 * A walk on its own server: registers the file's hooks that start the server (as `ownServer`)
 * and a browser before its tests and close both after them.
 */
export function ownWalk(opts: { port?: number; env?: Record<string, string> }): {
  readonly server: OwnServer;
  readonly browser: Browser;
} {
  let server: OwnServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await ownServer(opts);
    browser = await launch();
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the walk's server is not started");
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}

/** Opens a set-password link (as `createOrg` prints it) and sets the password as a user does. */
export async function setPasswordThroughLink(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel("新密码", { exact: true }).fill(password);
  await page.getByLabel("确认新密码", { exact: true }).fill(password);
  await page.getByText("两次输入一致").waitFor();
  await page.getByRole("button", { name: "设置密码" }).click();
  await page.getByText("密码设置成功，请登录").waitFor();
}
