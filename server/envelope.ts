import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export type Envelope<T> = { code: number; messageInfo: string; data: T };

export function ok<T>(c: Context, data: T, messageInfo = "操作成功") {
  return c.json<Envelope<T>>({ code: 0, messageInfo, data });
}

/** A business failure: HTTP 200 with a non-zero code and a human message. */
export function fail(c: Context, messageInfo: string, code = 1) {
  return c.json<Envelope<null>>({ code, messageInfo, data: null });
}

/** A transport-level failure: the HTTP status carries it, the body says it in Chinese. */
export function failStatus(c: Context, status: ContentfulStatusCode, messageInfo: string) {
  return c.json<Envelope<null>>({ code: status, messageInfo, data: null }, status);
}

/** Thrown anywhere in a handler; app.onError turns it into the envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const MESSAGES = {
  unauthorized: "登录已超时，请重新登录",
  noRole: "该用户没有角色权限，请联系管理员",
  forbidden: "您没有操作权限,请联系管理员",
  notFound: "404网络请求不存在",
  serverError: "服务器开小差了，请稍后再试",
  badRequest: "请求参数有误",
  tooLarge: "请求内容过大",
  unsupportedType: "请求格式不支持",
  tooManyAttempts: "登录失败次数过多，请稍后再试",
  badCredentials: "用户名或密码错误",
  userNotFound: "用户不存在",
} as const;
