import { describe, expect, it, vi } from "vitest";
import { dateInZone, statDates } from "../../src/domain/business-stats.ts";
import { demoServer } from "./helpers.ts";

const demo = demoServer("admin", "staff", "partner", "admin2");
const { get, send: post, tokens, ids } = demo;

describe("statistics", () => {
  it("computes seven days of every scope from the seeded orders, today first", async () => {
    const res = await get<{ dates: string[]; rows: Record<string, number | string>[] }>(
      "/afbase/aforder/statistics",
      tokens.staff,
    );
    expect(res.body.code).toBe(0);
    const today = dateInZone(new Date());
    expect(res.body.data.dates).toEqual(statDates(today));
    const scopes = new Set(res.body.data.rows.map((r) => r.business_scope));
    expect([...scopes]).toEqual(["AE", "AI", "SE", "SI", "TE", "TI", "LC", "IO"]);
    const ae = res.body.data.rows.filter((r) => r.business_scope === "AE");
    expect(ae.map((r) => r.type)).toEqual(["票数", "货量", "计重"]);
    expect(res.body.data.rows.filter((r) => r.business_scope === "SE").map((r) => r.type)).toEqual([
      "票数",
      "货量",
      "计费",
      "标箱量",
    ]);
    // Against the orders themselves (the statistics' demo rows and the demo share orders, which
    // are workspace orders too), read from the database rather than recomputed from the demo's
    // clock: the seed ran minutes before this test, and near midnight in Beijing an order seeded
    // "an hour ago" can fall on the day before the one this test's clock would give it.
    const days = await demo.h.db.query<{ day: string; orders: number; kg: string }>(
      `select business_date::text as day, count(*)::int as orders, sum(gross_weight)::text as kg
         from business_orders where org_id = $1 and business_scope = 'AE' group by 1`,
      [ids.demo],
    );
    let week = 0;
    for (let back = 0; back < 7; back++) {
      const day = statDates(today)[back];
      const mine = days.find((d) => d.day === day);
      week += mine?.orders ?? 0;
      expect(ae[0]?.[`num_${back}`]).toBe(mine?.orders ?? 0);
      const tons = Math.round(Number(mine?.kg ?? 0)) / 1000;
      expect(ae[1]?.[`num_${back}`]).toBeCloseTo(tons, 2);
    }
    expect(week).toBeGreaterThan(0);
    expect(ae.every((r) => r.org_id === ids.demo)).toBe(true);
  });

  it("counts only the caller's organisation", async () => {
    const a = await get<{ rows: { num_1: number; type: string }[] }>(
      "/afbase/aforder/statistics",
      tokens.admin,
    );
    const b = await get<{ rows: { num_1: number; type: string }[] }>(
      "/afbase/aforder/statistics",
      tokens.admin2,
    );
    const sum = (rows: { num_1: number; type: string }[]) =>
      rows.filter((r) => r.type === "票数").reduce((n, r) => n + r.num_1, 0);
    expect(sum(a.body.data.rows)).not.toBe(sum(b.body.data.rows));
  });
});

describe("statistics kept between order writes (decision 41)", () => {
  type Stats = { rows: { business_scope: string; type: string; num_0: number }[] };
  const aeToday = (body: Stats) =>
    body.rows.find((r) => r.business_scope === "AE" && r.type === "票数")?.num_0 ?? -1;

  it("reads the per-day counts once between writes on the embedded database, and counts a write at the next call", async () => {
    const h = demo.h;
    const first = await get<Stats>("/afbase/aforder/statistics", tokens.staff);
    const spy = vi.spyOn(h.db, "query");
    let again: Awaited<ReturnType<typeof get<Stats>>>;
    let sqls: string[];
    try {
      again = await get<Stats>("/afbase/aforder/statistics", tokens.staff);
      sqls = spy.mock.calls.map(([sql]) => sql);
    } finally {
      spy.mockRestore();
    }
    const asked = sqls.filter((sql) => /from order_day_counts/.test(sql)).length;
    expect(asked).toBe(h.db.kind === "pglite" ? 0 : 1);
    expect(again.body.data).toEqual(first.body.data);
    // A write by any path (here plain SQL) shows at the very next call.
    await h.db.query(
      `insert into business_orders (org_id, business_scope, order_code, business_date,
         customer_name, pieces, gross_weight)
       values ($1, 'AE', 'STATCACHE1', $2::date, '统计客户', 1, 10)`,
      [ids.demo, dateInZone(new Date())],
    );
    const after = await get<Stats>("/afbase/aforder/statistics", tokens.staff);
    expect(aeToday(after.body.data)).toBe(aeToday(first.body.data) + 1);
    await h.db.query("delete from business_orders where order_code = 'STATCACHE1'");
    const removed = await get<Stats>("/afbase/aforder/statistics", tokens.staff);
    expect(aeToday(removed.body.data)).toBe(aeToday(first.body.data));
  });
});

describe("notices, ranking, help, tour and questionnaire", () => {
  it("lists six notices, newest first, each typed", async () => {
    const res = await get<{ noticeId: number; noticeType: string; publishTime: string }[]>(
      "/hrs/notice",
      tokens.partner,
    );
    expect(res.body.data).toHaveLength(6);
    const times = res.body.data.map((n) => n.publishTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(res.body.data.map((n) => n.noticeType))).toEqual(
      new Set(["XTGX", "HDTG", "XTWH"]),
    );
    const one = await get<{ content: string }>(
      `/hrs/notice/${res.body.data[0]?.noticeId}`,
      tokens.partner,
    );
    expect(one.body.data.content.length).toBeGreaterThan(0);
    expect((await get("/hrs/notice/999999", tokens.partner)).status).toBe(404);
    expect((await get("/hrs/notice?size=500", tokens.partner)).status).toBe(400);
  });

  it("ranks network members by the last 30 days of activity", async () => {
    const res = await get<{ rankNumber: number; activeIndex: number; companyProfile: string }[]>(
      "/hrs/userAccessRecord/topActiveIndex",
      tokens.staff,
    );
    expect(res.body.data.length).toBe(10);
    expect(res.body.data.map((r) => r.rankNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const idx = res.body.data.map((r) => r.activeIndex);
    expect([...idx].sort((a, b) => b - a)).toEqual(idx);
    expect(res.body.data[0]?.companyProfile).toContain("\n");
  });

  it("answers the newcomer guide's address", async () => {
    const res = await get<{ helpDocUrl: string }>(
      `/hrs/permission/helpDoc/${encodeURIComponent("新手指引")}`,
      tokens.staff,
    );
    expect(res.body.data.helpDocUrl).toBe("/tutorial?tab=guide");
    expect((await get(`/hrs/permission/helpDoc/nothing`, tokens.staff)).body.code).toBe(1);
  });

  it("keeps the tour flag per user and organisation", async () => {
    expect(
      (await get<{ finished: boolean }>("/hrs/userGuide?name=dashboard", tokens.admin)).body.data
        .finished,
    ).toBe(false);
    expect(
      (await post("/hrs/userGuide/finish", tokens.admin, { name: "dashboard" })).body.code,
    ).toBe(0);
    expect(
      (await get<{ finished: boolean }>("/hrs/userGuide?name=dashboard", tokens.admin)).body.data
        .finished,
    ).toBe(true);
    expect(
      (await get<{ finished: boolean }>("/hrs/userGuide?name=dashboard", tokens.admin2)).body.data
        .finished,
    ).toBe(false);
    expect((await get("/hrs/userGuide?name=other", tokens.admin)).status).toBe(400);
  });
});
