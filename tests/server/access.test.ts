import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../../server/db/client.ts";
import { migrate } from "../../server/db/migrate.ts";
import { seedDemo } from "../../server/db/seed/demo.ts";
import type { MenuNode, MenuNodeWithHave } from "../../server/http/permissions.ts";
import { ORDER_ACTIONS, type OrderAction, orderButton } from "../../src/domain/order.ts";
import { BUSINESS_SCOPES } from "../../src/domain/scope.ts";
import { DEMO_PASSWORD, type Harness, startHarness } from "./harness.ts";
import { api, type Body, json, orgIds, signIn, userIds } from "./helpers.ts";

let h: Harness;
const tokens: Record<"admin" | "staff" | "phone" | "partner" | "admin2", string> = {
  admin: "",
  staff: "",
  phone: "",
  partner: "",
  admin2: "",
};
const ids = { demo: 0, demo2: 0, admin: 0, staff: 0, partner: 0 };

beforeAll(async () => {
  h = await startHarness();
  Object.assign(tokens, await signIn(h, "admin", "staff", "phone", "partner", "admin2"));
  Object.assign(ids, await orgIds(h));
  const users = await userIds(h);
  ids.admin = users.admin;
  ids.staff = users.staff;
  ids.partner = users.partner;
});
afterAll(() => h.close());

const { get, send } = api(() => h);

function flatten<N extends { children: N[] }>(nodes: N[], depth = 1): (N & { depth: number })[] {
  return nodes.flatMap((n) => [{ ...n, depth }, ...flatten(n.children, depth + 1)]);
}

const pathsOf = (nodes: { path: string | null; children: unknown[] }[]) =>
  flatten(nodes as MenuNode[])
    .map((n) => n.path)
    .filter((p): p is string => p !== null);

/** Every route of spec 000 §2.2's families that is a page of its own. */
const SPEC_PATHS = {
  PRM: [
    "/prm",
    "/prm_coop",
    "/prm_coop_agreement",
    "/prm_inquiry_agent",
    "/prm_coop_agreement_settlement",
    "/prm_coop_bill",
    "/prm_coop_check",
    "/prm_coop_settle",
    "/prm_cloud_user",
    "/prm_trend",
    "/prm_cloud_order",
    "/prm_transport_resource",
    "/prm_port_overlay",
    "/prm_coop_share",
    "/prm_coop_sub_type",
    "/prm_contract",
    "/prm_category",
    "/prm_log",
    "/prm_shipperConsignee",
    "/prm_service",
    "/prm_report_receivable_age",
    "/prm_budget",
    "/prm_cost_confirmation",
  ],
  HRS: [
    "/hrs",
    "/hrs_org",
    "/hrs_orgUser",
    "/hrs_org_configure",
    "/hrs_permission",
    "/hrs_role",
    "/hrs_dept",
    "/hrs_user",
    "/hrs_user_workgroup",
    "/hrs_log",
    "/hrs_notice",
    "/hrs_version",
    "/hrs_doc",
    "/hrs_ics_list",
    "/hrs_signtemplate",
    "/unPermission",
    "/unDevelop",
  ],
  CSS: ["/css", "/css_report_business_analysis"],
  AF: [
    "/af",
    "/af_base",
    "/af_orderair",
    "/af_online_booking",
    "/af_order",
    "/liteOrder",
    "/af_order_lch",
    "/af_oporder",
    "/ai_order",
    "/af_enquiry_manage",
    "/af_order_inquiry",
    "/af_price_search",
    "/yc_order",
    "/outer_order",
    "/synergy_order",
    "/af_order_lock_unlock_list",
    "/space_manage_index",
    "/af_airport",
    "/af_tact",
    "/af_tariff_details",
    "/af_carrier",
    "/af_flight",
    "/af_tact_public",
  ],
  OS: ["/os_shipper_order", "/os_hawb_arrival_order", "/os_all_query", "/os_customs_query"],
  SEA_RAIL: [
    "/si_order",
    "/se_order",
    "/te_order",
    "/ti_order",
    "/tc_product",
    "/sc_port_maintenance",
    "/sc_ship_company",
  ],
  GROUPS: ["/lcManager", "/lc_order", "/vl_order", "/lc_base_truck", "/ioManager", "/io_order"],
};

