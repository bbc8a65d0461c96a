import { Hono } from "hono";
import { INQUIRY_ENDPOINTS as INQUIRY } from "../../src/contract/inquiry.ts";
import { decimalText } from "../../src/domain/format.ts";
import {
  chargeableWeight,
  normalizeAirportCode,
  QUOTE_MESSAGE_TYPE,
  type QuoteRate,
  quotePrice,
} from "../../src/domain/inquiry.ts";
import { ok } from "../envelope.ts";
import { route } from "../http/route.ts";
import type { AppEnv, Deps } from "../http/types.ts";

/** Our own quote page; QUOTE_URL points the frame at another provider instead. */
export const DEFAULT_QUOTE_PATH = "/quote.html";

export type QuoteConfig = { url: string; origin: string };

/** The frame's address and the one origin whose messages the app accepts. */
export function quoteConfig(quoteUrl: string | undefined, requestUrl: string): QuoteConfig {
  const own = new URL(requestUrl).origin;
  if (!quoteUrl) return { url: DEFAULT_QUOTE_PATH, origin: "" };
  const url = new URL(quoteUrl, own);
  return { url: url.href, origin: url.origin === own ? "" : url.origin };
}

/** GET /afbase/quote/config (signed-in): where /panelSearch points its frame. */
export function quoteConfigRoutes({ config }: Deps) {
  return route(new Hono<AppEnv>(), INQUIRY.quoteConfig, (c) =>
    ok(c, quoteConfig(config.quoteUrl, c.req.url)),
  );
}

const escapeHtml = (text: string | number) =>
  String(text).replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );

const money = (n: number) => decimalText(n, 2, 2);
const number = (text: string | undefined, max: number) => {
  const n = Number(text);
  return text && Number.isFinite(n) && n > 0 && n <= max ? n : null;
};

type QuoteQuery = {
  f: string;
  t: string;
  w: number | null;
  p: number | null;
  v: number | null;
  d: string;
};

