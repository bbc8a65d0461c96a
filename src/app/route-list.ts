/**
 * Every path the specification names, by access class and family (seed 000 §2.1–2.2, seed 001
 * §2.1–2.3, §2.6). Pages with content are wired in routes.ts; the rest show the unDevelop page
 * inside the shell (or, for public ones, on their own) until they are built. README lists them.
 */

export { PUBLIC_PATHS } from "./public-routes";

/** Any logged-in user, no permission check. */
export const ANY_USER_PATHS = [
  "/dashboard",
  "/tutorial",
  "/notification",
  "/noPermission",
  "/unPermission",
  "/unDevelop",
  "/resetPassword",
  "/contactUs",
  "/investigate",
  "/panelSearch",
  "/outer_order_detail",
  "/incidentals",
  "/newCargoTracking",
  "/os_shipper_bill_make",
  "/os_ve_register_make",
  "/booking_manage_edit",
  "/os_apply_make",
  "/os_batched_edit",
  "/hawb_info_page",
  // Not a menu: the order page of any scope (issue 19); the server checks the order's scope.
  "/order_page",
] as const;

export type FamilyKey = "prm" | "hrs" | "css" | "af" | "os" | "sc" | "tc" | "lc" | "io";

/** A layout group: its own path redirects to `redirect`; its children share its layout. */
export type LayoutGroup = { path: string; family: FamilyKey; children: string[]; redirect: string };

export const LAYOUT_GROUPS: LayoutGroup[] = [
  {
    path: "/lcManager",
    family: "lc",
    children: ["/lc_order", "/vl_order", "/lc_base_truck"],
    redirect: "/lc_order",
  },
  { path: "/ioManager", family: "io", children: ["/io_order"], redirect: "/io_order" },
  { path: "/osWaybill", family: "os", children: ["/os_waybill"], redirect: "/os" },
  { path: "/prmManager", family: "prm", children: [], redirect: "/prm" },
  { path: "/hrsManager", family: "hrs", children: [], redirect: "/hrs" },
  { path: "/inCome", family: "css", children: ["/is_car_hail"], redirect: "/is_car_hail" },
  { path: "/afManager", family: "af", children: [], redirect: "/af" },
  { path: "/cssManager", family: "css", children: [], redirect: "/css" },
  { path: "/scManager", family: "sc", children: [], redirect: "/sc" },
  { path: "/osManage", family: "os", children: [], redirect: "/os" },
];

/** Permission-checked pages by family; the first path of each family is its welcome page. */
export const FAMILY_PATHS: Record<FamilyKey, readonly string[]> = {
  prm: [
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
  hrs: [
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
  ],
  css: [
    "/css",
    "/css_report_receivable_age",
    "/css_report_payable_age",
    "/css_report_collection_plan",
    "/css_report_business_analysis",
    "/css_report_customer_contribution",
    "/css_report_cost_list",
    "/css_report_income_cost_list",
    "/css_report_workload",
    "/css_report_force_close",
    "/css_report_voucher_export",
    "/css_report_expense",
    "/css_report_income_statement",
    "/css_report_flight_board",
    "/css_report_supplier_procurement",
    "/css_jt_report_receivable_age",
    "/css_jt_report_payable_age",
    "/css_jt_report_business_analysis",
    "/css_jt_report_customer_contribution",
    "/css_jt_report_income_statement",
    "/is_car_hail",
  ],
  af: [
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
    // Not in the spec: the staff screen that issues the customers' share links (issue 5).
    "/order_share_links",
    "/af_airport",
    "/af_tact",
    "/af_tariff_details",
    "/af_carrier",
    "/af_flight",
    "/af_tact_public",
  ],
  os: [
    "/os",
    "/os_shipper_order",
    "/os_hawb_arrival_order",
    "/os_all_query",
    "/os_customs_query",
    "/booking_manage",
    "/os_waybill",
  ],
  sc: ["/sc", "/si_order", "/se_order", "/tc_product", "/sc_port_maintenance", "/sc_ship_company"],
  tc: ["/tc", "/te_order", "/ti_order"],
  lc: ["/lc_order", "/vl_order", "/lc_base_truck"],
  io: ["/io_order"],
};

/** Families with a welcome page of their own (LC and IO open on their first page). */
export const WELCOME_PATHS: Partial<Record<FamilyKey, string>> = {
  prm: "/prm",
  hrs: "/hrs",
  css: "/css",
  af: "/af",
  os: "/os",
  sc: "/sc",
  tc: "/tc",
};