describe("GET /hrs/permission", () => {
  it("gives the administrator every family, in order, with every spec path", async () => {
    const { status, body } = await get<MenuNode[]>("/hrs/permission", tokens.admin);
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.map((n) => n.name)).toEqual([
      "合作伙伴管理",
      "人事与租户管理",
      "结算报表",
      "空运管理",
      "舱单管理",
      "海运管理",
      "铁路管理",
      "陆运管理",
      "其他业务",
    ]);
    const paths = pathsOf(body.data);
    for (const path of Object.values(SPEC_PATHS).flat()) expect(paths).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("answers nodes of exactly the contract's shape, sorted, with depth 3 and special leaves", async () => {
    const { body } = await get<MenuNode[]>("/hrs/permission", tokens.admin);
    const all = flatten(body.data);
    for (const n of all) {
      expect(Object.keys(n).sort()).toEqual(
        ["alwaysShow", "children", "depth", "hidden", "icon", "id", "label", "name", "path"].sort(),
      );
      expect(typeof n.id).toBe("number");
      expect(n.name.length).toBeGreaterThan(0);
      expect(n.label).toBe(n.name);
    }
    expect(Math.max(...all.map((n) => n.depth))).toBe(3);
    const af = body.data.find((n) => n.path === "/af");
    expect(af?.icon).toBe("af");
    expect(af?.alwaysShow).toBe(true);
    const base = af?.children.find((n) => n.name === "基础资料");
    expect(base?.path).toBeNull();
    expect(base?.children.map((n) => n.path)).toEqual([
      "/af_base",
      "/af_airport",
      "/af_tact",
      "/af_tariff_details",
      "/af_carrier",
      "/af_flight",
      "/af_tact_public",
    ]);
    expect(all.find((n) => n.path?.startsWith("https://www.iata.org/"))?.name).toBe(
      "IATA 货物追踪",
    );
    expect(all.find((n) => n.path === "/unPermission")?.hidden).toBe(true);
    expect(all.find((n) => n.path === "/unDevelop")?.hidden).toBe(false);
    expect(all.filter((n) => n.hidden)).toHaveLength(1);
    // No buttons in the menu tree.
    expect(all.some((n) => n.name === "af_order_add")).toBe(false);
    // Children sorted: the first AF leaves are the export and import orders.
    expect(af?.children.slice(0, 2).map((n) => n.path)).toEqual(["/af_order", "/ai_order"]);
  });

  it("gives staff the operations families and reports, but no HRS, settlement, budget or group reports", async () => {
    const { body } = await get<MenuNode[]>("/hrs/permission", tokens.staff);
    expect(body.data.map((n) => n.path)).toEqual([
      "/prm",
      "/css",
      "/af",
      "/os",
      "/sc",
      "/tc",
      "/lcManager",
      "/ioManager",
    ]);
    const paths = pathsOf(body.data);
    for (const p of ["/hrs", "/hrs_user", "/unDevelop", "/unPermission"])
      expect(paths).not.toContain(p);
    for (const p of ["/prm_coop_agreement_settlement", "/prm_coop_settle", "/prm_budget"])
      expect(paths).not.toContain(p);
    expect(paths.some((p) => p.startsWith("/css_jt_"))).toBe(false);
    for (const p of [...SPEC_PATHS.AF, ...SPEC_PATHS.OS, ...SPEC_PATHS.SEA_RAIL, "/prm_coop"])
      expect(paths).toContain(p);
    // The phone-login staff member has the same role.
    const phone = await get<MenuNode[]>("/hrs/permission", tokens.phone);
    expect(phone.body.data).toEqual(body.data);
  });

  it("gives the partner a few air-freight pages and the partner share page, with their parents", async () => {
    const { body } = await get<MenuNode[]>("/hrs/permission", tokens.partner);
    const shape = (nodes: MenuNode[]): unknown =>
      nodes.map((n) => (n.children.length ? { [n.name]: shape(n.children) } : n.path));
    expect(shape(body.data)).toEqual([
      { 合作伙伴管理: ["/prm_coop_share"] },
      {
        空运管理: [
          "/af_order_inquiry",
          "/af_price_search",
          "/newCargoTracking",
          { 基础资料: ["/af_tact_public"] },
        ],
      },
    ]);
  });
});

describe("GET /hrs/permission/getAllPermissionAndHave", () => {
  it("answers the whole tree for every role, marking what each has", async () => {
    const admin = await get<MenuNodeWithHave[]>(
      "/hrs/permission/getAllPermissionAndHave",
      tokens.admin,
    );
    const partner = await get<MenuNodeWithHave[]>(
      "/hrs/permission/getAllPermissionAndHave",
      tokens.partner,
    );
    const strip = (nodes: MenuNodeWithHave[]): unknown =>
      nodes.map(({ have: _have, children, ...rest }) => ({ ...rest, children: strip(children) }));
    expect(strip(partner.body.data)).toEqual(strip(admin.body.data));
    expect(flatten(admin.body.data).every((n) => n.have)).toBe(true);
    const byPath = new Map(flatten(partner.body.data).map((n) => [n.path, n.have]));
    expect(byPath.get("/af_order_inquiry")).toBe(true);
    expect(byPath.get("/af")).toBe(true);
    expect(byPath.get("/af_order")).toBe(false);
    expect(byPath.get("/hrs")).toBe(false);
    expect(byPath.get("/af_tact_public")).toBe(true);
    expect(byPath.get("/af_tact")).toBe(false);
  });

  it("keeps only the caller's own tree when filtered by have", async () => {
    for (const token of [tokens.admin, tokens.staff, tokens.partner]) {
      const all = await get<MenuNodeWithHave[]>("/hrs/permission/getAllPermissionAndHave", token);
      const own = await get<MenuNode[]>("/hrs/permission", token);
      const keep = (nodes: MenuNodeWithHave[]): MenuNode[] =>
        nodes
          .filter((n) => n.have)
          .map(({ have: _have, children, ...rest }) => ({ ...rest, children: keep(children) }));
      expect(keep(all.body.data)).toEqual(own.body.data);
    }
  });
});

describe("GET /hrs/permission/getButtonInfo", () => {
  // Every scope's order buttons; deciding unlock applications stays with the administrator.
  const orderButtons = (actions: readonly OrderAction[]) =>
    BUSINESS_SCOPES.flatMap((scope) => actions.map((action) => orderButton(scope, action)));
  const byName = (names: string[]) => [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  it.each([
    ["admin", byName([...orderButtons(ORDER_ACTIONS), "hrs_user_add", "af_tariff_edit"])],
    [
      "staff",
      byName([...orderButtons(ORDER_ACTIONS.filter((a) => a !== "approve")), "af_tariff_edit"]),
    ],
    ["partner", []],
  ] as const)("answers the %s's buttons", async (who, buttons) => {
    const { body } = await get<string[]>("/hrs/permission/getButtonInfo", tokens[who]);
    // In name order; compared sorted alike, whatever the database's collation.
    expect(byName(body.data)).toEqual(buttons);
  });
});

describe("GET /hrs/org/getMyOrgList", () => {
  it("lists the caller's memberships, default first", async () => {
    const admin = await get("/hrs/org/getMyOrgList", tokens.admin);
    expect(admin.body.data).toMatchObject([
      { orgId: ids.demo, orgName: "上海演示国际货运代理有限公司", isDefault: true },
      { orgId: ids.demo2, orgName: "深圳演示二号供应链管理有限公司", isDefault: false },
    ]);
    const staff = await get("/hrs/org/getMyOrgList", tokens.staff);
    expect(staff.body.data).toHaveLength(1);
    // What the session's user info says of the organisation comes along (issue 20).
    expect((staff.body.data as unknown[])[0]).toEqual({
      orgId: ids.demo,
      orgName: "上海演示国际货运代理有限公司",
      isDefault: true,
      orgCode: "DEMO",
      orgVersion: "FULL",
      privateSaas: false,
      validUntil: expect.any(String),
      orgTheme: null,
      orgRelease: 0,
    });
  });
});

describe("page language", () => {
  it("defaults to zh-CN, stores a switch, and the login answer carries it", async () => {
    const token = await h.login("0|13800000001|DEMO");
    expect((await get("/hrs/user/paramText", token)).body).toMatchObject({
      code: 0,
      data: "zh-CN",
    });
    const put = await send("/hrs/user/paramText", token, { paramText: "en-US" }, { method: "PUT" });
    expect(put.body).toMatchObject({ code: 0, data: true });
    expect((await get("/hrs/user/paramText", token)).body.data).toBe("en-US");
    const res = await h.call("/auth/oauth/token", {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "password",
        username: "0|13800000001|DEMO",
        password: "Demo@2026",
      }),
    });
    expect((await json<Body<{ pageLanguage: string }>>(res)).data.pageLanguage).toBe("en-US");
    // Other people keep theirs.
    expect((await get("/hrs/user/paramText", tokens.staff)).body.data).toBe("zh-CN");
    await send("/hrs/user/paramText", token, { paramText: "zh-CN" }, { method: "PUT" });
  });

  it("lists the languages", async () => {
    expect((await get("/hrs/user/selectParamTexts", tokens.partner)).body.data).toEqual([
      { value: "zh-CN", label: "简体中文" },
      { value: "en-US", label: "English" },
    ]);
  });

  it.each([
    ["an unknown language", { paramText: "fr-FR" }, 400, "语言代码不正确，应为 zh-CN 或 en-US"],
    ["a number", { paramText: 1 }, 400, "语言代码不正确，应为 zh-CN 或 en-US"],
    ["a missing field", {}, 400, "语言代码不正确，应为 zh-CN 或 en-US"],
    [
      "an unknown field",
      { paramText: "zh-CN", admin: true },
      400,
      "请求参数有误：不支持的字段 admin",
    ],
    [
      "10 kB of text",
      { paramText: "x".repeat(10_240) },
      400,
      "语言代码不正确，应为 zh-CN 或 en-US",
    ],
    ["an array", ["zh-CN"], 400, "请求参数有误"],
    ["broken JSON", "{paramText:", 400, "请求参数有误：JSON 格式不正确"],
    ["100 kB", { paramText: "x".repeat(100 * 1024) }, 413, "请求内容过大"],
  ])("refuses %s with a clear message", async (_name, body, status, message) => {
    const res = await send("/hrs/user/paramText", tokens.staff, body, { method: "PUT" });
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ code: status, messageInfo: message, data: null });
  });

  it("refuses a form body with 415", async () => {
    const res = await send("/hrs/user/paramText", tokens.staff, "paramText=en-US", {
      method: "PUT",
      contentType: "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(415);
  });
});

