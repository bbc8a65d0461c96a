import { randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, Hono } from "hono";
import { ApiError, MESSAGES } from "../envelope.ts";
import type { AppEnv, Deps } from "./types.ts";

/**
 * Internal routes for the command-line tools (`npm run share-link`, `npm run sso-ticket`).
 * The embedded database allows one process, so a CLI cannot open it while the server runs;
 * it asks the running server instead. Only a caller on this machine that can read the
 * owner-only secret file in the data dir gets in.
 */
export const INTERNAL_PREFIX = "/__internal";
export const INTERNAL_SECRET_FILE = "internal.secret";
export const INTERNAL_SECRET_HEADER = "x-internal-secret";

export function internalSecretPath(dataDir: string): string {
  return path.join(dataDir, INTERNAL_SECRET_FILE);
}

/**
 * Writes a fresh secret (mode 0600) at start-up. With a shared PostgreSQL several processes may
 * use one data dir, so an existing secret is kept there (`keepExisting`) for all of them to agree.
 */
export function writeInternalSecret(dataDir: string, keepExisting = false): string {
  mkdirSync(dataDir, { recursive: true });
  const file = internalSecretPath(dataDir);
  if (keepExisting) {
    const current = readInternalSecret(dataDir);
    if (current) return current;
  }
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  // writeFileSync keeps the mode of a file that already exists.
  chmodSync(file, 0o600);
  return secret;
}

export function readInternalSecret(dataDir: string): string | null {
  const file = internalSecretPath(dataDir);
  if (!existsSync(file)) return null;
  const secret = readFileSync(file, "utf8").trim();
  return secret.length >= 32 ? secret : null;
}

export function isLoopback(address: string): boolean {
  const a = address.trim().toLowerCase();
  return a === "::1" || a.startsWith("127.") || a.startsWith("::ffff:127.");
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  // Compare equal lengths only; a length mismatch still costs one comparison of the secret.
  return a.length === b.length ? timingSafeEqual(a, b) : timingSafeEqual(b, b) && false;
}

/**
 * The socket's own address: never X-Forwarded-For, which a remote caller can write. A request
 * that came through a proxy (forwarding headers present) is not local whatever the socket says.
 */
function socketAddress(c: Context<AppEnv>): string | null {
  if (c.req.header("x-forwarded-for") || c.req.header("forwarded")) return null;
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    // app.request() in tests has no socket; the app's own address stands in.
    return c.get("clientAddress");
  }
}

/**
 * Mounts `routes` under /__internal behind the loopback and secret checks. The secret file is
 * read on each call (internal calls are rare), so a restart's new secret takes effect at once.
 * Unknown callers get the plain 404 of any unknown path.
 */
export function mountInternal(app: Hono<AppEnv>, deps: Deps, routes: Hono<AppEnv>): void {
  app.use(`${INTERNAL_PREFIX}/*`, async (c, next) => {
    const expected = readInternalSecret(deps.config.dataDir);
    const given = c.req.header(INTERNAL_SECRET_HEADER) ?? "";
    const allowed =
      expected !== null && isLoopback(socketAddress(c) ?? "") && sameSecret(given, expected);
    if (!allowed) throw new ApiError(404, MESSAGES.notFound);
    return next();
  });
  app.route(INTERNAL_PREFIX, routes);
}
