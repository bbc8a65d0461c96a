import type { UserInfo } from "../../src/contract/access.ts";
import type { Queryable } from "../db/client.ts";

/** What the login answer and the session refresh both return (the contract's type). */
export type { UserInfo };

/** The login answer's description of an active member; null for a disabled user or non-member. */
export async function loadUserInfo(
  q: Queryable,
  s: { userId: number; orgId: number; loginType: number },
): Promise<UserInfo | null> {
  const [row] = await q.query<Omit<UserInfo, "buttonInfo" | "loginType">>(
    `select u.id as "userId", o.id as "orgId", uo.role_id as "roleId", o.name as "orgName",
            o.code as "orgCode", o.version as "orgVersion", o.private_saas as "privateSaas",
            to_char(o.valid_until, 'YYYY-MM-DD') as "validUntil", u.cname as "userCname",
            u.ename as "userEname", u.online_service as "onlineService",
            uo.login_role as "loginRole", u.admin_role as "adminRole",
            u.page_language as "pageLanguage", o.theme as "orgTheme",
            (select coalesce(max(r.release), 0)::int from org_releases r where r.org_id = o.id)
              as "orgRelease"
     from users u
     join user_orgs uo on uo.user_id = u.id and uo.org_id = $2
     join orgs o on o.id = uo.org_id
     where u.id = $1 and u.state = 1`,
    [s.userId, s.orgId],
  );
  if (!row) return null;
  const buttons = await q.query<{ name: string }>(
    `select p.name from role_permissions rp join permissions p on p.id = rp.permission_id
     where rp.role_id = $1 and p.kind = 'button' order by p.name`,
    [row.roleId],
  );
  return {
    ...row,
    loginType: s.loginType,
    buttonInfo: buttons.map((b) => b.name),
  };
}
