import * as v from "valibot";
import type { Waybill, WaybillParty } from "../../../src/domain/air-waybill.ts";
import {
  clock,
  type DemoFile,
  type DemoOrder,
  demoOrders,
} from "../../../src/domain/demo/orders.ts";
import { ORDER_FIELDS_SCHEMA } from "../../../src/domain/order.ts";
import { orderFieldsOfTrack } from "../../../src/domain/order-share.ts";
import { tracksFromDocument } from "../../../src/domain/order-track-document.ts";
import type { BusinessScope, ShareView } from "../../../src/domain/scope.ts";
import { writeParams } from "../../order/columns.ts";
import { writeTracks } from "../../order/track-rows.ts";
import type { Db, Queryable } from "../client.ts";
import { documentPdf, SAMPLE_PHOTOS } from "./sample-files.ts";
import { formParty, formPrint } from "./waybills.ts";

function fileBytes(file: DemoFile): Buffer | Promise<Buffer> {
  return "photo" in file.sample
    ? SAMPLE_PHOTOS[file.sample.photo]()
    : documentPdf(file.sample.pdf, file.sample.lines);
}

const SCOPE_OF_VIEW: Record<ShareView, BusinessScope> = {
  AF: "AE",
  AI: "AI",
  SE: "SE",
  SI: "SI",
  LC: "LC",
};

const DEMO_CUSTOMER = "上海演示客户有限公司";

/**
 * Upserts every demo order as a workspace order (its fields, legs, events, manifests and weighing
 * as rows, times refreshed) with its share row, and adds its files once. Only rows marked is_demo
 * are ever rewritten, so a real order with the same code is never touched.
 */
export async function seedOrders(db: Db): Promise<void> {
  const { at } = clock();
  for (const order of demoOrders(at)) {
    await db.tx(async (q) => {
      const scope = SCOPE_OF_VIEW[order.view];
      const updated = at(order.updated);
      const detail = { ...order.detail, awbNumber: order.awb, hawbNumber: order.hawb };
      const typed = orderFieldsOfTrack(
        scope,
        detail,
        updated.slice(0, 10),
        order.waybill?.shipper.name ?? DEMO_CUSTOMER,
      );
      // The warehouse a demo notice names is one of the organisation's warehouse rows, with its
      // address, hours and contact (migration 025), and the order names it in its own field.
      const kept = order.notices?.warehouse;
      if (kept?.warehouseName) {
        await seedWarehouse(q, order.org, scope, `N-${order.code}`, kept);
        typed.warehouse = kept.warehouseName;
      }
      const fields = v.parse(ORDER_FIELDS_SCHEMA, typed);
      const w = writeParams(scope, fields, 5);
      const sets = w.columns.map((col) => `${col} = excluded.${col}`).join(", ");
      const [business] = await q.query<{ id: number }>(
        `insert into business_orders (org_id, business_scope, order_code, is_demo, updated_at,
                                      ${w.columns.join(", ")})
         select g.id, $2, $3, true, $4::timestamptz, ${w.placeholders.join(", ")}
         from orgs g where g.code = $1
         on conflict (org_id, order_code) do update set ${sets},
           business_scope = excluded.business_scope, updated_at = excluded.updated_at
         where business_orders.is_demo
         returning id`,
        [order.org, scope, order.code, updated, ...w.values],
      );
      if (!business) return;
      await writeTracks(q, business.id, tracksFromDocument(detail));
      const [row] = await q.query<{ id: number }>(
        `insert into orders (org_id, view, order_code, awb_number, hawb_number, waybill, notices,
                             is_demo, updated_at, business_order_id)
         select g.id, $2, $3, $4, $5, $6::jsonb, $7::jsonb, true, $8::timestamptz, $9
         from orgs g where g.code = $1
         on conflict (org_id, order_code) do update set
           view = excluded.view, awb_number = excluded.awb_number,
           hawb_number = excluded.hawb_number, waybill = excluded.waybill,
           notices = excluded.notices, updated_at = excluded.updated_at,
           business_order_id = excluded.business_order_id
         where orders.is_demo
         returning id`,
        [
          order.org,
          order.view,
          order.code,
          order.awb ?? null,
          order.hawb ?? null,
          // The house bills are hawb_waybills rows of their own (seedHouses), not kept here.
          order.waybill ? JSON.stringify({ ...order.waybill, hawbs: [] }) : null,
          JSON.stringify(order.notices?.storehouse ? { storehouse: order.notices.storehouse } : {}),
          updated,
          business.id,
        ],
      );
      if (row && order.waybill) await seedHouses(q, row.id, scope, order.awb ?? "", order.waybill);
      if (row && order.files?.length) await seedFiles(q, row.id, business.id, order.files);
    });
  }
}

