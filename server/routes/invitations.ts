import { Hono, type MiddlewareHandler } from "hono";
import { HRS_USER, type MyInvitation } from "../../src/contract/hrs-user.ts";
import { HRS_MESSAGES } from "../../src/domain/hrs-user.ts";
import type { Queryable } from "../db/client.ts";
import { ApiError, MESSAGES, ok } from "../envelope.ts";
import {
  dropExpired,
  invitationsOf,
  joinAsInvited,
  joinedOrg,
  type TakenInvitation,
  takeInvitation,
} from "../hrs-user/invitations-store.ts";
import { route } from "../http/route.ts";
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

/** Deletes the person's live invitation and returns it; 404 when there is none. */
async function take(q: Queryable, userId: number, id: number): Promise<TakenInvitation> {
  const row = await takeInvitation(q, userId, id);
  if (!row) throw gone();
  return row;
}

export function invitationRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  /** An answer from a session an SSO ticket of another organisation opened: 403. */
  const notConfined: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.get("auth").confinedOrgId !== null) throw new ApiError(403, MESSAGES.forbidden);
    await next();
  };
  route(app, HRS_USER.myInvitations, async (c) => {
    const { userId, confinedOrgId } = c.get("auth");
    if (confinedOrgId !== null) return ok<MyInvitation[]>(c, []);
    await dropExpired(db, userId);
    const rows = await invitationsOf(db, userId);
    return ok(c, rows);
  });
  route(app, HRS_USER.acceptInvitation, notConfined, async (c, { params }) => {
    const { userId } = c.get("auth");
    const id = idParam(params.id);
    await dropExpired(db, userId);
    const joined = await db.tx(async (q) => {
      const invitation = await take(q, userId, id);
      await joinAsInvited(q, userId, invitation);
      await auditIn(q, c, invitation.orgId, {
        action: "user.invite.accept",
        target: `user:${userId}`,
        after: { invitationId: id, roleId: invitation.roleId, deptId: invitation.deptId },
      });
      const org = await joinedOrg(q, invitation.orgId);
      if (!org) throw gone();
      return org;
    });
    return ok(c, joined);
  });
  route(app, HRS_USER.declineInvitation, notConfined, async (c, { params }) => {
    const { userId } = c.get("auth");
    const id = idParam(params.id);
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
  return app;
}
