import readXlsxFile from "read-excel-file/node";
import * as v from "valibot";
import { describe, expect, it, vi } from "vitest";
import { orderTrackOf } from "../../server/order/track-rows.ts";
import { listFilter, PAGE_QUERY_SCHEMA } from "../../server/routes/order/list.ts";
import type { CounterPage } from "../../src/contract/notification.ts";
import type {
  ApprovalSetting,
  OrderDetail,
  OrderPage,
  OrderSaved,
  UnlockApplyAnswer,
} from "../../src/contract/order.ts";
import { ORDER_PATHS } from "../../src/contract/order.ts";
import { ORDER_MESSAGES } from "../../src/domain/order.ts";
import { demoServer, userIds } from "./helpers.ts";

const demo = demoServer("admin", "staff", "partner", "admin2");
const { get, send, tokens } = demo;

const AE = {
  businessScope: "AE",
  businessDate: "2026-11-25",
  customerName: "上海测试客户",
  awbNumber: "784-12345675",
  hawbNumber: "hw001",
  departure: "pvg",
  arrival: "lax",
  planPieces: "10",
  planWeight: "1000",
  planVolume: "3",
  confirmPieces: 10,
  confirmWeight: "1200.5",
  planSizes: "100x80x60/2，50×40×30/8",
  warehouse: "PVG 西区 3号货站",
};

async function create(body: Record<string, unknown> = AE, token = tokens.staff) {
  const res = await send<OrderSaved>(ORDER_PATHS.create, token, body);
  expect(res.status, res.body.messageInfo).toBe(200);
  return res.body.data;
}

describe("creating and reading an order", () => {
  it("numbers new orders as the demo ones are, skipping a code already taken", async () => {
    const first = await create();
    const serial = Number(first.orderCode.slice(4));
    const next = (n: number) => `${first.orderCode.slice(0, 4)}${String(n).padStart(5, "0")}`;
    // Another order (say a demo order of the year) already holds the next code.
    await demo.h.db.query(
      "update business_orders set order_code = $1 where order_code = 'AE2500003' and org_id = $2",
      [next(serial + 1), demo.ids.demo],
    );
    const second = await create();
    expect(second.orderCode).toBe(next(serial + 2));
  });

  it("stores the relational row with its code, version and derived figures", async () => {
    const saved = await create();
    // One format with the demo orders (AE2500001): scope, two-digit year, five-digit serial.
    expect(saved.orderCode).toMatch(/^AE\d{2}\d{5}$/);
    expect(saved.version).toBe(1);
    const { status, body } = await get<OrderDetail>(
      ORDER_PATHS.order(saved.orderUuid),
      tokens.staff,
    );
    expect(status).toBe(200);
    expect(body.data.fields).toMatchObject({
      customerName: "上海测试客户",
      hawbNumber: "HW001",
      departure: "PVG",
      arrival: "LAX",
      planWeight: "1000",
      confirmWeight: "1200.5",
      confirmPieces: "10",
      planSizes: "100*80*60/2;50*40*30/8",
      flightDate: "",
      warehouse: "PVG 西区 3号货站",
    });
    // Air: the greater of the confirmed weight and the volume weight (3 m³ × 166.67).
    expect(body.data.chargeWeight).toBe(1200.5);
    expect(body.data.lockStatus).toBe(0);
    // The dashboard's statistics count it on its business date.
    const [row] = await demo.h.db.query<{ gross: number }>(
      "select gross_weight::float8 as gross from business_orders where uuid = $1",
      [saved.orderUuid],
    );
    expect(row?.gross).toBe(1200.5);
  });

  it("gives each new order of a scope and day the next code", async () => {
    const a = await create();
    const b = await create();
    expect(Number(b.orderCode.slice(-4))).toBe(Number(a.orderCode.slice(-4)) + 1);
  });

  it("writes the share page's view of the order with it", async () => {
    const saved = await create();
    const [share] = await demo.h.db.query<{ view: string; id: number }>(
      `select s.view, o.id from orders s join business_orders o on o.id = s.business_order_id
       where o.uuid = $1`,
      [saved.orderUuid],
    );
    expect(share?.view).toBe("AF");
    // The share page reads the order itself: no copy is kept on the share row.
    expect(await orderTrackOf(demo.h.db, share?.id ?? 0)).toMatchObject({
      orderCode: saved.orderCode,
      awbNumber: "784-12345675",
    });
  });

  it("refuses bad input with the field's message and saves nothing", async () => {
    const before = await demo.h.db.query("select count(*)::int as n from business_orders");
    const cases: [Record<string, unknown>, string][] = [
      [{ ...AE, customerName: "" }, "请输入客户名称"],
      [{ ...AE, awbNumber: "784-12345678" }, "主单号不符合模7规则"],
      [{ ...AE, planWeight: "-1" }, "预报毛重应为数字，最多 3 位小数"],
      [{ ...AE, businessDate: "2026-13-01" }, "请选择业务日期"],
      [{ ...AE, planSizes: "100*80" }, "预报尺寸格式不正确，应为 长*宽*高/件数"],
      [{ ...AE, businessScope: "XX" }, "业务类型不正确"],
      [{ ...AE, surprise: 1 }, "请求参数有误：不支持的字段 surprise"],
    ];
    for (const [body, message] of cases) {
      const res = await send(ORDER_PATHS.create, tokens.staff, body);
      expect(res.status, message).toBe(400);
      expect(res.body.messageInfo).toBe(message);
    }
    const after = await demo.h.db.query("select count(*)::int as n from business_orders");
    expect(after).toEqual(before);
  });
});

