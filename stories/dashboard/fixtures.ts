import {
  NUM_KEYS,
  SCOPE_STAT_TYPES,
  STAT_TYPE_LABELS,
  type StatisticsAnswer,
  type StatisticsRow,
  statDates,
} from "../../src/domain/business-stats";
import type { HotMenuNode, HotMenuRecord } from "../../src/domain/hot-menu";
import { hotMenuTree } from "../../src/domain/hot-menu";
import { BUSINESS_SCOPES } from "../../src/domain/scope";
import type { ActiveCompany } from "../../src/widgets/dashboard/ActiveIndexCard";
import type { FrequentMenu } from "../../src/widgets/dashboard/FrequentMenusCard";
import type { NoticeItem } from "../../src/widgets/dashboard/NoticesCard";

/** Stories run on a fixed day, never the clock. */
export const TODAY = "2026-11-22";

export const FREQUENT: FrequentMenu[] = [
  { id: 101, name: "空运出口订单", path: "/af_order" },
  { id: 102, name: "我的询价", path: "/af_order_inquiry" },
  { id: 404, name: "业务分析报表", path: "/css_report_business_analysis" },
  { id: 601, name: "海运出口订单", path: "/se_order" },
  { id: 152, name: "机场查询", path: "/af_airport" },
  { id: 801, name: "陆运订单", path: "/lc_order" },
];

export const NOTICES: NoticeItem[] = [
  {
    noticeId: 1,
    noticeTitle: "首页业务统计新增陆运与其他业务页签",
    noticeType: "XTGX",
    publishTime: "2026-11-22T01:10:00Z",
  },
  {
    noticeId: 2,
    noticeTitle: "本周六 22:00–24:00 系统维护通知",
    noticeType: "XTWH",
    publishTime: "2026-11-21T10:00:00Z",
  },
  {
    noticeId: 3,
    noticeTitle: "在线订舱限时优惠：华东至北美航线运价直降",
    noticeType: "HDTG",
    publishTime: "2026-11-20T08:00:00Z",
  },
  {
    noticeId: 4,
    noticeTitle: "常用菜单支持自定义排序，最多可设置 10 个",
    noticeType: "XTGX",
    publishTime: "2026-11-19T06:30:00Z",
  },
  {
    noticeId: 5,
    noticeTitle: "海关舱单接口升级期间回执可能延迟",
    noticeType: "XTWH",
    publishTime: "2026-11-18T02:00:00Z",
  },
  {
    noticeId: 6,
    noticeTitle: "参与平台满意度问卷，赢取年度会员权益",
    noticeType: "HDTG",
    publishTime: "2026-11-16T09:00:00Z",
  },
];

const member = (
  id: number,
  orgName: string,
  activeIndex: number,
  profile = "综合物流服务商，覆盖空运、海运、铁路与陆运。",
): ActiveCompany => ({
  id,
  orgId: null,
  orgName,
  rankNumber: id,
  activeIndex,
  companyProfile: profile,
  companyAdvantage: "自有监管仓库\n主要航线长期包板",
  companyContactInfo: "联系人：陈经理\n电话：021-6888 0001",
});

export const COMPANIES: ActiveCompany[] = [
  member(1, "上海演示国际货运代理有限公司", 2486),
  member(2, "宁波港通国际物流有限公司", 2210),
  member(3, "北京华空物流有限公司", 1894),
  member(4, "深圳演示二号供应链管理有限公司", 1652),
  member(5, "成都蓉欧铁路物流有限公司", 1530),
  member(6, "广州南沙速达货运代理有限公司", 1288),
  member(7, "武汉天河航空货运有限公司", 1046),
  member(8, "青岛远洋船务代理有限公司", 951),
  member(9, "天津港联供应链有限公司", 802),
  member(10, "厦门海峡联运有限公司", 644),
];

export const LONG_COMPANY: ActiveCompany = {
  id: 1,
  orgId: 1,
  orgName: "中国国际货运代理（上海）有限公司浦东国际机场空运出口操作中心第二事业部华东区域分拨中心",
  rankNumber: 1,
  activeIndex: 2486,
  companyProfile:
    "成立于 2008 年，一级空运代理，总部位于上海浦东国际机场货运区。\n拥有自营监管仓库 12000 平方米，年操作空运出口货量逾 3 万吨，服务客户覆盖电子、医疗器械、服装与跨境电商等行业。\n<b>这段文字里的尖括号会原样显示，不会被当作 HTML。</b>\nhttps://www.example.com/a/very/long/url/that/should/wrap/instead/of/overflowing/the/dialog/width",
  companyAdvantage:
    "浦东机场自营仓库，当日收货当日申报\n北美、欧洲航线长期包板，旺季舱位有保障\n危险品与锂电池操作资质齐全\n7×24 小时客服响应",
  companyContactInfo:
    "联系人：陈经理\n电话：021-6888 0001\n手机：138 0000 0001\n邮箱：sales@demo.example\n地址：上海市浦东新区机场镇航城七路 900 号",
};

