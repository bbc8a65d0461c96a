import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { demoBusinessOrders } from "../../server/db/seed/dashboard.ts";
import { quoteConfig } from "../../server/routes/quote-page.ts";
import { dateInZone, statDates } from "../../src/domain/business-stats.ts";
import { HOT_MENU_LIMIT_MESSAGE, type HotMenuRecord } from "../../src/domain/hot-menu.ts";
import type { InquiryRecord } from "../../src/domain/inquiry.ts";
import { type Harness, startHarness } from "./harness.ts";
import { api, orgIds, signIn, userIds } from "./helpers.ts";

let h: Harness;
const tokens = { admin: "", staff: "", partner: "", admin2: "", phone: "" };
const ids = { demo: 0, demo2: 0, admin: 0 };

beforeAll(async () => {
  h = await startHarness();
  Object.assign(tokens, await signIn(h, "admin", "staff", "partner", "admin2", "phone"));
  Object.assign(ids, await orgIds(h));
  ids.admin = (await userIds(h)).admin;
});
afterAll(() => h.close());

const { get, send: post } = api(() => h);

const LIST = "/hrs/userAccessRecord/getUserAccessRecordList";
const SAVE = "/hrs/userAccessRecord/saveUserAccessRecordList";
/** Leaves the staff role holds (air freight, in tree order). */
const AF_LEAVES = [101, 109, 104, 105, 106, 107, 108, 102, 110, 111, 112];

const chosen = (ids: number[]) =>
  ids.map((permissionId, sort) => ({
    permissionId,
    permissionName: `menu ${permissionId}`,
    recordId: null,
    status: 1,
    sort,
  }));