describe("the list", () => {
  it("pages, filters by keyword over every code, and by lock status", async () => {
    const saved = await create({ ...AE, internalNumber: "INT-7781", customerNumber: "CN-55" });
    const byInternal = await get<OrderPage>(
      `${ORDER_PATHS.page}?businessScope=AE&keyword=int-7781`,
      tokens.staff,
    );
    expect(byInternal.status).toBe(200);
    expect(byInternal.body.data.records.map((r) => r.orderUuid)).toEqual([saved.orderUuid]);
    const byCode = await get<OrderPage>(
      `${ORDER_PATHS.page}?businessScope=AE&keyword=${saved.orderCode}`,
      tokens.staff,
    );
    expect(byCode.body.data.total).toBe(1);
    const page = await get<OrderPage>(`${ORDER_PATHS.page}?businessScope=AE&size=5`, tokens.staff);
    expect(page.body.data.records).toHaveLength(5);
    expect(page.body.data.total).toBeGreaterThan(5);
    const locked = await get<OrderPage>(
      `${ORDER_PATHS.page}?businessScope=AE&lockStatus=1&keyword=int-7781`,
      tokens.staff,
    );
    expect(locked.body.data.total).toBe(0);
  });

  it("answers a bad query with a message, not a 500", async () => {
    for (const [query, message] of [
      ["businessScope=AE&current=0", "页码应大于 0"],
      ["businessScope=AE&size=1000", "每页条数不能超过 200"],
      ["businessScope=AE&sort=drop", "排序字段不正确"],
      ["businessScope=AE&dateFrom=yesterday", "开始日期应为 YYYY-MM-DD 格式的日期"],
      ["businessScope=ZZ", "业务类型不正确"],
    ] as const) {
      const res = await get(`${ORDER_PATHS.page}?${query}`, tokens.staff);
      expect(res.status, query).toBe(400);
      expect(res.body.messageInfo).toBe(message);
    }
  });

  it("keeps each organisation's orders to itself", async () => {
    const saved = await create();
    const other = await get(ORDER_PATHS.order(saved.orderUuid), tokens.admin2);
    expect(other.status).toBe(404);
    const put = await send(
      ORDER_PATHS.order(saved.orderUuid),
      tokens.admin2,
      { ...AE, version: 1 },
      { method: "PUT" },
    );
    expect(put.status).toBe(404);
  });
});