describe("GET /hrs/language/pages", () => {
  it("answers an empty map when there are no overrides", async () => {
    const { body } = await get(
      "/hrs/language/pages?pageType=shell&languageCode=zh-CN",
      tokens.staff,
    );
    expect(body).toEqual({ code: 0, messageInfo: "操作成功", data: {} });
  });

  it("answers the overrides of that page and language only", async () => {
    await h.db.query(
      `insert into language_pages (page_type, language_code, key, text) values
       ('dashboard', 'en-US', 'title', 'Home'), ('dashboard', 'en-US', '__proto__', 'x'),
       ('dashboard', 'zh-CN', 'title', '首页'), ('shell', 'en-US', 'title', 'Shell')`,
    );
    const { body } = await get<Record<string, string>>(
      "/hrs/language/pages?pageType=dashboard&languageCode=en-US",
      tokens.staff,
    );
    expect(body.data).toEqual(JSON.parse('{"__proto__":"x","title":"Home"}'));
  });

  it.each([
    ["a bad language", "pageType=shell&languageCode=fr", "语言代码不正确，应为 zh-CN 或 en-US"],
    ["no language", "pageType=shell", "语言代码不正确，应为 zh-CN 或 en-US"],
    ["no page type", "languageCode=zh-CN", "页面类型不正确"],
    ["a hostile page type", "pageType=%27%3B%20drop%20table&languageCode=zh-CN", "页面类型不正确"],
    ["10 kB", `pageType=${"x".repeat(10_240)}&languageCode=zh-CN`, "页面类型不正确"],
  ])("refuses %s with 400", async (_name, query, message) => {
    const { status, body } = await get(`/hrs/language/pages?${query}`, tokens.staff);
    expect(status).toBe(400);
    expect(body.messageInfo).toBe(message);
  });
});

