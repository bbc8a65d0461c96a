import { Hono } from "hono";
import { type AuditRow, HRS_USER, type Page } from "../../../src/contract/hrs-user.ts";
import { dateInZone } from "../../../src/domain/business-stats.ts";
import { formatDateTime } from "../../../src/domain/format.ts";
import { ok } from "../../envelope.ts";
import { logBatches, logPage, logTop } from "../../hrs-user/log-store.ts";
import { inExportLane } from "../../http/export-lane.ts";
import { route } from "../../http/route.ts";
import type { AppEnv, Deps } from "../../http/types.ts";
import { mapBatches, xlsxAnswer } from "../../http/xlsx.ts";

/** The most rows one export writes; the newest first, so a cut keeps the recent ones. */
export const LOG_EXPORT_MAX = 50_000;
/** Rows read per query while the log export streams. */
export { LOG_EXPORT_BATCH } from "../../hrs-user/log-store.ts";

const HEADERS = ["时间", "操作人", "操作", "对象", "地址", "修改前", "修改后"];

const json = (value: unknown) =>
  value === null || value === undefined ? "" : JSON.stringify(value);

/**
 * GET /hrs/log/page: the organisation's audit log, newest first, filterable by action; /export: the
 * same filter as an .xlsx of every matching row (at most LOG_EXPORT_MAX), written as it is sent.
 */
export function hrsLogRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  route(app, HRS_USER.logPage, async (c, { query: { current, size, action } }) => {
    const auth = c.get("auth");
    const { records, total } = await logPage(db, auth.orgId, action, current, size);
    return ok<Page<AuditRow>>(c, { records, total, current, size });
  });
  route(app, HRS_USER.logExport, async (c, { query: { action } }) => {
    const auth = c.get("auth");
    return inExportLane(c, db, async () => {
      // The rows as they stand now (ids up to the newest), so the count holds while it streams.
      const top = await logTop(db, auth.orgId, action);
      const count = Math.min(top.n, LOG_EXPORT_MAX);
      return xlsxAnswer(
        c,
        HEADERS,
        mapBatches(logBatches(db, auth.orgId, action, top.newest, count), (r) => [
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
  return app;
}