type KeptNotice = NonNullable<NonNullable<DemoOrder["notices"]>["warehouse"]>;

/** A demo warehouse row named by a notice; an existing row of that name is left as it is. */
async function seedWarehouse(
  q: Queryable,
  org: string,
  business: BusinessScope,
  code: string,
  n: KeptNotice,
): Promise<void> {
  await q.query(
    `insert into warehouses (org_id, business, warehouse_type, code, name, sort, address, hours,
                             contact_name, contact_phone, remarks)
     select g.id, $2, 1, $3, $4, 100, $5, $6, $7, $8, $9::jsonb from orgs g
     where g.code = $1 and not exists (
       select 1 from warehouses w where w.org_id = g.id and w.business = $2 and w.name = $4)
     on conflict (org_id, business, code) do nothing`,
    [
      org,
      business,
      code,
      n.warehouseName,
      n.warehouseAddress ?? "",
      n.warehouseHours ?? "",
      n.contactName ?? "",
      n.contactPhone ?? "",
      JSON.stringify(n.remarks ?? []),
    ],
  );
}

/** A printed party's lines as the house waybill form's fields: street, then city and country. */
function partyFields(p: WaybillParty) {
  const [address = "", ...rest] = p.address;
  return formParty({ name: p.name, address, city: rest.join(" "), telephone: p.phone ?? "" });
}

/**
 * The demo house bills as house waybill rows made from their order (CREATED_BY_ORDER, linked by
 * order_id), each with its own rate, as /hawb_info_page 从订单创建 saves them (decisions §62 item 11).
 */
async function seedHouses(
  q: Queryable,
  orderId: number,
  scope: BusinessScope,
  mawb: string,
  w: Waybill,
): Promise<void> {
  for (const h of w.hawbs) {
    const rate = h.rate ?? 0;
    const print = formPrint({
      hawbNumber: h.hawbNumber,
      departure: w.departure.match(/\(([A-Z]{3})\)/)?.[1] ?? w.departure,
      destination: w.destination,
      carrier: w.carrierCode,
      flightNumber: w.flights.join("/"),
      currency: w.currency,
      pieces: String(h.pieces),
      grossWeight: String(h.weight),
      chargeableWeight: String(h.chargeWeight),
      rateCharge: rate > 0 ? String(rate) : "",
      total: rate > 0 ? (rate * h.chargeWeight).toFixed(2) : "",
      goodsNameEn: h.goods,
    });
    await q.query(
      `insert into hawb_waybills (org_id, order_code, order_id, business_scope, mawb_number,
         hawb_number, create_source, print, shipper, consignee)
       select o.org_id, $2, o.id, $8, $3, $4, 'CREATED_BY_ORDER', $5, $6, $7
       from orders o where o.id = $1
       on conflict (org_id, order_code) do update set order_id = excluded.order_id,
         mawb_number = excluded.mawb_number, print = excluded.print, shipper = excluded.shipper,
         consignee = excluded.consignee
       where hawb_waybills.create_source = 'CREATED_BY_ORDER'
         and exists (select 1 from orders r where r.id = excluded.order_id and r.is_demo)`,
      [
        orderId,
        `HW-${h.hawbNumber}`,
        mawb,
        h.hawbNumber,
        JSON.stringify(print),
        JSON.stringify(partyFields(h.shipper)),
        JSON.stringify(partyFields(h.consignee)),
        scope,
      ],
    );
  }
}

async function seedFiles(
  q: Queryable,
  orderId: number,
  businessId: number,
  files: DemoFile[],
): Promise<void> {
  const [existing] = await q.query<{ n: number }>(
    "select count(*)::int as n from order_files where order_id = $1",
    [orderId],
  );
  if ((existing?.n ?? 0) > 0) return;
  let sort = 0;
  for (const file of files) {
    await q.query(
      `insert into order_files (order_id, business_order_id, file_type, file_name, mime_type,
                                remark, content, sort)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        orderId,
        businessId,
        file.type,
        file.name,
        file.mime,
        file.remark ?? null,
        await fileBytes(file),
        sort++,
      ],
    );
  }
}