describe("saving with a version", () => {
  it("answers a stale save 409 and keeps the first save", async () => {
    const saved = await create();
    const { businessScope: _s, ...fields } = AE;
    const first = await send<OrderSaved>(
      ORDER_PATHS.order(saved.orderUuid),
      tokens.staff,
      { ...fields, customerName: "第一次", version: 1 },
      { method: "PUT" },
    );
    expect(first.status).toBe(200);
    expect(first.body.data.version).toBe(2);
    const second = await send(
      ORDER_PATHS.order(saved.orderUuid),
      tokens.staff,
      { ...fields, customerName: "第二次", version: 1 },
      { method: "PUT" },
    );
    expect(second.status).toBe(409);
    expect(second.body.messageInfo).toBe(ORDER_MESSAGES.stale);
    const now = await get<OrderDetail>(ORDER_PATHS.order(saved.orderUuid), tokens.staff);
    expect(now.body.data.fields.customerName).toBe("第一次");
    expect(now.body.data.version).toBe(2);
  });
});

describe("lock and unlock", () => {
  it("locks, refuses edits, and unlocks after the approver approves", async () => {
    const saved = await create();
    const lock = await send<OrderSaved>(ORDER_PATHS.lock(saved.orderUuid), tokens.staff, {
      version: 1,
    });
    expect(lock.status).toBe(200);
    const { businessScope: _s, ...fields } = AE;
    const edit = await send(
      ORDER_PATHS.order(saved.orderUuid),
      tokens.staff,
      { ...fields, version: lock.body.data.version },
      { method: "PUT" },
    );
    expect(edit.status).toBe(423);
    expect(edit.body.messageInfo).toBe(ORDER_MESSAGES.locked);

    const setting = await get<ApprovalSetting>(
      `${ORDER_PATHS.approvalSetting}?eventId=15&businessScope=AE&coopId=`,
      tokens.staff,
    );
    expect(setting.body.data.approval).toBe(true);

    const apply = await send<UnlockApplyAnswer>(
      ORDER_PATHS.unlockApply(saved.orderUuid),
      tokens.staff,
      {
        reason: "改重量",
      },
    );
    expect(apply.status, apply.body.messageInfo).toBe(200);
    expect(apply.body.data.outcome).toBe("pending");
    const again = await send(ORDER_PATHS.unlockApply(saved.orderUuid), tokens.staff, {
      reason: "",
    });
    expect(again.status).toBe(409);
    expect(again.body.messageInfo).toBe(ORDER_MESSAGES.applyPending);

    // The staff member cannot decide it; the administrator finds it among the to-dos.
    const ids = await userIds(demo.h);
    const toDo = await get<CounterPage>(
      `/prm/api/toDo?orgId=${demo.ids.demo}&userId=${ids.admin}&current=1&size=50`,
      tokens.admin,
    );
    const item = toDo.body.data.records.find((r) => r.title.includes(saved.orderCode));
    expect(item?.kind).toBe("unlock");
    expect(item?.decidable).toBe(true);
    // Issue 34: the approval row links to its order.
    expect(item?.orderUuid).toBe(saved.orderUuid);
    const id = item?.id ?? 0;
    const version = { version: item?.version ?? 0 };
    expect((await send(ORDER_PATHS.approve(id), tokens.staff, version)).status).toBe(403);
    const approve = await send(ORDER_PATHS.approve(id), tokens.admin, version);
    expect(approve.status, approve.body.messageInfo).toBe(200);
    expect((await send(ORDER_PATHS.approve(id), tokens.admin, version)).status).toBe(409);

    const detail = await get<OrderDetail>(ORDER_PATHS.order(saved.orderUuid), tokens.staff);
    expect(detail.body.data.lockStatus).toBe(0);
    const editAgain = await send(
      ORDER_PATHS.order(saved.orderUuid),
      tokens.staff,
      { ...fields, version: detail.body.data.version },
      { method: "PUT" },
    );
    expect(editAgain.status).toBe(200);
    const messages = await get<CounterPage>(
      `/prm/api/haveMessage?orgId=${demo.ids.demo}&userId=${ids.staff}&current=1&size=50`,
      tokens.staff,
    );
    expect(messages.body.data.records.map((r) => r.title)).toContain(
      `订单 ${saved.orderCode} 解锁申请已通过`,
    );
  });

  it("a rejection needs a reason and keeps the order locked", async () => {
    const saved = await create();
    await send(ORDER_PATHS.lock(saved.orderUuid), tokens.staff, { version: 1 });
    await send(ORDER_PATHS.unlockApply(saved.orderUuid), tokens.staff, { reason: "" });
    const ids = await userIds(demo.h);
    const toDo = await get<CounterPage>(
      `/prm/api/toDo?orgId=${demo.ids.demo}&userId=${ids.admin}&current=1&size=50`,
      tokens.admin,
    );
    const item = toDo.body.data.records.find((r) => r.title.includes(saved.orderCode));
    const id = item?.id ?? 0;
    const version = item?.version ?? 0;
    const bare = await send(ORDER_PATHS.reject(id), tokens.admin, { version, reason: " " });
    expect(bare.status).toBe(400);
    expect(bare.body.messageInfo).toBe(ORDER_MESSAGES.reasonRequired);
    expect(
      (await send(ORDER_PATHS.reject(id), tokens.admin, { version, reason: "重量已报关" })).status,
    ).toBe(200);
    const detail = await get<OrderDetail>(ORDER_PATHS.order(saved.orderUuid), tokens.staff);
    expect(detail.body.data.lockStatus).toBe(1);
    expect(detail.body.data.unlockPending).toBe(false);
  });
});

