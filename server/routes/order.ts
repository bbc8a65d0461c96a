import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
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
import {
  checkAttachmentFile,
  checkImageFile,
  FILE_HEAD_BYTES,
  ORDER_FILE_LIMITS,
  ORDER_FILE_TOO_LARGE,
} from "../../src/domain/files.ts";
import { versionNumber } from "../../src/domain/integers.ts";
import { ORDER_MESSAGES, type OrderAction } from "../../src/domain/order.ts";
import { orderExportHeader, orderExportValue } from "../../src/domain/order-export.ts";
import type { BusinessScope } from "../../src/domain/scope.ts";
import { ApiError, MESSAGES, ok } from "../envelope.ts";
import { fileStore, type StoredFile, storedBytes } from "../files/store.ts";
import { check, limitBody, readJson } from "../http/body.ts";
import { inExportLane } from "../http/export-lane.ts";
import { requireScope } from "../http/requires.ts";
import type { AppEnv, Deps } from "../http/types.ts";
import { mapBatches, xlsxAnswer } from "../http/xlsx.ts";
import { COLUMNS, writeParams } from "../order/columns.ts";
import { approvalSetting, approversOf } from "./order/approval.ts";
import { exportRows, listPage, PAGE_QUERY_SCHEMA } from "./order/list.ts";
import { findOrder, nextOrderCode, orderDetail, syncShareRow, uuidParam } from "./order/rows.ts";
import { type Ctx, checkFields, notFound, scopeSchema, stale, UUID } from "./order/shared.ts";
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

/** Upload limits (photos 10 MB, attachments 20 MB), shared with the client's own check. */
const FILE_LIMITS = ORDER_FILE_LIMITS;
const FILE_TOO_LARGE = ORDER_FILE_TOO_LARGE;

