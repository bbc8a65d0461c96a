import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import type { ShareView } from "../../../src/domain/scope.ts";
import type { ShareLinkSummary, ShareOrderSummary } from "../../../src/domain/share-link.ts";
import { createShareLinkSchema, SHARE_LINK_MESSAGES } from "../../../src/domain/share-requests.ts";
import { ApiError, fail, MESSAGES, ok } from "../../envelope.ts";
import type { AppEnv, Deps } from "../../http/types.ts";
import { clearShareCache, createShareLink, displayCode, findOrderByCode, iso } from "./access.ts";

type ShareLinkRow = ShareLinkSummary;
type ShareOrderRow = ShareOrderSummary;

/** Where links point: PUBLIC_URL when set, else the origin the caller reached us on. */
export function linkBase(c: Context<AppEnv>, publicUrl: string | undefined): string {
  return publicUrl ?? new URL(c.req.url).origin;
}

const STATUS_SQL = `case when l.revoked_at is not null then 'revoked'
  when l.expires_at <= now() then 'expired' else 'active' end`;

/**
 * /afbase/orderShare: staff create, list and revoke share links for their own organisation's
 * orders. External partners may not hand out links. Another organisation's order or link is
 * answered like one that does not exist.
 */
export function orderShareRoutes(deps: Deps) {
  const { db, config } = deps;
  return new Hono<AppEnv>()
    .use("*", async (c, next) => {
      if (c.get("auth").loginRole === "partner") throw new ApiError(403, MESSAGES.forbidden);
      return next();
    })
    .get("/orders", async (c) => {
      const keyword = (c.req.query("keyword") ?? "").trim().slice(0, 64);
      const rows = await db.query<{
        orderCode: string;
        view: string;
        departure: string | null;
        arrival: string | null;
        mblNumber: string | null;
        awbNumber: string | null;
        hawbNumber: string | null;
        activeLinks: number;
      }>(
        `select o.order_code as "orderCode", o.view, b.departure, b.arrival,
                b.mbl_number as "mblNumber",
                o.awb_number as "awbNumber", o.hawb_number as "hawbNumber",
                (select count(*)::int from order_share_links l
                 where l.order_id = o.id and l.revoked_at is null and l.expires_at > now())
                  as "activeLinks"
         from orders o left join business_orders b on b.id = o.business_order_id
         where o.org_id = $1 and ($2 = '' or o.order_code ilike '%' || $2 || '%'
                                  or coalesce(o.awb_number, '') ilike '%' || $2 || '%')
         order by o.updated_at desc, o.id desc limit 50`,
        [c.get("auth").orgId, keyword.replace(/[%_\\]/g, "\\$&")],
      );
      return ok<ShareOrderRow[]>(
        c,
        rows.map((r) => {
          const detail = { mlbNumber: r.mblNumber || null };
          return {
            orderCode: r.orderCode,
            view: r.view,
            orderNumber: displayCode({ ...r, detail, view: r.view as ShareView }),
            departure: r.departure || null,
            arrival: r.arrival || null,
            activeLinks: r.activeLinks,
          };
        }),
      );
    })
    .get("/links", async (c) => {
      const orderCode = (c.req.query("orderCode") ?? "").trim().slice(0, 64);
      const rows = await db.query<ShareLinkRow & { createdAt: Date; expiresAt: Date }>(
        `select l.id, o.order_code as "orderCode", o.view, l.created_at as "createdAt",
                l.expires_at as "expiresAt", l.revoked_at as "revokedAt",
                u.cname as "createdBy", ${STATUS_SQL} as status
         from order_share_links l
         join orders o on o.id = l.order_id
         left join users u on u.id = l.created_by
         where o.org_id = $1 and ($2 = '' or upper(o.order_code) = upper($2))
         order by l.created_at desc, l.id desc limit 100`,
        [c.get("auth").orgId, orderCode],
      );
      return ok(
        c,
        rows.map((r) => ({
          ...r,
          createdAt: iso(r.createdAt),
          expiresAt: iso(r.expiresAt),
          revokedAt: iso(r.revokedAt),
        })),
      );
    })
    .post(
      "/links",
      bodyLimit({
        maxSize: 4 * 1024,
        onError: () => {
          throw new ApiError(413, MESSAGES.tooLarge);
        },
      }),
      async (c) => {
        const body: unknown = await c.req.json().catch((error) => {
          throw error instanceof ApiError ? error : new ApiError(400, MESSAGES.badRequest);
        });
        const parsed = v.safeParse(createShareLinkSchema, body);
        if (!parsed.success) {
          throw new ApiError(400, parsed.issues[0]?.message ?? MESSAGES.badRequest);
        }
        const auth = c.get("auth");
        const [order] = await findOrderByCode(db, parsed.output.orderCode, auth.orgId);
        if (!order) return fail(c, SHARE_LINK_MESSAGES.orderNotFound);
        const days = parsed.output.days ?? config.shareLinkDays;
        const link = await createShareLink(db, order, {
          seconds: days * 86_400,
          userId: auth.userId,
        });
        return ok(c, {
          ...link,
          orderCode: order.orderCode,
          view: order.view,
          url: `${linkBase(c, config.publicUrl)}${link.path}`,
        });
      },
    )
    .delete("/links/:id", async (c) => {
      const id = Number(c.req.param("id"));
      if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) {
        return fail(c, SHARE_LINK_MESSAGES.linkNotFound);
      }
      const auth = c.get("auth");
      const rows = await db.query(
        `update order_share_links l set revoked_at = coalesce(l.revoked_at, now()),
                revoked_by = coalesce(l.revoked_by, $3)
         from orders o
         where l.id = $1 and o.id = l.order_id and o.org_id = $2
         returning l.id`,
        [id, auth.orgId, auth.userId],
      );
      if (rows.length === 0) return fail(c, SHARE_LINK_MESSAGES.linkNotFound);
      clearShareCache();
      return ok(c, true);
    });
}
