import { Hono } from "hono";
import type {
  HrsUser,
  Page,
  PendingInvitation,
  UserAdded,
  UserLink,
} from "../../src/contract/hrs-user.ts";
import {
  type EditUser,
  editUserSchema,
  HRS_MESSAGES,
  INVITATION_DAYS,
  newUserSchema,
} from "../../src/domain/hrs-user.ts";
import { hashPassword } from "../auth/password.ts";
import { createSetPasswordLink } from "../auth/set-password.ts";
import { newToken } from "../auth/tokens.ts";
import type { Queryable } from "../db/client.ts";
import { ApiError, fail, ok } from "../envelope.ts";
import { check, limitBody, readJson } from "../http/body.ts";
import type { AppEnv, Deps } from "../http/types.ts";
import { audit, HRS_PAGE_QUERY, idParam, linkBase, notFound, stale } from "./hrs-user/shared.ts";

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

const USER_COLUMNS = `u.id as "userId", u.login_name as "loginName", u.cname, u.ename, u.phone,
  u.email, uo.role_id as "roleId", r.name as "roleName", uo.dept_id as "deptId",
  d.name as "deptName", uo.login_role as "loginRole", u.state, u.version,
  u.phone_area as "phoneArea", (u.owner_org_id is not distinct from uo.org_id) as owned,
  owner.name as "ownerOrgName"`;

/** The member's role, department and owning organisation, for USER_COLUMNS. */
const USER_JOINS = `left join roles r on r.id = uo.role_id left join depts d on d.id = uo.dept_id
  left join orgs owner on owner.id = u.owner_org_id`;

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

const INVITATION_COLUMNS = `i.id as "invitationId", i.login_type as "loginType", i.login, i.cname,
  r.name as "roleName", d.name as "deptName", inviter.cname as "invitedBy",
  to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
  to_char(i.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "expiresAt"`;

/** The member of the caller's organisation, or null. */
async function memberOf(q: Queryable, orgId: number, userId: number): Promise<HrsUser | null> {
  const [row] = await q.query<HrsUser>(
    `select ${USER_COLUMNS} from user_orgs uo join users u on u.id = uo.user_id
     ${USER_JOINS}
     where uo.org_id = $1 and uo.user_id = $2`,
    [orgId, userId],
  );
  return row ?? null;
}

async function assertRole(q: Queryable, orgId: number, roleId: number): Promise<void> {
  const rows = await q.query("select 1 from roles where id = $1 and org_id = $2", [roleId, orgId]);
  if (!rows.length) throw new ApiError(400, HRS_MESSAGES.role);
}

/** A department of the caller's organisation, or none; another's is refused like a bad value. */
async function assertDept(q: Queryable, orgId: number, deptId: number | null | undefined) {
  if (deptId === null || deptId === undefined) return null;
  const rows = await q.query("select 1 from depts where id = $1 and org_id = $2", [deptId, orgId]);
  if (!rows.length) throw new ApiError(400, HRS_MESSAGES.dept);
  return deptId;
}

const empty = (s: string | null | undefined) => (s ? s : null);

/** A phone or e-mail another person uses (as a contact, not the login typed): 409, not a 500. */
function uniqueTaken(error: unknown): never {
  if (error instanceof Error && /unique/i.test(error.message)) {
    throw new ApiError(409, HRS_MESSAGES.loginExists);
  }
  throw error;
}