type Page = {
  total: number;
  current: number;
  size: number;
  records: { id: number; title: string; createTime: string; kind: string }[];
};

describe("counters: GET /prm/api/toDo and /prm/api/haveMessage", () => {
  const q = (orgId: number, userId: number, extra = "") =>
    `?orgId=${orgId}&userId=${userId}${extra}`;

  it("counts the seeded approvals and unread messages per user and organisation", async () => {
    const cases: [string, number, number, number, number][] = [
      // Issue 34: only the seeded unlock applications the caller may decide count (the
      // administrator holds the approve buttons; staff and partner decide nothing).
      [tokens.admin, ids.demo, ids.admin, 3, 12],
      [tokens.staff, ids.demo, ids.staff, 0, 5],
      [tokens.partner, ids.demo, ids.partner, 0, 2],
      [tokens.admin2, ids.demo2, ids.admin, 0, 0],
    ];
    for (const [token, orgId, userId, todo, unread] of cases) {
      const a = await get<Page>(`/prm/api/toDo${q(orgId, userId)}`, token);
      const m = await get<Page>(`/prm/api/haveMessage${q(orgId, userId)}`, token);
      expect(a.body.data.total).toBe(todo);
      expect(m.body.data.total).toBe(unread);
    }
  });

  it("pages with size 10 by default, newest first, ISO times", async () => {
    const first = await get<Page>(`/prm/api/haveMessage${q(ids.demo, ids.admin)}`, tokens.admin);
    expect(first.body.data).toMatchObject({ total: 12, current: 1, size: 10 });
    expect(first.body.data.records).toHaveLength(10);
    const second = await get<Page>(
      `/prm/api/haveMessage${q(ids.demo, ids.admin, "&current=2")}`,
      tokens.admin,
    );
    expect(second.body.data.records).toHaveLength(2);
    const all = [...first.body.data.records, ...second.body.data.records];
    expect(new Set(all.map((r) => r.id)).size).toBe(12);
    const times = all.map((r) => r.createTime);
    for (const t of times) expect(t).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect([...times].sort().reverse()).toEqual(times);
    const record = all[0];
    expect(Object.keys(record ?? {}).sort()).toEqual(["createTime", "id", "kind", "title"]);
    const small = await get<Page>(
      `/prm/api/toDo${q(ids.demo, ids.admin, "&current=2&size=2&_t=1700000000000")}`,
      tokens.admin,
    );
    expect(small.body.data).toMatchObject({ total: 3, current: 2, size: 2 });
    expect(small.body.data.records).toHaveLength(1);
    const beyond = await get<Page>(
      `/prm/api/toDo${q(ids.demo, ids.admin, "&current=99")}`,
      tokens.admin,
    );
    expect(beyond.body.data).toMatchObject({ total: 3, records: [] });
  });

  it("follows the tables: a decided application, or a role that may not decide, does not count", async () => {
    const path = `/prm/api/toDo${q(ids.demo, ids.admin)}`;
    const [app] = await h.db.query<{ id: number }>(
      `select a.id from order_unlock_applications a join business_orders o on o.id = a.order_id
       where o.order_code = 'AI2500001' and a.org_id = $1`,
      [ids.demo],
    );
    await h.db.query("update order_unlock_applications set status = 1 where id = $1", [app?.id]);
    expect((await get<Page>(path, tokens.admin)).body.data.total).toBe(2);
    await h.db.query("update order_unlock_applications set status = 0 where id = $1", [app?.id]);
    expect((await get<Page>(path, tokens.admin)).body.data.total).toBe(3);
    // An approval addressed to a member whose role holds no approve button is not theirs to do.
    await h.db.query(
      `insert into approvals (org_id, user_id, title, kind, application_id)
       values ($1, $2, '测试审批', 'unlock', $3)`,
      [ids.demo, ids.staff, app?.id],
    );
    expect(
      (await get<Page>(`/prm/api/toDo${q(ids.demo, ids.staff)}`, tokens.staff)).body.data.total,
    ).toBe(0);
    await h.db.query("delete from approvals where title = '测试审批'");
  });

  it.each([
    ["another organisation", () => q(ids.demo2, ids.staff), 403],
    ["another user", () => q(ids.demo, ids.admin), 403],
  ])("refuses %s with 403", async (_name, query, status) => {
    for (const call of ["toDo", "haveMessage"]) {
      const res = await get(`/prm/api/${call}${query()}`, tokens.staff);
      expect(res.status).toBe(status);
      expect(res.body.messageInfo).toBe("您没有操作权限,请联系管理员");
    }
  });

  it.each([
    ["size over 100", "&size=101", "size 不能大于 100"],
    ["size 0", "&size=0", "size 应为正整数"],
    ["current 0", "&current=0", "current 应为正整数"],
    ["a negative page", "&current=-1", "current 应为正整数"],
    ["text for a number", "&current=abc", "current 应为正整数"],
    ["a fraction", "&size=2.5", "size 应为正整数"],
    ["10 kB", `&size=${"9".repeat(10_240)}`, "size 应为正整数"],
  ])("refuses %s with 400", async (_name, extra, message) => {
    const res = await get(`/prm/api/toDo${q(ids.demo, ids.staff, extra)}`, tokens.staff);
    expect(res.status).toBe(400);
    expect(res.body.messageInfo).toBe(message);
  });

  it("requires orgId and userId", async () => {
    expect((await get(`/prm/api/toDo?userId=${ids.staff}`, tokens.staff)).body.messageInfo).toBe(
      "orgId 不能为空",
    );
    expect((await get(`/prm/api/haveMessage?orgId=${ids.demo}`, tokens.staff)).status).toBe(400);
  });
});

