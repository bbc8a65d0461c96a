import { Hono } from "hono";
import { INQUIRY_ENDPOINTS as INQUIRY } from "../../src/contract/inquiry.ts";
import { AGENT_SAVED_MESSAGE, type InquiryRecord } from "../../src/domain/inquiry.ts";
import { ok } from "../envelope.ts";
import { limitBody } from "../http/body.ts";
import { route } from "../http/route.ts";
import type { AppEnv, Deps } from "../http/types.ts";

export { INQUIRY_PAGE_SIZE } from "../../src/contract/inquiry.ts";
/** The cloud quote provider's agent branch, as the original product named it. */
export const YC_AGENT_NAME = "云舱在线报价";

export type InquiryAgent = { id: number; agentCode: string; agentName: string; createTime: string };

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;
const INQUIRY_COLUMNS = `id, inquiry_no as "inquiryNo", departure, destination,
  gross_weight::float8 as "grossWeight", pieces, volume::float8 as volume,
  to_char(flight_date, 'YYYY-MM-DD') as "flightDate", airline, cargo_name as "cargoName", remark,
  source, status, to_char(created_at at time zone 'UTC', ${ISO}) as "createTime"`;

/** /afbase/orderInquiry: the inquiry agent branch for online quoting, and the caller's inquiries. */
export function inquiryRoutes({ db }: Deps) {
  // The menu is each entry's permission, checked before any route (server/http/requires.ts).
  const agentOf = async (orgId: number) =>
    (
      await db.query<InquiryAgent>(
        `select id, agent_code as "agentCode", agent_name as "agentName",
                to_char(created_at at time zone 'UTC', ${ISO}) as "createTime"
         from inquiry_agents where org_id = $1`,
        [orgId],
      )
    )[0] ?? null;

  const app = new Hono<AppEnv>();
  route(app, INQUIRY.agent, async (c) => ok(c, await agentOf(c.get("auth").orgId)));
  route(app, INQUIRY.createAgent, async (c) => {
    const auth = c.get("auth");
    await db.query(
      `insert into inquiry_agents (org_id, agent_name, created_by) values ($1, $2, $3)
         on conflict (org_id) do nothing`,
      [auth.orgId, YC_AGENT_NAME, auth.userId],
    );
    return ok(c, await agentOf(auth.orgId), AGENT_SAVED_MESSAGE);
  });
  route(app, INQUIRY.save, limitBody(), async (c, { body }) => {
    const auth = c.get("auth");
    const [row] = await db.query<InquiryRecord>(
      `with n as (select nextval(pg_get_serial_sequence('order_inquiries', 'id')) as id)
         insert into order_inquiries (id, org_id, user_id, inquiry_no, departure, destination,
           gross_weight, pieces, volume, flight_date, airline, cargo_name, remark, source)
         select n.id, $1, $2,
                'XJ' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(n.id::text, 6, '0'),
                $3, $4, $5, $6, $7, $8::date, $9, $10, $11, $12
         from n
         returning ${INQUIRY_COLUMNS}`,
      [
        auth.orgId,
        auth.userId,
        body.departure,
        body.destination,
        body.grossWeight,
        body.pieces,
        body.volume,
        body.flightDate,
        body.airline,
        body.cargoName,
        body.remark,
        body.source,
      ],
    );
    return ok(c, row, "保存成功");
  });
  route(app, INQUIRY.list, async (c, { query: { current, size } }) => {
    const auth = c.get("auth");
    const [count] = await db.query<{ total: number }>(
      "select count(*)::int as total from order_inquiries where org_id = $1 and user_id = $2",
      [auth.orgId, auth.userId],
    );
    const records = await db.query<InquiryRecord>(
      `select ${INQUIRY_COLUMNS} from order_inquiries where org_id = $1 and user_id = $2
         order by created_at desc, id desc limit $3 offset $4`,
      [auth.orgId, auth.userId, size, (current - 1) * size],
    );
    return ok(c, { total: count?.total ?? 0, current, size, records });
  });
  return app;
}
