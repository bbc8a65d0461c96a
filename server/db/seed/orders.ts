import { clock, type DemoFile, demoOrders } from "../../../src/domain/demo/orders.ts";
import type { Db } from "../client.ts";
import { documentPdf, SAMPLE_PHOTOS } from "./sample-files.ts";

function fileBytes(file: DemoFile): Buffer | Promise<Buffer> {
  return "photo" in file.sample
    ? SAMPLE_PHOTOS[file.sample.photo]()
    : documentPdf(file.sample.pdf, file.sample.lines);
}

/** Upserts every demo order (refreshing its times) and adds its files once. */
export async function seedOrders(db: Db): Promise<void> {
  const { at } = clock();
  for (const order of demoOrders(at)) {
    const [row] = await db.query<{ id: number }>(
      `insert into orders (org_id, view, order_code, awb_number, hawb_number, detail, waybill,
                           notices, is_demo, updated_at)
       select g.id, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, true, $9::timestamptz
       from orgs g where g.code = $1
       on conflict (org_id, order_code) do update set
         view = excluded.view, awb_number = excluded.awb_number,
         hawb_number = excluded.hawb_number, detail = excluded.detail,
         waybill = excluded.waybill, notices = excluded.notices, updated_at = excluded.updated_at
       where orders.is_demo
       returning id`,
      [
        order.org,
        order.view,
        order.code,
        order.awb ?? null,
        order.hawb ?? null,
        JSON.stringify(order.detail),
        order.waybill ? JSON.stringify(order.waybill) : null,
        JSON.stringify(order.notices ?? {}),
        at(order.updated),
      ],
    );
    if (!row || !order.files?.length) continue;
    const [existing] = await db.query<{ n: number }>(
      "select count(*)::int as n from order_files where order_id = $1",
      [row.id],
    );
    if ((existing?.n ?? 0) > 0) continue;
    let sort = 0;
    for (const file of order.files) {
      await db.query(
        `insert into order_files (order_id, file_type, file_name, mime_type, remark, content, sort)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          row.id,
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
}
