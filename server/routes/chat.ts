import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import {
  CHAT_PATHS,
  type ChatContact,
  type ChatEnvelope,
  type ChatFile,
  type ChatMessage,
  type ChatTopic,
  type ImUser,
  type MessagePage,
  type ReadAnswer,
} from "../../src/contract/chat.ts";
import {
  accidOf,
  CHAT_FILE_LIMITS,
  CHAT_MESSAGES,
  CHAT_PAGE_MAX,
  CHAT_PAGE_SIZE,
  CHAT_RATE,
  CHAT_SUCCESS_CODE,
  readSchema,
  sendMessageSchema,
  userIdOfAccid,
} from "../../src/domain/chat.ts";
import { checkAttachmentFile, checkImageFile, FILE_HEAD_BYTES } from "../../src/domain/files.ts";
import { intText } from "../../src/domain/integers.ts";
import { publishChat } from "../chat/bus.ts";
import {
  chatAllowed,
  historyPage,
  insertFile,
  insertMessage,
  isContact,
  listContacts,
  listTopics,
  markRead,
  messagesSince,
  nickNameOf,
  orgGranted,
  ownFile,
  readableFile,
  sendState,
  unreadTotal,
} from "../chat/store.ts";
import { ApiError, MESSAGES } from "../envelope.ts";
import { check, limitBody, readJson } from "../http/body.ts";
import type { AppEnv, Deps } from "../http/types.ts";

type Ctx = Context<AppEnv>;

/** Chat calls answer code 200 on success (seed 000 §7), with message beside messageInfo. */
function chatOk<T>(c: Ctx, data: T) {
  return c.json<ChatEnvelope<T>>({
    code: CHAT_SUCCESS_CODE,
    message: "success",
    messageInfo: "操作成功",
    data,
  });
}

/** A chat failure the client shows with its title (seed 001 §8): HTTP 200, code 500. */
function chatFail(c: Ctx, message: string) {
  return c.json<ChatEnvelope<null>>({ code: 500, message, messageInfo: message, data: null });
}

const MIME: Record<string, string> = {
  JPG: "image/jpeg",
  JPEG: "image/jpeg",
  PNG: "image/png",
  BMP: "image/bmp",
  PDF: "application/pdf",
  TXT: "text/plain; charset=utf-8",
};
const mimeOf = (name: string) =>
  MIME[name.split(".").pop()?.toUpperCase() ?? ""] ?? "application/octet-stream";

const uploadLimit = bodyLimit({
  maxSize: CHAT_FILE_LIMITS.file + 64 * 1024,
  onError: () => {
    throw new ApiError(413, CHAT_MESSAGES.fileTooLarge);
  },
});

const ORG_ID = /^[1-9][0-9]{0,9}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const historyQuery = v.strictObject({
  with: v.pipe(v.string(CHAT_MESSAGES.accid), v.regex(/^u[1-9][0-9]{0,9}$/, CHAT_MESSAGES.accid)),
  before: v.optional(intText(1, Number.MAX_SAFE_INTEGER)),
  size: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9][0-9]{0,2}$/, `size 应为 1 到 ${CHAT_PAGE_MAX} 的整数`),
      v.transform(Number),
      v.maxValue(CHAT_PAGE_MAX, `size 应为 1 到 ${CHAT_PAGE_MAX} 的整数`),
    ),
  ),
});
const sinceQuery = v.strictObject({
  after: intText(0, Number.MAX_SAFE_INTEGER),
});
/** The most messages one reconnect fetches; more sets hasMore and the client asks again. */
const SINCE_MAX = 500;

/**
 * Chat (issue 21): the provider calls the spec names and our /im calls. Every call but the grant
 * needs chat available to the caller (flag, grant, not private); every topic is the caller's own.
 */
