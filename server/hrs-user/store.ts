import type {
  HrsUser,
  LoginNameMatch,
  Page,
  PendingInvitation,
} from "../../src/contract/hrs-user.ts";
import type { Queryable } from "../db/client.ts";

/**
 * The HRS users' rows (issue 20, issue 33): an organisation's members, the accounts it owns and
 * the invitations it sent. Every read is the organisation's own; a function answers null or false
 * where a row is missing or a version is stale, and the route answers 404 or 409. No HTTP here.
 */

const USER_COLUMNS = `u.id as "userId", u.login_name as "loginName", u.cname, u.ename, u.phone,
  u.email, uo.role_id as "roleId", r.name as "roleName", uo.dept_id as "deptId",
  d.name as "deptName", uo.login_role as "loginRole", u.state, u.version,
  u.phone_area as "phoneArea", (u.owner_org_id is not distinct from uo.org_id) as owned,
  owner.name as "ownerOrgName"`;

/** The member's role, department and owning organisation, for USER_COLUMNS. */
const USER_JOINS = `left join roles r on r.id = uo.role_id left join depts d on d.id = uo.dept_id
  left join orgs owner on owner.id = u.owner_org_id`;

const INVITATION_COLUMNS = `i.id as "invitationId", i.login_type as "loginType", i.login, i.cname,
  r.name as "roleName", d.name as "deptName", inviter.cname as "invitedBy",
  to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
  to_char(i.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "expiresAt"`;

const empty = (s: string | null | undefined) => (s ? s : null);

/** The member of the organisation, or null. */
export async function memberOf(
  q: Queryable,
  orgId: number,
  userId: number,
): Promise<HrsUser | null> {
  const [row] = await q.query<HrsUser>(
    `select ${USER_COLUMNS} from user_orgs uo join users u on u.id = uo.user_id
     ${USER_JOINS}
     where uo.org_id = $1 and uo.user_id = $2`,
    [orgId, userId],
  );
  return row ?? null;
}

/** The organisation's member whose login name is exactly this one (seed 000 §7), or null. */
export async function memberByLoginName(
  q: Queryable,
  orgId: number,
  loginName: string,
): Promise<LoginNameMatch | null> {
  const [row] = await q.query<LoginNameMatch>(
    `select u.id as "userId", u.login_name as "loginName", u.cname, u.ename,
       o.code as "orgCode", o.name as "orgName", u.state
     from user_orgs uo join users u on u.id = uo.user_id join orgs o on o.id = uo.org_id
     where uo.org_id = $1 and u.login_name = $2`,
    [orgId, loginName],
  );
  return row ?? null;
}

/** A page of the organisation's members whose names, login or contacts hold the keyword. */
export async function memberPage(
  q: Queryable,
  orgId: number,
  keyword: string,
  current: number,
  size: number,
): Promise<Page<HrsUser>> {
  const like = `%${keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const where = `uo.org_id = $1 and ($2 = '' or u.cname ilike $3 or u.ename ilike $3
    or u.login_name ilike $3 or u.email ilike $3 or u.phone ilike $3)`;
  const [count] = await q.query<{ n: number }>(
    `select count(*)::int as n from user_orgs uo join users u on u.id = uo.user_id
     where ${where}`,
    [orgId, keyword, like],
  );
  const records = await q.query<HrsUser>(
    `select ${USER_COLUMNS} from user_orgs uo join users u on u.id = uo.user_id
     ${USER_JOINS}
     where ${where} order by u.id limit $4 offset $5`,
    [orgId, keyword, like, size, (current - 1) * size],
  );
  return { records, total: count?.n ?? 0, current, size };
}

/** Whether the role is the organisation's. */
export async function roleInOrg(q: Queryable, orgId: number, roleId: number): Promise<boolean> {
  const rows = await q.query("select 1 from roles where id = $1 and org_id = $2", [roleId, orgId]);
  return rows.length > 0;
}

/** Whether the department is the organisation's. */
export async function deptInOrg(q: Queryable, orgId: number, deptId: number): Promise<boolean> {
  const rows = await q.query("select 1 from depts where id = $1 and org_id = $2", [deptId, orgId]);
  return rows.length > 0;
}

/** The login column of each login type: 0 phone, 1 e-mail, 2 login name. */
const LOGIN_COLUMNS = ["phone", "email", "login_name"] as const;

/** The account with this login, and whether it is already the organisation's member; or null. */
export async function accountByLogin(
  q: Queryable,
  orgId: number,
  loginType: 0 | 1 | 2,
  login: string | null | undefined,
): Promise<{ id: number; member: boolean } | null> {
  const [row] = await q.query<{ id: number; member: boolean }>(
    `select u.id, exists (select 1 from user_orgs uo where uo.user_id = u.id and uo.org_id = $2)
       as member
     from users u where ${LOGIN_COLUMNS[loginType]} = $1`,
    [login, orgId],
  );
  return row ?? null;
}

export type NewInvitation = {
  orgId: number;
  userId: number;
  loginType: number;
  login: string | null | undefined;
  cname: string;
  roleId: number;
  deptId: number | null;
  loginRole: string;
  invitedBy: number;
  days: number;
};

/**
 * A new invitation of the person to the organisation (an expired one of the pair deleted first);
 * null when a live one is already pending.
 */
export async function insertInvitation(
  q: Queryable,
  row: NewInvitation,
): Promise<{ id: number; expiresAt: string } | null> {
  await q.query(
    "delete from user_invitations where user_id = $1 and org_id = $2 and expires_at <= now()",
    [row.userId, row.orgId],
  );
  const [invitation] = await q.query<{ id: number; expiresAt: string }>(
    `insert into user_invitations (org_id, user_id, login_type, login, cname, role_id,
       dept_id, login_role, invited_by, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(days => $10))
     on conflict (user_id, org_id) do nothing
     returning id, to_char(expires_at at time zone 'UTC',
       'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "expiresAt"`,
    [
      row.orgId,
      row.userId,
      row.loginType,
      row.login,
      row.cname,
      row.roleId,
      row.deptId,
      row.loginRole,
      row.invitedBy,
      row.days,
    ],
  );
  return invitation ?? null;
}

