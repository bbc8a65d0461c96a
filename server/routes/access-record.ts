import { Hono } from "hono";
import * as v from "valibot";
import { type ActiveCompany, DASHBOARD } from "../../src/contract/dashboard.ts";
import { HOT_MENU } from "../../src/contract/hot-menu.ts";
import { dateInZone } from "../../src/domain/business-stats.ts";
import {
  type HotMenuRecord,
  hotMenuLeaves,
  hotMenuTree,
  planHotMenuSave,
} from "../../src/domain/hot-menu.ts";
import type { AuthContext } from "../auth/sessions.ts";
import type { Queryable } from "../db/client.ts";
import { ApiError, fail, MESSAGES, ok } from "../envelope.ts";
import { idSchema, limitBody, readJson } from "../http/body.ts";
import { fullTree, loadMenus } from "../http/permissions.ts";
import { route } from "../http/route.ts";
import type { AppEnv, Deps } from "../http/types.ts";

const RECORD_MENU = v.strictObject({
  id: idSchema("id"),
  name: v.pipe(
    v.string("菜单名称不能为空"),
    v.minLength(1, "菜单名称不能为空"),
    v.maxLength(200, "菜单名称不能超过 200 个字符"),
  ),
  path: v.pipe(v.string("菜单路径应为文本"), v.maxLength(500, "菜单路径不能超过 500 个字符")),
});

/** The ranking shows the ten most active members over the last 30 days. */
export const ACTIVE_INDEX_DAYS = 30;
export const ACTIVE_INDEX_SIZE = 10;
export const BOOKING_ONLY_MESSAGE = "在线订舱版不支持设置常用菜单";

/** Pages that stand in for missing features or access are never counted as visits (000 §2.4). */
export function isPlaceholderPath(path: string | null): boolean {
  return path !== null && (path.includes("/unDevelop") || path.includes("/unPermission"));
}

/** Leaf menus the caller may choose as hot menus, by the same rule the dialog uses. */
async function allowedLeafIds(db: Queryable, roleId: number | null): Promise<Set<number>> {
  const tree = hotMenuTree(fullTree(await loadMenus(db, roleId)));
  return new Set(hotMenuLeaves(tree).map((n) => n.id));
}

/**
 * The caller's records for GET getUserAccessRecordList: the chosen menus (status 1) in their
 * order, then the rest (status 0, sort -1: removed, or only visited), newest change first. Menus
 * the caller may no longer open are left out. Readers take the status-1 rows.
 */
async function accessRecords(db: Queryable, auth: AuthContext): Promise<HotMenuRecord[]> {
  const allowed = await allowedLeafIds(db, auth.roleId);
  const rows = await db.query<HotMenuRecord>(
    `select r.id as "recordId", r.permission_id as "permissionId", p.name as "permissionName",
            r.status, r.sort, p.path,
            to_char(r.access_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "accessTime",
            to_char(r.edit_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "editTime",
            to_char(r.create_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createTime"
     from user_access_records r join permissions p on p.id = r.permission_id
     where r.user_id = $1 and r.org_id = $2
     order by r.status desc, r.sort, r.edit_time desc, r.id
     limit 500`,
    [auth.userId, auth.orgId],
  );
  return rows.filter((r) => allowed.has(r.permissionId));
}

/** The company-activity ranking's row (the contract's ActiveCompany). */
export type ActiveIndexItem = ActiveCompany;

/** /hrs/userAccessRecord: menu visits, the hot-menu list and the company-activity ranking. */
export function accessRecordRoutes({ db }: Deps) {
  return new Hono<AppEnv>().post("/recordMenu", limitBody(), async (c) => {
    const auth = c.get("auth");
    const body = await readJson(c, RECORD_MENU);
    const menu = (await loadMenus(db, auth.roleId)).find((m) => m.id === body.id);
    if (!menu?.permitted) throw new ApiError(403, MESSAGES.forbidden);
    if (isPlaceholderPath(menu.path)) return ok(c, false);
    // The stored name is the menu's own, not the caller's text; status and sort belong to the
    // hot-menu editor and are left as they are.
    await db.query(
      `insert into user_access_records
           (user_id, org_id, permission_id, permission_name, access_count, access_time)
         values ($1, $2, $3, $4, 1, now())
         on conflict (user_id, org_id, permission_id) do update set
           access_count = user_access_records.access_count + 1,
           access_time = now(),
           permission_name = excluded.permission_name`,
      [auth.userId, auth.orgId, menu.id, menu.name],
    );
    return ok(c, true);
  });
}

/** GET /hrs/userAccessRecord/topActiveIndex: the network's most active members (dashboard). */
export function activeIndexRoutes({ db }: Deps) {
  return route(new Hono<AppEnv>(), DASHBOARD.activeIndex, async (c) => {
    const today = dateInZone(new Date());
    const rows = await db.query<Omit<ActiveIndexItem, "rankNumber">>(
      `select m.id, m.org_id as "orgId", m.org_name as "orgName",
                coalesce(sum(a.score), 0)::int as "activeIndex",
                m.company_profile as "companyProfile", m.company_advantage as "companyAdvantage",
                m.company_contact_info as "companyContactInfo"
         from network_members m
         left join network_member_activity a
           on a.member_id = m.id and a.day > $1::date - $2::int and a.day <= $1::date
         group by m.id
         order by "activeIndex" desc, m.id
         limit $3`,
      [today, ACTIVE_INDEX_DAYS, ACTIVE_INDEX_SIZE],
    );
    return ok(
      c,
      rows.map((r, i) => ({ ...r, rankNumber: i + 1 })),
    );
  });
}

/** The caller's hot menus: the list, and the editor's save (contract entries, HOT_MENU). */
export function hotMenuRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  route(app, HOT_MENU.list, async (c) => ok(c, await accessRecords(db, c.get("auth"))));
  route(app, HOT_MENU.save, limitBody(), async (c, { body: items }) => {
    const auth = c.get("auth");
    const [org] = await db.query<{ version: string }>("select version from orgs where id = $1", [
      auth.orgId,
    ]);
    if (org?.version === "BOOKING") return fail(c, BOOKING_ONLY_MESSAGE);
    const own = await db.query<{ id: number; permissionId: number }>(
      `select id, permission_id as "permissionId" from user_access_records
         where user_id = $1 and org_id = $2`,
      [auth.userId, auth.orgId],
    );
    const plan = planHotMenuSave(items, {
      allowedLeafIds: await allowedLeafIds(db, auth.roleId),
      ownRecords: new Map(own.map((r) => [r.id, r.permissionId])),
    });
    if (!plan.ok) return fail(c, plan.message);
    await db.tx(async (q) => {
      // Everything chosen before and not now, whether the client listed it or not (a second
      // tab's stale list must not leave more than ten chosen).
      await q.query(
        `update user_access_records set status = 0, sort = -1, edit_time = now()
           where user_id = $1 and org_id = $2 and status = 1 and permission_id <> all($3::int[])`,
        [auth.userId, auth.orgId, plan.chosen.map((i) => i.permissionId)],
      );
      for (const item of plan.chosen) {
        await q.query(
          `insert into user_access_records
               (user_id, org_id, permission_id, permission_name, status, sort, edit_time)
             select $1, $2, p.id, p.name, 1, $4, now() from permissions p where p.id = $3
             on conflict (user_id, org_id, permission_id) do update set
               status = 1, sort = excluded.sort, permission_name = excluded.permission_name,
               edit_time = now()`,
          [auth.userId, auth.orgId, item.permissionId, item.sort],
        );
      }
    });
    return ok(c, await accessRecords(db, auth), "操作成功");
  });
  return app;
}