export function chatRoutes({ db }: Deps) {
  const ownOrg = (c: Ctx) => {
    const id = c.req.param("id") ?? "";
    if (!ORG_ID.test(id)) throw new ApiError(400, `${MESSAGES.badRequest}：id 应为正整数`);
    if (Number(id) !== c.get("auth").orgId) throw new ApiError(403, MESSAGES.forbidden);
  };
  // Chat not available to the caller is an IM error the dialog shows (seed 001 §8), not a
  // missing permission: the call exists for every signed-in user.
  const gate: MiddlewareHandler<AppEnv> = async (c, next) => {
    const { userId, orgId } = c.get("auth");
    if (!(await chatAllowed(db, userId, orgId))) return chatFail(c, CHAT_MESSAGES.notGranted);
    return next();
  };
  const requireChat = async (c: Ctx) => c.get("auth").userId;
  const contactOf = async (userId: number, accid: string) => {
    const other = userIdOfAccid(accid);
    if (other === null || other === userId || !(await isContact(db, userId, other))) {
      throw new ApiError(403, CHAT_MESSAGES.notContact);
    }
    return other;
  };

  return new Hono<AppEnv>()
    .use("/im/*", gate)
    .use("/api-yc/api/supplier/yctop/api/query/supplier/service/*", gate)
    .get("/api-uc/saas/customer/service/perm/:id", async (c) => {
      ownOrg(c);
      return chatOk<boolean>(c, await orgGranted(db, c.get("auth").orgId));
    })
    .get("/api-yc/api/supplier/yctop/api/query/supplier/service/:id", async (c) => {
      ownOrg(c);
      const userId = await requireChat(c);
      return chatOk<ChatContact[]>(c, await listContacts(db, userId));
    })
    .post(CHAT_PATHS.unread, async (c) => {
      const { userId, orgId } = c.get("auth");
      if (!(await chatAllowed(db, userId, orgId))) return chatFail(c, CHAT_MESSAGES.unreadError);
      const accid = c.req.query("accid");
      if (accid !== undefined && accid !== accidOf(userId)) {
        throw new ApiError(403, MESSAGES.forbidden);
      }
      return chatOk<number>(c, await unreadTotal(db, userId));
    })
    .get(CHAT_PATHS.imUser, async (c) => {
      const { userId, orgId } = c.get("auth");
      if (!(await chatAllowed(db, userId, orgId))) return chatFail(c, CHAT_MESSAGES.imUserFailed);
      const nickName = await nickNameOf(db, userId);
      if (nickName === null) return chatFail(c, CHAT_MESSAGES.imUserFailed);
      return chatOk<ImUser>(c, { accid: accidOf(userId), nickName, icon: null });
    })
    .get(CHAT_PATHS.topics, async (c) => {
      const userId = await requireChat(c);
      return chatOk<ChatTopic[]>(c, await listTopics(db, userId));
    })
    .post(CHAT_PATHS.messages, limitBody(16 * 1024), async (c) => {
      const userId = await requireChat(c);
      const body = await readJson(c, sendMessageSchema);
      const other = await contactOf(userId, body.to);
      let file: { rowId: number; kind: "image" | "file" } | null = null;
      if (body.fileId) {
        const row = await ownFile(db, userId, body.fileId.toLowerCase());
        if (!row) throw new ApiError(400, CHAT_MESSAGES.fileMissing);
        file = row;
      }
      const saved = await db.tx(async (q) => {
        // A resend of a stored message is answered, not refused, whatever the rate.
        const state = await sendState(q, userId, body.clientId);
        if (!state.again && state.recent >= CHAT_RATE.messages) {
          throw new ApiError(429, CHAT_MESSAGES.tooFast, {
            "Retry-After": String(Math.ceil(CHAT_RATE.windowMs / 1000)),
          });
        }
        const result = await insertMessage(q, {
          senderId: userId,
          recipientId: other,
          kind: file?.kind ?? "text",
          body: file ? "" : (body.text ?? ""),
          fileRowId: file?.rowId ?? null,
          clientId: body.clientId,
        });
        if (result.created) {
          await publishChat(q, {
            to: [other, userId],
            event: { type: "message", message: result.message },
          });
        }
        return result.message;
      });
      return chatOk<ChatMessage>(c, saved);
    })
    .get(CHAT_PATHS.messages, async (c) => {
      const userId = await requireChat(c);
      const query = check(historyQuery, c.req.query());
      const other = await contactOf(userId, query.with);
      const page = await historyPage(
        db,
        userId,
        other,
        query.before ?? null,
        query.size ?? CHAT_PAGE_SIZE,
      );
      return chatOk<MessagePage>(c, page);
    })
    .get(CHAT_PATHS.missed, async (c) => {
      const userId = await requireChat(c);
      const query = check(sinceQuery, c.req.query());
      const rows = await messagesSince(db, userId, query.after, SINCE_MAX + 1);
      return chatOk<MessagePage>(c, {
        messages: rows.slice(0, SINCE_MAX),
        hasMore: rows.length > SINCE_MAX,
      });
    })
    .post(CHAT_PATHS.read, limitBody(), async (c) => {
      const userId = await requireChat(c);
      const body = await readJson(c, readSchema);
      const other = await contactOf(userId, body.with);
      const updated = await db.tx(async (q) => {
        const result = await markRead(q, userId, other, body.upTo);
        if (result.updated > 0 && result.readAt) {
          await publishChat(q, {
            to: [other, userId],
            event: {
              type: "read",
              reader: accidOf(userId),
              peer: accidOf(other),
              upTo: body.upTo,
              readAt: result.readAt,
            },
          });
        }
        return result.updated;
      });
      return chatOk<ReadAnswer>(c, { updated });
    })
    .post(CHAT_PATHS.files, uploadLimit, async (c) => {
      const userId = await requireChat(c);
      const type = (c.req.header("content-type") ?? "").toLowerCase();
      if (!type.startsWith("multipart/form-data"))
        throw new ApiError(415, MESSAGES.unsupportedType);
      const form = await c.req.parseBody().catch((error: unknown) => {
        // The edge's own refusal (bad characters, a bad file name) keeps its message.
        throw error instanceof ApiError ? error : new ApiError(400, MESSAGES.badRequest);
      });
      const kind = form.kind === "image" ? "image" : form.kind === "file" ? "file" : null;
      if (!kind) throw new ApiError(400, `${MESSAGES.badRequest}：kind 应为 image 或 file`);
      const file = form.file;
      if (!(file instanceof File)) throw new ApiError(400, CHAT_MESSAGES.chooseFile);
      if (file.size > CHAT_FILE_LIMITS[kind]) {
        throw new ApiError(
          413,
          kind === "image" ? CHAT_MESSAGES.imageTooLarge : CHAT_MESSAGES.fileTooLarge,
        );
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const head = bytes.subarray(0, FILE_HEAD_BYTES);
      const name = file.name.replace(/[\\/]/g, "_").slice(0, 200) || "file";
      const problem =
        kind === "image" ? checkImageFile(name, head) : checkAttachmentFile(name, head);
      if (problem) throw new ApiError(400, problem);
      const id = await insertFile(db, { ownerId: userId, kind, name, mime: mimeOf(name), bytes });
      return chatOk<ChatFile>(c, { id, name, size: bytes.length });
    })
    .get("/im/files/:fileId", async (c) => {
      const userId = await requireChat(c);
      const fileId = c.req.param("fileId");
      if (!UUID.test(fileId)) throw new ApiError(404, MESSAGES.notFound);
      // The uploader, or either side of a message that carries it.
      const file = await readableFile(db, userId, fileId.toLowerCase());
      if (!file) throw new ApiError(404, MESSAGES.notFound);
      const ascii = file.name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
      const inline = file.mime.startsWith("image/");
      return c.body(new Uint8Array(file.content), 200, {
        "Content-Type": file.mime,
        "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        "Cache-Control": "private, max-age=300",
      });
    });
}