/** /hrs/user: list, add, edit, disable, enable and a new set-password link. */
export function hrsUserRoutes({ db, config }: Deps) {
  return new Hono<AppEnv>()
    .get("/page", async (c) => {
      const auth = c.get("auth");
      const { current, size } = check(HRS_PAGE_QUERY, c.req.query());
      const keyword = (c.req.query("keyword") ?? "").trim().slice(0, 50);
      const like = `%${keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      const where = `uo.org_id = $1 and ($2 = '' or u.cname ilike $3 or u.ename ilike $3
        or u.login_name ilike $3 or u.email ilike $3 or u.phone ilike $3)`;
      const [count] = await db.query<{ n: number }>(
        `select count(*)::int as n from user_orgs uo join users u on u.id = uo.user_id
         where ${where}`,
        [auth.orgId, keyword, like],
      );
      const records = await db.query<HrsUser>(
        `select ${USER_COLUMNS} from user_orgs uo join users u on u.id = uo.user_id
         ${USER_JOINS}
         where ${where} order by u.id limit $4 offset $5`,
        [auth.orgId, keyword, like, size, (current - 1) * size],
      );
      return ok<Page<HrsUser>>(c, { records, total: count?.n ?? 0, current, size });
    })
    .post("/", limitBody(), async (c) => {
      const auth = c.get("auth");
      const input = await readJson(c, newUserSchema);
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
          const column = ["phone", "email", "login_name"][input.loginType];
          const [existing] = await q.query<{ id: number; member: boolean }>(
            `select u.id, exists (select 1 from user_orgs uo where uo.user_id = u.id and uo.org_id = $2)
             as member
           from users u where ${column} = $1`,
            [login, auth.orgId],
          );
          if (existing?.member) throw new ApiError(409, HRS_MESSAGES.memberExists);
          const loginRole = input.loginType === 2 ? "admin" : (input.loginRole ?? "staff");
          if (existing) {
            // A person another organisation has: an invitation they accept or decline after
            // signing in. Nothing of theirs is read into the answer or the audit row.
            await q.query(
              "delete from user_invitations where user_id = $1 and org_id = $2 and expires_at <= now()",
              [existing.id, auth.orgId],
            );
            const [invitation] = await q.query<{ id: number; expiresAt: string }>(
              `insert into user_invitations (org_id, user_id, login_type, login, cname, role_id,
               dept_id, login_role, invited_by, expires_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(days => $10))
             on conflict (user_id, org_id) do nothing
             returning id, to_char(expires_at at time zone 'UTC',
               'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "expiresAt"`,
              [
                auth.orgId,
                existing.id,
                input.loginType,
                login,
                input.cname,
                input.roleId,
                deptId,
                loginRole,
                auth.userId,
                INVITATION_DAYS,
              ],
            );
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
          const [user] = await q.query<{ id: number }>(
            `insert into users (login_name, cname, ename, phone, email, password_hash, phone_area,
             owner_org_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
            [
              input.loginType === 2 ? input.loginName : null,
              input.cname,
              empty(input.ename),
              empty(input.phone),
              empty(input.email),
              unusable,
              input.phoneArea ?? "+86",
              auth.orgId,
            ],
          );
          const userId = user?.id ?? 0;
          await q.query(
            `insert into user_orgs (user_id, org_id, role_id, login_role, is_default, dept_id)
           values ($1, $2, $3, $4, true, $5)`,
            [userId, auth.orgId, input.roleId, loginRole, deptId],
          );
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
    })
    .put("/:id{[0-9]+}", limitBody(), async (c) => {
      const auth = c.get("auth");
      const id = idParam(c);
      const input = await readJson(c, editUserSchema);
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
          const updated = before.owned
            ? await q.query(
                `update users set cname = $2, ename = $3, phone = $4, email = $5,
                   phone_area = coalesce($7, phone_area), version = version + 1
                 where id = $1 and version = $6 returning id`,
                [
                  id,
                  input.cname,
                  empty(input.ename),
                  empty(input.phone),
                  empty(input.email),
                  input.version,
                  input.phoneArea ?? null,
                ],
              )
            : // The membership only: the record's version still orders concurrent saves.
              await q.query(
                "update users set version = version + 1 where id = $1 and version = $2 returning id",
                [id, input.version],
              );
          if (!updated.length) throw stale();
          await q.query(
            "update user_orgs set role_id = $3, dept_id = $4 where user_id = $1 and org_id = $2",
            [id, auth.orgId, input.roleId, deptId],
          );
          await audit(q, c, {
            action: "user.update",
            target: `user:${id}`,
            before,
            after: await memberOf(q, auth.orgId, id),
          });
        })
        .catch(uniqueTaken);
      return ok(c, await memberOf(db, auth.orgId, id));
    })
    .post("/:id{[0-9]+}/disable", async (c) => {
      const auth = c.get("auth");
      const id = idParam(c);
      if (id === auth.userId) return fail(c, HRS_MESSAGES.self);
      await db.tx(async (q) => {
        const before = await ownedMember(q, auth.orgId, id);
        // The person, not the membership: every session in every organisation ends at once.
        await q.query("update users set state = 0, version = version + 1 where id = $1", [id]);
        await q.query(
          "update sessions set revoked_at = now() where user_id = $1 and revoked_at is null",
          [id],
        );
        await audit(q, c, {
          action: "user.disable",
          target: `user:${id}`,
          before: { state: before.state },
          after: { state: 0 },
        });
      });
      return ok(c, true);
    })
    .post("/:id{[0-9]+}/enable", async (c) => {
      const auth = c.get("auth");
      const id = idParam(c);
      await db.tx(async (q) => {
        const before = await ownedMember(q, auth.orgId, id);
        await q.query("update users set state = 1, version = version + 1 where id = $1", [id]);
        await audit(q, c, {
          action: "user.enable",
          target: `user:${id}`,
          before: { state: before.state },
          after: { state: 1 },
        });
      });
      return ok(c, true);
    })
    .post("/:id{[0-9]+}/resetPassword", async (c) => {
      const auth = c.get("auth");
      const id = idParam(c);
      const answer = await db.tx(async (q) => {
        await ownedMember(q, auth.orgId, id);
        const link = await createSetPasswordLink(q, id, linkBase(c, config.publicUrl));
        await audit(q, c, { action: "user.resetPassword", target: `user:${id}` });
        return { userId: id, ...link };
      });
      return ok<UserLink>(c, answer);
    })
    .post("/:id{[0-9]+}/remove", async (c) => {
      // Ends this organisation's membership of a person another organisation owns; the
      // account, its password and its other memberships stay as they are.
      const auth = c.get("auth");
      const id = idParam(c);
      if (id === auth.userId) return fail(c, HRS_MESSAGES.removeSelf);
      await db.tx(async (q) => {
        const before = await memberOf(q, auth.orgId, id);
        if (!before) throw notFound();
        if (before.owned) throw new ApiError(409, HRS_MESSAGES.ownerRemove);
        await q.query(
          `delete from workgroup_members where user_id = $1
             and workgroup_id in (select id from workgroups where org_id = $2)`,
          [id, auth.orgId],
        );
        await q.query("delete from user_orgs where user_id = $1 and org_id = $2", [id, auth.orgId]);
        // Their sessions in this organisation end now (the others are theirs to keep).
        await q.query(
          `update sessions set revoked_at = now()
           where user_id = $1 and org_id = $2 and revoked_at is null`,
          [id, auth.orgId],
        );
        await audit(q, c, { action: "user.remove", target: `user:${id}`, before });
      });
      return ok(c, true);
    })
    .get("/invitations", async (c) => {
      const auth = c.get("auth");
      // Expired invitations are gone as if declined: deleted here, never shown.
      await db.query("delete from user_invitations where org_id = $1 and expires_at <= now()", [
        auth.orgId,
      ]);
      const rows = await db.query<PendingInvitation>(
        `select ${INVITATION_COLUMNS}
         from user_invitations i left join roles r on r.id = i.role_id
           left join depts d on d.id = i.dept_id left join users inviter on inviter.id = i.invited_by
         where i.org_id = $1 order by i.created_at desc, i.id desc limit 200`,
        [auth.orgId],
      );
      return ok(c, rows);
    })
    .delete("/invitations/:id{[0-9]+}", async (c) => {
      const auth = c.get("auth");
      const id = idParam(c);
      await db.tx(async (q) => {
        const [gone] = await q.query<{ login: string; cname: string }>(
          "delete from user_invitations where id = $1 and org_id = $2 returning login, cname",
          [id, auth.orgId],
        );
        if (!gone) throw notFound();
        await audit(q, c, {
          action: "user.invite.withdraw",
          target: `invitation:${id}`,
          before: gone,
        });
      });
      return ok(c, true);
    });
}
