import type { LoginName } from "../../src/domain/login.ts";
import type { Queryable } from "../db/client.ts";
import { findMember, mayLogIn } from "./members.ts";
import { hashToken, newToken } from "./tokens.ts";

/** One-time tickets live two minutes: long enough to follow a link, too short to be kept. */
export const SSO_TICKET_SECONDS = 120;

/** Every failed exchange answers this, whatever the reason (spec 000 §8 'Login landing invalid'). */
export const SSO_INVALID = "用户信息无效，无法访问";

export type SsoTarget = { userId: number; orgId: number; loginType: number };

export type TicketLookup =
  | { ok: true; target: SsoTarget }
  | { ok: false; reason: "not-found" | "no-role" };

/** The member a ticket would log in as, by the `type|login|orgCode` name. */
export async function findSsoTarget(q: Queryable, name: LoginName): Promise<TicketLookup> {
  const member = await findMember(q, name);
  if (!mayLogIn(member, name.type)) return { ok: false, reason: "not-found" };
  if (member.roleId === null) return { ok: false, reason: "no-role" };
  return { ok: true, target: { userId: member.id, orgId: member.orgId, loginType: name.type } };
}

/** A new ticket (256 random bits); only its hash is stored, the ticket is returned once. */
export async function createSsoTicket(
  q: Queryable,
  target: SsoTarget,
  createdBy: number | null,
): Promise<{ ticket: string; expiresAt: string }> {
  const ticket = newToken();
  const [row] = await q.query<{ expiresAt: Date | string }>(
    `insert into sso_tickets (ticket_hash, user_id, org_id, login_type, created_by, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))
     returning expires_at as "expiresAt"`,
    [
      hashToken(ticket),
      target.userId,
      target.orgId,
      target.loginType,
      createdBy,
      SSO_TICKET_SECONDS,
    ],
  );
  if (!row) throw new Error("insert sso ticket returned nothing");
  return { ticket, expiresAt: new Date(row.expiresAt).toISOString() };
}

/** Whom a used ticket logs in, and the organisation it confines the session to, if any. */
export type SsoSession = SsoTarget & { confinedOrgId: number | null };

/**
 * Marks the ticket used and returns whom it logs in, or null. One conditional update does both,
 * so of two concurrent uses exactly one gets the row. Unknown, forged, used and expired tickets
 * cost the same hash and the same query.
 *
 * A ticket an administrator of a non-owning organisation made opens a session confined to that
 * organisation (decision 53): it cannot switch into the person's other organisations. The owning
 * organisation's tickets, and the operator's (`npm run sso-ticket`, no creator), are not confined:
 * the owner could reset the password anyway.
 */
export async function consumeSsoTicket(q: Queryable, ticket: string): Promise<SsoSession | null> {
  const [row] = await q.query<SsoSession>(
    `update sso_tickets t set used_at = now()
     from users u
     where u.id = t.user_id and t.ticket_hash = $1 and t.used_at is null and t.expires_at > now()
     returning t.user_id as "userId", t.org_id as "orgId", t.login_type as "loginType",
       case when t.created_by is not null and u.owner_org_id is distinct from t.org_id
            then t.org_id end as "confinedOrgId"`,
    [hashToken(ticket.slice(0, 256))],
  );
  return row ?? null;
}
