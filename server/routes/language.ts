import { Hono } from "hono";
import * as v from "valibot";
import { ok } from "../envelope.ts";
import { check } from "../http/body.ts";
import type { AppEnv, Deps } from "../http/types.ts";
import { LANGUAGE_MESSAGE, PAGE_LANGUAGE_CODES } from "./user.ts";

const PAGE_TYPE_MESSAGE = "页面类型不正确";

const PAGES_QUERY = v.object({
  pageType: v.pipe(
    v.string(PAGE_TYPE_MESSAGE),
    v.regex(/^[A-Za-z0-9_.-]{1,64}$/, PAGE_TYPE_MESSAGE),
  ),
  languageCode: v.picklist(PAGE_LANGUAGE_CODES, LANGUAGE_MESSAGE),
});

/** /hrs/language: server-side text overrides for a page; an empty map is a valid answer. */
export function languageRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get("/pages", async (c) => {
    const { pageType, languageCode } = check(PAGES_QUERY, c.req.query());
    const rows = await db.query<{ key: string; text: string }>(
      `select key, text from language_pages
       where page_type = $1 and language_code = $2 order by key`,
      [pageType, languageCode],
    );
    // fromEntries defines own keys, so even a key named __proto__ stays a plain entry.
    return ok(c, Object.fromEntries(rows.map((r) => [r.key, r.text])) as Record<string, string>);
  });
}
