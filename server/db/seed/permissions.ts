import type { Queryable } from "../client.ts";

/**
 * The product's permission tree: a menu for every route family of spec 000 §2.2, plus the
 * buttons. Ids are stable, in one range per family, so role grants and menu visits survive a
 * re-seed: AF 100–199 (buttons 1000–1099), HRS 200–299 (buttons 2000–2099), PRM 300–399,
 * CSS 400–499, OS 500–599, sea 600–699, rail 700–799, road 800–899, other business 900–999.
 * A group without a page of its own has path null; an external link's path is its URL.
 */
export type SeedPermission = {
  id: number;
  parentId: number | null;
  kind: "menu" | "button";
  name: string;
  path: string | null;
  icon: string | null;
  sort: number;
  hidden: boolean;
  alwaysShow: boolean;
};

type MenuSpec = {
  id: number;
  name: string;
  path: string | null;
  icon?: string;
  hidden?: boolean;
  children?: MenuSpec[];
  buttons?: { id: number; name: string }[];
};

const leaf = (id: number, path: string | null, name: string, extra: Partial<MenuSpec> = {}) => ({
  id,
  path,
  name,
  ...extra,
});

const group = (
  id: number,
  path: string | null,
  name: string,
  children: MenuSpec[],
  icon?: string,
) => (icon ? { id, path, name, children, icon } : { id, path, name, children });

const ORDER_BUTTON_OFFSETS = [
  ["add", 0],
  ["edit", 5],
  ["export", 1],
  ["lock", 2],
  ["unlock", 3],
  ["approve", 4],
] as const;

/**
 * The order workspace's buttons of one scope (issue 19): create, edit (orders, their tracking
 * lists and files: migration 022), export, lock, apply to unlock, and approve unlock
 * applications. Ids are `first` + the offset (edit came last, so it is `first + 5`); the editor
 * lists them in this order.
 */
export function orderButtons(first: number, menu: string): { id: number; name: string }[] {
  return ORDER_BUTTON_OFFSETS.map(([action, offset]) => ({
    id: first + offset,
    name: `${menu}_${action}`,
  }));
}

/** The external link leaf: the sidebar opens it in a new tab. */
export const IATA_TRACKING_URL = "https://www.iata.org/en/publications/directories/cargo-tracking/";

