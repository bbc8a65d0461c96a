import { Hono } from "hono";
import * as v from "valibot";
import {
  EXPORT_COLUMNS,
  EXPORT_MODES,
  type ExportColumn,
  type OrderDetail,
  type OrderPage,
  type OrderSaved,
  type UnlockApplyAnswer,
} from "../../src/contract/order.ts";
import { dateInZone } from "../../src/domain/business-stats.ts";
import { versionNumber } from "../../src/domain/integers.ts";
import { ORDER_MESSAGES, type OrderAction } from "../../src/domain/order.ts";
import { orderExportHeader, orderExportValue } from "../../src/domain/order-export.ts";
import type { BusinessScope } from "../../src/domain/scope.ts";
import { ApiError, MESSAGES, ok } from "../envelope.ts";
import { check, limitBody, readJson } from "../http/body.ts";
import { inExportLane } from "../http/export-lane.ts";
import { requireScope } from "../http/requires.ts";
import type { AppEnv, Deps } from "../http/types.ts";
import { mapBatches, xlsxAnswer } from "../http/xlsx.ts";
import { COLUMNS, writeParams } from "../order/columns.ts";
import { approvalSetting, approversOf } from "./order/approval.ts";
import { orderFileRoutes } from "./order/files.ts";
import { exportRows, listPage, PAGE_QUERY_SCHEMA } from "./order/list.ts";
import { findOrder, nextOrderCode, orderDetail, syncShareRow, uuidParam } from "./order/rows.ts";
import { type Ctx, checkFields, scopeSchema, stale, UUID } from "./order/shared.ts";
import { orderTrackRoutes } from "./order/tracks.ts";

export { approvalDecisionRoutes, approvalRoutes } from "./order/approval.ts";

/**
 * The order workspace (issue 19): list, create, read, edit, lock, unlock applications, files and
 * export of every business scope. Every call checks the menu or button of the order's own scope
 * (requireScope), since the permission table cannot know the scope before the row is read.
 * Reads need the scope's list menu; every change to an order (create, save, files) its `_edit`.
 * Saved records carry a version: a save naming an older one answers 409 and changes nothing.
 */

// ---------------------------------------------------------------------------------------------
// Bodies

const CREATE_SCHEMA = v.object({ businessScope: scopeSchema });
const VERSION_SCHEMA = v.object({
  version: versionNumber("请提供版本号"),
});
const APPLY_SCHEMA = v.strictObject({
  reason: v.pipe(
    v.optional(v.string("申请原因应为文本"), ""),
    v.trim(),
    v.maxLength(200, "申请原因不能超过 200 个字符"),
  ),
});
const EXPORT_SCHEMA = v.strictObject({
  mode: v.picklist(EXPORT_MODES, "导出范围不正确"),
  columns: v.pipe(
    v.array(v.picklist(EXPORT_COLUMNS, "导出列不正确"), "请选择导出列"),
    v.minLength(1, "请选择导出列"),
  ),
  query: v.record(v.string(), v.union([v.string(), v.number()]), "查询条件不正确"),
  uuids: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.regex(UUID, "订单标识不正确")), "请选择订单"),
      v.maxLength(10_000, "一次最多导出 10000 条选中的订单"),
    ),
    [],
  ),
});

// ---------------------------------------------------------------------------------------------

async function readBody(c: Ctx): Promise<Record<string, unknown>> {
  return (await readJson(c, v.record(v.string(), v.unknown()))) as Record<string, unknown>;
}

const pickFields = (body: Record<string, unknown>) => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === "businessScope" || key === "version") continue;
    if (!(key in COLUMNS))
      throw new ApiError(400, `${MESSAGES.badRequest}：不支持的字段 ${key.slice(0, 40)}`);
    out[key] = value;
  }
  return out;
};

