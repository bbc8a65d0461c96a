import { Hono } from "hono";
import * as v from "valibot";
import { BATCH_MAX, type BatchAnswer, batchPathProblem } from "../../src/contract/batch.ts";
import { ok } from "../envelope.ts";
import { limitBody, readJson } from "../http/body.ts";
import type { AppEnv } from "../http/types.ts";

const BATCH_SCHEMA = v.strictObject({
  requests: v.pipe(
    v.array(v.string("requests 的每一项应为请求路径"), "requests 应为请求路径的列表"),
    v.minLength(1, "requests 不能为空"),
    v.maxLength(BATCH_MAX, `requests 最多 ${BATCH_MAX} 项`),
    v.check(
      (paths) => paths.every((p) => batchPathProblem(p) === null),
      (issue) => {
        const paths = issue.input as string[];
        const index = paths.findIndex((p) => batchPathProblem(p) !== null);
        return `requests 第 ${index + 1} 项：${batchPathProblem(paths[index] ?? "")}`;
      },
    ),
  ),
});

/** Headers of the batch that describe its own body, not the calls inside it. */
const BODY_HEADERS = ["content-type", "content-length", "transfer-encoding", "content-encoding"];

/**
 * POST /api/batch: several GET calls in one request (src/contract/batch.ts). Each call goes through
 * the whole app with the batch's headers (its token, its address), so it is checked, logged and
 * answered exactly as if it had come on its own; one call's failure is its own status in the list,
 * never the batch's.
 */
export function batchRoutes(run: (request: Request, env: unknown) => Promise<Response>) {
  return new Hono<AppEnv>().post("/", limitBody(), async (c) => {
    const { requests } = await readJson(c, BATCH_SCHEMA);
    const headers = new Headers(c.req.raw.headers);
    for (const name of BODY_HEADERS) headers.delete(name);
    headers.set("accept", "application/json");
    const answers = await Promise.all(
      requests.map(async (path): Promise<BatchAnswer> => {
        const response = await run(
          new Request(new URL(path, c.req.url), { method: "GET", headers }),
          c.env,
        );
        const text = await response.text();
        let body: unknown = null;
        if ((response.headers.get("content-type") ?? "").includes("json") && text) {
          try {
            body = JSON.parse(text);
          } catch {
            body = null;
          }
        }
        return { status: response.status, body };
      }),
    );
    return ok(c, answers);
  });
}