const uploadLimit = bodyLimit({
  maxSize: FILE_LIMITS.文件 + 64 * 1024,
  onError: () => {
    throw new ApiError(413, FILE_TOO_LARGE.文件);
  },
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
  const files = fileStore(deps.config);
  const gate = (c: Ctx, scope: BusinessScope, action: OrderAction | "menu") =>
    requireScope(db, c.get("auth").roleId, scope, action);

  return (
    new Hono<AppEnv>()
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
      // The largest attachment and its form's fields; a chunked body without a length is cut there
      // too, before it is held in memory.
      .post("/:uuid{[0-9a-fA-F-]{36}}/files", uploadLimit, async (c) => {
        const auth = c.get("auth");
        const uuid = uuidParam(c);
        const first = await findOrder(db, auth.orgId, uuid);
        await gate(c, first.scope, "edit");
        const type = (c.req.header("content-type") ?? "").toLowerCase();
        if (!type.startsWith("multipart/form-data"))
          throw new ApiError(415, MESSAGES.unsupportedType);
        const form = await c.req.parseBody().catch((error: unknown) => {
          // The edge's own refusal (bad characters, a bad file name) keeps its message.
          throw error instanceof ApiError ? error : new ApiError(400, MESSAGES.badRequest);
        });
        const file = form.file;
        const fileType =
          form.fileType === "照片" ? "照片" : form.fileType === "文件" ? "文件" : null;
        if (!fileType) throw new ApiError(400, "请选择文件类型（照片或文件）");
        if (!(file instanceof File)) throw new ApiError(400, "请选择要上传的文件");
        if (file.size > FILE_LIMITS[fileType]) throw new ApiError(413, FILE_TOO_LARGE[fileType]);
        const bytes = new Uint8Array(await file.arrayBuffer());
        const head = bytes.subarray(0, FILE_HEAD_BYTES);
        const name = file.name.replace(/[\\/]/g, "_").slice(0, 200) || "file";
        const problem =
          fileType === "照片" ? checkImageFile(name, head) : checkAttachmentFile(name, head);
        if (problem) throw new ApiError(400, problem);
        // With an S3 store the bytes go there first; the row names them, and a row that cannot
        // be written takes its object away again (nothing half-saved either way).
        const storageKey =
          files.kind === "s3" ? `orders/${auth.orgId}/${uuid}/${randomUUID()}` : null;
        if (storageKey) {
          await files.put(storageKey, bytes, mimeOf(name)).catch(() => {
            throw new ApiError(503, ORDER_MESSAGES.storeUnavailable);
          });
        }
        const saved = await db
          .tx(async (q) => {
            const key = await findOrder(q, auth.orgId, uuid, true);
            if (key.lockStatus === 1) throw new ApiError(423, ORDER_MESSAGES.locked);
            const [share] = await q.query<{ id: number }>(
              "select id from orders where business_order_id = $1",
              [key.id],
            );
            const [row] = await q.query<{ fileId: string }>(
              `insert into order_files (order_id, business_order_id, file_type, file_name,
                                        mime_type, content, storage_key, size_bytes, sort)
             values ($1, $2, $3, $4, $5, $6, $7, $8,
                     (select coalesce(max(sort), -1) + 1 from order_files where business_order_id = $2))
             returning uuid::text as "fileId"`,
              [
                share?.id ?? null,
                key.id,
                fileType,
                name,
                mimeOf(name),
                storageKey ? null : bytes,
                storageKey,
                bytes.length,
              ],
            );
            return row;
          })
          .catch(async (error) => {
            if (storageKey) await files.remove(storageKey).catch(() => {});
            throw error;
          });
        return ok(c, { fileId: saved?.fileId ?? "" });
      })
      .get("/:uuid{[0-9a-fA-F-]{36}}/files/:fileId", async (c) => {
        const auth = c.get("auth");
        const uuid = uuidParam(c);
        const key = await findOrder(db, auth.orgId, uuid);
        await gate(c, key.scope, "menu");
        const fileId = c.req.param("fileId");
        if (!UUID.test(fileId)) throw notFound();
        const [file] = await db.query<StoredFile>(
          `select file_name as name, mime_type as mime, content, storage_key as "storageKey"
           from order_files where uuid = $1::uuid and business_order_id = $2`,
          [fileId.toLowerCase(), key.id],
        );
        const bytes = file ? await storedBytes(files, file) : null;
        if (!file || !bytes) throw notFound();
        const ascii = file.name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
        return c.body(new Uint8Array(bytes), 200, {
          "Content-Type": file.mime,
          "Content-Disposition": `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          "Cache-Control": "private, max-age=300",
        });
      })
      .delete("/:uuid{[0-9a-fA-F-]{36}}/files/:fileId", async (c) => {
        const auth = c.get("auth");
        const uuid = uuidParam(c);
        const first = await findOrder(db, auth.orgId, uuid);
        await gate(c, first.scope, "edit");
        const fileId = c.req.param("fileId");
        if (!UUID.test(fileId)) throw notFound();
        const removed = await db.tx(async (q) => {
          const key = await findOrder(q, auth.orgId, uuid, true);
          if (key.lockStatus === 1) throw new ApiError(423, ORDER_MESSAGES.locked);
          const [row] = await q.query<{ storageKey: string | null }>(
            `delete from order_files where uuid = $1::uuid and business_order_id = $2
             returning storage_key as "storageKey"`,
            [fileId.toLowerCase(), key.id],
          );
          if (!row) throw notFound();
          return row;
        });
        // The row is gone; an object left behind by a failing store is only unreachable bytes.
        if (removed.storageKey) await files.remove(removed.storageKey).catch(() => {});
        return ok(c, true);
      })
      .route("/", orderTrackRoutes(deps))
  );
}

const MIME: Record<string, string> = {
  JPG: "image/jpeg",
  JPEG: "image/jpeg",
  PNG: "image/png",
  BMP: "image/bmp",
  PDF: "application/pdf",
  TXT: "text/plain; charset=utf-8",
  DOC: "application/msword",
  DOCX: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  XLS: "application/vnd.ms-excel",
  XLSX: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ZIP: "application/zip",
  RAR: "application/vnd.rar",
  OFD: "application/ofd",
};

function mimeOf(name: string): string {
  const ext = name.split(".").pop()?.toUpperCase() ?? "";
  return MIME[ext] ?? "application/octet-stream";
}
