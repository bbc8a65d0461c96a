import type { Lang } from "..";

/**
 * The names of the product's menus in both languages, keyed by the menu's path (a group with no
 * page of its own: `#<id>`). Menus reach the client from the server (GET /hrs/permission) in the
 * organisation's stored wording; `localizeMenus` gives each the catalogue's name for the page's
 * language where the catalogue knows the menu, and keeps the server's name where it does not
 * (a menu added after this build). tests/unit/i18n.test.ts holds it to the server's menu seed.
 */
export const MENU_NAMES: Readonly<Record<string, readonly [zhCN: string, enUS: string]>> = {
  "/prm": ["合作伙伴管理", "Partner management"],
  "/prm_coop": ["合作伙伴", "Partners"],
  "/prm_coop_agreement": ["合作协议", "Partner agreements"],
  "/prm_inquiry_agent": ["询价代理", "Inquiry agents"],
  "/prm_coop_agreement_settlement": ["协议结算", "Agreement settlement"],
  "/prm_coop_bill": ["合作方账单", "Partner bills"],
  "/prm_coop_check": ["合作方对账", "Partner reconciliation"],
  "/prm_coop_settle": ["合作方结算", "Partner settlement"],
  "/prm_cloud_user": ["云平台用户", "Cloud users"],
  "/prm_trend": ["合作趋势", "Partnership trends"],
  "/prm_cloud_order": ["云平台订单", "Cloud orders"],
  "/prm_transport_resource": ["运力资源", "Transport capacity"],
  "/prm_port_overlay": ["港口覆盖", "Port coverage"],
  "/prm_coop_share": ["合作方共享", "Partner sharing"],
  "/prm_coop_sub_type": ["合作方子类型", "Partner subtypes"],
  "/prm_contract": ["合同管理", "Contracts"],
  "/prm_category": ["分类管理", "Categories"],
  "/prm_log": ["合作方日志", "Partner log"],
  "/prm_shipperConsignee": ["收发货人", "Shippers and consignees"],
  "/prm_service": ["服务项目", "Service items"],
  "/prm_report_receivable_age": ["合作方应收账龄", "Partner receivables ageing"],
  "/prm_budget": ["预算管理", "Budgets"],
  "/prm_cost_confirmation": ["成本确认", "Cost confirmation"],
  "/hrs": ["人事与租户管理", "Staff and tenant"],
  "/hrs_org": ["机构管理", "Organisations"],
  "/hrs_orgUser": ["机构用户", "Organisation users"],
  "/hrs_org_configure": ["机构配置", "Organisation settings"],
  "/hrs_dept": ["部门管理", "Departments"],
  "/hrs_user": ["用户管理", "Users"],
  "/hrs_user_workgroup": ["工作组", "Workgroups"],
  "/hrs_role": ["角色管理", "Roles"],
  "/hrs_permission": ["权限管理", "Permissions"],
  "/hrs_ics_list": ["审批设置", "Approval settings"],
  "/hrs_signtemplate": ["签名模板", "Signature templates"],
  "/hrs_notice": ["系统公告", "System notices"],
  "/hrs_version": ["版本管理", "Versions"],
  "/hrs_doc": ["帮助文档", "Help documents"],
  "/hrs_log": ["系统日志", "System log"],
  "/unDevelop": ["电子合同", "E-contracts"],
  "/unPermission": ["无权限", "No permission"],
  "/css": ["结算报表", "Settlement reports"],
  "/css_report_receivable_age": ["应收账龄报表", "Receivables ageing"],
  "/css_report_payable_age": ["应付账龄报表", "Payables ageing"],
  "/css_report_collection_plan": ["收款计划", "Collection plan"],
  "/css_report_business_analysis": ["业务分析报表", "Business analysis"],
  "/css_report_customer_contribution": ["客户贡献度", "Customer contribution"],
  "/css_report_cost_list": ["成本清单", "Cost list"],
  "/css_report_income_cost_list": ["收入成本清单", "Income and cost list"],
  "/css_report_workload": ["工作量统计", "Workload"],
  "/css_report_force_close": ["强制关账", "Forced period close"],
  "/css_report_voucher_export": ["凭证导出", "Voucher export"],
  "/css_report_expense": ["费用报表", "Expense report"],
  "/css_report_income_statement": ["利润表", "Income statement"],
  "/css_report_flight_board": ["航班看板", "Flight board"],
  "/css_report_supplier_procurement": ["供应商采购报表", "Supplier procurement"],
  "#420": ["集团报表", "Group reports"],
  "/css_jt_report_receivable_age": ["集团应收账龄", "Group receivables ageing"],
  "/css_jt_report_payable_age": ["集团应付账龄", "Group payables ageing"],
  "/css_jt_report_business_analysis": ["集团业务分析", "Group business analysis"],
  "/css_jt_report_customer_contribution": ["集团客户贡献度", "Group customer contribution"],
  "/css_jt_report_income_statement": ["集团利润表", "Group income statement"],
  "/af": ["空运管理", "Air freight"],
  "/af_order": ["空运出口订单", "Air export orders"],
  "/ai_order": ["空运进口订单", "Air import orders"],
  "/af_orderair": ["空运订舱", "Air bookings"],
  "/af_online_booking": ["在线订舱", "Online booking"],
  "/liteOrder": ["简易订单", "Quick orders"],
  "/af_order_lch": ["集拼订单", "Consolidation orders"],
  "/af_oporder": ["操作订单", "Operation orders"],
  "/af_order_inquiry": ["我的询价", "My inquiries"],
  "/af_enquiry_manage": ["询盘管理", "Enquiry management"],
  "/af_price_search": ["运价搜索", "Rate search"],
  "/yc_order": ["云舱订单", "Cloud space orders"],
  "/outer_order": ["外部订单", "External orders"],
  "/synergy_order": ["协同订单", "Shared orders"],
  "/af_order_lock_unlock_list": ["订单锁定解锁", "Order locks"],
  "/space_manage_index": ["舱位管理", "Space management"],
  "/newCargoTracking": ["货物追踪", "Cargo tracking"],
  "/order_share_links": ["订单分享链接", "Order share links"],
  "#150": ["基础资料", "Reference data"],
  "/af_base": ["基础数据", "Base data"],
  "/af_airport": ["机场查询", "Airports"],
  "/af_tact": ["TACT查询", "TACT rates"],
  "/af_tariff_details": ["运价明细查询", "Tariff details"],
  "/af_carrier": ["航空公司查询", "Airlines"],
  "/af_flight": ["航班信息", "Flights"],
  "/af_tact_public": ["公布运价", "Published rates"],
  "https://www.iata.org/en/publications/directories/cargo-tracking/": [
    "IATA 货物追踪",
    "IATA cargo tracking",
  ],
  "/os": ["舱单管理", "Manifests"],
  "/os_shipper_order": ["发货人舱单", "Shipper manifests"],
  "/os_hawb_arrival_order": ["分单运抵", "House bill arrivals"],
  "/os_all_query": ["舱单综合查询", "Manifest search"],
  "/os_customs_query": ["海关回执查询", "Customs receipts"],
  "/booking_manage": ["订舱管理", "Booking management"],
  "/os_waybill": ["电子运单", "E-waybills"],
  "/sc": ["海运管理", "Sea freight"],
  "/se_order": ["海运出口订单", "Sea export orders"],
  "/si_order": ["海运进口订单", "Sea import orders"],
  "/tc_product": ["运价产品", "Rate products"],
  "#610": ["海运基础资料", "Sea reference data"],
  "/sc_port_maintenance": ["港口维护", "Ports"],
  "/sc_ship_company": ["船公司", "Shipping lines"],
  "/tc": ["铁路管理", "Rail freight"],
  "/te_order": ["铁路出口订单", "Rail export orders"],
  "/ti_order": ["铁路进口订单", "Rail import orders"],
  "/lcManager": ["陆运管理", "Road freight"],
  "/lc_order": ["陆运订单", "Road orders"],
  "/vl_order": ["派车单", "Dispatch orders"],
  "/lc_base_truck": ["车辆档案", "Vehicles"],
  "/is_car_hail": ["在线叫车", "Book a truck"],
  "/ioManager": ["其他业务", "Other business"],
  "/io_order": ["其他业务订单", "Other business orders"],
};

type Named = { id: number; path: string | null; name: string };

/** A menu's name in a language: the catalogue's where it knows the menu, else the server's. */
export function menuName(menu: Named, lang: Lang): string {
  const names = MENU_NAMES[menu.path ?? `#${menu.id}`];
  return names ? names[lang === "en-US" ? 1 : 0] : menu.name;
}

/**
 * A menu tree with each name in the page's language. Nodes whose name does not change are kept
 * as they are, so a tree already in the language comes back as the same object.
 */
export function localizeMenus<T extends Named & { children?: T[] }>(nodes: T[], lang: Lang): T[] {
  let changed = false;
  const out = nodes.map((node) => {
    const name = menuName(node, lang);
    const children = node.children && localizeMenus(node.children, lang);
    if (name === node.name && children === node.children) return node;
    changed = true;
    return { ...node, name, ...(children ? { children } : {}) };
  });
  return changed ? out : nodes;
}