describe("hot menus", () => {
  it("starts empty, saves ten in order and lists them with the menus' own names and paths", async () => {
    expect((await get<HotMenuRecord[]>(LIST, tokens.staff)).body.data).toEqual([]);
    const ten = AF_LEAVES.slice(0, 10).reverse();
    const saved = await post<HotMenuRecord[]>(SAVE, tokens.staff, chosen(ten));
    expect(saved.body.code).toBe(0);
    const list = (await get<HotMenuRecord[]>(LIST, tokens.staff)).body.data;
    expect(list.map((r) => r.permissionId)).toEqual(ten);
    expect(list.map((r) => r.sort)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(list[0]).toMatchObject({
      permissionName: "运价搜索",
      path: "/af_price_search",
      status: 1,
    });
  });

  it("sets an unchosen record to status 0 and sort -1, keeping its row", async () => {
    const before = (await get<HotMenuRecord[]>(LIST, tokens.staff)).body.data;
    const dropped = before[3];
    const keep = before.filter((r) => r !== dropped);
    const body = [
      ...keep.map((r, sort) => ({ ...pick(r), status: 1, sort })),
      { ...pick(dropped as HotMenuRecord), status: 0, sort: -1 },
    ];
    expect((await post(SAVE, tokens.staff, body)).body.code).toBe(0);
    const [row] = await h.db.query<{ status: number; sort: number }>(
      "select status, sort from user_access_records where id = $1",
      [dropped?.recordId],
    );
    expect(row).toEqual({ status: 0, sort: -1 });
    const after = (await get<HotMenuRecord[]>(LIST, tokens.staff)).body.data;
    expect(after.filter((r) => r.status === 1).map((r) => r.permissionId)).toEqual(
      keep.map((r) => r.permissionId),
    );
    // The API lists it after the chosen ones, unchosen.
    expect(after.at(-1)).toMatchObject({
      permissionId: dropped?.permissionId,
      status: 0,
      sort: -1,
    });
  });

  it("refuses an eleventh chosen menu with the limit message and changes nothing", async () => {
    const before = (await get<HotMenuRecord[]>(LIST, tokens.staff)).body.data;
    const res = await post(SAVE, tokens.staff, chosen(AF_LEAVES));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 1, messageInfo: HOT_MENU_LIMIT_MESSAGE });
    expect((await get<HotMenuRecord[]>(LIST, tokens.staff)).body.data).toEqual(before);
  });

  it.each([
    ["a parent menu", [100]],
    ["a group without a page", [150]],
    ["the no-permission page", [215]],
    ["an external link", [160]],
    ["a menu the role lacks (HRS for staff)", [201]],
    ["a button", [1001]],
  ])("refuses %s", async (_label, menuIds) => {
    const res = await post(SAVE, tokens.staff, chosen(menuIds));
    expect(res.body.code).toBe(1);
    expect(res.body.messageInfo).toBe("所选菜单不存在或您没有该菜单的权限");
  });

  it("lists visited-only menus after the chosen ones, as status 0", async () => {
    const res = await post("/hrs/userAccessRecord/recordMenu", tokens.staff, {
      id: 801,
      name: "陆运订单",
      path: "/lc_order",
    });
    expect(res.body.code).toBe(0);
    const list = (await get<HotMenuRecord[]>(LIST, tokens.staff)).body.data;
    expect(list.findIndex((r) => r.permissionId === 801)).toBeGreaterThan(
      list.findLastIndex((r) => r.status === 1),
    );
    expect(list.find((r) => r.permissionId === 801)).toMatchObject({ status: 0, sort: -1 });
  });

  it("drops duplicates by permissionId, the first one winning", async () => {
    const body = [...chosen([152, 153]), { ...chosen([152])[0], sort: 5 }];
    expect((await post(SAVE, tokens.phone, body)).body.code).toBe(0);
    const list = (await get<HotMenuRecord[]>(LIST, tokens.phone)).body.data;
    expect(list.map((r) => [r.permissionId, r.sort])).toEqual([
      [152, 0],
      [153, 1],
    ]);
  });

  it("accepts only the caller's own records", async () => {
    const [other] = await h.db.query<{ id: number; permissionId: number }>(
      `select id, permission_id as "permissionId" from user_access_records
       where status = 1 order by id limit 1`,
    );
    const res = await post(SAVE, tokens.admin, [
      {
        permissionId: other?.permissionId,
        permissionName: "x",
        recordId: other?.id,
        status: 1,
        sort: 0,
      },
    ]);
    expect(res.body).toMatchObject({ code: 1, messageInfo: "常用菜单记录不存在" });
  });

  it("keeps organisations apart", async () => {
    expect((await post(SAVE, tokens.admin, chosen([201, 202]))).body.code).toBe(0);
    expect((await get<HotMenuRecord[]>(LIST, tokens.admin)).body.data).toHaveLength(2);
    expect((await get<HotMenuRecord[]>(LIST, tokens.admin2)).body.data).toHaveLength(0);
  });

  it("rejects malformed bodies with 400/415 and Chinese messages", async () => {
    const notArray = await post(SAVE, tokens.staff, { permissionId: 1 });
    expect(notArray.status).toBe(400);
    expect(notArray.body.messageInfo).toMatch(/[\u4e00-\u9fff]/);
    const badStatus = await post(SAVE, tokens.staff, [{ ...chosen([101])[0], status: 2 }]);
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.messageInfo).toBe("status 只能是 0 或 1");
    expect((await post(SAVE, tokens.staff, "[]", { contentType: "text/plain" })).status).toBe(415);
    expect((await post(SAVE, tokens.staff, "[", { contentType: "application/json" })).status).toBe(
      400,
    );
  });

  it("refuses to save for a booking-only tenant", async () => {
    await h.db.query("update orgs set version = 'BOOKING' where id = $1", [ids.demo2]);
    const res = await post(SAVE, tokens.admin2, chosen([101]));
    expect(res.body).toMatchObject({ code: 1, messageInfo: "在线订舱版不支持设置常用菜单" });
    await h.db.query("update orgs set version = 'FULL' where id = $1", [ids.demo2]);
  });

  it("needs a login", async () => {
    expect((await h.call(LIST)).status).toBe(401);
  });
});

function pick(r: HotMenuRecord) {
  return { permissionId: r.permissionId, permissionName: r.permissionName, recordId: r.recordId };
}

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
    const orders = demoBusinessOrders(today).filter((o) => o.org === "DEMO" && o.scope === "AE");
    for (let back = 0; back < 7; back++) {
      const day = statDates(today)[back];
      const mine = orders.filter((o) => o.day === day);
      expect(ae[0]?.[`num_${back}`]).toBe(mine.length);
      const tons = Math.round(mine.reduce((n, o) => n + o.grossKg, 0)) / 1000;
      expect(ae[1]?.[`num_${back}`]).toBeCloseTo(tons, 2);
    }
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

