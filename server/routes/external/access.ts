import type { MiddlewareHandler } from "hono";
import { type LcOrder, type OrderTrack, orderNumber } from "../../../src/domain/order-track.ts";
import { parseShareParam, type ShareView } from "../../../src/domain/scope.ts";
import {
  SHARE_LINK_MAX_DAYS,
  SHARE_MESSAGES,
  type SharePagePath,
} from "../../../src/domain/share-link.ts";
import { hashToken, newToken } from "../../auth/tokens.ts";
import type { Queryable } from "../../db/client.ts";
import { rateLimit, rateWait } from "../../http/rate-limit.ts";
import type { AppEnv, Deps } from "../../http/types.ts";
import { orderTrackOf } from "../../order/track-rows.ts";

/** An order as the public calls see it, found through a live share link. */
export type SharedOrder = {
  id: number;
  uuid: string;
  orgId: number;
  orgName: string;
  /** The forwarder's public site, if it gave one (/hrs_org). */
  orgWebsite: string | null;
  view: ShareView;
  orderCode: string;
  awbNumber: string | null;
  hawbNumber: string | null;
  /** The order-track answer, built from the workspace order (server/order/track-rows.ts orderTrackOf). */
  detail: OrderTrack & LcOrder;
  waybill: Record<string, unknown> | null;
  notices: Record<string, unknown>;
  updatedAt: Date | string;
};

type StoredOrder = Omit<SharedOrder, "detail"> & { businessOrderId: number | null };

/** A share row with the order-track answer of its workspace order. */
async function withDetail(q: Queryable, stored: StoredOrder): Promise<SharedOrder> {
  const { businessOrderId, ...rest } = stored;
  const detail = businessOrderId ? await orderTrackOf(q, businessOrderId) : null;
  return { ...rest, detail: detail ?? {} };
}

const ORDER_COLUMNS = `o.id, o.uuid::text as uuid, o.org_id as "orgId", g.name as "orgName",
  g.website as "orgWebsite", o.view,
  o.order_code as "orderCode", o.awb_number as "awbNumber", o.hawb_number as "hawbNumber",
  o.business_order_id as "businessOrderId", o.waybill, o.notices,
  o.updated_at as "updatedAt"`;

/**
 * Resolved links are kept a few seconds in the process on the embedded database: a page view
 * makes several calls with one link, and a load of 200 calls a second must not queue on PGlite's
 * one connection. There is only one process then, and revoking clears the cache at once. On
 * PostgreSQL several processes may serve one database and a revocation on one must hold on the
 * others at once, so nothing is cached: the lookup is one indexed query on a pool.
 * Expiry is checked on every call. Unknown tokens are never cached (no memory to fill).
 */
const SHARE_CACHE_MS = 5_000;
const SHARE_CACHE_MAX = 2_000;
type CachedLink = { order: SharedOrder; linkExpiresAt: number; cachedAt: number };
const shareCache = new Map<string, CachedLink>();

/** Forgets every resolved link (after a revocation). */
export function clearShareCache(): void {
  shareCache.clear();
}

/**
 * The order behind a share parameter `o` (view prefix + token), or null. Unknown, malformed,
 * expired, revoked and wrong-view links all end as null after the same hash and the same query,
 * so neither the answer nor its timing tells them apart.
 */
