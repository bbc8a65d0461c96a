import * as v from "valibot";
import { intIn } from "./integers.ts";

/**
 * Chat between forwarders and their suppliers (issue 21; seed 000 §2.4, §6; 001 §2.5, §8, §9).
 * Rules both sides share: who may chat, what a message may hold, the limits and the texts.
 */

/** Seed 000 §6 / 001 §6: the three conditions, all required. */
export type ChatAvailability = {
  onlineService: boolean;
  providerGranted: boolean;
  privateSaas: boolean;
};

export type ChatHiddenReason = "no-flag" | "not-granted" | "private" | null;

/** Why the entry is hidden, or null when it shows. */
export function chatHiddenReason(a: ChatAvailability): ChatHiddenReason {
  if (!a.onlineService) return "no-flag";
  if (a.privateSaas) return "private";
  if (!a.providerGranted) return "not-granted";
  return null;
}

/** Seed 001 §9: the first greeting is resent when it has not succeeded after 5 s. */
export const GREETING_RESEND_MS = 5_000;
/** The longest text message, in characters; with its envelope it stays under NOTIFY's 8000 bytes. */
export const CHAT_TEXT_MAX = 2_000;
/** The largest image and file a message may carry. */
export const CHAT_FILE_LIMITS = { image: 10 * 1024 * 1024, file: 20 * 1024 * 1024 } as const;
/** History page size: default and largest. */
export const CHAT_PAGE_SIZE = 30;
export const CHAT_PAGE_MAX = 100;
/** Per sender: at most this many messages in this window (ms). */
export const CHAT_RATE = { messages: 30, windowMs: 10_000 } as const;
/** A socket that has not said who it is by then is closed. */
export const CHAT_AUTH_TIMEOUT_MS = 5_000;
/** The client's reconnect back-off: first wait, growth factor, ceiling. */
export const CHAT_BACKOFF = { firstMs: 500, factor: 2, maxMs: 15_000 } as const;

/** The chat calls' success code (seed 000 §7, 001 §9). */
export const CHAT_SUCCESS_CODE = 200;

/** Server-side texts (zh-CN, as the rest of the API's messages). */
export const CHAT_MESSAGES = {
  imUserFailed: "获取IM用户信息失败，请重新登录",
  imUserApiError: "IM用户接口异常",
  unreadError: "未读消息数获取异常",
  notContact: "只能给自己的联系人发消息",
  notGranted: "当前机构未开通在线客服",
  emptyMessage: "消息内容不能为空",
  textTooLong: `消息不能超过 ${CHAT_TEXT_MAX} 个字`,
  clientId: "clientId 应为 1 到 64 位的字母、数字、下划线或短横线",
  accid: "accid 格式不正确",
  fileMissing: "文件不存在",
  imageTooLarge: "图片大小不能超过 10MB",
  fileTooLarge: "附件大小不能超过 20MB",
  tooFast: "发送过于频繁，请稍后再试",
  chooseFile: "请选择要上传的文件",
} as const;

/** A chat account id: the user's id behind a prefix, so it never reads as a row number by mistake. */
export function accidOf(userId: number): string {
  return `u${userId}`;
}

/** The user id of an accid, or null when it is not one. */
export function userIdOfAccid(accid: string): number | null {
  const match = /^u([1-9][0-9]{0,9})$/.exec(accid);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}

/** Seed 000 §9: the unread badge caps at 99+. */
export function unreadLabel(count: number): string {
  return count > 99 ? "99+" : String(Math.max(0, Math.trunc(count)));
}

/** The page title with the unread count in front, as chat apps do: "(3) 标题". */
export function titleWithUnread(title: string, unread: number): string {
  const bare = title.replace(/^\(\d+\+?\) /, "");
  return unread > 0 ? `(${unreadLabel(unread)}) ${bare}` : bare;
}

const accidSchema = v.pipe(
  v.string(CHAT_MESSAGES.accid),
  v.regex(/^u[1-9][0-9]{0,9}$/, CHAT_MESSAGES.accid),
  v.check((accid) => userIdOfAccid(accid) !== null, CHAT_MESSAGES.accid),
);
export const clientIdSchema = v.pipe(
  v.string(CHAT_MESSAGES.clientId),
  v.regex(/^[A-Za-z0-9_-]{1,64}$/, CHAT_MESSAGES.clientId),
);

/** POST /im/messages: a text, or a file uploaded before (POST /im/files). */
export const sendMessageSchema = v.pipe(
  v.strictObject({
    to: accidSchema,
    text: v.optional(
      v.pipe(
        v.string(CHAT_MESSAGES.emptyMessage),
        v.maxLength(CHAT_TEXT_MAX, CHAT_MESSAGES.textTooLong),
      ),
    ),
    fileId: v.optional(
      v.pipe(v.string(CHAT_MESSAGES.fileMissing), v.uuid(CHAT_MESSAGES.fileMissing)),
    ),
    clientId: clientIdSchema,
  }),
  v.check(
    (m) => (m.fileId !== undefined) !== ((m.text ?? "").trim() !== ""),
    CHAT_MESSAGES.emptyMessage,
  ),
);

export type SendMessageInput = v.InferOutput<typeof sendMessageSchema>;

/** POST /im/read: everything from that contact up to this id is read. */
export const readSchema = v.strictObject({
  with: accidSchema,
  /** A message id (bigserial): a positive integer JavaScript holds exactly. */
  upTo: intIn(1, Number.MAX_SAFE_INTEGER),
});

/** A new client id: time first, so the ids one tab makes sort in the order it made them. */
export function newClientId(
  random: () => string = () => Math.random().toString(36).slice(2, 10),
): string {
  return `${Date.now().toString(36)}-${random()}`;
}
