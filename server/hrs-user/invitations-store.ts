import type { InvitationAccepted, MyInvitation } from "../../src/contract/hrs-user.ts";
import type { Queryable } from "../db/client.ts";

/**
 * The signed-in person's own invitations to other organisations (issue 33, decision 53). An
 * expired invitation is gone as if declined; a missing one answers null and the route 404.
 */

export type TakenInvitation = {
  id: number;
  orgId: number;
  roleId: number;
  deptId: number | null;
  loginRole: string;
};

/** Deletes the person's expired invitations: gone as if declined, never shown or accepted. */
export async function dropExpired(q: Queryable, userId: number): Promise<void> {
  await q.query("delete from user_invitations where user_id = $1 and expires_at <= now()", [
    userId,
  ]);
}

/** The person's invitations, oldest first (at most 50). */
export function invitationsOf(q: Queryable, userId: number): Promise<MyInvitation[]> {
  return q.query<MyInvitation>(
    `select i.id as "invitationId", o.id as "orgId", o.name as "orgName", o.code as "orgCode",
       r.name as "roleName", inviter.cname as "invitedBy",
       to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
       to_char(i.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "expiresAt"
     from user_invitations i join orgs o on o.id = i.org_id
       left join roles r on r.id = i.role_id left join users inviter on inviter.id = i.invited_by
     where i.user_id = $1 order by i.created_at, i.id limit 50`,
    [userId],
  );
}

/** Deletes the person's live invitation and returns it; null when there is none. */
export async function takeInvitation(
  q: Queryable,
  userId: number,
  id: number,
): Promise<TakenInvitation | null> {
  const [row] = await q.query<TakenInvitation>(
    `delete from user_invitations where id = $1 and user_id = $2 and expires_at > now()
     returning id, org_id as "orgId", role_id as "roleId", dept_id as "deptId",
       login_role as "loginRole"`,
    [id, userId],
  );
  return row ?? null;
}

/** The person joins the organisation as the invitation says (not as their default one). */
export async function joinAsInvited(
  q: Queryable,
  userId: number,
  invitation: TakenInvitation,
): Promise<void> {
  await q.query(
    `insert into user_orgs (user_id, org_id, role_id, login_role, is_default, dept_id)
     values ($1, $2, $3, $4, false, $5) on conflict (user_id, org_id) do nothing`,
    [userId, invitation.orgId, invitation.roleId, invitation.loginRole, invitation.deptId],
  );
}

/** The organisation joined, as the answer names it; null when it no longer exists. */
export async function joinedOrg(q: Queryable, orgId: number): Promise<InvitationAccepted | null> {
  const [org] = await q.query<InvitationAccepted>(
    `select id as "orgId", name as "orgName", code as "orgCode" from orgs where id = $1`,
    [orgId],
  );
  return org ?? null;
}
