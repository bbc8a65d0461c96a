import { Hono } from "hono";
import type { AuditRow, Page } from "../../../src/contract/hrs-user.ts";
import { dateInZone } from "../../../src/domain/business-stats.ts";
import { formatDateTime } from "../../../src/domain/format.ts";
import { ok } from "../../envelope.ts";
import { check } from "../../http/body.ts";
import { inExportLane } from "../../http/export-lane.ts";
import type { AppEnv, Deps } from "../../http/types.ts";
import { mapBatches, xlsxAnswer } from "../../http/xlsx.ts";
import { HRS_PAGE_QUERY } from "./shared.ts";

/** The most rows one export writes; the newest first, so a cut keeps the recent ones. */
export const LOG_EXPORT_MAX = 50_000;
/** Rows read per query while the log export streams. */
export const LOG_EXPORT_BATCH = 500;

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
      return inExportLane(c, db, async () => {
        // The rows as they stand now (ids up to the newest), so the count holds while it streams.
        const [top] = await db.query<{ n: number; newest: number | null }>(
          `select count(*)::int as n, max(id) as newest from audit_log
           where org_id = $1 and ($2 = '' or action = $2)`,
          [auth.orgId, action],
        );
        const count = Math.min(top?.n ?? 0, LOG_EXPORT_MAX);
        return xlsxAnswer(
          c,
          HEADERS,
          mapBatches(logBatches(auth.orgId, action, top?.newest ?? null, count), (r) => [
            formatDateTime(r.createdAt),
            r.actor ?? "",
            r.action,
            r.target,
            r.address ?? "",
            json(r.before),
            json(r.after),
          ]),
          `audit-log-${dateInZone(new Date())}.xlsx`,
          count,
        );
      });
    });

  /**
   * The matching rows newest first, LOG_EXPORT_BATCH at a time, each batch its own short query
   * from where the last one stopped (by id), so other calls' queries run between them.
   */
  async function* logBatches(
    orgId: number,
    action: string,
    newest: number | null,
    count: number,
  ): AsyncIterable<AuditRow[]> {
    if (newest === null) return;
    let before = newest + 1;
    for (let left = count; left > 0; ) {
      const rows = await db.query<AuditRow>(
        `select a.id, u.cname as actor, a.action, a.target, a.before, a.after, a.address,
                to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"
         from audit_log a left join users u on u.id = a.actor_id
         where a.org_id = $1 and ($2 = '' or a.action = $2) and a.id < $3
         order by a.id desc limit $4`,
        [orgId, action, before, Math.min(left, LOG_EXPORT_BATCH)],
      );
      if (rows.length === 0) return;
      left -= rows.length;
      before = (rows.at(-1) as AuditRow).id;
      yield rows;
    }
  }
}