describe("permissions", () => {
  it("the partner sees no order list and can create nothing", async () => {
    const list = await get(`${ORDER_PATHS.page}?businessScope=AE`, tokens.partner);
    expect(list.status).toBe(403);
    const made = await send(ORDER_PATHS.create, tokens.partner, AE);
    expect(made.status).toBe(403);
  });

  it("a role without a scope's menu is refused that scope's orders", async () => {
    const saved = await create({ ...AE, businessScope: "SE", awbNumber: "" });
    // Take the sea-export menu from the staff role, then put it back.
    const [role] = await demo.h.db.query<{ id: number }>(
      `select r.id from roles r join orgs g on g.id = r.org_id where g.code = 'DEMO' and r.code = 'staff'`,
    );
    await demo.h.db.query(
      "delete from role_permissions where role_id = $1 and permission_id = 601",
      [role?.id],
    );
    try {
      expect((await get(ORDER_PATHS.order(saved.orderUuid), tokens.staff)).status).toBe(403);
      expect((await get(`${ORDER_PATHS.page}?businessScope=SE`, tokens.staff)).status).toBe(403);
      expect((await get(`${ORDER_PATHS.page}?businessScope=AE`, tokens.staff)).status).toBe(200);
    } finally {
      await demo.h.db.query(
        "insert into role_permissions (role_id, permission_id) values ($1, 601)",
        [role?.id],
      );
    }
  });
});

describe("files", () => {
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

  async function upload(uuid: string, name: string, bytes: Uint8Array, fileType = "照片") {
    const form = new FormData();
    form.set("fileType", fileType);
    form.set("file", new File([bytes.slice()], name));
    const res = await demo.h.call(ORDER_PATHS.files(uuid), {
      method: "POST",
      token: tokens.staff,
      body: form,
    });
    return {
      status: res.status,
      body: (await res.json()) as { messageInfo: string; data: { fileId: string } },
    };
  }

  it("keeps a photo checked by its signature, lists it and shares it", async () => {
    const saved = await create();
    const ok = await upload(saved.orderUuid, "货物.png", PNG);
    expect(ok.status, ok.body.messageInfo).toBe(200);
    const detail = await get<OrderDetail>(ORDER_PATHS.order(saved.orderUuid), tokens.staff);
    expect(detail.body.data.files.map((f) => f.fileName)).toEqual(["货物.png"]);
    const [shared] = await demo.h.db.query<{ n: number }>(
      `select count(*)::int as n from order_files f join orders s on s.id = f.order_id
       join business_orders o on o.id = s.business_order_id where o.uuid = $1`,
      [saved.orderUuid],
    );
    expect(shared?.n).toBe(1);
    const wrong = await upload(saved.orderUuid, "fake.png", new TextEncoder().encode("hello"));
    expect(wrong.status).toBe(400);
    expect(wrong.body.messageInfo).toBe("文件内容与扩展名不符");
    const type = await upload(saved.orderUuid, "run.exe", PNG, "文件");
    expect(type.status).toBe(400);
    const removed = await send(
      ORDER_PATHS.file(saved.orderUuid, ok.body.data.fileId),
      tokens.staff,
      undefined,
      { method: "DELETE" },
    );
    expect(removed.status).toBe(200);
  });
});

