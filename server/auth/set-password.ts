import { SET_PASSWORD_PAGE } from "../../src/contract/tenant.ts";
import { SET_PASSWORD_HOURS } from "../../src/domain/tenant.ts";
import type { Queryable } from "../db/client.ts";
import { hashToken, newToken } from "./tokens.ts";

/**
 * A one-time set-password link for the user, valid SET_PASSWORD_HOURS; stored hashed. A new link
 * makes the person's earlier unused ones stop working.
 */
export async function createSetPasswordLink(
  q: Queryable,
  userId: number,
  base: string,
): Promise<{ link: string; expiresAt: string }> {
  const token = newToken();
  await q.query(
    "update set_password_links set used_at = now() where user_id = $1 and used_at is null",
    [userId],
  );
  const [row] = await q.query<{ expiresAt: string }>(
    `insert into set_password_links (user_id, token_hash, expires_at)
     values ($1, $2, now() + make_interval(hours => $3))
     returning to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "expiresAt"`,
    [userId, hashToken(token), SET_PASSWORD_HOURS],
  );
  const url = new URL(SET_PASSWORD_PAGE, base);
  url.searchParams.set("token", token);
  return { link: url.toString(), expiresAt: row?.expiresAt ?? "" };
}

export type SetPasswordTarget = {
  linkId: number;
  userId: number;
  loginName: string;
  orgCode: string;
  expiresAt: string;
};

/** The live link's person and default organisation, or null (unknown, used or expired). */
export async function findSetPasswordLink(
  q: Queryable,
  token: string,
): Promise<SetPasswordTarget | null> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
  const [row] = await q.query<SetPasswordTarget>(
    `select l.id as "linkId", u.id as "userId",
            coalesce(u.login_name, u.email, u.phone) as "loginName",
            coalesce((select o.code from user_orgs uo join orgs o on o.id = uo.org_id
                      where uo.user_id = u.id order by uo.is_default desc, o.id limit 1), '')
              as "orgCode",
            to_char(l.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "expiresAt"
     from set_password_links l join users u on u.id = l.user_id
     where l.token_hash = $1 and l.used_at is null and l.expires_at > now()`,
    [hashToken(token)],
  );
  return row ?? null;
}
