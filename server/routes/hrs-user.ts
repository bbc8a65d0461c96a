import { Hono } from "hono";
import {
  HRS_USER,
  type HrsUser,
  type LoginNameMatch,
  type Page,
  type PendingInvitation,
  type UserAdded,
  type UserLink,
} from "../../src/contract/hrs-user.ts";
import { type EditUser, HRS_MESSAGES, INVITATION_DAYS } from "../../src/domain/hrs-user.ts";
import { hashPassword } from "../auth/password.ts";
import { createSetPasswordLink } from "../auth/set-password.ts";
import { newToken } from "../auth/tokens.ts";
import type { Queryable } from "../db/client.ts";
import { ApiError, fail, MESSAGES, ok } from "../envelope.ts";
import {
  accountByLogin,
  deptInOrg,
  disableAccount,
  enableAccount,
  insertAccount,
  insertInvitation,
  memberByLoginName,
  memberOf,
  memberPage,
  pendingInvitations,
  removeMembership,
  roleInOrg,
  saveAccount,
  setMembership,
  withdrawInvitation,
} from "../hrs-user/store.ts";
import { limitBody } from "../http/body.ts";
import { route } from "../http/route.ts";
import type { AppEnv, Deps } from "../http/types.ts";
import { audit, idParam, knownId, linkBase, notFound, stale } from "./hrs-user/shared.ts";

/**
 * The administrator's HRS calls (issue 20). Every row is the caller's organisation's: another
 * organisation's user or role answers 404 like one that does not exist. Saved records carry a
 * version; a save naming an older one answers 409 and changes nothing. Every change writes an
 * audit row (who, what, before and after).
 *
 * Ownership (issue 33, decision 53): an account belongs to the organisation that created it.
 * Only that organisation resets its password, disables or enables it and edits its names and
 * contacts; another organisation the person joined may change its own membership's role and
 * department, or end the membership. A login another organisation's person has makes a pending
 * invitation: no membership until they accept it (server/routes/invitations.ts).
 */

export { hrsDeptRoutes } from "./hrs-user/depts.ts";
export { hrsLogRoutes } from "./hrs-user/log.ts";
export { hrsPermissionMatrixRoutes, hrsRoleRoutes } from "./hrs-user/roles.ts";
export { audit, auditOrgSwitches, auditSignIns } from "./hrs-user/shared.ts";

const forbidden = () => new ApiError(403, HRS_MESSAGES.notOwner);

/** The member, when the caller's organisation owns the account; 404 or 403 otherwise. */
async function ownedMember(q: Queryable, orgId: number, userId: number): Promise<HrsUser> {
  const member = await memberOf(q, orgId, userId);
  if (!member) throw notFound();
  if (!member.owned) throw forbidden();
  return member;
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a || null) === (b || null);

/** Whether the edit keeps the person's names and contacts as stored. */
function contactsKept(before: HrsUser, input: EditUser): boolean {
  return (
    same(before.cname, input.cname) &&
    same(before.ename, input.ename) &&
    same(before.phone, input.phone) &&
    same(before.email, input.email) &&
    (input.phoneArea === undefined || input.phoneArea === before.phoneArea)
  );
}

async function assertRole(q: Queryable, orgId: number, roleId: number): Promise<void> {
  if (!(await roleInOrg(q, orgId, roleId))) throw new ApiError(400, HRS_MESSAGES.role);
}

/** A department of the caller's organisation, or none; another's is refused like a bad value. */
async function assertDept(q: Queryable, orgId: number, deptId: number | null | undefined) {
  if (deptId === null || deptId === undefined) return null;
  if (!(await deptInOrg(q, orgId, deptId))) throw new ApiError(400, HRS_MESSAGES.dept);
  return deptId;
}

/** A phone or e-mail another person uses (as a contact, not the login typed): 409, not a 500. */
function uniqueTaken(error: unknown): never {
  if (error instanceof Error && /unique/i.test(error.message)) {
    throw new ApiError(409, HRS_MESSAGES.loginExists);
  }
  throw error;
}

