import { Hono } from "hono";
import type { AuditRow, Page } from "../../../src/contract/hrs-user.ts";
import { ok } from "../../http/envelope.ts";
import type { AppEnv, Deps } from "../../http/types.ts";

/** /hrs/log/page: the organisation's audit log, newest first, filterable by action. */
export function hrsLogRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get("/page", async (c) => {
    const auth = c.get("auth");
    const current = Math.max(1, Math.min(10_000, Number(c.req.query("current")) || 1));
    const size = Math.max(1, Math.min(100, Number(c.req.query("size")) || 20));
    const action = (c.req.query("action") ?? "").slice(0, 50);
    const [count] = await db.query<{ n: number }>(
      "select count(*)::int as n from audit_log where org_id = $1 and ($2 = '' or action = $2)",
      [auth.orgId, action],
    );
    const records = await db.query<AuditRow>(
      `select a.id, u.cname as actor, a.action, a.target, a.before, a.after, a.address,
              to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"
       from audit_log a left join users u on u.id = a.actor_id
       where a.org_id = $1 and ($2 = '' or a.action = $2)
       order by a.id desc limit $3 offset $4`,
      [auth.orgId, action, size, (current - 1) * size],
    );
    return ok<Page<AuditRow>>(c, { records, total: count?.n ?? 0, current, size });
  });
}
