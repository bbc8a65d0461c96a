import type { MiddlewareHandler } from "hono";
import { orderNumber } from "../../../src/domain/order-track.ts";
import { parseShareParam, type ShareView } from "../../../src/domain/scope.ts";
import {
  SHARE_LINK_MAX_DAYS,
  SHARE_MESSAGES,
  type SharePagePath,
} from "../../../src/domain/share-link.ts";
import { hashToken, newToken } from "../../auth/tokens.ts";
import type { Queryable } from "../../db/client.ts";
import { ApiError } from "../../http/envelope.ts";
import type { AppEnv, Deps } from "../../http/types.ts";

/** An order as the public calls see it, found through a live share link. */
export type SharedOrder = {
  id: number;
  uuid: string;
  orgId: number;
  orgName: string;
  view: ShareView;
  orderCode: string;
  awbNumber: string | null;
  hawbNumber: string | null;
  detail: Record<string, unknown>;
  waybill: Record<string, unknown> | null;
  notices: Record<string, unknown>;
  updatedAt: Date | string;
};

const ORDER_COLUMNS = `o.id, o.uuid::text as uuid, o.org_id as "orgId", g.name as "orgName", o.view,
  o.order_code as "orderCode", o.awb_number as "awbNumber", o.hawb_number as "hawbNumber",
  o.detail, o.waybill, o.notices, o.updated_at as "updatedAt"`;

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
  const rows = await q.query<SharedOrder>(
    `select ${ORDER_COLUMNS}
     from order_share_links l
     join orders o on o.id = l.order_id
     join orgs g on g.id = o.org_id
     where l.token_hash = $1 and l.revoked_at is null and l.expires_at > now()`,
    [hashToken(parsed?.token ?? raw)],
  );
  const row = rows[0];
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
  return q.query<SharedOrder>(
    `select ${ORDER_COLUMNS}
     from orders o join orgs g on g.id = o.org_id
     where upper(o.order_code) = upper($1) and ($2::int is null or o.org_id = $2)
     order by o.id`,
    [orderCode, orgId ?? null],
  );
}

const WINDOW_MS = 60_000;
const CLEANUP_EVERY = 500;

/**
 * Fixed one-minute window per client address, counted in the database so several server
 * processes agree. One upsert per call keeps it cheap; stale rows are swept now and then.
 */
export function publicRateLimit({ db, config }: Deps): MiddlewareHandler<AppEnv> {
  let calls = 0;
  return async (c, next) => {
    const limit = config.shareRateLimit;
    if (limit <= 0) return next();
    const now = Date.now();
    const windowStart = now - (now % WINDOW_MS);
    const key = `share:${c.get("clientAddress")}`;
    const [row] = await db.query<{ hits: number }>(
      `insert into public_rate_limit as r (key, window_start, hits) values ($1, $2::timestamptz, 1)
       on conflict (key) do update set
         hits = case when r.window_start = excluded.window_start then r.hits + 1 else 1 end,
         window_start = excluded.window_start
       returning hits`,
      [key, new Date(windowStart).toISOString()],
    );
    if (++calls % CLEANUP_EVERY === 0) {
      void db
        .query("delete from public_rate_limit where window_start < now() - interval '10 minutes'")
        .catch(() => undefined);
    }
    if ((row?.hits ?? 0) > limit) {
      const retryAfter = Math.max(1, Math.ceil((windowStart + WINDOW_MS - now) / 1000));
      throw new ApiError(429, SHARE_MESSAGES.tooMany, { "Retry-After": String(retryAfter) });
    }
    return next();
  };
}
