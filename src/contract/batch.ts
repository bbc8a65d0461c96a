import { isApiPath } from "./prefixes";

/**
 * One request for several GET calls (decisions §24). The app's client gathers the GET
 * calls started in one task (a page's effects, the shell's effects) and, when there are two or
 * more, sends them here as one POST; the server answers each as if it had come on its own, with
 * the caller's headers, and returns every status and body in order.
 */
export const BATCH_PATH = "/api/batch";

/** A page's first load asks for about a dozen; more than this is not a page's load. */
export const BATCH_MAX = 20;

/** A path with its query, as the client sends it; longer than this is not one of our calls. */
export const BATCH_PATH_MAX_LENGTH = 2048;

export type BatchAnswer = {
  status: number;
  /** The answer's JSON body; null when it had none or it was not JSON. */
  body: unknown;
};

/**
 * Why a path cannot go in a batch, in Chinese, or null when it can: one of our API paths on this
 * origin, never the batch itself.
 */
export function batchPathProblem(path: string): string | null {
  if (path.length === 0 || path.length > BATCH_PATH_MAX_LENGTH) return "请求路径长度不正确";
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) {
    return "请求路径应以 / 开头";
  }
  let url: URL;
  try {
    url = new URL(path, "http://batch.invalid");
  } catch {
    return "请求路径不正确";
  }
  if (url.origin !== "http://batch.invalid") return "请求路径应以 / 开头";
  if (url.pathname === BATCH_PATH || url.pathname.startsWith(`${BATCH_PATH}/`)) {
    return "批量请求不能嵌套";
  }
  if (!isApiPath(url.pathname)) return "只能批量请求接口路径";
  return null;
}
