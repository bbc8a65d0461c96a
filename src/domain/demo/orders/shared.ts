import type { Waybill, WaybillParty } from "../../air-waybill.ts";
import type { AwbRouteApiRoute, RouteTrackEvent } from "../../order-track.ts";
import type { ShareView } from "../../scope.ts";
import type { DeliveryNotice, ShareLcOrder, ShareOrderTrack } from "../../share-link.ts";
import { MILESTONE_NAMES, type MilestoneCode } from "../../track-events.ts";

/**
 * What every demo order file shares: the order and file types, the clock, the event and leg
 * builders, and the parties and document texts several orders quote.
 */

type NoticeFields = Omit<DeliveryNotice, "view" | "flag" | "orderNumber">;

export type SamplePhoto = "weighing" | "container" | "label" | "truck";

export type DemoFile = {
  type: "照片" | "文件";
  name: string;
  mime: string;
  remark?: string;
  /** What the file holds, drawn or written when seeding (stories draw the photos as SVG). */
  sample: { photo: SamplePhoto } | { pdf: string; lines: string[] };
};

export type DemoOrder = {
  org: "DEMO" | "DEMO2";
  view: ShareView;
  code: string;
  awb?: string;
  hawb?: string;
  detail: ShareOrderTrack | ShareLcOrder;
  waybill?: Waybill;
  notices?: Partial<Record<"warehouse" | "storehouse", Partial<NoticeFields>>>;
  files?: DemoFile[];
  /** Hours from now of the latest change. */
  updated: number;
};

/** A valid MAWB: the eighth serial digit is the first seven modulo 7. */
export function mawb(prefix: string, serial7: number): string {
  const serial = String(serial7).padStart(7, "0");
  return `${prefix}-${serial}${serial7 % 7}`;
}

const HOUR = 3_600_000;

export function clock(now = Date.now()) {
  const base = Math.floor(now / (5 * 60_000)) * 5 * 60_000;
  /** Beijing wall time `hours` from now, as the backend sends it: ISO with +08:00. */
  const at = (hours: number): string => {
    const d = new Date(base + hours * HOUR + 8 * HOUR);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00+08:00`;
  };
  return { now: base, at };
}

export function airEvent(
  at: (h: number) => string,
  code: MilestoneCode,
  airport: string,
  hours: number,
  flight: string | null,
  pieces: number | null,
  weight: number | null,
): RouteTrackEvent {
  return {
    trackAwbId: `${code}-${airport}-${hours}`,
    flightStatusCode: code,
    flightStatusName: MILESTONE_NAMES[code].zh,
    remark: airport,
    flightNum: flight,
    eventTime: at(hours),
    quantity: pieces,
    grossWeight: weight,
  };
}

export function namedEvent(
  at: (h: number) => string,
  code: string,
  name: string,
  place: string,
  hours: number,
  carrier: string | null = null,
): RouteTrackEvent {
  return {
    trackAwbId: `${code}-${hours}`,
    flightStatusCode: code,
    flightStatusName: name,
    remark: place,
    flightNum: carrier,
    eventTime: at(hours),
    quantity: null,
    grossWeight: null,
  };
}

export function leg(
  at: (h: number) => string,
  route: string,
  flightNo: string,
  times: {
    planDep: number;
    planArr: number;
    actDep?: number;
    actArr?: number;
    estDep?: number;
    estArr?: number;
  },
  pieceWeightInfo: string,
  errorMessage?: string,
): AwbRouteApiRoute {
  const [depPort, arrPort] = route.split("-");
  const opt = (h: number | undefined) => (h === undefined ? null : at(h));
  return {
    route,
    depPort: depPort ?? null,
    arrPort: arrPort ?? null,
    flightNo,
    planDepartureTime: at(times.planDep),
    estimatedDepartureTime: opt(times.estDep),
    actualDepartureTime: opt(times.actDep),
    planArrivalTime: at(times.planArr),
    estimatedArrivalTime: opt(times.estArr),
    actualArrivalTime: opt(times.actArr),
    pieceWeightInfo,
    errorMessage: errorMessage ?? null,
  };
}

export const AGENT_SHA = {
  name: "SHANGHAI DEMO INTL FREIGHT FORWARDING CO LTD",
  city: "SHANGHAI",
  iataCode: "0834512",
  account: "SHA-0834512",
};

export const party = (name: string, ...address: string[]): WaybillParty => ({ name, address });

export const INVOICE_LINES = [
  "Seller: Shanghai Brightlux Lighting Co., Ltd.",
  "Buyer: Brightlux Europe B.V., Amsterdam",
  "Terms: FCA Shanghai Pudong Airport",
  "Item 1  LED panel light 600x600 40W   1,800 pcs  USD 14.20",
  "Item 2  LED high-bay light 150W        600 pcs  USD 38.50",
  "Total: USD 48,660.00",
];

export const PACKING_LINES = [
  "120 cartons on 10 pallets",
  "Pallets 1-10: 120 x 80 x 102 cm",
  "Cartons: 60 x 40 x 50 cm",
  "Gross weight 2,510.5 kg   Net weight 2,296.0 kg",
];
