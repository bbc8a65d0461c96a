/** The HTTP error catalogue of the spec (000 §8, 001 §8), in the original product's words. */
export const HTTP_MESSAGES = {
  timeout: "请求超时，请检查网络或稍后重试",
  401: "登录已超时，请重新登录",
  noRole: "该用户没有角色权限，请联系管理员",
  403: "您没有操作权限,请联系管理员",
  404: "404网络请求不存在",
  501: "服务器开小差了，请稍后再试",
  503: "请检查您的网络",
  504: "服务器开小差了，请联系管理员",
  generic: "服务器开小差了，请稍后再试",
  network: "请检查您的网络",
  dataFailed: "数据获取失败",
  success: "操作成功",
  failurePrefix: "操作失败，",
} as const;

/** How long each kind of notice stays, in ms (3 to 5 s in the spec). */
export const NOTICE_DURATION = { timeout: 5000, forbidden: 3000, default: 4000 } as const;

export type ApiFailure =
  | { kind: "timeout"; message: string }
  | { kind: "network"; message: string }
  | { kind: "http"; status: number; message: string }
  | { kind: "business"; code: number; message: string };

/** The text the user sees for a failed call. */
export function failureMessage(status: number, serverMessage: string | undefined): string {
  if (status === 401) return serverMessage || HTTP_MESSAGES[401];
  if (status === 403) return HTTP_MESSAGES[403];
  if (status === 404) return HTTP_MESSAGES[404];
  if (status === 501) return HTTP_MESSAGES[501];
  if (status === 503) return HTTP_MESSAGES[503];
  if (status === 504) return HTTP_MESSAGES[504];
  return serverMessage || HTTP_MESSAGES.generic;
}
