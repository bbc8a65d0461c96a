import type { OrderDetail, OrderFile } from "../../../src/contract/order.ts";
import { dateInZone } from "../../../src/domain/business-stats.ts";
import { orderFigures } from "../../../src/domain/order.ts";
import { shareViewOf } from "../../../src/domain/order-share.ts";
import type { BusinessScope } from "../../../src/domain/scope.ts";
import type { Queryable } from "../../db/client.ts";
import { FIELD_SELECT, fieldsOf } from "../../order/columns.ts";
import { clearShareCache } from "../external/access.ts";
import { type Ctx, notFound, UUID } from "./shared.ts";

/** One order: found, read with its files, its share row kept in step, its new code. */

export type OrderKey = {
  id: number;
  scope: BusinessScope;
  orderCode: string;
  lockStatus: number;
  version: number;
};

export function uuidParam(c: Ctx): string {
  const uuid = c.req.param("uuid") ?? "";
  if (!UUID.test(uuid)) throw notFound();
  return uuid.toLowerCase();
}

/** The caller's organisation's order, locked for update when in a transaction; else 404. */
export async function findOrder(
  q: Queryable,
  orgId: number,
  uuid: string,
  forUpdate = false,
): Promise<OrderKey> {
  const [row] = await q.query<OrderKey>(
    `select id, business_scope as scope, order_code as "orderCode",
            lock_status::int as "lockStatus", version
     from business_orders where uuid = $1::uuid and org_id = $2${forUpdate ? " for update" : ""}`,
    [uuid, orgId],
  );
  if (!row) throw notFound();
  return row;
}

export async function orderFiles(
  q: Queryable,
  orderId: number,
  uuid: string,
): Promise<OrderFile[]> {
  const rows = await q.query<{
    fileId: string;
    fileType: "照片" | "文件";
    fileName: string;
    mimeType: string;
    size: number | null;
    createdAt: Date | string;
  }>(
    `select uuid::text as "fileId", file_type as "fileType", file_name as "fileName",
            mime_type as "mimeType", coalesce(size_bytes, octet_length(content)) as size,
            created_at as "createdAt"
     from order_files where business_order_id = $1 order by sort, id`,
    [orderId],
  );
  return rows.map((f) => ({
    ...f,
    size: Number(f.size ?? 0),
    url: `/afbase/order/${uuid}/files/${f.fileId}`,
    createdAt: new Date(f.createdAt).toISOString(),
  }));
}

export async function orderDetail(q: Queryable, orgId: number, uuid: string): Promise<OrderDetail> {
  const [row] = await q.query<Record<string, unknown>>(
    `select o.id, o.uuid::text as "orderUuid", o.order_code as "orderCode",
            o.business_scope as "businessScope", o.chargeable_weight::float8 as "chargeWeight",
            o.lock_status::int as "lockStatus", o.locked_at as "lockedAt", u.cname as "lockedBy",
            exists (select 1 from order_unlock_applications a where a.order_id = o.id and a.status = 0)
              as "unlockPending",
            o.created_at as "createdAt", o.updated_at as "updatedAt", o.version, ${FIELD_SELECT}
     from business_orders o left join users u on u.id = o.locked_by
     where o.uuid = $1::uuid and o.org_id = $2`,
    [uuid, orgId],
  );
  if (!row) throw notFound();
  const fields = fieldsOf(row);
  const scope = row.businessScope as BusinessScope;
  const iso = (x: unknown) => (x ? new Date(x as string).toISOString() : null);
  return {
    orderUuid: String(row.orderUuid),
    orderCode: String(row.orderCode),
    businessScope: scope,
    fields,
    chargeWeight: Number(row.chargeWeight),
    density: orderFigures(scope, fields).density,
    lockStatus: Number(row.lockStatus) === 1 ? 1 : 0,
    lockedAt: iso(row.lockedAt),
    lockedBy: (row.lockedBy as string | null) ?? null,
    unlockPending: Boolean(row.unlockPending),
    files: await orderFiles(q, Number(row.id), uuid),
    createdAt: iso(row.createdAt) ?? "",
    updatedAt: iso(row.updatedAt) ?? "",
    version: Number(row.version),
  };
}

/**
 * Keeps the order's share row (the scopes that have a share view) in step: its codes, so links and
 * the share-link list find it. What the share page shows is read from the order itself
 * (server/order/track-rows.ts orderTrackOf).
 */
export async function syncShareRow(q: Queryable, orgId: number, orderId: number): Promise<void> {
  const [row] = await q.query<{
    scope: BusinessScope;
    orderCode: string;
    awb: string;
    hawb: string;
  }>(
    `select business_scope as scope, order_code as "orderCode", awb_number as awb,
            hawb_number as hawb
     from business_orders where id = $1`,
    [orderId],
  );
  if (!row) return;
  const view = shareViewOf(row.scope);
  if (!view) return;
  await q.query(
    `insert into orders (org_id, view, order_code, awb_number, hawb_number, business_order_id)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (business_order_id) do update set
       awb_number = excluded.awb_number, hawb_number = excluded.hawb_number, updated_at = now()`,
    [orgId, view, row.orderCode, row.awb || null, row.hawb || null, orderId],
  );
  clearShareCache();
}

export async function nextOrderCode(
  q: Queryable,
  orgId: number,
  scope: BusinessScope,
): Promise<string> {
  // One format for demo and new orders (issue 34, decisions §62): scope, two-digit year, a serial
  // of five per organisation, scope and year (AE2600001). The year's counter is the row of its
  // first day; a code already taken (a demo order of that year) is skipped.
  const year = dateInZone(new Date()).slice(0, 4);
  for (;;) {
    const [row] = await q.query<{ last: number }>(
      `insert into order_code_counters (org_id, business_scope, day, last)
       values ($1, $2, $3::date, 1)
       on conflict (org_id, business_scope, day) do update set last = order_code_counters.last + 1
       returning last`,
      [orgId, scope, `${year}-01-01`],
    );
    const code = `${scope}${year.slice(2)}${String(row?.last ?? 1).padStart(5, "0")}`;
    const [taken] = await q.query(
      "select 1 from business_orders where org_id = $1 and order_code = $2",
      [orgId, code],
    );
    if (!taken) return code;
  }
}