/** Deterministic statistics for every scope: a gentle weekly wave per scope and series. */
export function statistics(today = TODAY): StatisticsAnswer {
  const dates = statDates(today);
  const rows: StatisticsRow[] = [];
  BUSINESS_SCOPES.forEach((scope, s) => {
    for (const type of SCOPE_STAT_TYPES[scope]) {
      const row = {
        business_scope: scope,
        org_id: 1,
        type: STAT_TYPE_LABELS[type],
      } as StatisticsRow;
      NUM_KEYS.forEach((key, i) => {
        const wave = 1 + 0.45 * Math.sin((i + s) * 1.3);
        const base = {
          count: 6,
          grossWeight: 4.2,
          chargeableWeight: 5.1,
          billingWeight: 9.6,
          teu: 3,
        }[type];
        const value = base * wave * (1 + (s % 3) * 0.4);
        row[key] =
          type === "count" || type === "teu" ? Math.round(value) : Math.round(value * 1000) / 1000;
      });
      rows.push(row);
    }
  });
  return { dates, rows };
}

export const EMPTY_STATS: StatisticsAnswer = {
  dates: statDates(TODAY),
  rows: statistics().rows.map((r) => ({
    ...r,
    num_0: 0,
    num_1: 0,
    num_2: 0,
    num_3: 0,
    num_4: 0,
    num_5: 0,
    num_6: 0,
  })),
};

/** A menu tree like the administrator's, through the same rule the app uses. */
export const HOT_MENU_TREE: HotMenuNode[] = hotMenuTree([
  {
    id: 100,
    name: "空运管理",
    path: "/af",
    children: [
      { id: 101, name: "空运出口订单", path: "/af_order" },
      { id: 109, name: "空运进口订单", path: "/ai_order" },
      { id: 104, name: "空运订舱", path: "/af_orderair" },
      { id: 105, name: "在线订舱", path: "/af_online_booking" },
      { id: 106, name: "简易订单", path: "/liteOrder" },
      { id: 107, name: "集拼订单", path: "/af_order_lch" },
      { id: 108, name: "操作订单", path: "/af_oporder" },
      { id: 102, name: "我的询价", path: "/af_order_inquiry" },
      { id: 110, name: "询盘管理", path: "/af_enquiry_manage" },
      { id: 111, name: "运价搜索", path: "/af_price_search" },
      { id: 103, name: "货物追踪", path: "/newCargoTracking" },
      {
        id: 150,
        name: "基础资料",
        path: null,
        children: [
          { id: 152, name: "机场查询", path: "/af_airport" },
          { id: 153, name: "TACT查询", path: "/af_tact" },
          { id: 155, name: "航空公司查询", path: "/af_carrier" },
        ],
      },
      { id: 160, name: "IATA 货物追踪", path: "https://www.iata.org/" },
    ],
  },
  {
    id: 600,
    name: "海运管理",
    path: "/sc",
    children: [
      { id: 601, name: "海运出口订单", path: "/se_order" },
      { id: 602, name: "海运进口订单", path: "/si_order" },
    ],
  },
  {
    id: 400,
    name: "结算报表",
    path: "/css",
    children: [
      { id: 401, name: "应收账龄报表", path: "/css_report_receivable_age" },
      { id: 404, name: "业务分析报表", path: "/css_report_business_analysis" },
    ],
  },
  {
    id: 200,
    name: "人事与租户管理",
    path: "/hrs",
    children: [
      { id: 201, name: "用户管理", path: "/hrs_user" },
      { id: 215, name: "无权限", path: "/unPermission" },
    ],
  },
  {
    id: 800,
    name: "陆运管理",
    path: "/lcManager",
    children: [{ id: 801, name: "陆运订单", path: "/lc_order" }],
  },
]);

const NAMES = new Map<number, string>();
const walk = (nodes: HotMenuNode[]) => {
  for (const n of nodes) {
    NAMES.set(n.id, n.name);
    walk(n.children);
  }
};
walk(HOT_MENU_TREE);

/** Saved hot menus for the given ids, in that order. */
export function savedRecords(ids: number[]): HotMenuRecord[] {
  return ids.map((permissionId, sort) => ({
    recordId: 1000 + permissionId,
    permissionId,
    permissionName: NAMES.get(permissionId) ?? String(permissionId),
    status: 1,
    sort,
    path: null,
    accessTime: null,
    editTime: "2026-11-20T02:00:00Z",
    createTime: "2026-11-01T02:00:00Z",
  }));
}

export const SIX = [101, 102, 152, 601, 404, 801];
export const TEN = [101, 109, 104, 105, 106, 107, 108, 102, 110, 111];
