import { Hono } from "hono";
import * as v from "valibot";
import { ApiError, fail, MESSAGES, ok } from "../envelope.ts";
import { check, limitBody, readJson } from "../http/body.ts";
import type { AppEnv, Deps } from "../http/types.ts";

export const NOTICE_SIZE_DEFAULT = 6;
export const NOTICE_SIZE_MAX = 50;

export type NoticeItem = {
  noticeId: number;
  noticeTitle: string;
  noticeType: "XTGX" | "HDTG" | "XTWH";
  publishTime: string;
};

export const ISO = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

const NOTICE_QUERY = v.object({
  size: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, "size 应为正整数"),
      v.transform(Number),
      v.minValue(1, "size 应为正整数"),
      v.maxValue(NOTICE_SIZE_MAX, `size 不能大于 ${NOTICE_SIZE_MAX}`),
    ),
    String(NOTICE_SIZE_DEFAULT),
  ),
});

/** GET /hrs/notice: the latest published notices for everyone and for the caller's organisation. */
export function noticeRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const { size } = check(NOTICE_QUERY, c.req.query());
      const rows = await db.query<NoticeItem>(
        `select id as "noticeId", notice_title as "noticeTitle", notice_type as "noticeType",
                to_char(publish_time at time zone 'UTC', ${ISO}) as "publishTime"
         from notices
         where (org_id is null or org_id = $1) and publish_time <= now()
         order by publish_time desc, id desc limit $2`,
        [c.get("auth").orgId, size],
      );
      return ok(c, rows);
    })
    .get("/:id{[0-9]{1,9}}", async (c) => {
      const [row] = await db.query<NoticeItem & { content: string }>(
        `select id as "noticeId", notice_title as "noticeTitle", notice_type as "noticeType",
                to_char(publish_time at time zone 'UTC', ${ISO}) as "publishTime", content
         from notices
         where id = $1 and (org_id is null or org_id = $2) and publish_time <= now()`,
        [Number(c.req.param("id")), c.get("auth").orgId],
      );
      if (!row) throw new ApiError(404, MESSAGES.notFound);
      return ok(c, row);
    });
}

/** GET /hrs/permission/helpDoc/{name}: where a help document lives (e.g. 新手指引). */
export function helpDocRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get("/:name", async (c) => {
    const name = c.req.param("name").slice(0, 100);
    const [row] = await db.query<{ url: string }>("select url from help_docs where name = $1", [
      name,
    ]);
    if (!row) return fail(c, "未找到该帮助文档");
    return ok(c, { helpDocUrl: row.url });
  });
}

export const GUIDES = ["dashboard"] as const;
const GUIDE_NAME = v.picklist(GUIDES, "引导名称不正确");

/** /hrs/userGuide: which guided tours the caller finished or skipped, per organisation. */
export function userGuideRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const auth = c.get("auth");
      const name = check(GUIDE_NAME, c.req.query("name"));
      const rows = await db.query(
        "select 1 from user_guides where user_id = $1 and org_id = $2 and guide = $3",
        [auth.userId, auth.orgId, name],
      );
      return ok(c, { finished: rows.length > 0 });
    })
    .post("/finish", limitBody(), async (c) => {
      const auth = c.get("auth");
      const { name } = await readJson(c, v.strictObject({ name: GUIDE_NAME }));
      await db.query(
        `insert into user_guides (user_id, org_id, guide) values ($1, $2, $3)
         on conflict do nothing`,
        [auth.userId, auth.orgId, name],
      );
      return ok(c, true);
    });
}
