import type { MiddlewareHandler } from "hono";
import { EDGE_MESSAGES } from "../../src/contract/errors.ts";
import { FILE_MESSAGES, isFileNameOk } from "../../src/domain/files.ts";
import { ApiError } from "../envelope.ts";
import type { AppEnv } from "./types.ts";

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text the server accepts anywhere: no NUL (PostgreSQL cannot store it in text) and no lone
 * surrogate (not valid Unicode: it cannot be encoded as UTF-8 for the database or the logs).
 */
export function isCleanText(text: string): boolean {
  return !text.includes("\u0000") && !LONE_SURROGATE.test(text);
}

const ESCAPES = /(?:%[0-9A-Fa-f]{2})+/g;

/** A raw path or query part: each run of %XX escapes must decode as UTF-8 to clean text. */
export function isCleanUrlPart(raw: string): boolean {
  if (!isCleanText(raw)) return false;
  for (const [run] of raw.matchAll(ESCAPES)) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(run);
    } catch {
      return false; // not UTF-8 (e.g. %ED%A0%80, an encoded surrogate, or %FF)
    }
    if (!isCleanText(decoded)) return false;
  }
  return true;
}

/** Every string in a parsed JSON value or form, keys included; iterative, so depth is no risk. */
export function isCleanValue(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === "string") {
      if (!isCleanText(item)) return false;
    } else if (Array.isArray(item)) {
      stack.push(...item);
    } else if (typeof item === "object" && item !== null && !(item instanceof Blob)) {
      for (const [key, inner] of Object.entries(item)) {
        if (!isCleanText(key)) return false;
        stack.push(inner);
      }
    }
  }
  return true;
}

const refuse = () => new ApiError(400, EDGE_MESSAGES.badCharacters);

/** Every uploaded file of a parsed form has a name that may be stored (isFileNameOk). */
export function hasGoodFileNames(form: unknown): boolean {
  if (typeof form !== "object" || form === null) return true;
  for (const value of Object.values(form)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof File && !isFileNameOk(item.name)) return false;
    }
  }
  return true;
}

/**
 * Refuses NUL bytes, lone surrogates and non-UTF-8 escapes at the edge, for every route: the path
 * and the query here, the JSON body and form fields when a handler reads them (c.req.json and
 * c.req.parseBody are wrapped, so a body is still read once, after the route's size limit). Every
 * uploaded file's name is checked there too (isFileNameOk), for every multipart call at once.
 */
export function cleanInput(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = c.req.url;
    const start = url.indexOf("/", url.indexOf("//") + 2);
    const queryAt = url.indexOf("?", start);
    const rawPath = queryAt < 0 ? url.slice(start) : url.slice(start, queryAt);
    const rawQuery = queryAt < 0 ? "" : url.slice(queryAt + 1).split("#")[0];
    if (!isCleanUrlPart(rawPath)) throw refuse();
    for (const part of rawQuery?.split("&") ?? []) {
      if (!isCleanUrlPart(part.replaceAll("+", " "))) throw refuse();
    }

    const req = c.req;
    const json = req.json.bind(req);
    req.json = async <T>() => {
      const body = await json<T>();
      if (!isCleanValue(body)) throw refuse();
      return body;
    };
    const parseBody = req.parseBody.bind(req) as (...args: unknown[]) => Promise<unknown>;
    req.parseBody = (async (...args: unknown[]) => {
      const form = await parseBody(...args);
      if (!isCleanValue(form)) throw refuse();
      if (!hasGoodFileNames(form)) throw new ApiError(400, FILE_MESSAGES.badName);
      return form;
    }) as typeof req.parseBody;
    return next();
  };
}
