import { Hono } from "hono";
import type {
  CargoTrackingAnswer,
  TrackedOrder,
  TrackingCarrier,
  TrackingResult,
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
import { ApiError, ok } from "../http/envelope.ts";
import { requirePermission } from "../http/permissions.ts";
import type { AppEnv, Deps } from "../http/types.ts";
import { carrierByPrefix } from "../reference/carriers.ts";

type Row = {
  order_code: string;
  view: ShareView;
  business_uuid: string | null;
  awb_number: string | null;
  hawb_number: string | null;
  detail: OrderTrack;
};

const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

function tracked(row: Row): TrackedOrder {
  const d = row.detail ?? {};
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

/** The caller's organisation's orders that carry the number in any of their codes. */
async function ordersFor(db: Queryable, orgId: number, n: string): Promise<TrackedOrder[]> {
  const rows = await db.query<Row>(
    `select o.order_code, o.view, b.uuid::text as business_uuid, o.awb_number, o.hawb_number, o.detail
     from orders o left join business_orders b on b.id = o.business_order_id
     where o.org_id = $1 and (
       upper(o.order_code) = $2 or upper(coalesce(o.awb_number, '')) = $2
       or upper(coalesce(o.hawb_number, '')) = $2
       or upper(coalesce(o.detail->>'awbNumber', '')) = $2
       or upper(coalesce(o.detail->>'hawbNumber', '')) = $2
       or upper(coalesce(o.detail->>'mlbNumber', '')) = $2
       or upper(coalesce(o.detail->>'hlbNumber', '')) = $2
       or ($3 and upper(coalesce(o.detail->>'containerList', '')) like '%' || $2 || '%'))
     order by o.updated_at desc limit 5`,
    [orgId, n, numberKind(n) === "container"],
  );
  return rows.map(tracked);
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
export function cargoTrackingRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get("/", requirePermission(db, "/newCargoTracking"), async (c) => {
    const numbers = splitTrackingNumbers(c.req.query("numbers") ?? "");
    const problem = trackingProblem(numbers);
    if (problem) throw new ApiError(400, TRACKING_MESSAGES[problem]);
    const orgId = c.get("auth").orgId;
    const results: TrackingResult[] = [];
    for (const number of numbers) {
      const orders = await ordersFor(db, orgId, number);
      results.push({
        number,
        kind: numberKind(number),
        orders,
        carrier: orders.length ? null : carrierOf(number),
      });
    }
    return ok<CargoTrackingAnswer>(c, results);
  });
}
