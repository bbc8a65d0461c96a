import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  checkAttachmentFile,
  checkImageFile,
  FILE_HEAD_BYTES,
  ORDER_FILE_LIMITS,
  ORDER_FILE_TOO_LARGE,
} from "../../../src/domain/files.ts";
import { ORDER_MESSAGES, type OrderAction } from "../../../src/domain/order.ts";
import type { BusinessScope } from "../../../src/domain/scope.ts";
import { ApiError, MESSAGES, ok } from "../../envelope.ts";
import { fileStore, type StoredFile, storedBytes } from "../../files/store.ts";
import { requireScope } from "../../http/requires.ts";
import type { AppEnv, Deps } from "../../http/types.ts";
import { findOrder, uuidParam } from "./rows.ts";
import { type Ctx, notFound, UUID } from "./shared.ts";

/** An order's photos and attachments: upload and delete need the scope's `_edit`, reading its menu. */

/** Upload limits (photos 10 MB, attachments 20 MB), shared with the client's own check. */
const FILE_LIMITS = ORDER_FILE_LIMITS;
const FILE_TOO_LARGE = ORDER_FILE_TOO_LARGE;

const uploadLimit = bodyLimit({
  maxSize: FILE_LIMITS.文件 + 64 * 1024,
  onError: () => {
    throw new ApiError(413, FILE_TOO_LARGE.文件);
  },
});

export function orderFileRoutes(deps: Deps) {
  const { db } = deps;
  const files = fileStore(deps.config);
  const gate = (c: Ctx, scope: BusinessScope, action: OrderAction | "menu") =>
    requireScope(db, c.get("auth").roleId, scope, action);
  return (
    new Hono<AppEnv>()
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
