import { addDays, dateInZone } from "../../../src/domain/business-stats.ts";
import { AIR_KG_PER_CBM, SCOPE_MODE } from "../../../src/domain/order.ts";
import { BUSINESS_SCOPES, type BusinessScope } from "../../../src/domain/scope.ts";
import type { Queryable } from "../client.ts";

/**
 * Realistic orders in bulk for the scale benchmarks (`npm run seed:orders -- 100000`): every
 * scope, business dates over the two years before today in the order they would arrive, codes of every kind, stations,
 * goods and figures, one in ten locked. Deterministic for a given count, so two runs compare.
 */

const STATIONS = {
  air: ["PVG", "PEK", "CAN", "SZX", "CTU", "LAX", "FRA", "AMS", "NRT", "ICN", "DXB", "SIN"],
  sea: ["CNSHA", "CNNGB", "CNSZX", "USLAX", "DEHAM", "NLRTM", "SGSIN", "JPTYO"],
  rail: ["CNXIY", "CNCKG", "CNZZH", "DEDUI", "PLMAL", "RUMOW"],
  road: ["SHA", "SZX", "NGB", "SUZ", "HGH", "WUX"],
  other: ["SHA", "HKG", "MFM"],
} as const;

const CUSTOMERS = [
  "上海迅捷供应链有限公司",
  "宁波远航进出口有限公司",
  "深圳华南电子科技有限公司",
  "苏州精工机械制造有限公司",
  "杭州丝路贸易有限公司",
  "广州穗通物流有限公司",
  "ACME GLOBAL LOGISTICS",
  "北京京东方商贸有限公司",
];

const GOODS = ["电子元件", "服装", "机械配件", "医疗器械", "锂电池", "家具", "汽车零件", "化工品"];

function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 4_294_967_296;
  };
}

const pick = <T>(list: readonly T[], r: number): T => list[Math.floor(r * list.length)] as T;

/** Inserts `count` orders for the organisation in batches; answers how many were written. */
export async function seedBenchOrders(
  q: Queryable,
  orgCode: string,
  count: number,
  batch = 5_000,
): Promise<number> {
  const [org] = await q.query<{ id: number }>("select id from orgs where code = $1", [orgCode]);
  if (!org) throw new Error(`organisation ${orgCode} not found`);
  const next = random(count);
  const today = dateInZone(new Date());
  let written = 0;
  for (let start = 0; start < count; start += batch) {
    const n = Math.min(batch, count - start);
    const cols: Record<string, unknown[]> = {
      scope: [],
      code: [],
      day: [],
      customer: [],
      customerNumber: [],
      awb: [],
      hawb: [],
      mbl: [],
      internal: [],
      departure: [],
      arrival: [],
      goods: [],
      planPieces: [],
      planWeight: [],
      planVolume: [],
      pieces: [],
      gross: [],
      volume: [],
      charge: [],
      billing: [],
      teu: [],
      locked: [],
    };
    for (let i = 0; i < n; i++) {
      const k = start + i;
      const scope = BUSINESS_SCOPES[k % BUSINESS_SCOPES.length] as BusinessScope;
      const mode = SCOPE_MODE[scope];
      // Orders arrive in date order, as in use: the oldest first, a few days' jitter.
      const day = addDays(today, -Math.max(0, Math.floor(730 - (k * 730) / count + next() * 3)));
      const stations = STATIONS[mode];
      const pieces = 1 + Math.floor(next() * 200);
      const gross = Math.round(next() * 20_000 * 1000) / 1000;
      const volume = Math.round(next() * 60 * 1000) / 1000;
      const air = mode === "air";
      cols.scope?.push(scope);
      cols.code?.push(`B${scope}${day.replaceAll("-", "")}${String(k).padStart(7, "0")}`);
      cols.day?.push(day);
      cols.customer?.push(pick(CUSTOMERS, next()));
      cols.customerNumber?.push(`CN${String(k).padStart(8, "0")}`);
      cols.awb?.push(air ? `784-${String(10_000_000 + k).slice(-8)}` : "");
      cols.hawb?.push(air ? `HW${String(k).padStart(8, "0")}` : "");
      cols.mbl?.push(air ? "" : `MBL${String(k).padStart(9, "0")}`);
      cols.internal?.push(`IN${String(k).padStart(8, "0")}`);
      cols.departure?.push(pick(stations, next()));
      cols.arrival?.push(pick(stations, next()));
      cols.goods?.push(pick(GOODS, next()));
      cols.planPieces?.push(pieces);
      cols.planWeight?.push(gross);
      cols.planVolume?.push(volume);
      cols.pieces?.push(pieces);
      cols.gross?.push(gross);
      cols.volume?.push(volume);
      cols.charge?.push(
        air ? Math.round(Math.max(gross, volume * AIR_KG_PER_CBM) * 1000) / 1000 : 0,
      );
      cols.billing?.push(air ? 0 : Math.round(Math.max(gross, volume * 1000) * 1000) / 1000);
      cols.teu?.push(mode === "sea" || mode === "rail" ? Math.floor(next() * 4) : 0);
      cols.locked?.push(next() < 0.1 ? 1 : 0);
    }
    await q.query(
      `insert into business_orders (org_id, business_scope, order_code, business_date, customer_name,
         customer_number, awb_number, hawb_number, mbl_number, internal_number, departure, arrival,
         goods_name_cn, plan_pieces, plan_weight, plan_volume, pieces, gross_weight, volume,
         chargeable_weight, billing_weight, teu, lock_status)
       select $1, x.scope, x.code, x.day::date, x.customer, x.cn, x.awb, x.hawb, x.mbl, x.internal,
              x.dep, x.arr, x.goods, x.pp, x.pw, x.pv, x.pieces, x.gross, x.vol, x.charge, x.billing,
              x.teu, x.locked
       from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                   $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[],
                   $14::int[], $15::numeric[], $16::numeric[], $17::int[], $18::numeric[],
                   $19::numeric[], $20::numeric[], $21::numeric[], $22::numeric[], $23::int[])
         as x(scope, code, day, customer, cn, awb, hawb, mbl, internal, dep, arr, goods, pp, pw, pv,
              pieces, gross, vol, charge, billing, teu, locked)
       on conflict (org_id, order_code) do nothing`,
      [
        org.id,
        cols.scope,
        cols.code,
        cols.day,
        cols.customer,
        cols.customerNumber,
        cols.awb,
        cols.hawb,
        cols.mbl,
        cols.internal,
        cols.departure,
        cols.arrival,
        cols.goods,
        cols.planPieces,
        cols.planWeight,
        cols.planVolume,
        cols.pieces,
        cols.gross,
        cols.volume,
        cols.charge,
        cols.billing,
        cols.teu,
        cols.locked,
      ],
    );
    written += n;
  }
  // Index-only counts need the visibility map: the embedded database has no autovacuum.
  await q.query("vacuum (analyze) business_orders");
  return written;
}
