import type { Config } from "../config.ts";
import type { Queryable } from "../db/client.ts";
import { cachedSession, forgetSession, generationOf, rememberSession } from "./auth-cache.ts";
import { hashToken, newToken } from "./tokens.ts";

export type AuthContext = {
  sessionId: number;
  userId: number;
  orgId: number;
  roleId: number | null;
  loginRole: "admin" | "staff" | "partner";
  loginType: number;
  /**
   * The organisation whose SSO ticket opened the session when that organisation does not own the
   * account (decision 53): the session cannot switch to another organisation. Null otherwise.
   */
  confinedOrgId: number | null;
};

/** What a new session is: whose, in which organisation, and its confinement if any. */
export type NewSession = {
  userId: number;
  orgId: number;
  loginType: number;
  confinedOrgId?: number | null;
};

export async function createSession(
  q: Queryable,
  config: Config,
  s: NewSession,
): Promise<{ token: string; expiresIn: number }> {
  const token = newToken();
  await q.query(
    `insert into sessions (token_hash, user_id, org_id, login_type, expires_at, confined_org_id)
     values ($1, $2, $3, $4, now() + make_interval(hours => $5), $6)`,
    [
      hashToken(token),
      s.userId,
      s.orgId,
      s.loginType,
      config.sessionMaxHours,
      s.confinedOrgId ?? null,
    ],
  );
  return { token, expiresIn: config.sessionIdleMinutes * 60 };
}

/** How stale last-seen may get before a call refreshes it: a minute, or a tenth of the idle limit. */
export const touchSeconds = (idleMinutes: number) => Math.min(60, Math.max(1, idleMinutes * 6));

/** The session behind a bearer token, or null when unknown, revoked, idle too long or expired. */
export async function resolveSession(
  q: Queryable,
  config: Config,
  token: string,
): Promise<AuthContext | null> {
  const tokenHash = hashToken(token);
  const idleMs = config.sessionIdleMinutes * 60_000;
  const touchMs = touchSeconds(config.sessionIdleMinutes) * 1000;
  const now = Date.now();
  // Embedded database only (server/auth/auth-cache.ts): a session seen lately needs no query.
  const cached = cachedSession<AuthContext>(q, tokenHash);
  if (cached && now < cached.expiresAtMs && now - cached.lastSeenMs < touchMs) return cached.auth;
  const generation = generationOf(q);
  const rows = await q.query<
    AuthContext & { stale: boolean; expiresAtMs: number | string; lastSeenMs: number | string }
  >(
    `select s.id as "sessionId", s.user_id as "userId", s.org_id as "orgId",
            uo.role_id as "roleId", uo.login_role as "loginRole", s.login_type as "loginType",
            s.confined_org_id as "confinedOrgId",
            s.last_seen_at < now() - make_interval(secs => $3) as stale,
            floor(extract(epoch from s.expires_at) * 1000)::float8 as "expiresAtMs",
            floor(extract(epoch from s.last_seen_at) * 1000)::float8 as "lastSeenMs"
     from sessions s
     join users u on u.id = s.user_id and u.state = 1
     join user_orgs uo on uo.user_id = s.user_id and uo.org_id = s.org_id
     where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()
       and s.last_seen_at > now() - make_interval(mins => $2)`,
    [tokenHash, config.sessionIdleMinutes, touchSeconds(config.sessionIdleMinutes)],
  );
  const row = rows[0];
  if (!row) {
    forgetSession(q, tokenHash);
    return null;
  }
  // Touch at most once a minute (a tenth of a short idle limit): a busy page would otherwise
  // write on every call, and a coarser touch would let a token in steady use go idle.
  let lastSeenMs = Number(row.lastSeenMs);
  if (row.stale) {
    await q.query("update sessions set last_seen_at = now() where id = $1", [row.sessionId]);
    lastSeenMs = now;
  }
  const { stale: _stale, expiresAtMs, lastSeenMs: _seen, ...auth } = row;
  rememberSession(q, generation, tokenHash, {
    auth,
    expiresAtMs: Math.min(Number(expiresAtMs), lastSeenMs + idleMs),
    lastSeenMs,
  });
  return auth;
}

export async function revokeSession(q: Queryable, sessionId: number): Promise<void> {
  await q.query("update sessions set revoked_at = now() where id = $1 and revoked_at is null", [
    sessionId,
  ]);
}
