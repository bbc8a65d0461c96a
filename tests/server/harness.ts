import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { type Db, openPglite } from "../../server/db/client.ts";
import { migrate } from "../../server/db/migrate.ts";
import { seedDemo } from "../../server/db/seed/demo.ts";
import { seedReference } from "../../server/db/seed/reference.ts";
import { silentLogger } from "../../server/log.ts";
import { type Body, json } from "./helpers.ts";

export const DEMO_PASSWORD = "Demo@2026";

export type Harness = {
  db: Db;
  app: ReturnType<typeof createApp>;
  /** app.request with a client address header (app.request has no socket). */
  call: (
    path: string,
    init?: RequestInit & { address?: string; token?: string },
  ) => Promise<Response>;
  login: (username: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
};

/** A fresh, real, migrated and seeded in-memory PGlite behind the real app. */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const db = await openPglite();
  await migrate(db);
  await seedReference(db);
  await seedDemo(db, DEMO_PASSWORD);
  const config = loadConfig({ STATIC_DIR: "", LOG_REQUESTS: "0", ...env });
  const app = createApp({ db, config, log: silentLogger });
  const call: Harness["call"] = (path, init = {}) => {
    const { address = "203.0.113.7", token, headers, ...rest } = init;
    const h = new Headers(headers);
    h.set("x-test-client", address);
    if (token) h.set("authorization", `Bearer ${token}`);
    return Promise.resolve(app.request(path, { ...rest, headers: h }));
  };
  const login: Harness["login"] = async (username, password = DEMO_PASSWORD) => {
    const res = await call("/auth/oauth/token", {
      method: "POST",
      body: new URLSearchParams({ grant_type: "password", username, password }),
    });
    const body = await json<Body<{ access_token: string }>>(res);
    if (body.code !== 0) throw new Error(`login ${username} failed: ${body.messageInfo}`);
    return body.data.access_token;
  };
  return { db, app, call, login, close: () => db.close() };
}
