import { Hono } from "hono";
import type { AuditRow, Page } from "../../../src/contract/hrs-user.ts";
import { dateInZone } from "../../../src/domain/business-stats.ts";
import { formatDateTime } from "../../../src/domain/format.ts";
import { check } from "../../http/body.ts";
import { ok } from "../../http/envelope.ts";
import type { AppEnv, Deps } from "../../http/types.ts";
import { xlsxAnswer } from "../../http/xlsx.ts";
import { HRS_PAGE_QUERY } from "./shared.ts";

/** The most rows one export writes; the newest first, so a cut keeps the recent ones. */
export const LOG_EXPORT_MAX = 50_000;

const HEADERS = ["时间", "操作人", "操作", "对象", "地址", "修改前", "修改后"];

const json = (value: unknown) =>
  value === null || value === undefined ? "" : JSON.stringify(value);

/**
 * /hrs/log/page: the organisation's audit log, newest first, filterable by action; /export: the
 * same filter as an .xlsx of every matching row (at most LOG_EXPORT_MAX), written as it is sent.
 */
export function hrsLogRoutes({ db }: Deps) {
  const actionOf = (raw: string | undefined) => (raw ?? "").slice(0, 50);
  return new Hono<AppEnv>()
    .get("/page", async (c) => {
      const auth = c.get("auth");
      const { current, size } = check(HRS_PAGE_QUERY, c.req.query());
      const action = actionOf(c.req.query("action"));
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
    })
    .get("/export", async (c) => {
      const auth = c.get("auth");
      const action = actionOf(c.req.query("action"));
      const rows = await db.query<AuditRow>(
        `select a.id, u.cname as actor, a.action, a.target, a.before, a.after, a.address,
                to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"
         from audit_log a left join users u on u.id = a.actor_id
         where a.org_id = $1 and ($2 = '' or a.action = $2)
         order by a.id desc limit $3`,
        [auth.orgId, action, LOG_EXPORT_MAX],
      );
      return xlsxAnswer(
        c,
        HEADERS,
        rows.map((r) => [
          formatDateTime(r.createdAt),
          r.actor ?? "",
          r.action,
          r.target,
          r.address ?? "",
          json(r.before),
          json(r.after),
        ]),
        `audit-log-${dateInZone(new Date())}.xlsx`,
      );
    });
}
