import { Hono } from "hono";
import type { InvitationAccepted, MyInvitation } from "../../src/contract/hrs-user.ts";
import { HRS_MESSAGES } from "../../src/domain/hrs-user.ts";
import type { Queryable } from "../db/client.ts";
import { ApiError, MESSAGES, ok } from "../envelope.ts";
import type { AppEnv, Deps } from "../http/types.ts";
import { auditIn, idParam } from "./hrs-user/shared.ts";

/**
 * /auth/invitations (issue 33, decision 53): the signed-in person's own pending invitations to
 * other organisations, and their answer. Accepting makes them a member with the role, department
 * and login role the inviting administrator chose; declining deletes the invitation. Another
 * person's invitation, and an expired one, answer 404 like one that does not exist. Each answer
 * is an audit row in the inviting organisation.
 *
 * A session an SSO ticket of a non-owning organisation opened is that organisation's doing, not
 * the person's: it sees no invitations and cannot answer one (403), so no organisation accepts an
 * invitation in the person's name.
 */

const gone = () => new ApiError(404, HRS_MESSAGES.invitationGone);

type Taken = {
  id: number;
  orgId: number;
  roleId: number;
  deptId: number | null;
  loginRole: string;
};

/** Deletes the person's expired invitations: gone as if declined, never shown or accepted. */
async function dropExpired(q: Queryable, userId: number): Promise<void> {
  await q.query("delete from user_invitations where user_id = $1 and expires_at <= now()", [
    userId,
  ]);
}

/** Deletes the person's live invitation and returns it; 404 when there is none. */
async function take(q: Queryable, userId: number, id: number): Promise<Taken> {
  const [row] = await q.query<Taken>(
    `delete from user_invitations where id = $1 and user_id = $2 and expires_at > now()
     returning id, org_id as "orgId", role_id as "roleId", dept_id as "deptId",
       login_role as "loginRole"`,
    [id, userId],
  );
  if (!row) throw gone();
  return row;
}

export function invitationRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .use("/:id{[0-9]+}/*", async (c, next) => {
      if (c.get("auth").confinedOrgId !== null) throw new ApiError(403, MESSAGES.forbidden);
      await next();
    })
    .get("/", async (c) => {
      const { userId, confinedOrgId } = c.get("auth");
      if (confinedOrgId !== null) return ok<MyInvitation[]>(c, []);
      await dropExpired(db, userId);
      const rows = await db.query<MyInvitation>(
        `select i.id as "invitationId", o.id as "orgId", o.name as "orgName", o.code as "orgCode",
           r.name as "roleName", inviter.cname as "invitedBy",
           to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
           to_char(i.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "expiresAt"
         from user_invitations i join orgs o on o.id = i.org_id
           left join roles r on r.id = i.role_id left join users inviter on inviter.id = i.invited_by
         where i.user_id = $1 order by i.created_at, i.id limit 50`,
        [userId],
      );
      return ok(c, rows);
    })
    .post("/:id{[0-9]+}/accept", async (c) => {
      const { userId } = c.get("auth");
      const id = idParam(c);
      await dropExpired(db, userId);
      const joined = await db.tx(async (q) => {
        const invitation = await take(q, userId, id);
        await q.query(
          `insert into user_orgs (user_id, org_id, role_id, login_role, is_default, dept_id)
           values ($1, $2, $3, $4, false, $5) on conflict (user_id, org_id) do nothing`,
          [userId, invitation.orgId, invitation.roleId, invitation.loginRole, invitation.deptId],
        );
        await auditIn(q, c, invitation.orgId, {
          action: "user.invite.accept",
          target: `user:${userId}`,
          after: { invitationId: id, roleId: invitation.roleId, deptId: invitation.deptId },
        });
        const [org] = await q.query<InvitationAccepted>(
          `select id as "orgId", name as "orgName", code as "orgCode" from orgs where id = $1`,
          [invitation.orgId],
        );
        if (!org) throw gone();
        return org;
      });
      return ok(c, joined);
    })
    .post("/:id{[0-9]+}/decline", async (c) => {
      const { userId } = c.get("auth");
      const id = idParam(c);
      await dropExpired(db, userId);
      await db.tx(async (q) => {
        const invitation = await take(q, userId, id);
        await auditIn(q, c, invitation.orgId, {
          action: "user.invite.decline",
          target: `user:${userId}`,
          before: { invitationId: id },
        });
      });
      return ok(c, true);
    });
}
