/** Cargo-tracking fixtures: the demo orders the server seeds, on a fixed clock. */
import type { TrackedOrder, TrackingResult } from "../../src/contract/cargo-tracking";
import { clock, demoOrders } from "../../src/domain/demo/orders";
import type { OrderTrack } from "../../src/domain/order-track";
import type { ShareView } from "../../src/domain/scope";
import { currentTrack } from "../../src/domain/track-events";

/** The stories' "now": 2026-03-12 10:00 Beijing time. */
const NOW = Date.parse("2026-03-12T10:00:00+08:00");
const { at } = clock(NOW);
const ORDERS = demoOrders(at);

function tracked(code: string): TrackedOrder {
  const o = ORDERS.find((x) => x.code === code);
  if (!o) throw new Error(code);
  const d = o.detail as OrderTrack;
  const now = currentTrack(d.routeTracks);
  return {
    orderCode: o.code,
    view: o.view as ShareView,
    orderUuid: "0b7c5a52-8d0e-4a39-9a57-2f5a3c1d9e10",
    awbNumber: o.awb ?? null,
    hawbNumber: o.hawb ?? null,
    mlbNumber: d.mlbNumber ?? null,
    departure: d.departureStation ?? null,
    arrival: d.arrivalStation ?? null,
    flight: d.expectFlight ?? null,
    status: now
      ? { code: now.statusCode, name: now.statusName, place: now.airport, time: now.time }
      : null,
    routeTracks: d.routeTracks ?? [],
    legs: d.awbRouteApiInfoVO?.awbRouteApiRouteList ?? [],
    trackManifest: d.trackManifest ?? [],
    manifestList: d.manifestList ?? [],
  };
}

/** AE2500001: three legs, the last one moved to the next day's flight (an error leg). */
export const DELAYED = tracked("AE2500001");
/** AE2500002: on time. */
export const ON_TIME = tracked("AE2500002");
export const SEA = tracked("SE2500001");

/** Legs on time only. */
export const ON_TIME_LEGS = DELAYED.legs.slice(0, 1).map((leg) => ({
  ...leg,
  actualDepartureTime: leg.planDepartureTime ?? null,
  actualArrivalTime: leg.planArrivalTime ?? null,
}));

/** Forty events: a long history. */
export const MANY_EVENTS = Array.from({ length: 40 }, (_, i) => ({
  ...(DELAYED.routeTracks[i % DELAYED.routeTracks.length] ?? {}),
  eventTime: at(-200 + i * 4),
}));

export const MANY_REMARKS = Array.from({ length: 24 }, (_, i) => ({
  mawbNum: DELAYED.awbNumber,
  remark:
    i % 3 === 0 ? "预配舱单已申报" : i % 3 === 1 ? "运抵报告已接收" : "海关查验通知：请配合查验",
  eventTime: at(-120 + i * 3),
  productInfo: null,
}));

export const MIXED: TrackingResult[] = [
  { number: DELAYED.awbNumber ?? "", kind: "awb", orders: [DELAYED], carrier: null },
  { number: "COSU6281234560", kind: "bill", orders: [SEA], carrier: null },
  {
    number: "176-12345675",
    kind: "awb",
    orders: [],
    carrier: {
      kind: "air",
      code: "EK",
      prefix: "176",
      nameEn: "Emirates",
      nameZh: "阿联酋航空",
      trackingUrl: "https://www.skycargo.com/",
    },
  },
  {
    number: "MSKU1234567",
    kind: "container",
    orders: [],
    carrier: {
      kind: "sea",
      code: "MAEU",
      prefix: null,
      nameEn: "Maersk",
      nameZh: "马士基",
      trackingUrl: "https://www.maersk.com/tracking/",
    },
  },
  { number: "ZZZZ999", kind: "other", orders: [], carrier: null },
];