export const MENU_TREE: MenuSpec[] = [
  group(
    300,
    "/prm",
    "合作伙伴管理",
    [
      leaf(301, "/prm_coop", "合作伙伴"),
      leaf(302, "/prm_coop_agreement", "合作协议"),
      leaf(303, "/prm_inquiry_agent", "询价代理"),
      leaf(304, "/prm_coop_agreement_settlement", "协议结算"),
      leaf(305, "/prm_coop_bill", "合作方账单"),
      leaf(306, "/prm_coop_check", "合作方对账"),
      leaf(307, "/prm_coop_settle", "合作方结算"),
      leaf(308, "/prm_cloud_user", "云平台用户"),
      leaf(309, "/prm_trend", "合作趋势"),
      leaf(310, "/prm_cloud_order", "云平台订单"),
      leaf(311, "/prm_transport_resource", "运力资源"),
      leaf(312, "/prm_port_overlay", "港口覆盖"),
      leaf(313, "/prm_coop_share", "合作方共享"),
      leaf(314, "/prm_coop_sub_type", "合作方子类型"),
      leaf(315, "/prm_contract", "合同管理"),
      leaf(316, "/prm_category", "分类管理"),
      leaf(317, "/prm_log", "合作方日志"),
      leaf(318, "/prm_shipperConsignee", "收发货人"),
      leaf(319, "/prm_service", "服务项目"),
      leaf(320, "/prm_report_receivable_age", "合作方应收账龄"),
      leaf(321, "/prm_budget", "预算管理"),
      leaf(322, "/prm_cost_confirmation", "成本确认"),
    ],
    "prm",
  ),
  group(
    200,
    "/hrs",
    "人事与租户管理",
    [
      leaf(202, "/hrs_org", "机构管理"),
      leaf(203, "/hrs_orgUser", "机构用户"),
      leaf(204, "/hrs_org_configure", "机构配置"),
      leaf(207, "/hrs_dept", "部门管理"),
      leaf(201, "/hrs_user", "用户管理", { buttons: [{ id: 2001, name: "hrs_user_add" }] }),
      leaf(208, "/hrs_user_workgroup", "工作组"),
      leaf(206, "/hrs_role", "角色管理"),
      leaf(205, "/hrs_permission", "权限管理"),
      leaf(213, "/hrs_ics_list", "审批设置"),
      leaf(214, "/hrs_signtemplate", "签名模板"),
      leaf(210, "/hrs_notice", "系统公告"),
      leaf(211, "/hrs_version", "版本管理"),
      leaf(212, "/hrs_doc", "帮助文档"),
      leaf(209, "/hrs_log", "系统日志"),
      leaf(216, "/unDevelop", "电子合同"),
      leaf(215, "/unPermission", "无权限", { hidden: true }),
    ],
    "hrs",
  ),
  group(
    400,
    "/css",
    "结算报表",
    [
      leaf(401, "/css_report_receivable_age", "应收账龄报表"),
      leaf(402, "/css_report_payable_age", "应付账龄报表"),
      leaf(403, "/css_report_collection_plan", "收款计划"),
      leaf(404, "/css_report_business_analysis", "业务分析报表"),
      leaf(405, "/css_report_customer_contribution", "客户贡献度"),
      leaf(406, "/css_report_cost_list", "成本清单"),
      leaf(407, "/css_report_income_cost_list", "收入成本清单"),
      leaf(408, "/css_report_workload", "工作量统计"),
      leaf(409, "/css_report_force_close", "强制关账"),
      leaf(410, "/css_report_voucher_export", "凭证导出"),
      leaf(411, "/css_report_expense", "费用报表"),
      leaf(412, "/css_report_income_statement", "利润表"),
      leaf(413, "/css_report_flight_board", "航班看板"),
      leaf(414, "/css_report_supplier_procurement", "供应商采购报表"),
      group(420, null, "集团报表", [
        leaf(421, "/css_jt_report_receivable_age", "集团应收账龄"),
        leaf(422, "/css_jt_report_payable_age", "集团应付账龄"),
        leaf(423, "/css_jt_report_business_analysis", "集团业务分析"),
        leaf(424, "/css_jt_report_customer_contribution", "集团客户贡献度"),
        leaf(425, "/css_jt_report_income_statement", "集团利润表"),
      ]),
    ],
    "css",
  ),
  group(
    100,
    "/af",
    "空运管理",
    [
      leaf(101, "/af_order", "空运出口订单", { buttons: orderButtons(1001, "af_order") }),
      leaf(109, "/ai_order", "空运进口订单", { buttons: orderButtons(1010, "ai_order") }),
      leaf(104, "/af_orderair", "空运订舱"),
      leaf(105, "/af_online_booking", "在线订舱"),
      leaf(106, "/liteOrder", "简易订单"),
      leaf(107, "/af_order_lch", "集拼订单"),
      leaf(108, "/af_oporder", "操作订单"),
      leaf(102, "/af_order_inquiry", "我的询价"),
      leaf(110, "/af_enquiry_manage", "询盘管理"),
      leaf(111, "/af_price_search", "运价搜索"),
      leaf(112, "/yc_order", "云舱订单"),
      leaf(113, "/outer_order", "外部订单"),
      leaf(114, "/synergy_order", "协同订单"),
      leaf(115, "/af_order_lock_unlock_list", "订单锁定解锁"),
      leaf(116, "/space_manage_index", "舱位管理"),
      leaf(103, "/newCargoTracking", "货物追踪"),
      leaf(117, "/order_share_links", "订单分享链接"),
      group(150, null, "基础资料", [
        leaf(151, "/af_base", "基础数据"),
        leaf(152, "/af_airport", "机场查询"),
        leaf(153, "/af_tact", "TACT查询"),
        leaf(154, "/af_tariff_details", "运价明细查询", {
          buttons: [{ id: 1050, name: "af_tariff_edit" }],
        }),
        leaf(155, "/af_carrier", "航空公司查询"),
        leaf(156, "/af_flight", "航班信息"),
        leaf(157, "/af_tact_public", "公布运价"),
      ]),
      leaf(160, IATA_TRACKING_URL, "IATA 货物追踪"),
    ],
    "af",
  ),
  group(
    500,
    "/os",
    "舱单管理",
    [
      leaf(501, "/os_shipper_order", "发货人舱单"),
      leaf(502, "/os_hawb_arrival_order", "分单运抵"),
      leaf(503, "/os_all_query", "舱单综合查询"),
      leaf(504, "/os_customs_query", "海关回执查询"),
      leaf(505, "/booking_manage", "订舱管理"),
      leaf(506, "/os_waybill", "电子运单"),
    ],
    "os",
  ),
  group(
    600,
    "/sc",
    "海运管理",
    [
      leaf(601, "/se_order", "海运出口订单", { buttons: orderButtons(6001, "se_order") }),
      leaf(602, "/si_order", "海运进口订单", { buttons: orderButtons(6011, "si_order") }),
      leaf(603, "/tc_product", "运价产品"),
      group(610, null, "海运基础资料", [
        leaf(611, "/sc_port_maintenance", "港口维护"),
        leaf(612, "/sc_ship_company", "船公司"),
      ]),
    ],
    "sea",
  ),
  group(
    700,
    "/tc",
    "铁路管理",
    [
      leaf(701, "/te_order", "铁路出口订单", { buttons: orderButtons(7001, "te_order") }),
      leaf(702, "/ti_order", "铁路进口订单", { buttons: orderButtons(7011, "ti_order") }),
    ],
    "rail",
  ),
  group(
    800,
    "/lcManager",
    "陆运管理",
    [
      leaf(801, "/lc_order", "陆运订单", { buttons: orderButtons(8001, "lc_order") }),
      leaf(802, "/vl_order", "派车单"),
      leaf(803, "/lc_base_truck", "车辆档案"),
      leaf(804, "/is_car_hail", "在线叫车"),
    ],
    "road",
  ),
  group(
    900,
    "/ioManager",
    "其他业务",
    [leaf(901, "/io_order", "其他业务订单", { buttons: orderButtons(9001, "io_order") })],
    "other",
  ),
];

