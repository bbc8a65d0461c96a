import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import {
  freePort,
  type ServerProcess,
  startServer,
  tempDataDir,
  waitReady,
} from "./server-process.ts";

const dataDir = tempDataDir();
const started: ServerProcess[] = [];
afterAll(async () => {
  for (const s of started) await s.stop("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/auth/oauth/token`, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "password",
      username: "2|admin|DEMO",
      password: "Demo@2026",
    }),
  });
  const body = (await res.json()) as { code: number; data: { access_token: string } };
  expect(body.code).toBe(0);
  return body.data.access_token;
}

it("guards the data dir, survives kill -9, and closes cleanly on SIGTERM", async () => {
  const port = await freePort();
  const first = startServer({ port, dataDir });
  started.push(first);
  await waitReady(first);
  const token = await login(first.url);

  // A second process on the same data dir exits at once with a clear message.
  const second = startServer({ port: await freePort(), dataDir });
  started.push(second);
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain("The data directory");
  expect(second.output()).toContain(String(first.child.pid));
  // ...and the first keeps serving.
  expect((await fetch(`${first.url}/login`)).status).toBe(200);

  // kill -9 leaves a stale lock; the next start takes it over and the data is intact.
  await first.stop("SIGKILL");
  const third = startServer({ port, dataDir });
  started.push(third);
  await waitReady(third);
  const out = await fetch(`${third.url}/auth/token/logout`, {
    method: "DELETE",
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await out.json()) as { code: number }).code).toBe(0);

  // SIGTERM closes the database and releases the lock.
  expect(await third.stop("SIGTERM")).toBe(0);
  expect(existsSync(path.join(dataDir, "server.lock"))).toBe(false);
});
