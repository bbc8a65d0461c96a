import { Hono } from "hono";
import {
  CARGO_TRACKING,
  type CargoTrackingAnswer,
  type TrackedOrder,
  type TrackingCarrier,
  type TrackingResult,
} from "../../src/contract/cargo-tracking.ts";
import {
  numberKind,
  splitTrackingNumbers,
  TRACKING_MESSAGES,
  trackingProblem,
} from "../../src/domain/cargo-tracking.ts";
import { awbPrefix } from "../../src/domain/carriers.ts";
import type { OrderTrack } from "../../src/domain/order-track.ts";
import type { ShareView } from "../../src/domain/scope.ts";
import { shipCompanyOf } from "../../src/domain/sea.ts";
import { currentTrack } from "../../src/domain/track-events.ts";
import type { Queryable } from "../db/client.ts";
import { ApiError, ok } from "../envelope.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { route } from "../http/route.ts";
import type { AppEnv, Deps } from "../http/types.ts";
import { orderTrackOf } from "../order/track-rows.ts";
import { carrierByPrefix } from "../reference/carriers.ts";

type Row = {
  order_code: string;
  view: ShareView;
  business_id: number;
  business_uuid: string;
  awb_number: string | null;
  hawb_number: string | null;
};

const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

function tracked(row: Row, d: OrderTrack): TrackedOrder {
  const now = currentTrack(d.routeTracks);
  return {
    orderCode: row.order_code,
    view: row.view,
    orderUuid: row.business_uuid,
    awbNumber: row.awb_number || d.awbNumber || null,
    hawbNumber: row.hawb_number || d.hawbNumber || null,
    mlbNumber: d.mlbNumber ?? null,
    departure: d.departureStation ?? null,
    arrival: d.arrivalStation ?? null,
    flight: d.expectFlight ?? d.shipVoyageNumber ?? null,
    status: now
      ? { code: now.statusCode, name: now.statusName, place: now.airport, time: now.time }
      : null,
    routeTracks: list(d.routeTracks),
    legs: list(d.awbRouteApiInfoVO?.awbRouteApiRouteList),
    trackManifest: list(d.trackManifest),
    manifestList: list(d.manifestList),
  };
}

/**
 * An organisation's orders ($1) with any of the numbers ($2) as their order code or a bill, or a
 * container pattern ($3, `%CSNU7654321%`) in their container list: one query for every number
 * asked, one branch per code so each is an index lookup whatever the planner thinks of the
 * others (the partial indexes of migration 014 and the code's unique index).
 */
export const TRACKING_SQL = `select o.order_code, o.view, b.id as business_id, b.uuid::text as business_uuid,
            o.awb_number, o.hawb_number, b.order_code as code, b.awb_number as awb,
            b.hawb_number as hawb, b.mbl_number as mbl, b.hbl_number as hbl, b.containers
     from orders o join business_orders b on b.id = o.business_order_id
     where b.id in (
       select id from business_orders where org_id = $1 and order_code = any($2::text[])
       union all select id from business_orders
         where org_id = $1 and awb_number = any($2::text[]) and awb_number <> ''
       union all select id from business_orders
         where org_id = $1 and hawb_number = any($2::text[]) and hawb_number <> ''
       union all select id from business_orders
         where org_id = $1 and mbl_number = any($2::text[]) and mbl_number <> ''
       union all select id from business_orders
         where org_id = $1 and hbl_number = any($2::text[]) and hbl_number <> ''
       union all select id from business_orders
         where org_id = $1 and containers <> '' and containers like any($3::text[]))
     order by o.updated_at desc`;

type Found = Row & {
  code: string;
  awb: string;
  hawb: string;
  mbl: string;
  hbl: string;
  containers: string;
};

/** At most this many orders per number (the newest). */
const PER_NUMBER = 5;

/**
 * Each number's orders in the caller's organisation (codes are stored upper case), with their
 * legs, events and manifests (server/order/track-rows.ts orderTrackOf, read once per order).
 */
async function ordersFor(
  db: Queryable,
  orgId: number,
  numbers: string[],
): Promise<Map<string, TrackedOrder[]>> {
  const containers = numbers.filter((n) => numberKind(n) === "container");
  const rows = await db.query<Found>(TRACKING_SQL, [
    orgId,
    numbers,
    containers.map((n) => `%${n.replace(/[%_\\]/g, "\\$&")}%`),
  ]);
  const tracks = new Map<number, TrackedOrder>();
  const out = new Map<string, TrackedOrder[]>();
  for (const n of numbers) {
    const container = numberKind(n) === "container";
    const mine = rows
      .filter(
        (r) =>
          [r.code, r.awb, r.hawb, r.mbl, r.hbl].includes(n) ||
          (container && r.containers.includes(n)),
      )
      .slice(0, PER_NUMBER);
    const orders: TrackedOrder[] = [];
    for (const row of mine) {
      let order = tracks.get(row.business_id);
      if (!order) {
        order = tracked(row, (await orderTrackOf(db, row.business_id)) ?? {});
        tracks.set(row.business_id, order);
      }
      orders.push(order);
    }
    out.set(n, orders);
  }
  return out;
}

function carrierOf(n: string): TrackingCarrier | null {
  const prefix = awbPrefix(n);
  if (prefix) {
    const c = carrierByPrefix(prefix);
    return c
      ? {
          kind: "air",
          code: c.iata,
          prefix,
          nameEn: c.nameEn,
          nameZh: c.nameZh,
          trackingUrl: c.trackingUrl,
        }
      : null;
  }
  const line = shipCompanyOf(n);
  return line
    ? {
        kind: "sea",
        code: line.scac,
        prefix: null,
        nameEn: line.nameEn,
        nameZh: line.nameZh,
        trackingUrl: line.trackingUrl,
      }
    : null;
}

/** GET /afbase/cargoTracking?numbers=a,b: each number's orders, or who to ask about it. */
export function cargoTrackingRoutes(deps: Deps) {
  const { db } = deps;
  // Per session and per address (TRACKING_RATE_LIMIT a minute, server/http/rate-limit.ts).
  const limited = rateLimit(deps, "tracking");
  // The menu is the entry's permission, checked before any route (server/http/requires.ts).
  return route(new Hono<AppEnv>(), CARGO_TRACKING.track, limited, async (c, { query }) => {
    const numbers = splitTrackingNumbers(query.numbers);
    const problem = trackingProblem(numbers);
    if (problem) throw new ApiError(400, TRACKING_MESSAGES[problem]);
    const orgId = c.get("auth").orgId;
    const found = await ordersFor(db, orgId, numbers);
    const results: TrackingResult[] = numbers.map((number) => {
      const orders = found.get(number) ?? [];
      return {
        number,
        kind: numberKind(number),
        orders,
        carrier: orders.length ? null : carrierOf(number),
      };
    });
    return ok<CargoTrackingAnswer>(c, results);
  });
}
