import { LOGIN_TYPES, type LoginName } from "../../src/domain/login.ts";
import type { Queryable } from "../db/client.ts";

export type Member = {
  id: number;
  orgId: number;
  hash: string;
  loginRole: "admin" | "staff" | "partner";
  roleId: number | null;
  state: number;
};

/** The member a `type|login|orgCode` name points at: by phone, e-mail or login name, in that org. */
export async function findMember(q: Queryable, name: LoginName): Promise<Member | undefined> {
  // E-mail is compared lower-cased, as it is stored (migration 023, unique on lower(email)).
  const column = { 0: "u.phone", 1: "lower(u.email)", 2: "u.login_name" }[name.type];
  const [found] = await q.query<Member>(
    `select u.id, o.id as "orgId", u.password_hash as hash, uo.login_role as "loginRole",
            uo.role_id as "roleId", u.state
     from users u join user_orgs uo on uo.user_id = u.id join orgs o on o.id = uo.org_id
     where ${column} = $1 and o.code = $2`,
    [name.type === 1 ? name.login.toLowerCase() : name.login, name.orgCode],
  );
  return found;
}

/** Active, and for the administrator login type an administrator of that organisation. */
export function mayLogIn(member: Member | undefined, loginType: number): member is Member {
  return (
    member !== undefined &&
    member.state === 1 &&
    (loginType !== LOGIN_TYPES.admin || member.loginRole === "admin")
  );
}

/**
 * Whose budget a sign-in's failures count against: the person (`user:<id>`, whichever
 * organisation the name said; logins, e-mails and phones are unique across organisations), or
 * for a name nobody has, the name without its organisation.
 */
export async function throttleAccount(q: Queryable, name: LoginName): Promise<string> {
  const column = { 0: "phone", 1: "email", 2: "login_name" }[name.type];
  const [person] = await q.query<{ id: number }>(
    `select id from users where ${column} = $1 order by id limit 1`,
    [name.login],
  );
  return person ? `user:${person.id}` : `login:${name.type}|${name.login}`;
}