describe("business analysis", () => {
  const today = dateInZone(new Date());
  const q = (params: Record<string, string>) =>
    `/afbase/aforder/businessAnalysis?${new URLSearchParams(params).toString()}`;

  it("sums by day over the range and matches the dashboard's seven days", async () => {
    const dates = statDates(today);
    const res = await get<{ rows: { period: string; count: number }[]; totals: { count: number } }>(
      q({ businessScope: "AE", orderUnit: "day", startDate: dates[6] ?? "", endDate: today }),
      tokens.staff,
    );
    expect(res.body.code).toBe(0);
    expect(res.body.data.rows.map((r) => r.period)).toEqual([...dates].reverse());
    const stats = await get<{ rows: Record<string, number | string>[] }>(
      "/afbase/aforder/statistics",
      tokens.staff,
    );
    const counts = stats.body.data.rows.find((r) => r.business_scope === "AE" && r.type === "票数");
    expect(res.body.data.rows.map((r) => r.count)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((i) => counts?.[`num_${i}`]),
    );
    expect(res.body.data.totals.count).toBe(res.body.data.rows.reduce((n, r) => n + r.count, 0));
  });

  it("groups by week and month over all scopes", async () => {
    const week = await get<{ rows: { period: string }[] }>(
      q({
        businessScope: "ALL",
        orderUnit: "week",
        startDate: "2026-01-01",
        endDate: "2026-01-31",
      }),
      tokens.staff,
    );
    expect(week.body.data.rows[0]?.period).toBe("2025-12-29");
    const month = await get<{ rows: { period: string }[] }>(
      q({
        businessScope: "ALL",
        orderUnit: "month",
        startDate: "2026-01-15",
        endDate: "2026-03-01",
      }),
      tokens.staff,
    );
    expect(month.body.data.rows.map((r) => r.period)).toEqual(["2026-01", "2026-02", "2026-03"]);
  });

  it.each([
    [
      { businessScope: "XX", orderUnit: "day", startDate: "2026-01-01", endDate: "2026-01-02" },
      "业务范围不正确",
    ],
    [
      { businessScope: "AE", orderUnit: "year", startDate: "2026-01-01", endDate: "2026-01-02" },
      "统计单位只能是 day、week 或 month",
    ],
    [
      { businessScope: "AE", orderUnit: "day", startDate: "2026-02-30", endDate: "2026-03-02" },
      "开始日期 应为 YYYY-MM-DD 格式的日期",
    ],
    [
      { businessScope: "AE", orderUnit: "day", startDate: "2026-03-02", endDate: "2026-03-01" },
      "开始日期不能晚于结束日期",
    ],
    [
      { businessScope: "AE", orderUnit: "day", startDate: "2024-01-01", endDate: "2026-01-01" },
      "日期范围过长：按日统计不能超过 366 天，按周或按月不能超过 5 年",
    ],
  ])("answers 400 for %j", async (params, message) => {
    const res = await get(q(params), tokens.staff);
    expect(res.status).toBe(400);
    expect(res.body.messageInfo).toBe(message);
  });

  it("is refused to a role without the report", async () => {
    const res = await get(
      q({ businessScope: "AE", orderUnit: "day", startDate: today, endDate: today }),
      tokens.partner,
    );
    expect(res.status).toBe(403);
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

  it("stores the questionnaire and refuses an incomplete one", async () => {
    const incomplete = await post("/hrs/investigate/submit", tokens.staff, {
      answers: { role: "操作" },
    });
    expect(incomplete.body).toMatchObject({
      code: 1,
      messageInfo: "请回答：您日常处理哪些业务？（可多选）",
    });
    const answers = {
      role: "操作",
      scopes: ["空运出口"],
      satisfaction: 4,
      wanted: ["报表分析"],
      advice: "好用",
    };
    expect((await post("/hrs/investigate/submit", tokens.staff, { answers })).body.code).toBe(0);
    const mine = await get<{ answers: unknown; submittedAt: string }>(
      "/hrs/investigate",
      tokens.staff,
    );
    expect(mine.body.data.answers).toEqual(answers);
    expect(
      (await get<{ answers: unknown }>("/hrs/investigate", tokens.phone)).body.data.answers,
    ).toBeNull();
  });
});

describe("quote search and inquiries", () => {
  it("creates the agent branch once per organisation", async () => {
    expect(
      (await get("/afbase/orderInquiry/getFourYCWhenInquiry", tokens.staff)).body,
    ).toMatchObject({ code: 0, data: null });
    const made = await post<{ agentCode: string }>(
      "/afbase/orderInquiry/createFourYCWhenInquiry",
      tokens.staff,
    );
    expect(made.body).toMatchObject({
      code: 0,
      messageInfo: "保存成功！",
      data: { agentCode: "YC" },
    });
    expect(
      (await get("/afbase/orderInquiry/getFourYCWhenInquiry", tokens.admin)).body.data,
    ).not.toBeNull();
    expect(
      (await get("/afbase/orderInquiry/getFourYCWhenInquiry", tokens.admin2)).body.data,
    ).toBeNull();
  });

  it("saves an inquiry and lists only the caller's", async () => {
    const body = {
      departure: "pvg",
      destination: "LAX",
      grossWeight: "120.5",
      pieces: "3",
      volume: "0.8",
      flightDate: "2026-12-01",
      airline: "MU",
      cargoName: "电子配件",
      remark: "",
      source: "YC",
    };
    const saved = await post<InquiryRecord>("/afbase/orderInquiry/save", tokens.partner, body);
    expect(saved.body.code).toBe(0);
    expect(saved.body.data).toMatchObject({
      departure: "PVG",
      grossWeight: 120.5,
      pieces: 3,
      volume: 0.8,
      source: "YC",
    });
    expect(saved.body.data.inquiryNo).toMatch(/^XJ\d{14}$/);
    const mine = await get<{ total: number; records: InquiryRecord[] }>(
      "/afbase/orderInquiry/list",
      tokens.partner,
    );
    expect(mine.body.data.records[0]?.id).toBe(saved.body.data.id);
    const theirs = await get<{ records: InquiryRecord[] }>(
      "/afbase/orderInquiry/list",
      tokens.staff,
    );
    expect(theirs.body.data.records.some((r) => r.id === saved.body.data.id)).toBe(false);
  });

  it.each([
    [{ departure: "PV" }, "始发港应为 3 位字母三字码"],
    [{ grossWeight: "-1" }, "毛重应为数字，最多 3 位小数"],
    [{ pieces: "1.5" }, "件数应为正整数"],
    [{ flightDate: "2026-02-30" }, "航班日期应为 YYYY-MM-DD 格式的日期"],
    [{ source: "X" }, "来源不正确"],
    [{ extra: 1 }, "请求参数有误：不支持的字段 extra"],
  ])("refuses %j with 400", async (patch, message) => {
    const base = {
      departure: "PVG",
      destination: "LAX",
      grossWeight: "100",
      pieces: "1",
      volume: "",
      flightDate: "",
      airline: "",
      cargoName: "",
      remark: "",
      source: "MANUAL",
    };
    const res = await post("/afbase/orderInquiry/save", tokens.staff, { ...base, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.messageInfo).toBe(message);
  });

  it("serves the quote page with seeded rates and its script, without a login", async () => {
    const res = await h.call("/quote.html?f=pvg&t=LAX&w=120&p=3&v=0.8");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("PVG → LAX");
    expect(html).toContain("计费重量 134 kg");
    expect(html).toContain('data-inquire="');
    const script = await h.call("/quote.js");
    expect(await script.text()).toContain("createInquiry");
    expect((await h.call("/quote.html?f=%3Cscript%3E")).status).toBe(200);
  });

  it("points the frame at our own page unless QUOTE_URL says otherwise", async () => {
    const cfg = await get<{ url: string; origin: string }>("/afbase/quote/config", tokens.staff);
    expect(cfg.body.data).toEqual({ url: "/quote.html", origin: "" });
    const external = loadConfig({ QUOTE_URL: "https://quote.example.com/search" }).quoteUrl;
    expect(quoteConfig(external, "http://localhost:8080/x")).toEqual({
      url: "https://quote.example.com/search",
      origin: "https://quote.example.com",
    });
    expect(loadConfig({ QUOTE_URL: "javascript:alert(1)" }).quoteUrl).toBeUndefined();
  });
});
