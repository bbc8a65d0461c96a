import { Hono } from "hono";
import * as v from "valibot";
import { SHARE_LINK_MAX_DAYS } from "../../../src/domain/share-link.ts";
import { ApiError, fail, MESSAGES, ok } from "../../envelope.ts";
import type { AppEnv, Deps } from "../../http/types.ts";
import { createShareLink, findOrderByCode, type SharedOrder } from "./access.ts";

const requestSchema = v.object({
  orderCode: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64))),
  orgCode: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(32))),
  /** Lifetime in seconds; the configured SHARE_LINK_DAYS when absent. */
  seconds: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SHARE_LINK_MAX_DAYS * 86_400)),
  ),
});

export type InternalShareLink = {
  view: string;
  orderCode: string;
  orgCode: string;
  o: string;
  code: string;
  path: string;
  expiresAt: string;
};

/**
 * POST /__internal/share-links, for `npm run share-link`: with an order code, one link for that
 * order; without, one link for each seeded demo order. The CLI adds the base URL.
 */
export function shareLinkInternalRoutes({ db, config }: Deps) {
  return new Hono<AppEnv>().post("/share-links", async (c) => {
    const body: unknown = await c.req.json().catch((error) => {
      if (error instanceof ApiError) throw error;
      return {};
    });
    const parsed = v.safeParse(requestSchema, body ?? {});
    if (!parsed.success) throw new ApiError(400, MESSAGES.badRequest);
    const { orderCode, orgCode, seconds = config.shareLinkDays * 86_400 } = parsed.output;

    let orders: (SharedOrder & { orgCode: string })[];
    if (orderCode) {
      const found = await findOrderByCode(db, orderCode);
      const codes = await orgCodes(db, found);
      orders = found
        .map((o) => ({ ...o, orgCode: codes.get(o.orgId) ?? "" }))
        .filter((o) => !orgCode || o.orgCode.toUpperCase() === orgCode.toUpperCase());
      if (orders.length === 0) return fail(c, `订单不存在: ${orderCode}`);
      if (orders.length > 1) {
        return fail(
          c,
          `订单编号 ${orderCode} 在多个机构中存在，请指定机构代码: ${orders.map((o) => o.orgCode).join(", ")}`,
        );
      }
    } else {
      orders = await db.query<SharedOrder & { orgCode: string }>(
        `select o.id, o.view, o.order_code as "orderCode", g.code as "orgCode",
                json_build_object('mlbNumber', nullif(b.mbl_number, '')) as detail,
                o.awb_number as "awbNumber", o.hawb_number as "hawbNumber"
         from orders o join orgs g on g.id = o.org_id
         left join business_orders b on b.id = o.business_order_id
         where o.is_demo order by g.code, o.id`,
      );
    }
    const links: InternalShareLink[] = [];
    for (const order of orders) {
      const link = await createShareLink(db, order, { seconds });
      links.push({
        view: order.view,
        orderCode: order.orderCode,
        orgCode: order.orgCode,
        o: link.o,
        code: link.code,
        path: link.path,
        expiresAt: link.expiresAt,
      });
    }
    return ok(c, links);
  });
}

async function orgCodes(
  db: Deps["db"],
  orders: Pick<SharedOrder, "orgId">[],
): Promise<Map<number, string>> {
  if (orders.length === 0) return new Map();
  const rows = await db.query<{ id: number; code: string }>(
    "select id, code from orgs where id = any($1::int[])",
    [orders.map((o) => o.orgId)],
  );
  return new Map(rows.map((r) => [r.id, r.code]));
}