function flatten(specs: MenuSpec[], parentId: number | null, out: SeedPermission[]): void {
  specs.forEach((spec, index) => {
    const isGroup = Boolean(spec.children?.length);
    out.push({
      id: spec.id,
      parentId,
      kind: "menu",
      name: spec.name,
      path: spec.path,
      icon: spec.icon ?? null,
      sort: index + 1,
      hidden: spec.hidden ?? false,
      // Top-level and group nodes stay a submenu even with one visible child.
      alwaysShow: isGroup,
    });
    for (const [i, b] of (spec.buttons ?? []).entries()) {
      out.push({
        id: b.id,
        parentId: spec.id,
        kind: "button",
        name: b.name,
        path: null,
        icon: null,
        sort: i + 1,
        hidden: false,
        alwaysShow: false,
      });
    }
    if (spec.children) flatten(spec.children, spec.id, out);
  });
}

export const DEMO_PERMISSIONS: SeedPermission[] = (() => {
  const out: SeedPermission[] = [];
  flatten(MENU_TREE, null, out);
  return out;
})();

const BY_ID = new Map(DEMO_PERMISSIONS.map((p) => [p.id, p]));

/** A node and everything under it. */
function subtree(id: number): number[] {
  const ids = [id];
  for (const p of DEMO_PERMISSIONS) if (p.parentId === id) ids.push(...subtree(p.id));
  return ids;
}