describe("POST /prm/api/readMessage", () => {
  it("marks one of the caller's messages read, once", async () => {
    const path = `/prm/api/haveMessage?orgId=${ids.demo}&userId=${ids.staff}`;
    const before = await get<Page>(path, tokens.staff);
    const id = before.body.data.records[0]?.id ?? 0;
    expect((await send("/prm/api/readMessage", tokens.staff, { id })).body.code).toBe(0);
    expect((await send("/prm/api/readMessage", tokens.staff, { id })).body.code).toBe(0);
    const after = await get<Page>(path, tokens.staff);
    expect(after.body.data.total).toBe(before.body.data.total - 1);
    expect(after.body.data.records.some((r) => r.id === id)).toBe(false);
  });

  it("does not touch someone else's message", async () => {
    const [row] = await h.db.query<{ id: number }>(
      "select id from messages where user_id = $1 and read_at is null limit 1",
      [ids.admin],
    );
    const res = await send("/prm/api/readMessage", tokens.staff, { id: row?.id });
    expect(res.status).toBe(404);
    const again = await send("/prm/api/readMessage", tokens.admin2, { id: row?.id });
    expect(again.status).toBe(404);
    const [still] = await h.db.query<{ read_at: Date | null }>(
      "select read_at from messages where id = $1",
      [row?.id],
    );
    expect(still?.read_at).toBeNull();
  });

  it.each([
    ["a string id", { id: "1" }, "id 应为正整数"],
    ["a fraction", { id: 1.5 }, "id 应为正整数"],
    ["a huge id", { id: 2 ** 40 }, "id 应为正整数"],
    ["no id", {}, "id 应为正整数"],
    ["an unknown field", { id: 1, all: true }, "请求参数有误：不支持的字段 all"],
    ["null", null, "请求参数有误"],
  ])("refuses %s with 400", async (_name, body, message) => {
    const res = await send("/prm/api/readMessage", tokens.staff, body);
    expect(res.status).toBe(400);
    expect(res.body.messageInfo).toBe(message);
  });
});

