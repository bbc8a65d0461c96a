import { Hono } from "hono";
import {
  type AdminNotice,
  HRS_NOTICE,
  type PublishedNotice,
} from "../../src/contract/hrs-notice.ts";
import { ApiError, MESSAGES, ok } from "../envelope.ts";
import { limitBody } from "../http/body.ts";
import { route } from "../http/route.ts";
import type { AppEnv, Deps } from "../http/types.ts";
import { ISO } from "./dashboard.ts";
import { audit } from "./hrs-user.ts";

/**
 * POST /hrs/notice and DELETE /hrs/notice/{id}: an administrator publishes a notice to the own
 * organisation (the dashboard shows it) and withdraws it. The product-wide notices (no
 * organisation) and another organisation's answer 404.
 */
export function hrsNoticeRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  route(app, HRS_NOTICE.list, async (c) => {
    // The organisation's own notices, scheduled ones too, newest first (at most 200).
    const rows = await db.query<AdminNotice>(
      `select id as "noticeId", notice_title as "noticeTitle", notice_type as "noticeType",
                to_char(publish_time at time zone 'UTC', ${ISO}) as "publishTime", content,
                publish_time > now() as scheduled
         from notices where org_id = $1
         order by publish_time desc, id desc limit 200`,
      [c.get("auth").orgId],
    );
    return ok(c, rows);
  });
  route(app, HRS_NOTICE.publish, limitBody(), async (c, { body: input }) => {
    const notice = await db.tx(async (q) => {
      const [row] = await q.query<PublishedNotice>(
        `insert into notices (org_id, notice_title, notice_type, content, publish_time)
           values ($1, $2, $3, $4, coalesce($5::timestamptz, now()))
           returning id as "noticeId", to_char(publish_time at time zone 'UTC', ${ISO}) as "publishTime"`,
        [
          c.get("auth").orgId,
          input.noticeTitle,
          input.noticeType,
          input.content,
          input.publishTime ?? null,
        ],
      );
      await audit(q, c, {
        action: "notice.publish",
        target: `notice:${row?.noticeId}`,
        after: input,
      });
      return row;
    });
    return ok(c, notice);
  });
  route(app, HRS_NOTICE.withdraw, async (c, { params }) => {
    const id = Number(params.id);
    await db.tx(async (q) => {
      const [before] = await q.query<{ noticeTitle: string; noticeType: string }>(
        `delete from notices where id = $1 and org_id = $2
           returning notice_title as "noticeTitle", notice_type as "noticeType"`,
        [id, c.get("auth").orgId],
      );
      if (!before) throw new ApiError(404, MESSAGES.notFound);
      await audit(q, c, { action: "notice.withdraw", target: `notice:${id}`, before });
    });
    return ok(c, true);
  });
  return app;
}
