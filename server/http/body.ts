import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import { intText } from "../../src/domain/integers.ts";
import { ApiError, MESSAGES } from "../envelope.ts";
import type { AppEnv } from "./types.ts";

/** JSON bodies of the shell's calls are small; 32 kB leaves room for a few 10 kB fields. */
export const JSON_BODY_LIMIT = 32 * 1024;

/** Refuses bodies over the limit with 413 before they are read. */
export function limitBody(maxSize = JSON_BODY_LIMIT): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(413, MESSAGES.tooLarge);
    },
  });
}

/** At most this much of a caller's text goes back into a message. */
const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** The first problem, in Chinese: our own message for a field, or "unknown field x". */
export function issueMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return MESSAGES.badRequest;
  const key = issue.path?.at(-1)?.key;
  if (issue.type === "strict_object" && issue.expected === "never" && key !== undefined) {
    return `${MESSAGES.badRequest}：不支持的字段 ${clip(String(key))}`;
  }
  // Our schemas give every check a Chinese message; valibot's English defaults never leak.
  return /[\u4e00-\u9fff]/.test(issue.message) ? issue.message : MESSAGES.badRequest;
}

const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x);

/**
 * Validates any input against a schema; 400 with a Chinese message when it does not fit.
 * A field left out is checked as undefined, so it gets that field's own message.
 */
export function check<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const entries = (schema as { entries?: Record<string, unknown> }).entries;
  const filled =
    entries && isPlainObject(input)
      ? { ...Object.fromEntries(Object.keys(entries).map((k) => [k, undefined])), ...input }
      : input;
  const result = v.safeParse(schema, filled);
  if (!result.success) throw new ApiError(400, issueMessage(result.issues));
  return result.output;
}

/** The JSON body, validated: 415 for another content type, 400 for bad JSON or a bad shape. */
export async function readJson<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: S,
): Promise<v.InferOutput<S>> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type !== "application/json") throw new ApiError(415, MESSAGES.unsupportedType);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, `${MESSAGES.badRequest}：JSON 格式不正确`);
  }
  return check(schema, body);
}

/** A positive database id (int4), with the given field name in the message. */
export const idSchema = (field: string) =>
  v.pipe(
    v.number(`${field} 应为正整数`),
    v.integer(`${field} 应为正整数`),
    v.minValue(1, `${field} 应为正整数`),
    v.maxValue(2_147_483_647, `${field} 应为正整数`),
  );

/** A positive integer given as query text (shared with the contract entries' schemas). */
export { queryIntSchema } from "../../src/domain/integers.ts";

/**
 * `current` and `size` of a paged list as query text: 1 when left out and the default size; a
 * page or size that is not a whole number within its cap answers 400 (the catalogue's message).
 */
export const pageQuerySchema = (maxCurrent: number, maxSize: number, defaultSize: number) =>
  v.object({
    current: v.optional(intText(1, maxCurrent), "1"),
    size: v.optional(intText(1, maxSize), String(defaultSize)),
  });