describe("export", () => {
  it("answers exactly the selected rows as an .xlsx", async () => {
    const a = await create();
    const b = await create();
    const res = await demo.h.call(ORDER_PATHS.export, {
      method: "POST",
      token: tokens.staff,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        mode: "selected",
        columns: ["orderCode", "grossWeight"],
        // The list's query as the contract types it: paging as numbers.
        query: { businessScope: "AE", current: 1, size: 20 },
        uuids: [a.orderUuid, b.orderUuid],
      }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    expect(res.headers.get("x-row-count")).toBe("2");
    const bytes = new Uint8Array(await res.arrayBuffer());
    // An .xlsx is a zip file.
    expect([...bytes.subarray(0, 2)]).toEqual([0x50, 0x4b]);
  });

  it("answers everything matching the filter in the list's order, across its read batches", async () => {
    // 620 TE orders of 2019 (nobody else's rows): more than one EXPORT_BATCH of 500.
    await demo.h.db.query(
      `insert into business_orders (org_id, business_scope, order_code, business_date, customer_name,
         pieces, gross_weight)
       select $1, 'TE', 'XB19' || lpad(n::text, 4, '0'), date '2019-01-01' + (n % 365),
              '批量客户', 1, n from generate_series(1, 620) n`,
      [demo.ids.demo],
    );
    const query = {
      businessScope: "TE",
      dateFrom: "2019-01-01",
      dateTo: "2019-12-31",
      sort: "grossWeight",
      order: "desc",
    };
    const res = await demo.h.call(ORDER_PATHS.export, {
      method: "POST",
      token: tokens.admin,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mode: "filter", columns: ["orderCode", "grossWeight"], query }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-row-count")).toBe("620");
    const [sheet] = await readXlsxFile(Buffer.from(await res.arrayBuffer()));
    const [, ...rows] = sheet?.data ?? [];
    expect(rows).toHaveLength(620);
    // The list's order (gross weight, heaviest first) held across the batch boundary.
    expect(rows.map((r) => r[0])).toEqual(
      Array.from({ length: 620 }, (_, i) => `XB19${String(620 - i).padStart(4, "0")}`),
    );
  });

  it("refuses the partner (no export button)", async () => {
    const res = await send(ORDER_PATHS.export, tokens.partner, {
      mode: "page",
      columns: ["orderCode"],
      query: { businessScope: "AE" },
    });
    expect(res.status).toBe(403);
  });
});

/** Rows where the per-day counts (migration 019) and the orders themselves disagree. */
async function dayCountDrift() {
  return demo.h.db.query(
    `with truth as (
       select org_id, business_scope, business_date, lock_status, count(*)::int as n,
              sum(gross_weight) as gw, sum(chargeable_weight) as cw, sum(billing_weight) as bw,
              sum(teu) as teu
       from business_orders group by 1, 2, 3, 4),
     kept as (
       select org_id, business_scope, business_date, lock_status, orders as n,
              gross_weight as gw, chargeable_weight as cw, billing_weight as bw, teu
       from order_day_counts
       where orders <> 0 or gross_weight <> 0 or chargeable_weight <> 0 or billing_weight <> 0
          or teu <> 0)
     (select 'missing' as side, * from (select * from truth except select * from kept) a)
     union all (select 'extra', * from (select * from kept except select * from truth) b)`,
  );
}

describe("the per-day counts (decision 48)", () => {
  it("follow every write: the API's saves and locks, and plain SQL in bulk", async () => {
    expect(await dayCountDrift()).toEqual([]);
    const saved = await create({ ...AE, businessDate: "2026-10-02" });
    const { businessScope: _s, ...fields } = AE;
    const edited = await send<OrderSaved>(
      ORDER_PATHS.order(saved.orderUuid),
      tokens.staff,
      { ...fields, businessDate: "2026-10-03", confirmWeight: "1300", version: saved.version },
      { method: "PUT" },
    );
    expect(edited.status, edited.body.messageInfo).toBe(200);
    const lock = await send(ORDER_PATHS.lock(saved.orderUuid), tokens.staff, {
      version: edited.body.data.version,
    });
    expect(lock.status).toBe(200);
    expect(await dayCountDrift()).toEqual([]);

    // Plain SQL: a bulk insert, an update moving orders between scopes and days, deletes.
    await demo.h.db.query(
      `insert into business_orders (org_id, business_scope, order_code, business_date,
         customer_name, pieces, gross_weight, chargeable_weight, billing_weight, teu)
       select $1, case when g % 2 = 0 then 'SE' else 'AI' end, 'DAYCOUNT' || g,
              date '2026-09-01' + (g % 5), '批量客户', 1, g * 1.5, g, g * 2, g % 3
       from generate_series(1, 40) g`,
      [demo.ids.demo],
    );
    await demo.h.db.query(
      `update business_orders set business_scope = 'TE', business_date = business_date + 1,
         lock_status = 1 - lock_status
       where order_code like 'DAYCOUNT1%'`,
    );
    await demo.h.db.query(
      "update business_orders set remark = 'x' where order_code like 'DAYCOUNT%'",
    );
    await demo.h.db.query("delete from business_orders where order_code like 'DAYCOUNT2%'");
    expect(await dayCountDrift()).toEqual([]);
    await demo.h.db.query("delete from business_orders where order_code like 'DAYCOUNT%'");
    expect(await dayCountDrift()).toEqual([]);
  });

  it("answer the list's total when only dates and the lock state filter it", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const page = `${ORDER_PATHS.page}?businessScope=AE&size=5&dateFrom=2025-01-01&dateTo=${today}`;
    const spy = vi.spyOn(demo.h.db, "query");
    try {
      for (const lockStatus of ["0", "1", "2"]) {
        spy.mockClear();
        const res = await get<OrderPage>(
          `${page}&lockStatus=${lockStatus}&current=7`,
          tokens.admin,
        );
        expect(res.status).toBe(200);
        const statement = spy.mock.calls
          .map(([sql]) => String(sql))
          .find((sql) => /total/.test(sql));
        expect(statement).toMatch(/from order_day_counts d/);
        expect(statement).not.toMatch(/count\(\*\)/);
        const [counted] = await demo.h.db.query<{ n: number }>(
          `select count(*)::int as n from business_orders where org_id = $1
             and business_scope = 'AE' and business_date between '2025-01-01' and $2::date
             and ($3 = 2 or lock_status = $3)`,
          [demo.ids.demo, today, Number(lockStatus)],
        );
        expect(res.body.data.total).toBe(counted?.n);
      }
      // A station or a keyword needs the orders themselves: found once, for the total and the
      // page both (decision 49).
      for (const filter of ["departure=PVG", "keyword=784"]) {
        spy.mockClear();
        const res = await get<OrderPage>(`${page}&${filter}&current=2`, tokens.admin);
        const statement = spy.mock.calls
          .map(([sql]) => String(sql))
          .find((sql) => /total/.test(sql));
        expect(statement).toMatch(/with matching as materialized/);
        expect(statement?.match(/from business_orders o where/g)).toHaveLength(1);
        const [counted] = await demo.h.db.query<{ n: number }>(
          `select count(*)::int as n from business_orders where org_id = $1
             and business_scope = 'AE' and business_date between '2025-01-01' and $2::date
             and ${filter.startsWith("departure") ? "departure = 'PVG'" : "search_text like '%784%'"}`,
          [demo.ids.demo, today],
        );
        expect(res.body.data.total).toBe(counted?.n);
      }
      // The matching set pages in the asked order.
      const sorted = `${page}&keyword=AE&sort=grossWeight&order=asc`;
      const one = (await get<OrderPage>(`${sorted}&current=1`, tokens.admin)).body.data.records;
      const two = (await get<OrderPage>(`${sorted}&current=2`, tokens.admin)).body.data.records;
      const weights = [...one, ...two].map((r) => r.grossWeight);
      expect(weights.length).toBeGreaterThan(3);
      expect(weights).toEqual([...weights].sort((a, b) => a - b));
      expect(new Set([...one, ...two].map((r) => r.orderUuid)).size).toBe(weights.length);
    } finally {
      spy.mockRestore();
    }
  });
});

describe("the keyword's trigram index (decision 49)", () => {
  it("finds a code inside the orders' search text without reading every order", async () => {
    const saved = await create({ ...AE, awbNumber: "784-77665545" });
    const query = v.parse(PAGE_QUERY_SCHEMA, { businessScope: "AE", keyword: "7766554" });
    const { where, params } = listFilter(demo.ids.demo, query);
    // The keyword's condition as the list writes it (its parameter is the filter's last).
    const keyword = where.split(" and ").find((part) => part.includes("search_text")) ?? "";
    const plan = await demo.h.db.tx(async (q) => {
      // The demo's few orders would be read whole; the question is whether the index can serve.
      await q.query("set local enable_seqscan = off");
      const [row] = await q.query<Record<string, unknown>>(
        `explain (format json) select o.id from business_orders o
         where ${keyword.replace(/\$\d+/, "$1")}`,
        [params.at(-1)],
      );
      return JSON.stringify(Object.values(row ?? {})[0]);
    });
    expect(plan).toContain('"Index Name":"business_orders_search_idx"');
    const found = await get<OrderPage>(
      `${ORDER_PATHS.page}?businessScope=AE&keyword=7766554`,
      tokens.staff,
    );
    expect(found.body.data.records.map((r) => r.orderUuid)).toEqual([saved.orderUuid]);
  });
});

describe("upload limits", () => {
  it("refuses an attachment over 20 MB with the spec's message, before reading it whole", async () => {
    const saved = await create();
    const form = new FormData();
    form.set("fileType", "文件");
    form.set("file", new File([new Uint8Array(21 * 1024 * 1024)], "big.pdf"));
    const res = await demo.h.call(ORDER_PATHS.files(saved.orderUuid), {
      method: "POST",
      token: tokens.staff,
      body: form,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { messageInfo: string }).messageInfo).toBe(
      "附件大小不能超过 20MB",
    );
  });
});

describe("the internal-number duplicate check (seed 001 §5)", () => {
  it("finds another order of the scope with the number, not the order itself", async () => {
    const saved = await create({ ...AE, internalNumber: "dup-7001" });
    const ask = (orderCode: string, businessScope = "AE", internalNumber = "DUP-7001") =>
      get<0 | 1>(
        `/afbase/order/checkOrderExist?${new URLSearchParams({ orderCode, internalNumber, businessScope })}`,
        tokens.staff,
      );
    expect((await ask("")).body.data).toBe(1);
    expect((await ask("", "AE", "dup-7001")).body.data).toBe(1);
    expect((await ask(saved.orderCode)).body.data).toBe(0);
    expect((await ask("", "AI")).body.data).toBe(0);
    // Another organisation's number is not ours.
    const other = await get<0 | 1>(
      `/afbase/order/checkOrderExist?orderCode=&internalNumber=DUP-7001&businessScope=AE`,
      tokens.admin2,
    );
    expect(other.body.data).toBe(0);
  });
});
