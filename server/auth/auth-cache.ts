import type { Queryable } from "../db/client.ts";
import { memoOf, remembered } from "../db/notified-memo.ts";

/**
 * Resolved sessions, role grants and chat availability kept in memory on the embedded database
 * (server/db/notified-memo.ts), forgotten on every `auth_changed`.
 *
 * Why: PGlite has one connection and serves one query at a time, and the bearer check's session
 * and grant queries were ~4 ms of a 19 ms order-list request (perf journal §30, §35).
 *
 * Migration 015 notifies `auth_changed` on every write that can change a session's validity, a
 * user's state or chat flag, a membership, a role's grants or an organisation's chat settings
 * (tests/server/auth-cache.test.ts). Time-based limits (idle, expiry, the last-seen touch) are
 * checked against the cached times on every call.
 */
const CHANNEL = "auth_changed";

export type CachedSession<A> = {
  auth: A;
  expiresAtMs: number;
  lastSeenMs: number;
};

export type RoleGrants = { menus: ReadonlySet<string>; buttons: ReadonlySet<string> };

const sessionKey = (tokenHash: string) => `session:${tokenHash}`;

export function cachedSession<A>(q: Queryable, tokenHash: string): CachedSession<A> | null {
  return memoOf(q, CHANNEL)?.get<CachedSession<A>>(sessionKey(tokenHash)) ?? null;
}

/** The generation to pass to rememberSession: take it before reading the session's row. */
export function generationOf(q: Queryable): number | null {
  return memoOf(q, CHANNEL)?.generation ?? null;
}

export function rememberSession<A>(
  q: Queryable,
  generation: number | null,
  tokenHash: string,
  entry: CachedSession<A>,
): void {
  if (generation === null) return;
  memoOf(q, CHANNEL)?.set(generation, sessionKey(tokenHash), entry);
}

export function forgetSession(q: Queryable, tokenHash: string): void {
  memoOf(q, CHANNEL)?.delete(sessionKey(tokenHash));
}

/**
 * An access fact (what `load` reads) kept under `key` until the next auth_changed, on the
 * embedded database; read every time elsewhere. Only for facts migration 015's triggers cover.
 */
export function accessFact<T>(q: Queryable, key: string, load: () => Promise<T>): Promise<T> {
  return remembered(q, CHANNEL, `fact:${key}`, load);
}

/** Every menu path and button name the role is granted: one query, or none when cached. */
export function roleGrants(q: Queryable, roleId: number): Promise<RoleGrants> {
  return accessFact(q, `grants:${roleId}`, async () => {
    const rows = await q.query<{ kind: string; path: string | null; name: string }>(
      `select p.kind, p.path, p.name from role_permissions rp
       join permissions p on p.id = rp.permission_id
       where rp.role_id = $1`,
      [roleId],
    );
    return {
      menus: new Set(rows.flatMap((r) => (r.kind === "menu" && r.path !== null ? [r.path] : []))),
      buttons: new Set(rows.flatMap((r) => (r.kind === "button" ? [r.name] : []))),
    };
  });
}