/** Grants for the given nodes plus their ancestors, so a granted leaf's parents are granted too. */
function withAncestors(ids: number[]): number[] {
  const all = new Set<number>();
  for (const id of ids) {
    let current = BY_ID.get(id);
    while (current && !all.has(current.id)) {
      all.add(current.id);
      current = current.parentId === null ? undefined : BY_ID.get(current.parentId);
    }
  }
  return [...all].sort((a, b) => a - b);
}

const without = (ids: number[], excluded: number[]) => {
  const drop = new Set(excluded.flatMap(subtree));
  return ids.filter((id) => !drop.has(id));
};

const ALL = DEMO_PERMISSIONS.map((p) => p.id);

/** Deciding unlock applications stays with the administrator. */
const APPROVE_BUTTONS = DEMO_PERMISSIONS.filter(
  (p) => p.kind === "button" && p.name.endsWith("_order_approve"),
).map((p) => p.id);

/**
 * admin: everything. staff: the operations families and the reports, no HRS, no partner
 * settlement or budget, no group reports, one button. partner: a few air-freight lookups,
 * inquiries and cargo tracking, and the partner share page.
 */
export const ROLE_GRANTS: Record<"admin" | "staff" | "partner", number[]> = {
  admin: ALL,
  staff: withAncestors([
    ...without(subtree(100), APPROVE_BUTTONS),
    ...subtree(500),
    ...without(subtree(600), APPROVE_BUTTONS),
    ...without(subtree(700), APPROVE_BUTTONS),
    ...without(subtree(800), APPROVE_BUTTONS),
    ...without(subtree(900), APPROVE_BUTTONS),
    ...without(subtree(400), [420]),
    ...without(subtree(300), [304, 307, 321]),
  ]),
  partner: withAncestors([102, 103, 111, 157, 313]),
};

/**
 * Idempotent: a re-seed on an existing data dir updates names, paths, parents and order in
 * place. Grants are added only for nodes this run creates (all of them on a fresh database),
 * so a grant an administrator later removes is not put back on the next start.
 */
export async function seedPermissionTree(q: Queryable): Promise<void> {
  const existing = new Set(
    (await q.query<{ id: number }>("select id from permissions")).map((r) => r.id),
  );
  // One statement for the whole tree (a start runs this every time). Parents come before their
  // children in the flattened order, and the parent key is checked at the statement's end.
  const col = <K extends keyof SeedPermission>(k: K) => DEMO_PERMISSIONS.map((p) => p[k]);
  await q.query(
    `insert into permissions (id, parent_id, kind, name, label, path, icon, sort, hidden, always_show)
     select x.id, x.parent_id, x.kind, x.name, x.name, x.path, x.icon, x.sort, x.hidden, x.always_show
     from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[],
                 $8::boolean[], $9::boolean[])
       with ordinality as x(id, parent_id, kind, name, path, icon, sort, hidden, always_show, n)
     order by x.n
     on conflict (id) do update set
       parent_id = excluded.parent_id, kind = excluded.kind, name = excluded.name,
       label = excluded.label, path = excluded.path, icon = excluded.icon, sort = excluded.sort,
       hidden = excluded.hidden, always_show = excluded.always_show`,
    [
      col("id"),
      col("parentId"),
      col("kind"),
      col("name"),
      col("path"),
      col("icon"),
      col("sort"),
      col("hidden"),
      col("alwaysShow"),
    ],
  );
  const created = new Set(ALL.filter((id) => !existing.has(id)));
  for (const [roleCode, granted] of Object.entries(ROLE_GRANTS)) {
    const ids = granted.filter((id) => created.has(id));
    // New nodes for every role of that code; the whole set for a role that has no grant yet
    // (an organisation added to the seed after the tree existed).
    await q.query(
      `insert into role_permissions (role_id, permission_id)
       select r.id, p.id from roles r
       join permissions p on p.id = any(case
         when exists (select 1 from role_permissions x where x.role_id = r.id) then $2::int[]
         else $3::int[] end)
       where r.code = $1
       on conflict do nothing`,
      [roleCode, ids, granted],
    );
  }
}
