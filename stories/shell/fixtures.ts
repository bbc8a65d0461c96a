import type { ShellMenu } from "../../src/widgets/shell/types";

/** A permitted menu tree like the seeded administrator's, trimmed for review. */
export const MENUS: ShellMenu[] = [
  {
    id: 100,
    name: "空运管理",
    path: "/af",
    children: [
      { id: 101, name: "空运出口订单", path: "/af_order" },
      { id: 102, name: "空运进口订单", path: "/ai_order" },
      { id: 103, name: "在线订舱", path: "/af_online_booking" },
      { id: 104, name: "我的询价", path: "/af_order_inquiry" },
      { id: 105, name: "运价搜索", path: "/af_price_search" },
      {
        id: 150,
        name: "基础资料",
        path: null,
        children: [
          { id: 111, name: "机场查询", path: "/af_airport" },
          { id: 112, name: "TACT查询", path: "/af_tact" },
          { id: 113, name: "航空公司查询", path: "/af_carrier" },
        ],
      },
      {
        id: 120,
        name: "IATA 货物追踪",
        path: "https://www.iata.org/en/publications/directories/cargo-tracking/",
      },
    ],
  },
  {
    id: 200,
    name: "海运管理",
    path: "/sc",
    children: [
      { id: 201, name: "海运出口订单", path: "/se_order" },
      { id: 202, name: "海运进口订单", path: "/si_order" },
      { id: 204, name: "港口维护", path: "/sc_port_maintenance" },
    ],
  },
  {
    id: 250,
    name: "铁路管理",
    path: "/tc",
    children: [
      { id: 203, name: "铁路出口订单", path: "/te_order" },
      { id: 205, name: "铁路进口订单", path: "/ti_order" },
    ],
  },
  {
    id: 300,
    name: "陆运管理",
    path: "/lcManager",
    children: [
      { id: 301, name: "陆运订单", path: "/lc_order" },
      { id: 302, name: "车辆档案", path: "/lc_base_truck" },
    ],
  },
  {
    id: 400,
    name: "人事与租户管理",
    path: "/hrs",
    children: [
      { id: 401, name: "用户管理", path: "/hrs_user" },
      { id: 402, name: "角色管理", path: "/hrs_role" },
      { id: 403, name: "部门管理", path: "/hrs_dept" },
    ],
  },
  {
    id: 500,
    name: "结算报表",
    path: "/css",
    children: [
      { id: 501, name: "业务分析报表", path: "/css_report_business_analysis" },
      { id: 502, name: "应收账龄报表", path: "/css_report_receivable_age" },
    ],
  },
];

export const FREQUENT = [
  { id: 101, name: "空运出口订单", path: "/af_order" },
  { id: 104, name: "我的询价", path: "/af_order_inquiry" },
  { id: 501, name: "业务分析报表", path: "/css_report_business_analysis" },
];

export const ORGS = [
  { orgId: 1, orgName: "上海演示国际货运代理有限公司" },
  { orgId: 2, orgName: "深圳演示二号供应链管理有限公司" },
];

export const LONG_ORG = "中国国际货运代理（上海）有限公司浦东国际机场空运出口操作中心第二事业部";

/** The top bar's links as the app passes them. */
export const SHELL_LINKS = {
  notification: (tab: "0" | "1") => `/notification?id=${tab}`,
  home: "/dashboard",
  contactUs: "/contactUs",
  helpDoc: "/tutorial",
  tutorial: "/tutorial",
  manual: "/tutorial?tab=manual",
};
