import * as v from "valibot";
import type { NumberKind } from "../domain/cargo-tracking";
import type {
  AwbRouteApiRoute,
  ManifestListEntry,
  ManifestTrackEntry,
  RouteTrackEvent,
} from "../domain/order-track";
import type { ShareView } from "../domain/scope";
import { endpoint } from "./endpoint";

/** GET ?numbers=a,b: each number's orders, or who to ask about it (/newCargoTracking). */
export const CARGO_TRACKING = {
  track: endpoint<CargoTrackingAnswer>()({
    method: "GET",
    path: "/afbase/cargoTracking",
    permission: "menu:/newCargoTracking",
    query: v.object({ numbers: v.optional(v.string(), "") }),
  }),
};

/** One of our orders a number names, with its whole track. */
export type TrackedOrder = {
  orderCode: string;
  view: ShareView;
  /** The workspace order's uuid (its order page), when the order has one. */
  orderUuid: string | null;
  awbNumber: string | null;
  hawbNumber: string | null;
  mlbNumber: string | null;
  departure: string | null;
  arrival: string | null;
  flight: string | null;
  /** The latest route event. */
  status: { code: string; name: string; place: string; time: string } | null;
  routeTracks: RouteTrackEvent[];
  legs: AwbRouteApiRoute[];
  trackManifest: ManifestTrackEntry[];
  manifestList: ManifestListEntry[];
};

/** Who to ask about a number we do not hold: the airline by AWB prefix, the line by SCAC. */
export type TrackingCarrier = {
  kind: "air" | "sea";
  /** IATA code (air) or SCAC (sea). */
  code: string;
  prefix: string | null;
  nameEn: string;
  nameZh: string | null;
  trackingUrl: string | null;
};

export type TrackingResult = {
  number: string;
  kind: NumberKind;
  orders: TrackedOrder[];
  /** Only when none of our orders has the number. */
  carrier: TrackingCarrier | null;
};

export type CargoTrackingAnswer = TrackingResult[];