export type NewAccount = {
  loginName: string | null | undefined;
  cname: string;
  ename?: string | null;
  phone?: string | null;
  email?: string | null;
  passwordHash: string;
  phoneArea: string;
  orgId: number;
  roleId: number;
  loginRole: string;
  deptId: number | null;
};

/** A new account the organisation owns, its default membership; answers the user id. */
export async function insertAccount(q: Queryable, row: NewAccount): Promise<number> {
  const [user] = await q.query<{ id: number }>(
    `insert into users (login_name, cname, ename, phone, email, password_hash, phone_area,
       owner_org_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      row.loginName,
      row.cname,
      empty(row.ename),
      empty(row.phone),
      empty(row.email),
      row.passwordHash,
      row.phoneArea,
      row.orgId,
    ],
  );
  const userId = user?.id ?? 0;
  await q.query(
    `insert into user_orgs (user_id, org_id, role_id, login_role, is_default, dept_id)
     values ($1, $2, $3, $4, true, $5)`,
    [userId, row.orgId, row.roleId, row.loginRole, row.deptId],
  );
  return userId;
}

export type Contacts = {
  cname: string;
  ename?: string | null;
  phone?: string | null;
  email?: string | null;
  phoneArea?: string | null;
};

/**
 * Saves the account at this version: its names and contacts too when `contacts` is given (the
 * owner's save), else only a new version (another organisation's save of its membership).
 * False when the version is stale.
 */
export async function saveAccount(
  q: Queryable,
  userId: number,
  version: number,
  contacts: Contacts | null,
): Promise<boolean> {
  const updated = contacts
    ? await q.query(
        `update users set cname = $2, ename = $3, phone = $4, email = $5,
           phone_area = coalesce($7, phone_area), version = version + 1
         where id = $1 and version = $6 returning id`,
        [
          userId,
          contacts.cname,
          empty(contacts.ename),
          empty(contacts.phone),
          empty(contacts.email),
          version,
          contacts.phoneArea ?? null,
        ],
      )
    : await q.query(
        "update users set version = version + 1 where id = $1 and version = $2 returning id",
        [userId, version],
      );
  return updated.length > 0;
}

/** The member's role and department in the organisation. */
export async function setMembership(
  q: Queryable,
  orgId: number,
  userId: number,
  roleId: number,
  deptId: number | null,
): Promise<void> {
  await q.query(
    "update user_orgs set role_id = $3, dept_id = $4 where user_id = $1 and org_id = $2",
    [userId, orgId, roleId, deptId],
  );
}

/** Disables the person, not the membership: every session in every organisation ends at once. */
export async function disableAccount(q: Queryable, userId: number): Promise<void> {
  await q.query("update users set state = 0, version = version + 1 where id = $1", [userId]);
  await q.query(
    "update sessions set revoked_at = now() where user_id = $1 and revoked_at is null",
    [userId],
  );
}

export async function enableAccount(q: Queryable, userId: number): Promise<void> {
  await q.query("update users set state = 1, version = version + 1 where id = $1", [userId]);
}

/**
 * Ends the organisation's membership of the person: its workgroups, the membership and its
 * sessions in this organisation (the others are theirs to keep).
 */
export async function removeMembership(q: Queryable, orgId: number, userId: number) {
  await q.query(
    `delete from workgroup_members where user_id = $1
       and workgroup_id in (select id from workgroups where org_id = $2)`,
    [userId, orgId],
  );
  await q.query("delete from user_orgs where user_id = $1 and org_id = $2", [userId, orgId]);
  await q.query(
    `update sessions set revoked_at = now()
     where user_id = $1 and org_id = $2 and revoked_at is null`,
    [userId, orgId],
  );
}

/** The organisation's pending invitations, newest first; expired ones deleted, never shown. */
export async function pendingInvitations(
  q: Queryable,
  orgId: number,
): Promise<PendingInvitation[]> {
  await q.query("delete from user_invitations where org_id = $1 and expires_at <= now()", [orgId]);
  return q.query<PendingInvitation>(
    `select ${INVITATION_COLUMNS}
     from user_invitations i left join roles r on r.id = i.role_id
       left join depts d on d.id = i.dept_id left join users inviter on inviter.id = i.invited_by
     where i.org_id = $1 order by i.created_at desc, i.id desc limit 200`,
    [orgId],
  );
}

/** Deletes the organisation's invitation and returns what it named; null when there is none. */
export async function withdrawInvitation(
  q: Queryable,
  orgId: number,
  id: number,
): Promise<{ login: string; cname: string } | null> {
  const [gone] = await q.query<{ login: string; cname: string }>(
    "delete from user_invitations where id = $1 and org_id = $2 returning login, cname",
    [id, orgId],
  );
  return gone ?? null;
}