describe("POST /hrs/userAccessRecord/recordMenu", () => {
  const rows = (userId: number, orgId: number, permissionId: number) =>
    h.db.query<{ access_count: number; status: number; sort: number; permission_name: string }>(
      `select access_count, status, sort, permission_name from user_access_records
       where user_id = $1 and org_id = $2 and permission_id = $3`,
      [userId, orgId, permissionId],
    );

  it("counts visits per user, organisation and menu, leaving status and sort alone", async () => {
    const visit = { id: 101, name: "Export orders", path: "/af_order" };
    expect((await send("/hrs/userAccessRecord/recordMenu", tokens.admin, visit)).body).toEqual({
      code: 0,
      messageInfo: "操作成功",
      data: true,
    });
    expect(await rows(ids.admin, ids.demo, 101)).toEqual([
      { access_count: 1, status: 0, sort: -1, permission_name: "空运出口订单" },
    ]);
    await h.db.query(
      "update user_access_records set status = 1, sort = 3 where user_id = $1 and permission_id = 101",
      [ids.admin],
    );
    await send("/hrs/userAccessRecord/recordMenu", tokens.admin, visit);
    expect(await rows(ids.admin, ids.demo, 101)).toMatchObject([
      { access_count: 2, status: 1, sort: 3 },
    ]);
    // The same person in the other organisation has a row of their own.
    await send("/hrs/userAccessRecord/recordMenu", tokens.admin2, visit);
    expect(await rows(ids.admin, ids.demo2, 101)).toMatchObject([{ access_count: 1 }]);
    expect(await rows(ids.admin, ids.demo, 101)).toMatchObject([{ access_count: 2 }]);
  });

  it("records a group's welcome page and the external link, not the placeholder pages", async () => {
    expect(
      (
        await send("/hrs/userAccessRecord/recordMenu", tokens.staff, {
          id: 100,
          name: "空运管理",
          path: "/af",
        })
      ).body.data,
    ).toBe(true);
    const undevelop = await send("/hrs/userAccessRecord/recordMenu", tokens.admin, {
      id: 216,
      name: "电子合同",
      path: "/unDevelop",
    });
    expect(undevelop.body).toMatchObject({ code: 0, data: false });
    expect(await rows(ids.admin, ids.demo, 216)).toEqual([]);
  });

  it.each([
    ["a menu the role lacks", "partner", { id: 101, name: "x", path: "/af_order" }],
    ["HRS for staff", "staff", { id: 201, name: "x", path: "/hrs_user" }],
    ["an unknown id", "admin", { id: 999_999, name: "x", path: "/x" }],
    ["a button id", "admin", { id: 1001, name: "af_order_add", path: "" }],
  ] as const)("refuses %s with 403", async (_name, who, body) => {
    const res = await send("/hrs/userAccessRecord/recordMenu", tokens[who], body);
    expect(res.status).toBe(403);
    expect(res.body.messageInfo).toBe("您没有操作权限,请联系管理员");
  });

  it.each([
    ["a string id", { id: "101", name: "x", path: "/af_order" }, "id 应为正整数"],
    ["no name", { id: 101, path: "/af_order" }, "菜单名称不能为空"],
    ["an empty name", { id: 101, name: "", path: "/af_order" }, "菜单名称不能为空"],
    [
      "10 kB of name",
      { id: 101, name: "名".repeat(3_400), path: "/af_order" },
      "菜单名称不能超过 200 个字符",
    ],
    [
      "10 kB of path",
      { id: 101, name: "x", path: "/".repeat(10_240) },
      "菜单路径不能超过 500 个字符",
    ],
    ["a number path", { id: 101, name: "x", path: 5 }, "菜单路径应为文本"],
    [
      "an unknown field",
      { id: 101, name: "x", path: "/af_order", userId: 1 },
      "请求参数有误：不支持的字段 userId",
    ],
  ])("refuses %s with 400", async (_name, body, message) => {
    const res = await send("/hrs/userAccessRecord/recordMenu", tokens.admin, body);
    expect(res.status).toBe(400);
    expect(res.body.messageInfo).toBe(message);
  });
});

