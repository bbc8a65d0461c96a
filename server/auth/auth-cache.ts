import type { Db, Queryable } from "../db/client.ts";

/**
 * Resolved sessions, role grants and chat availability kept in memory, on the embedded database
 * only.
 *
 * Why: PGlite has one connection and serves one query at a time, and the bearer check's session
 * and grant queries were ~4 ms of a 19 ms order-list request (perf journal §30, §35).
 *
 * Why it is never stale: migration 015 notifies `auth_changed` on every write that can change a
 * session's validity, a user's state or chat flag, a membership, a role's grants or an
 * organisation's chat settings, and PGlite delivers
 * the notification before the writing query's promise resolves (tests/server/auth-cache.test.ts
 * holds both). Time-based limits (idle, expiry, the last-seen touch) are checked against the
 * cached times on every call. PostgreSQL, with several processes and notifications that arrive
 * later, reads the tables every time: `cacheOf` answers null there.
 */
export type CachedSession<A> = {
  auth: A;
  expiresAtMs: number;
  lastSeenMs: number;
};

export type RoleGrants = { menus: ReadonlySet<string>; buttons: ReadonlySet<string> };

type Cache = {
  ready: boolean;
  /** Counts notifications: an answer read before one arrived is not kept. */
  generation: number;
  sessions: Map<string, CachedSession<unknown>>;
  /** Role grants and chat availability, by a key naming what and whose. */
  facts: Map<string, unknown>;
};

/** Bounds memory under a flood of distinct tokens: past this the map starts again empty. */
const MAX_SESSIONS = 20_000;

const caches = new WeakMap<object, Cache>();

function isPglite(q: Queryable): q is Db {
  return (q as Partial<Db>).kind === "pglite" && typeof (q as Partial<Db>).listen === "function";
}

/**
 * The cache of this database handle, or null when nothing may be cached (PostgreSQL, a
 * transaction's handle, or before the notification listener is in place).
 */
function cacheOf(q: Queryable): Cache | null {
  if (!isPglite(q)) return null;
  let cache = caches.get(q);
  if (!cache) {
    const created: Cache = {
      ready: false,
      generation: 0,
      sessions: new Map(),
      facts: new Map(),
    };
    cache = created;
    caches.set(q, created);
    q.listen("auth_changed", () => {
      created.generation++;
      created.sessions.clear();
      created.facts.clear();
    }).then(
      () => {
        created.ready = true;
      },
      () => {
        caches.delete(q);
      },
    );
  }
  return cache.ready ? cache : null;
}

export function cachedSession<A>(q: Queryable, tokenHash: string): CachedSession<A> | null {
  return (cacheOf(q)?.sessions.get(tokenHash) as CachedSession<A> | undefined) ?? null;
}

/** The generation to pass to rememberSession: take it before reading the session's row. */
export function generationOf(q: Queryable): number | null {
  return cacheOf(q)?.generation ?? null;
}

export function rememberSession<A>(
  q: Queryable,
  generation: number | null,
  tokenHash: string,
  entry: CachedSession<A>,
): void {
  const cache = cacheOf(q);
  if (!cache || generation !== cache.generation) return;
  if (cache.sessions.size >= MAX_SESSIONS) cache.sessions.clear();
  cache.sessions.set(tokenHash, entry);
}

export function forgetSession(q: Queryable, tokenHash: string): void {
  cacheOf(q)?.sessions.delete(tokenHash);
}

/**
 * An access fact (what `load` reads) kept under `key` until the next auth_changed, on the
 * embedded database; read every time elsewhere. Only for facts migration 015's triggers cover.
 */
export async function accessFact<T>(q: Queryable, key: string, load: () => Promise<T>): Promise<T> {
  const cache = cacheOf(q);
  if (cache?.facts.has(key)) return cache.facts.get(key) as T;
  const generation = cache?.generation;
  const value = await load();
  if (cache && cache.generation === generation) cache.facts.set(key, value);
  return value;
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