/** /afbase/order: the order workspace. */
export function orderRoutes(deps: Deps) {
  const { db } = deps;
  const gate = (c: Ctx, scope: BusinessScope, action: OrderAction | "menu") =>
    requireScope(db, c.get("auth").roleId, scope, action);

  return new Hono<AppEnv>()
    .get("/page", async (c) => {
      const query = check(PAGE_QUERY_SCHEMA, c.req.query());
      await gate(c, query.businessScope, "menu");
      return ok<OrderPage>(c, await listPage(db, c.get("auth").orgId, query));
    })
    .post("/", limitBody(), async (c) => {
      const auth = c.get("auth");
      const body = await readBody(c);
      const { businessScope: scope } = check(CREATE_SCHEMA, {
        businessScope: body.businessScope,
      });
      // A new order is an edit too: a role that may not change orders cannot start one.
      await gate(c, scope, "add");
      await gate(c, scope, "edit");
      const fields = checkFields(scope, pickFields(body));
      const saved = await db.tx(async (q) => {
        const orderCode = await nextOrderCode(q, auth.orgId, scope);
        const w = writeParams(scope, fields, 5);
        const [row] = await q.query<{ id: number; uuid: string; version: number }>(
          `insert into business_orders (org_id, business_scope, order_code, created_by, ${w.columns.join(", ")})
           values ($1, $2, $3, $4, ${w.placeholders.join(", ")})
           returning id, uuid::text as uuid, version`,
          [auth.orgId, scope, orderCode, auth.userId, ...w.values],
        );
        if (!row) throw new ApiError(500, MESSAGES.serverError);
        await syncShareRow(q, auth.orgId, row.id);
        return { orderUuid: row.uuid, orderCode, version: row.version };
      });
      return ok<OrderSaved>(c, saved);
    })
    .post("/export", limitBody(256 * 1024), async (c) => {
      const auth = c.get("auth");
      const body = await readJson(c, EXPORT_SCHEMA);
      // The list's query as the contract types it (numbers for paging), read as a query string.
      const query = check(
        PAGE_QUERY_SCHEMA,
        Object.fromEntries(Object.entries(body.query).map(([k, x]) => [k, String(x)])),
      );
      await gate(c, query.businessScope, "export");
      if (body.mode === "selected" && body.uuids.length === 0) {
        throw new ApiError(400, "请选择订单");
      }
      return inExportLane(c, db, async () => {
        const { count, batches } = await exportRows(db, auth.orgId, body.mode, query, body.uuids);
        const columns = body.columns as ExportColumn[];
        return xlsxAnswer(
          c,
          columns.map(orderExportHeader),
          mapBatches(batches, (row) => columns.map((col) => orderExportValue(row, col))),
          `orders-${query.businessScope}-${dateInZone(new Date())}.xlsx`,
          count,
        );
      });
    })
    .get("/:uuid{[0-9a-fA-F-]{36}}", async (c) => {
      const auth = c.get("auth");
      const uuid = uuidParam(c);
      const key = await findOrder(db, auth.orgId, uuid);
      await gate(c, key.scope, "menu");
      return ok<OrderDetail>(c, await orderDetail(db, auth.orgId, uuid));
    })
    .put("/:uuid{[0-9a-fA-F-]{36}}", limitBody(), async (c) => {
      const auth = c.get("auth");
      const uuid = uuidParam(c);
      const body = await readBody(c);
      const { version } = check(VERSION_SCHEMA, { version: body.version });
      const first = await findOrder(db, auth.orgId, uuid);
      await gate(c, first.scope, "edit");
      const fields = checkFields(first.scope, pickFields(body));
      const saved = await db.tx(async (q) => {
        const key = await findOrder(q, auth.orgId, uuid, true);
        if (key.lockStatus === 1) throw new ApiError(423, ORDER_MESSAGES.locked);
        if (key.version !== version) throw stale();
        const w = writeParams(key.scope, fields, 3);
        const sets = w.columns.map((col, i) => `${col} = ${w.placeholders[i]}`).join(", ");
        const [row] = await q.query<{ version: number }>(
          `update business_orders set ${sets}, version = version + 1, updated_at = now()
           where id = $1 and version = $2 returning version`,
          [key.id, version, ...w.values],
        );
        if (!row) throw stale();
        await syncShareRow(q, auth.orgId, key.id);
        return { orderUuid: uuid, orderCode: key.orderCode, version: row.version };
      });
      return ok<OrderSaved>(c, saved);
    })
    .post("/:uuid{[0-9a-fA-F-]{36}}/lock", limitBody(), async (c) => {
      const auth = c.get("auth");
      const uuid = uuidParam(c);
      const { version } = await readJson(c, VERSION_SCHEMA);
      const first = await findOrder(db, auth.orgId, uuid);
      await gate(c, first.scope, "lock");
      const saved = await db.tx(async (q) => {
        const key = await findOrder(q, auth.orgId, uuid, true);
        if (key.version !== version) throw stale();
        if (key.lockStatus === 1) throw new ApiError(409, ORDER_MESSAGES.alreadyLocked);
        const [row] = await q.query<{ version: number }>(
          `update business_orders set lock_status = 1, locked_at = now(), locked_by = $2,
             version = version + 1, updated_at = now()
           where id = $1 returning version`,
          [key.id, auth.userId],
        );
        return {
          orderUuid: uuid,
          orderCode: key.orderCode,
          version: row?.version ?? version + 1,
        };
      });
      return ok<OrderSaved>(c, saved);
    })
    .post("/:uuid{[0-9a-fA-F-]{36}}/unlockApply", limitBody(), async (c) => {
      const auth = c.get("auth");
      const uuid = uuidParam(c);
      const { reason } = await readJson(c, APPLY_SCHEMA);
      const first = await findOrder(db, auth.orgId, uuid);
      await gate(c, first.scope, "unlock");
      const answer = await db.tx(async (q): Promise<UnlockApplyAnswer> => {
        const key = await findOrder(q, auth.orgId, uuid, true);
        if (key.lockStatus !== 1) throw new ApiError(409, ORDER_MESSAGES.notLocked);
        const [pending] = await q.query(
          "select 1 from order_unlock_applications where order_id = $1 and status = 0",
          [key.id],
        );
        if (pending) throw new ApiError(409, ORDER_MESSAGES.applyPending);
        const setting = await approvalSetting(q, auth.orgId, key.scope);
        if (!setting.approval) {
          const [row] = await q.query<{ version: number }>(
            `update business_orders set lock_status = 0, locked_at = null, locked_by = null,
               version = version + 1, updated_at = now() where id = $1 returning version`,
            [key.id],
          );
          return { outcome: "unlocked", version: row?.version ?? key.version + 1 };
        }
        const approvers = await approversOf(q, auth.orgId, key.scope);
        const [app] = await q.query<{ id: number }>(
          `insert into order_unlock_applications (org_id, order_id, applicant_id, reason)
           values ($1, $2, $3, $4) returning id`,
          [auth.orgId, key.id, auth.userId, reason],
        );
        const [me] = await q.query<{ cname: string }>("select cname from users where id = $1", [
          auth.userId,
        ]);
        const title = `解锁申请：${key.orderCode}（${me?.cname ?? ""}）${reason ? `：${reason}` : ""}`;
        for (const approver of approvers) {
          await q.query(
            `insert into approvals (org_id, user_id, title, kind, application_id)
             values ($1, $2, $3, 'unlock', $4)`,
            [auth.orgId, approver, title, app?.id],
          );
        }
        return { outcome: "pending", version: key.version };
      });
      return ok<UnlockApplyAnswer>(c, answer);
    })
    .route("/", orderFileRoutes(deps))
    .route("/", orderTrackRoutes(deps));
}