describe("seeding the permission tree", () => {
  // Two whole demo seeds (password hashes included) on one embedded database: slow on a busy host.
  it("updates nodes in place on a re-seed, adds new nodes with grants, and respects removed grants", async () => {
    const db = await openPglite();
    try {
      await migrate(db);
      await seedDemo(db, DEMO_PASSWORD);
      const count = async (sql: string) =>
        Number((await db.query<{ n: number }>(`select count(*)::int as n from (${sql}) x`))[0]?.n);
      const staffGrant = (permissionId: number) =>
        count(
          `select 1 from role_permissions rp join roles r on r.id = rp.role_id
           where r.code = 'staff' and rp.permission_id = ${permissionId}`,
        );
      const totals = {
        menus: await count("select 1 from permissions where kind = 'menu'"),
        grants: await count("select 1 from role_permissions"),
        approvals: await count("select 1 from approvals"),
        messages: await count("select 1 from messages"),
      };
      expect(totals.menus).toBeGreaterThan(100);

      // An older tree: a renamed node, a node that did not exist yet, a grant an admin removed.
      await db.query(
        "update permissions set name = '旧名称', path = '/old', sort = 99 where id = 101",
      );
      await db.query("delete from permissions where id = 160");
      const removed = await staffGrant(108);
      await db.query(
        `delete from role_permissions rp using roles r
         where r.id = rp.role_id and r.code = 'staff' and rp.permission_id = 108`,
      );
      await seedDemo(db, DEMO_PASSWORD);

      const [renamed] = await db.query<{ name: string; path: string; sort: number }>(
        "select name, path, sort from permissions where id = 101",
      );
      expect(renamed).toEqual({ name: "空运出口订单", path: "/af_order", sort: 1 });
      // Every organisation's staff role (DEMO, DEMO2 and the supplier's) gets the new node.
      const staffRoles = await count("select 1 from roles where code = 'staff'");
      expect(staffRoles).toBeGreaterThanOrEqual(2);
      expect(await staffGrant(160)).toBe(staffRoles);
      expect(await staffGrant(108)).toBe(0);
      expect(await count("select 1 from permissions where kind = 'menu'")).toBe(totals.menus);
      expect(await count("select 1 from approvals")).toBe(totals.approvals);
      expect(await count("select 1 from messages")).toBe(totals.messages);
      expect(await count("select 1 from role_permissions")).toBe(totals.grants - removed);
    } finally {
      await db.close();
    }
  }, 120_000);
});