function readQuery(q: Record<string, string>): QuoteQuery {
  return {
    f: normalizeAirportCode(q.f ?? ""),
    t: normalizeAirportCode(q.t ?? ""),
    w: number(q.w, 1_000_000),
    p: number(q.p, 99_999),
    v: number(q.v, 100_000),
    d: /^\d{4}-\d{2}-\d{2}$/.test(q.d ?? "") ? (q.d ?? "") : "",
  };
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:14px/22px "Noto Sans CJK SC","Noto Sans SC","PingFang SC","Microsoft YaHei",system-ui,sans-serif;color:#171717;background:#f7f8fa}
header{background:#002fa7;color:#fff;padding:14px 24px;display:flex;align-items:baseline;gap:12px}
header h1{margin:0;font-size:18px;font-weight:600}
header p{margin:0;font-size:13px;opacity:.85}
main{padding:16px 24px 32px;max-width:1280px;margin:0 auto}
form{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end;background:#fff;border:1px solid #e5e5e5;border-radius:8px;padding:14px 16px}
label{display:flex;flex-direction:column;gap:4px;font-size:13px;color:#404040}
input{height:34px;border:1px solid #d4d4d4;border-radius:6px;padding:0 10px;font:inherit;width:120px}
input:focus-visible{outline:2px solid #002fa7;outline-offset:1px}
button{height:34px;border:0;border-radius:6px;padding:0 16px;font:inherit;font-weight:500;cursor:pointer;background:#002fa7;color:#fff}
button.secondary{background:#eef2fb;color:#00237d;height:28px;padding:0 12px;font-size:13px}
h2{font-size:15px;margin:20px 0 8px}
.hint{color:#525252;font-size:13px;margin:6px 0 0}
table{width:100%;border-collapse:collapse;background:#fff;border:1px solid #e5e5e5;border-radius:8px;overflow:hidden}
th,td{padding:9px 10px;text-align:left;border-bottom:1px solid #f0f0f0;white-space:nowrap}
th{background:#fafafa;font-size:12px;color:#404040;font-weight:600}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
td.total{font-weight:600;color:#00237d}
.empty{padding:40px;text-align:center;color:#525252;background:#fff;border:1px dashed #d4d4d4;border-radius:8px}
`;

function renderPage(query: QuoteQuery, rates: QuoteRate[]): string {
  const chargeable = query.w ? chargeableWeight(query.w, query.v) : null;
  const rows = rates
    .map((r) => {
      const price = chargeable ? quotePrice(r, chargeable) : null;
      const data = {
        departure: r.departure,
        destination: r.destination,
        airline: r.airline,
      };
      return `<tr>
<td>${escapeHtml(r.airlineName)}（${escapeHtml(r.airline)}）</td>
<td>${escapeHtml(r.flightNo)}</td><td>${escapeHtml(r.days)}</td><td class="num">${escapeHtml(r.transitHours)} h</td>
<td class="num">${money(r.minCharge)}</td>
<td class="num">${money(r.rateN)}</td><td class="num">${money(r.rate45)}</td>
<td class="num">${money(r.rate100)}</td><td class="num">${money(r.rate300)}</td>
<td class="num">${money(r.rate500)}</td><td class="num">${money(r.rate1000)}</td>
<td class="num total">${price ? money(price.total) : "—"}</td>
<td><button type="button" class="secondary" data-inquire="${escapeHtml(JSON.stringify(data))}">询价</button></td>
</tr>`;
    })
    .join("");
  const route = query.f || query.t ? `${query.f || "全部"} → ${query.t || "全部"}` : "全部航线";
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>在线报价 · ${escapeHtml(route)}</title><style>${STYLE}</style></head>
<body><header><h1>在线报价</h1><p>公布运价（人民币/千克），实际以订舱确认为准</p></header>
<main>
<form method="get" action="${DEFAULT_QUOTE_PATH}" id="quote-form">
<label>始发港<input name="f" value="${escapeHtml(query.f)}" maxlength="3" autocomplete="off"></label>
<label>目的港<input name="t" value="${escapeHtml(query.t)}" maxlength="3" autocomplete="off"></label>
<label>毛重（kg）<input name="w" inputmode="decimal" value="${escapeHtml(query.w ?? "")}"></label>
<label>件数<input name="p" inputmode="numeric" value="${escapeHtml(query.p ?? "")}"></label>
<label>体积（CBM）<input name="v" inputmode="decimal" value="${escapeHtml(query.v ?? "")}"></label>
<label>航班日期<input name="d" type="date" value="${escapeHtml(query.d)}"></label>
<button type="submit">查询运价</button>
</form>
<p class="hint">${chargeable ? `计费重量 ${escapeHtml(chargeable)} kg（体积重按 1 CBM = 167 kg）` : "填写毛重后显示预估运费；点击“询价”将以当前条件创建询价单。"}</p>
<h2>${escapeHtml(route)}　共 ${rates.length} 条运价</h2>
${
  rates.length === 0
    ? `<div class="empty">暂无该航线的公布运价，您仍可直接创建询价。<br><br><button type="button" class="secondary" data-inquire="${escapeHtml(JSON.stringify({ departure: query.f, destination: query.t, airline: "" }))}">创建询价</button></div>`
    : `<table><thead><tr><th>航空公司</th><th>航班</th><th>班期</th><th class="num">时效</th><th class="num">最低收费</th><th class="num">N</th><th class="num">+45</th><th class="num">+100</th><th class="num">+300</th><th class="num">+500</th><th class="num">+1000</th><th class="num">预估运费</th><th>操作</th></tr></thead><tbody>${rows}</tbody></table>`
}
</main><script src="/quote.js"></script></body></html>`;
}

/**
 * The quote page's only script: a click on 询价 posts the create-inquiry message to the page
 * that frames it (our own origin: this page is served by the app's server), or opens the inquiry
 * form directly when the page is not framed.
 */
const SCRIPT = `(() => {
  const form = document.getElementById("quote-form");
  document.addEventListener("click", (event) => {
    const button = event.target.closest("[data-inquire]");
    if (!button) return;
    const rate = JSON.parse(button.getAttribute("data-inquire"));
    const field = (name) => (form.elements.namedItem(name)?.value ?? "").trim();
    const data = {
      departure: rate.departure || field("f"),
      destination: rate.destination || field("t"),
      grossWeight: field("w"),
      pieces: field("p"),
      volume: field("v"),
      flightDate: field("d"),
      airline: rate.airline,
    };
    if (window.parent !== window) {
      window.parent.postMessage({ type: ${JSON.stringify(QUOTE_MESSAGE_TYPE)}, data }, location.origin);
    } else {
      const q = new URLSearchParams({ flag: "true", name: "saveCallBackForYC", ...data });
      location.assign("/af_order_inquiry?" + q.toString());
    }
  });
})();
`;

/** GET /quote.html and /quote.js: public, outside the API prefixes, framed by /panelSearch. */
export function mountQuotePage(app: Hono<AppEnv>, { db }: Deps): void {
  app.get(DEFAULT_QUOTE_PATH, async (c) => {
    const query = readQuery(c.req.query());
    const rates = await db.query<QuoteRate>(
      `select id, departure, destination, airline, airline_name as "airlineName",
              flight_no as "flightNo", days, transit_hours as "transitHours",
              min_charge::float8 as "minCharge", rate_n::float8 as "rateN",
              rate_45::float8 as "rate45", rate_100::float8 as "rate100",
              rate_300::float8 as "rate300", rate_500::float8 as "rate500",
              rate_1000::float8 as "rate1000"
       from quote_rates
       where ($1 = '' or departure = $1) and ($2 = '' or destination = $2)
       order by departure, destination, rate_100, airline
       limit 200`,
      [query.f, query.t],
    );
    c.header("Cache-Control", "no-store");
    return c.html(renderPage(query, rates));
  });
  app.get("/quote.js", (c) => {
    c.header("Content-Type", "text/javascript; charset=utf-8");
    c.header("Cache-Control", "public, max-age=300");
    return c.body(SCRIPT);
  });
}
