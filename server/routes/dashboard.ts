import { Hono } from "hono";
import { DASHBOARD } from "../../src/contract/dashboard.ts";
import { ApiError, fail, MESSAGES, ok } from "../envelope.ts";
import { limitBody } from "../http/body.ts";
import { route } from "../http/route.ts";
import type { AppEnv, Deps } from "../http/types.ts";

export { GUIDES, NOTICE_SIZE_DEFAULT, NOTICE_SIZE_MAX } from "../../src/contract/dashboard.ts";

export type NoticeItem = {
  noticeId: number;
  noticeTitle: string;
  noticeType: "XTGX" | "HDTG" | "XTWH";
  publishTime: string;
};

export const ISO = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

/** GET /hrs/notice: the latest published notices for everyone and for the caller's organisation. */
export function noticeRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  route(app, DASHBOARD.notices, async (c, { query: { size } }) => {
    const rows = await db.query<NoticeItem>(
      `select id as "noticeId", notice_title as "noticeTitle", notice_type as "noticeType",
                to_char(publish_time at time zone 'UTC', ${ISO}) as "publishTime"
         from notices
         where (org_id is null or org_id = $1) and publish_time <= now()
         order by publish_time desc, id desc limit $2`,
      [c.get("auth").orgId, size],
    );
    return ok(c, rows);
  });
  route(app, DASHBOARD.notice, async (c, { params }) => {
    const [row] = await db.query<NoticeItem & { content: string }>(
      `select id as "noticeId", notice_title as "noticeTitle", notice_type as "noticeType",
                to_char(publish_time at time zone 'UTC', ${ISO}) as "publishTime", content
         from notices
         where id = $1 and (org_id is null or org_id = $2) and publish_time <= now()`,
      [Number(params.id), c.get("auth").orgId],
    );
    if (!row) throw new ApiError(404, MESSAGES.notFound);
    return ok(c, row);
  });
  return app;
}

/** GET /hrs/permission/helpDoc/{name}: where a help document lives (e.g. 新手指引). */
export function helpDocRoutes({ db }: Deps) {
  return route(new Hono<AppEnv>(), DASHBOARD.helpDoc, async (c, { params }) => {
    const name = params.name.slice(0, 100);
    const [row] = await db.query<{ url: string }>("select url from help_docs where name = $1", [
      name,
    ]);
    if (!row) return fail(c, "未找到该帮助文档");
    return ok(c, { helpDocUrl: row.url });
  });
}

/** /hrs/userGuide: which guided tours the caller finished or skipped, per organisation. */
export function userGuideRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  route(app, DASHBOARD.guide, async (c, { query: { name } }) => {
    const auth = c.get("auth");
    const rows = await db.query(
      "select 1 from user_guides where user_id = $1 and org_id = $2 and guide = $3",
      [auth.userId, auth.orgId, name],
    );
    return ok(c, { finished: rows.length > 0 });
  });
  route(app, DASHBOARD.finishGuide, limitBody(), async (c, { body: { name } }) => {
    const auth = c.get("auth");
    await db.query(
      `insert into user_guides (user_id, org_id, guide) values ($1, $2, $3)
         on conflict do nothing`,
      [auth.userId, auth.orgId, name],
    );
    return ok(c, true);
  });
  return app;
}
