import { addDays, dateInZone } from "../../../src/domain/business-stats.ts";
import type { BusinessScope } from "../../../src/domain/scope.ts";
import type { Queryable } from "../client.ts";

/**
 * Demo data behind the dashboard. Business orders are generated for the last six weeks relative
 * to today (China time) for both organisations, from a fixed pseudo-random sequence per
 * organisation, scope and day, so a re-seed adds the days that are new and leaves the rest.
 */

const ORDER_WEEKS = 6;

/** A small, fast, deterministic generator (mulberry32). */
function random(seedText: string): () => number {
  let seed = 2166136261;
  for (let i = 0; i < seedText.length; i++)
    seed = Math.imul(seed ^ seedText.charCodeAt(i), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type ScopePlan = {
  perDay: [number, number];
  grossKg: [number, number];
  /** cubic metres per 1000 kg */
  density: [number, number];
  teu?: [number, number];
};

const PLANS: Record<BusinessScope, ScopePlan> = {
  AE: { perDay: [3, 9], grossKg: [45, 2800], density: [3, 9] },
  AI: { perDay: [2, 6], grossKg: [30, 1800], density: [3, 8] },
  SE: { perDay: [1, 5], grossKg: [1500, 18000], density: [1, 3], teu: [1, 4] },
  SI: { perDay: [1, 4], grossKg: [1200, 15000], density: [1, 3], teu: [1, 3] },
  TE: { perDay: [0, 3], grossKg: [5000, 22000], density: [1, 2], teu: [2, 6] },
  TI: { perDay: [0, 2], grossKg: [4000, 20000], density: [1, 2], teu: [1, 4] },
  LC: { perDay: [2, 8], grossKg: [300, 8000], density: [2, 5] },
  IO: { perDay: [0, 3], grossKg: [20, 1500], density: [2, 6] },
};

const CUSTOMERS = [
  "苏州精工电子有限公司",
  "宁波海曙服饰进出口有限公司",
  "上海联华医疗器械有限公司",
  "杭州云帆跨境电商有限公司",
  "无锡恒力机械制造有限公司",
  "深圳鹏程光电科技有限公司",
];

export type DemoBusinessOrder = {
  org: "DEMO" | "DEMO2";
  scope: BusinessScope;
  code: string;
  day: string;
  customer: string;
  pieces: number;
  grossKg: number;
  cbm: number;
  chargeableKg: number;
  billingTons: number;
  teu: number;
};

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Every demo order from `today - 6 weeks + 1` to today; pure, so tests can check the sums. */
export function demoBusinessOrders(today: string): DemoBusinessOrder[] {
  const out: DemoBusinessOrder[] = [];
  for (const org of ["DEMO", "DEMO2"] as const) {
    const scale = org === "DEMO" ? 1 : 0.5;
    for (const [scope, plan] of Object.entries(PLANS) as [BusinessScope, ScopePlan][]) {
      for (let back = 0; back < ORDER_WEEKS * 7; back++) {
        const day = addDays(today, -back);
        const next = random(`${org}|${scope}|${day}`);
        const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
        const weekend = weekday === 0 || weekday === 6 ? 0.4 : 1;
        const [lo, hi] = plan.perDay;
        const count = Math.round((lo + next() * (hi - lo)) * scale * weekend);
        for (let n = 1; n <= count; n++) {
          const grossKg = round(plan.grossKg[0] + next() * (plan.grossKg[1] - plan.grossKg[0]), 1);
          const cbm = round(
            (grossKg / 1000) * (plan.density[0] + next() * (plan.density[1] - plan.density[0])),
            3,
          );
          const chargeableKg =
            scope === "AE" || scope === "AI" ? Math.ceil(Math.max(grossKg, cbm * 167) * 2) / 2 : 0;
          const billingTons =
            scope === "AE" || scope === "AI" ? 0 : round(Math.max(grossKg / 1000, cbm), 3);
          const teu = plan.teu ? Math.round(plan.teu[0] + next() * (plan.teu[1] - plan.teu[0])) : 0;
          out.push({
            org,
            scope,
            code: `${scope}${day.replaceAll("-", "")}${String(n).padStart(3, "0")}`,
            day,
            customer: CUSTOMERS[Math.floor(next() * CUSTOMERS.length)] ?? "",
            pieces: 1 + Math.floor(next() * (scope === "AE" || scope === "AI" ? 60 : 400)),
            grossKg,
            cbm,
            chargeableKg,
            billingTons,
            teu,
          });
        }
      }
    }
  }
  return out;
}

async function seedBusinessOrders(q: Queryable, today: string): Promise<void> {
  const orders = demoBusinessOrders(today);
  const col = <K extends keyof DemoBusinessOrder>(k: K) => orders.map((o) => o[k]);
  await q.query(
    `insert into business_orders (org_id, business_scope, order_code, business_date,
       customer_name, pieces, gross_weight, volume, chargeable_weight, billing_weight, teu, is_demo)
     select o.id, x.scope, x.code, x.day::date, x.customer, x.pieces, x.gross, x.cbm,
            x.chargeable, x.billing * 1000, x.teu, true
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[],
                 $7::numeric[], $8::numeric[], $9::numeric[], $10::numeric[], $11::numeric[])
          as x(org, scope, code, day, customer, pieces, gross, cbm, chargeable, billing, teu)
     join orgs o on o.code = x.org
     on conflict (org_id, order_code) do nothing`,
    [
      col("org"),
      col("scope"),
      col("code"),
      col("day"),
      col("customer"),
      col("pieces"),
      col("grossKg"),
      col("cbm"),
      col("chargeableKg"),
      col("billingTons"),
      col("teu"),
    ],
  );
}

const NOTICES: {
  key: string;
  type: "XTGX" | "HDTG" | "XTWH";
  title: string;
  hours: number;
  content: string;
}[] = [
  {
    key: "n-2026-update-statistics",
    type: "XTGX",
    title: "首页业务统计新增陆运与其他业务页签",
    hours: 5,
    content:
      "首页“业务统计”现已覆盖空运、海运、铁路、陆运及其他业务八个业务范围。\n点击“更多”可进入业务分析报表，按日、周、月查看任意日期范围并导出 Excel。",
  },
  {
    key: "n-2026-maintenance-weekend",
    type: "XTWH",
    title: "本周六 22:00–24:00 系统维护通知",
    hours: 20,
    content:
      "为提升系统稳定性，平台将于本周六 22:00 至 24:00 进行例行维护。\n维护期间在线订舱与询价功能暂停使用，请提前安排业务。",
  },
  {
    key: "n-2026-promo-online-booking",
    type: "HDTG",
    title: "在线订舱限时优惠：华东至北美航线运价直降",
    hours: 46,
    content: "即日起至月底，通过平台在线订舱华东至北美航线，享受公布运价 9 折优惠。",
  },
  {
    key: "n-2026-update-hot-menu",
    type: "XTGX",
    title: "常用菜单支持自定义排序，最多可设置 10 个",
    hours: 70,
    content: "在侧边栏或首页点击设置图标，即可勾选并调整常用菜单的顺序。",
  },
  {
    key: "n-2026-maintenance-customs",
    type: "XTWH",
    title: "海关舱单接口升级期间回执可能延迟",
    hours: 96,
    content: "海关舱单系统升级期间，回执可能延迟 10 至 30 分钟返回，请耐心等待。",
  },
  {
    key: "n-2026-promo-survey",
    type: "HDTG",
    title: "参与平台满意度问卷，赢取年度会员权益",
    hours: 130,
    content: "完成首页问卷调查的用户可获得年度会员权益抽奖资格。",
  },
  {
    key: "n-2026-update-qr-share",
    type: "XTGX",
    title: "订单二维码分享页支持英文显示",
    hours: 200,
    content: "客户扫码查看订单轨迹时，可在页面右上角切换中英文。",
  },
  {
    key: "n-2026-maintenance-old",
    type: "XTWH",
    title: "数据库迁移已完成，感谢您的耐心等待",
    hours: 400,
    content: "数据库迁移已于本月初顺利完成。",
  },
];

const MEMBERS: {
  name: string;
  org?: "DEMO" | "DEMO2";
  weight: number;
  profile: string;
  advantage: string;
  contact: string;
}[] = [
  {
    name: "上海演示国际货运代理有限公司",
    org: "DEMO",
    weight: 9,
    profile:
      "成立于 2008 年，一级空运代理，总部位于上海浦东国际机场货运区。\n拥有自营监管仓库 12000 平方米，年操作空运出口货量逾 3 万吨。",
    advantage:
      "浦东机场自营仓库，当日收货当日申报\n北美、欧洲航线长期包板\n危险品与锂电池操作资质齐全",
    contact: "联系人：陈经理\n电话：021-6888 0001\n邮箱：sales@demo.example",
  },
  {
    name: "深圳演示二号供应链管理有限公司",
    org: "DEMO2",
    weight: 6,
    profile: "华南地区综合物流服务商，覆盖空运、海运、铁路与跨境电商小包。",
    advantage: "深圳、香港双机场出货\n中欧班列每周三班\n跨境电商头程一站式",
    contact: "联系人：刘小姐\n电话：0755-8888 0002",
  },
  {
    name: "宁波港通国际物流有限公司",
    weight: 8,
    profile: "专注宁波舟山港海运进出口，整箱与拼箱并重。",
    advantage: "宁波港主要船公司一级订舱代理\n自有拖车车队 60 台",
    contact: "联系人：周经理\n电话：0574-8777 1234",
  },
  {
    name: "北京华空物流有限公司",
    weight: 7,
    profile: "首都机场与大兴机场空运进出口服务，擅长高价值与温控货物。",
    advantage: "GDP 认证温控仓\n大兴机场 24 小时操作",
    contact: "联系人：王先生\n电话：010-6456 7788",
  },
  {
    name: "广州南沙速达货运代理有限公司",
    weight: 5,
    profile: "南沙港海运出口与华南陆运配送。",
    advantage: "南沙港区自有仓库\n珠三角当日达陆运网络",
    contact: "联系人：黄小姐\n电话：020-3999 4567",
  },
  {
    name: "成都蓉欧铁路物流有限公司",
    weight: 6,
    profile: "中欧班列（成渝）集货与订舱服务商，提供门到门铁路运输方案。",
    advantage: "蓉欧班列每周五班固定舱位\n波兰、德国海外仓",
    contact: "联系人：李经理\n电话：028-8333 2211",
  },
  {
    name: "青岛远洋船务代理有限公司",
    weight: 4,
    profile: "青岛港船务代理与海运进口清关。",
    advantage: "进口清关平均 1.5 个工作日\n冷链进口经验丰富",
    contact: "联系人：赵先生\n电话：0532-8666 9900",
  },
  {
    name: "厦门海峡联运有限公司",
    weight: 3,
    profile: "对台海运与海空联运服务。",
    advantage: "厦台快船每日一班",
    contact: "联系人：林小姐\n电话：0592-5888 6677",
  },
  {
    name: "武汉天河航空货运有限公司",
    weight: 4,
    profile: "华中地区空运集散，武汉天河机场国际货站合作伙伴。",
    advantage: "华中直飞欧洲全货机舱位",
    contact: "联系人：张经理\n电话：027-8555 3344",
  },
  {
    name: "天津港联供应链有限公司",
    weight: 3,
    profile: "天津港海运进出口与京津冀陆运配送。",
    advantage: "天津港保税仓 8000 平方米",
    contact: "联系人：孙先生\n电话：022-2588 7766",
  },
];

const ROUTES: [string, string][] = [
  ["PVG", "LAX"],
  ["PVG", "FRA"],
  ["PVG", "AMS"],
  ["PVG", "NRT"],
  ["PVG", "SIN"],
  ["PVG", "ORD"],
  ["SHA", "NRT"],
  ["CAN", "DXB"],
  ["CAN", "LHR"],
  ["SZX", "LAX"],
  ["PEK", "FRA"],
  ["PEK", "JFK"],
];

const AIRLINES: [string, string, number][] = [
  ["MU", "中国东方航空", 1.0],
  ["CA", "中国国际航空", 1.04],
  ["CZ", "中国南方航空", 0.97],
  ["LH", "汉莎航空", 1.12],
  ["CX", "国泰航空", 1.08],
  ["EK", "阿联酋航空", 1.02],
];

const BASE_RATE: Record<string, number> = {
  LAX: 38,
  FRA: 32,
  AMS: 31,
  NRT: 14,
  SIN: 12,
  ORD: 41,
  DXB: 22,
  LHR: 33,
  JFK: 42,
};

async function seedQuoteRates(q: Queryable): Promise<void> {
  for (const [dep, dest] of ROUTES) {
    const next = random(`rate|${dep}|${dest}`);
    const base = BASE_RATE[dest] ?? 30;
    const airlines = AIRLINES.filter(() => next() > 0.35).slice(0, 4);
    for (const [code, name, factor] of airlines.length ? airlines : AIRLINES.slice(0, 2)) {
      const rate = (m: number) => Math.round(base * factor * m * 100) / 100;
      const flight = `${code}${500 + Math.floor(next() * 400)}`;
      const days = ["1,3,5", "2,4,6", "1-7", "1,4", "3,7"][Math.floor(next() * 5)] ?? "1-7";
      await q.query(
        `insert into quote_rates (departure, destination, airline, airline_name, flight_no, days,
           transit_hours, min_charge, rate_n, rate_45, rate_100, rate_300, rate_500, rate_1000)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         on conflict (departure, destination, airline, flight_no) do nothing`,
        [
          dep,
          dest,
          code,
          name,
          flight,
          days,
          10 + Math.floor(next() * 30),
          Math.round(base * 10),
          rate(1.35),
          rate(1.15),
          rate(1),
          rate(0.93),
          rate(0.88),
          rate(0.82),
        ],
      );
    }
  }
}

const HELP_DOCS: [string, string][] = [
  ["新手指引", "/tutorial?tab=guide"],
  ["用户手册", "/help/user-manual.html"],
];

/** Idempotent: adds what is missing; rows users changed are left alone. */
export async function seedDashboardDemo(q: Queryable, now = new Date()): Promise<void> {
  const today = dateInZone(now);
  await seedBusinessOrders(q, today);

  for (const n of NOTICES) {
    await q.query(
      `insert into notices (notice_title, notice_type, content, publish_time, seed_key)
       values ($1, $2, $3, now() - make_interval(hours => $4), $5)
       on conflict (seed_key) do nothing`,
      [n.title, n.type, n.content, n.hours, n.key],
    );
  }

  for (const m of MEMBERS) {
    const [row] = await q.query<{ id: number }>(
      `insert into network_members (org_id, org_name, company_profile, company_advantage,
         company_contact_info)
       values ((select id from orgs where code = $1), $2, $3, $4, $5)
       on conflict (org_name) do update set org_name = excluded.org_name
       returning id`,
      [m.org ?? null, m.name, m.profile, m.advantage, m.contact],
    );
    if (!row) continue;
    const days: string[] = [];
    const scores: number[] = [];
    for (let back = 0; back < 30; back++) {
      const day = addDays(today, -back);
      const next = random(`member|${m.name}|${day}`);
      days.push(day);
      scores.push(Math.round(m.weight * (4 + next() * 8)));
    }
    await q.query(
      `insert into network_member_activity (member_id, day, score)
       select $1, d::date, s from unnest($2::text[], $3::int[]) as x(d, s)
       on conflict do nothing`,
      [row.id, days, scores],
    );
  }

  await seedQuoteRates(q);

  for (const [name, url] of HELP_DOCS) {
    await q.query("insert into help_docs (name, url) values ($1, $2) on conflict do nothing", [
      name,
      url,
    ]);
  }
}