export async function resolveShare(
  q: Queryable,
  o: string | undefined | null,
  views: readonly ShareView[],
): Promise<SharedOrder | null> {
  const raw = typeof o === "string" ? o.trim().slice(0, 256) : "";
  const parsed = parseShareParam(raw);
  const hash = hashToken(parsed?.token ?? raw);
  const now = Date.now();
  const cacheable = (q as { kind?: string }).kind === "pglite";
  const hit = cacheable ? shareCache.get(hash) : undefined;
  let row: SharedOrder | undefined;
  if (hit && now - hit.cachedAt < SHARE_CACHE_MS && hit.linkExpiresAt > now) {
    row = hit.order;
  } else {
    // A link that expired while cached costs the same lookup as an unknown one.
    if (hit) shareCache.delete(hash);
    const rows = await q.query<StoredOrder & { linkExpiresAt: Date | string }>(
      `select ${ORDER_COLUMNS}, l.expires_at as "linkExpiresAt"
       from order_share_links l
       join orders o on o.id = l.order_id
       join orgs g on g.id = o.org_id
       where l.token_hash = $1 and l.revoked_at is null and l.expires_at > now()`,
      [hash],
    );
    const found = rows[0];
    if (found) {
      const { linkExpiresAt, ...stored } = found;
      const order = await withDetail(q, stored);
      row = order;
      // PostgreSQL: never kept, see above.
      if (cacheable) {
        if (shareCache.size >= SHARE_CACHE_MAX) {
          const oldest = shareCache.keys().next().value;
          if (oldest !== undefined) shareCache.delete(oldest);
        }
        shareCache.set(hash, {
          order,
          linkExpiresAt: new Date(linkExpiresAt).getTime(),
          cachedAt: now,
        });
      }
    }
  }
  if (!parsed || !row || row.view !== parsed.view || !views.includes(row.view)) return null;
  return row;
}

/** The display code carried by the link: the order number of 001 §4, else the order code. */
export function displayCode(order: CodeSource): string {
  const d = order.detail as Parameters<typeof orderNumber>[0];
  const bills = { awbNumber: order.awbNumber ?? null, hawbNumber: order.hawbNumber ?? null };
  return orderNumber({ ...d, ...bills, orderCode: order.orderCode }, order.view) || order.orderCode;
}

type CodeSource = Pick<SharedOrder, "view" | "orderCode" | "detail"> &
  Partial<Pick<SharedOrder, "awbNumber" | "hawbNumber">>;

export type CreatedLink = {
  id: number;
  o: string;
  code: string;
  path: string;
  expiresAt: string;
};

const TRACK_PAGE: SharePagePath = "/externalOrderTrack";

export function sharePath(o: string, code: string): string {
  const query = new URLSearchParams({ o, code });
  return `${TRACK_PAGE}?${query.toString()}`;
}

/** A new link for the order; only the token's hash is stored, the token is returned once. */
export async function createShareLink(
  q: Queryable,
  order: CodeSource & Pick<SharedOrder, "id">,
  opts: { seconds: number; userId?: number | null },
): Promise<CreatedLink> {
  const token = newToken();
  const seconds = Math.max(1, Math.min(opts.seconds, SHARE_LINK_MAX_DAYS * 86_400));
  const [row] = await q.query<{ id: number; expiresAt: Date | string }>(
    `insert into order_share_links (order_id, token_hash, created_by, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))
     returning id, expires_at as "expiresAt"`,
    [order.id, hashToken(token), opts.userId ?? null, seconds],
  );
  if (!row) throw new Error("insert share link returned nothing");
  const o = `${order.view}${token}`;
  const code = displayCode(order);
  return { id: row.id, o, code, path: sharePath(o, code), expiresAt: iso(row.expiresAt) };
}

export function iso(value: Date | string): string;
export function iso(value: Date | string | null | undefined): string | null;
export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Looks an order up by code for staff (own organisation only) or internal tools (any). */
export async function findOrderByCode(
  q: Queryable,
  orderCode: string,
  orgId?: number,
): Promise<SharedOrder[]> {
  const rows = await q.query<StoredOrder>(
    `select ${ORDER_COLUMNS}
     from orders o join orgs g on g.id = o.org_id
     where upper(o.order_code) = upper($1) and ($2::int is null or o.org_id = $2)
     order by o.id`,
    [orderCode, orgId ?? null],
  );
  return Promise.all(rows.map((r) => withDetail(q, r)));
}

/**
 * The share bucket of the server's one limiter (server/http/rate-limit.ts): both public sub-apps
 * and the public share pages themselves (which look up the same token) count together per
 * address. Answers the seconds an address must wait, or 0.
 */
export function publicRateWait(deps: Deps): (address: string) => number {
  const waitFor = rateWait(deps);
  return (address) => waitFor("share", address);
}

export function publicRateLimit(deps: Deps): MiddlewareHandler<AppEnv> {
  return rateLimit(deps, "share", SHARE_MESSAGES.tooMany);
}