/** /hrs/user: list, add, edit, disable, enable and a new set-password link. */
export function hrsUserRoutes({ db, config }: Deps) {
  const app = new Hono<AppEnv>();
  route(app, HRS_USER.userPage, async (c, { query: { current, size, keyword } }) => {
    const auth = c.get("auth");
    return ok<Page<HrsUser>>(c, await memberPage(db, auth.orgId, keyword, current, size));
  });
  // Seed 000 §7 "user validation" (decision 0063): the caller's own organisation only; an
  // organisation code other than the caller's answers as an unknown login does.
  route(app, HRS_USER.searchLoginName, async (c, { query: { loginName, orgCode } }) => {
    const auth = c.get("auth");
    const match = await memberByLoginName(db, auth.orgId, loginName);
    if (!match || (orgCode !== undefined && orgCode.toUpperCase() !== match.orgCode)) {
      return fail(c, MESSAGES.userNotFound);
    }
    return ok<LoginNameMatch>(c, match);
  });
  route(app, HRS_USER.add, limitBody(), async (c, { body: input }) => {
    const auth = c.get("auth");
    await assertRole(db, auth.orgId, input.roleId);
    const deptId = await assertDept(db, auth.orgId, input.deptId);
    const unusable = await hashPassword(newToken());
    const answer = await db
      .tx(async (q) => {
        const login =
          input.loginType === 0
            ? input.phone
            : input.loginType === 1
              ? input.email
              : input.loginName;
        const existing = await accountByLogin(q, auth.orgId, input.loginType, login);
        if (existing?.member) throw new ApiError(409, HRS_MESSAGES.memberExists);
        const loginRole = input.loginType === 2 ? "admin" : (input.loginRole ?? "staff");
        if (existing) {
          // A person another organisation has: an invitation they accept or decline after
          // signing in. Nothing of theirs is read into the answer or the audit row.
          const invitation = await insertInvitation(q, {
            orgId: auth.orgId,
            userId: existing.id,
            loginType: input.loginType,
            login,
            cname: input.cname,
            roleId: input.roleId,
            deptId,
            loginRole,
            invitedBy: auth.userId,
            days: INVITATION_DAYS,
          });
          if (!invitation) throw new ApiError(409, HRS_MESSAGES.invitePending);
          await audit(q, c, {
            action: "user.invite",
            target: `invitation:${invitation.id}`,
            after: {
              loginType: input.loginType,
              login,
              cname: input.cname,
              roleId: input.roleId,
            },
          });
          return {
            joined: true as const,
            invited: true as const,
            invitationId: invitation.id,
            login: login ?? "",
            expiresAt: invitation.expiresAt,
          };
        }
        const userId = await insertAccount(q, {
          loginName: input.loginType === 2 ? input.loginName : null,
          cname: input.cname,
          ename: input.ename,
          phone: input.phone,
          email: input.email,
          passwordHash: unusable,
          phoneArea: input.phoneArea ?? "+86",
          orgId: auth.orgId,
          roleId: input.roleId,
          loginRole,
          deptId,
        });
        const link = await createSetPasswordLink(q, userId, linkBase(c, config.publicUrl));
        await audit(q, c, {
          action: "user.create",
          target: `user:${userId}`,
          after: await memberOf(q, auth.orgId, userId),
        });
        return { userId, ...link, joined: false as const };
      })
      .catch(uniqueTaken);
    return ok<UserAdded>(c, answer);
  });
  route(app, HRS_USER.edit, knownId, limitBody(), async (c, { params, body: input }) => {
    const auth = c.get("auth");
    const id = idParam(params.id);
    await db
      .tx(async (q) => {
        const before = await memberOf(q, auth.orgId, id);
        if (!before) throw notFound();
        // Another organisation's account: its names and contacts are the owner's to change.
        if (!before.owned && !contactsKept(before, input)) throw forbidden();
        await assertRole(q, auth.orgId, input.roleId);
        // A department left out of the body stays as it was.
        const deptId =
          input.deptId === undefined
            ? before.deptId
            : await assertDept(q, auth.orgId, input.deptId);
        // Not the owner: the membership only; the record's version still orders concurrent saves.
        const saved = await saveAccount(q, id, input.version, before.owned ? input : null);
        if (!saved) throw stale();
        await setMembership(q, auth.orgId, id, input.roleId, deptId);
        await audit(q, c, {
          action: "user.update",
          target: `user:${id}`,
          before,
          after: await memberOf(q, auth.orgId, id),
        });
      })
      .catch(uniqueTaken);
    return ok(c, await memberOf(db, auth.orgId, id));
  });
  route(app, HRS_USER.disable, async (c, { params }) => {
    const auth = c.get("auth");
    const id = idParam(params.id);
    if (id === auth.userId) return fail(c, HRS_MESSAGES.self);
    await db.tx(async (q) => {
      const before = await ownedMember(q, auth.orgId, id);
      await disableAccount(q, id);
      await audit(q, c, {
        action: "user.disable",
        target: `user:${id}`,
        before: { state: before.state },
        after: { state: 0 },
      });
    });
    return ok(c, true);
  });
  route(app, HRS_USER.enable, async (c, { params }) => {
    const auth = c.get("auth");
    const id = idParam(params.id);
    await db.tx(async (q) => {
      const before = await ownedMember(q, auth.orgId, id);
      await enableAccount(q, id);
      await audit(q, c, {
        action: "user.enable",
        target: `user:${id}`,
        before: { state: before.state },
        after: { state: 1 },
      });
    });
    return ok(c, true);
  });
  route(app, HRS_USER.resetLink, async (c, { params }) => {
    const auth = c.get("auth");
    const id = idParam(params.id);
    const answer = await db.tx(async (q) => {
      await ownedMember(q, auth.orgId, id);
      const link = await createSetPasswordLink(q, id, linkBase(c, config.publicUrl));
      await audit(q, c, { action: "user.resetPassword", target: `user:${id}` });
      return { userId: id, ...link };
    });
    return ok<UserLink>(c, answer);
  });
  route(app, HRS_USER.remove, async (c, { params }) => {
    // Ends this organisation's membership of a person another organisation owns; the
    // account, its password and its other memberships stay as they are.
    const auth = c.get("auth");
    const id = idParam(params.id);
    if (id === auth.userId) return fail(c, HRS_MESSAGES.removeSelf);
    await db.tx(async (q) => {
      const before = await memberOf(q, auth.orgId, id);
      if (!before) throw notFound();
      if (before.owned) throw new ApiError(409, HRS_MESSAGES.ownerRemove);
      await removeMembership(q, auth.orgId, id);
      await audit(q, c, { action: "user.remove", target: `user:${id}`, before });
    });
    return ok(c, true);
  });
  route(app, HRS_USER.invitations, async (c) => {
    const auth = c.get("auth");
    // Expired invitations are gone as if declined: deleted by the store, never shown.
    return ok<PendingInvitation[]>(c, await pendingInvitations(db, auth.orgId));
  });
  route(app, HRS_USER.withdraw, async (c, { params }) => {
    const auth = c.get("auth");
    const id = idParam(params.id);
    await db.tx(async (q) => {
      const gone = await withdrawInvitation(q, auth.orgId, id);
      if (!gone) throw notFound();
      await audit(q, c, {
        action: "user.invite.withdraw",
        target: `invitation:${id}`,
        before: gone,
      });
    });
    return ok(c, true);
  });
  return app;
}
