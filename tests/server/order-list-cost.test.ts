/**
 * What one order list page costs the database (server/routes/order/list.ts listPage; issue 19,
 * docs/perf-journal.md §37): one statement for the total and the rows, and on the embedded
 * database none for a page already read, until an order or an unlock application changes.
 */
import { describe, expect, it, vi } from "vitest";
import type { OrderPage } from "../../src/contract/order.ts";
import { dateInZone } from "../../src/domain/business-stats.ts";
import { demoServer } from "./helpers.ts";

const demo = demoServer("admin", "admin2");
const { get, tokens, ids } = demo;
const PAGE = `/afbase/order/page?businessScope=AE&current=1&size=50&dateTo=${dateInZone(new Date())}`;

/** Calls the page and returns its answer with the statements it sent to the database. */
async function listed(url: string, token: string) {
  const spy = vi.spyOn(demo.h.db, "query");
  try {
    const res = await get<OrderPage>(url, token);
    const sqls = spy.mock.calls.map(([sql]) => String(sql));
    expect(res.status).toBe(200);
    return { page: res.body.data, reads: sqls.filter((sql) => /business_orders/.test(sql)).length };
  } finally {
    spy.mockRestore();
  }
}

describe("an order list page", () => {
  it("costs one statement, and none again on the embedded database until the orders change", async () => {
    const embedded = demo.h.db.kind === "pglite";
    // The memo keeps answers once its listener is in place, from the call after its first.
    await get<OrderPage>(`${PAGE}&current=2`, tokens.admin);
    const first = await listed(PAGE, tokens.admin);
    expect(first.reads).toBe(1);
    expect(first.page.total).toBeGreaterThan(0);
    expect(first.page.records.length).toBe(Math.min(50, first.page.total));
    const again = await listed(PAGE, tokens.admin);
    expect(again.reads).toBe(embedded ? 0 : 1);
    expect(again.page).toEqual(first.page);
    // Another page, and another organisation's same page, are read on their own.
    expect((await listed(`${PAGE}&lockStatus=0`, tokens.admin)).reads).toBe(1);
    const other = await listed(PAGE, tokens.admin2);
    expect(other.reads).toBe(1);
    expect(other.page.records.map((r) => r.orderUuid)).not.toEqual(
      first.page.records.map((r) => r.orderUuid),
    );

    // A write by any path (plain SQL here) shows at the very next call.
    await demo.h.db.query(
      `insert into business_orders (org_id, business_scope, order_code, business_date,
         customer_name, pieces, gross_weight)
       values ($1, 'AE', 'LISTCACHE1', $2::date, '列表客户', 1, 10)`,
      [ids.demo, dateInZone(new Date())],
    );
    const added = await listed(PAGE, tokens.admin);
    expect(added.reads).toBe(1);
    expect(added.page.total).toBe(first.page.total + 1);
    const row = added.page.records.find((r) => r.orderCode === "LISTCACHE1");
    expect(row).toMatchObject({ customerName: "列表客户", pieces: 1, grossWeight: 10 });
    expect(row?.unlockPending).toBe(false);

    // So does an unlock application, which the row reports.
    await demo.h.db.query(
      `insert into order_unlock_applications (org_id, order_id, reason)
       select org_id, id, 'test' from business_orders where order_code = 'LISTCACHE1'`,
    );
    const applied = await listed(PAGE, tokens.admin);
    expect(applied.reads).toBe(1);
    expect(applied.page.records.find((r) => r.orderCode === "LISTCACHE1")?.unlockPending).toBe(
      true,
    );
    await demo.h.db.query("delete from business_orders where order_code = 'LISTCACHE1'");
    const removed = await listed(PAGE, tokens.admin);
    expect(removed.page.total).toBe(first.page.total);
  });

  it("answers an empty page as an empty list", async () => {
    const res = await get<OrderPage>(`${PAGE}&keyword=NO-SUCH-ORDER-XYZ`, tokens.admin);
    expect(res.body.data).toMatchObject({ total: 0, records: [] });
  });
});
