/** Where a shipment is: its latest event, milestones, leg delays (spec §4), and the track texts. */

import { type DateTimeInput, parseDateTime, parseNumeric } from "./format";
import { type AwbRouteApiRoute, present, type RouteTrackEvent } from "./order-track";

type Maybe<T> = T | null | undefined;

export interface CurrentTrack {
  statusCode: string;
  statusName: string;
  /** The original page shows remark in the airport column. */
  airport: string;
  time: string;
  event: RouteTrackEvent;
}

// Events without a readable time sort before every timed one; on equal times the later entry
// in the list wins, as the server appends in arrival order.
function latestEvent<T extends RouteTrackEvent>(events: readonly T[]): T | null {
  let latest: T | null = null;
  let latestTime = Number.NEGATIVE_INFINITY;
  for (const event of events) {
    const time = parseDateTime(event.eventTime) ?? Number.NEGATIVE_INFINITY;
    if (latest === null || time >= latestTime) {
      latest = event;
      latestTime = time;
    }
  }
  return latest;
}

/** The latest route event by eventTime, or null when there are none. */
export function currentTrack(events: Maybe<readonly RouteTrackEvent[]>): CurrentTrack | null {
  const event = latestEvent(events ?? []);
  if (event === null) {
    return null;
  }
  return {
    statusCode: present(event.flightStatusCode).toUpperCase(),
    statusName: present(event.flightStatusName),
    airport: present(event.remark),
    time: present(event.eventTime),
    event,
  };
}

export const MILESTONE_SEQUENCE = ["BKD", "RCS", "MAN", "DEP", "ARR", "RCF", "NFD", "DLV"] as const;

export type MilestoneCode = (typeof MILESTONE_SEQUENCE)[number];

export const MILESTONE_NAMES = {
  BKD: { zh: "已订舱", en: "Booked" },
  RCS: { zh: "已收货", en: "Received from shipper" },
  MAN: { zh: "已配载", en: "Manifested" },
  DEP: { zh: "已起飞", en: "Departed" },
  ARR: { zh: "已到达", en: "Arrived" },
  RCF: { zh: "已接收", en: "Received from flight" },
  NFD: { zh: "已通知提货", en: "Notified for delivery" },
  DLV: { zh: "已交付", en: "Delivered" },
} as const satisfies Record<MilestoneCode, { zh: string; en: string }>;

/**
 * Sea and road event codes as carriers and hauliers send them, with their names in English: the
 * server's names are Chinese (flightStatusName), so an English page showed 中转港离港 beside TSD
 * (issue 35). A code not listed keeps the server's name.
 */
export const SURFACE_EVENT_NAMES_EN: Readonly<Record<string, string>> = {
  BKG: "Booking confirmed",
  MTY: "Empty container picked up",
  GTI: "Gated in full",
  CUS: "Customs released",
  LOD: "Loaded on vessel",
  DEP: "Vessel departed",
  TSA: "Arrived at transhipment port",
  TSD: "Departed transhipment port",
  ARR: "Arrived at port",
  DIS: "Discharged",
  GTO: "Gated out",
  ORD: "Order accepted",
  DSP: "Truck dispatched",
  PUP: "Picked up",
  TRN: "In transit",
  DLV: "Delivered",
};

export function isMilestoneCode(value: unknown): value is MilestoneCode {
  return typeof value === "string" && (MILESTONE_SEQUENCE as readonly string[]).includes(value);
}

export interface Milestone {
  code: MilestoneCode;
  nameZh: string;
  nameEn: string;
}

export function milestone(code: MilestoneCode): Milestone {
  return { code, nameZh: MILESTONE_NAMES[code].zh, nameEn: MILESTONE_NAMES[code].en };
}

/**
 * The status expected after the latest known one. "Latest" is by time, not by furthest
 * step, so a transit leg (ARR, then DEP again) expects ARR next. Codes outside the sequence
 * (FOH, TFD, …) are ignored. Nothing seen yet expects BKD; after DLV nothing is expected.
 */
export function nextMilestone(events: Maybe<readonly RouteTrackEvent[]>): Milestone | null {
  const known = (events ?? []).filter((event) =>
    isMilestoneCode(present(event.flightStatusCode).toUpperCase()),
  );
  const latest = latestEvent(known);
  if (latest === null) {
    return milestone("BKD");
  }
  const code = present(latest.flightStatusCode).toUpperCase();
  if (!isMilestoneCode(code)) {
    return milestone("BKD");
  }
  const next = MILESTONE_SEQUENCE[MILESTONE_SEQUENCE.indexOf(code) + 1];
  return next ? milestone(next) : null;
}

/**
 * Minutes between the planned and the actual (or estimated) time: positive late, negative
 * early, null when either is unknown. Rounded half away from zero so early and late are
 * symmetric.
 */
export function legDelay(planned: DateTimeInput, actualOrEstimated: DateTimeInput): number | null {
  const plannedMs = parseDateTime(planned);
  const actualMs = parseDateTime(actualOrEstimated);
  if (plannedMs === null || actualMs === null) {
    return null;
  }
  const minutes = (actualMs - plannedMs) / 60_000;
  const rounded = Math.sign(minutes) * Math.round(Math.abs(minutes));
  return rounded === 0 ? 0 : rounded;
}

export interface RouteDelays {
  departure: number | null;
  arrival: number | null;
}

/** Delays of one leg, preferring actual times over estimates. */
export function routeDelays(route: AwbRouteApiRoute): RouteDelays {
  return {
    departure: legDelay(
      route.planDepartureTime,
      present(route.actualDepartureTime) || route.estimatedDepartureTime,
    ),
    arrival: legDelay(
      route.planArrivalTime,
      present(route.actualArrivalTime) || route.estimatedArrivalTime,
    ),
  };
}

/**
 * Share-page texts as the spec gives them (the three empty messages are our Chinese for the
 * spec's English). Pages show them through the share catalogues, which hold both languages.
 */
export const TRACK_TEXTS = {
  emptyTrack: "暂无可展示的轨迹信息",
  emptyFiles: "暂无可展示的文件",
  emptyImages: "暂无可展示的图片",
  errorPrefix: "操作失败，",
  missingOrder: "未获取到查询相关信息",
  fetchFailed: "数据获取失败",
  noManifest: "暂无舱单信息",
  noWaybill: "暂无运单信息",
  noAttachmentUrl: "未获取到附件地址",
} as const;

export type TrackTextKey = keyof typeof TRACK_TEXTS;

export interface TrackEnvelope {
  code?: number | string | null;
  messageInfo?: string | null;
}

/**
 * The error to show for a track answer, or null on success (code 0). Spec §8: a non-zero code
 * shows the server's messageInfo, else '数据获取失败'.
 */
export function trackResponseError(
  response: TrackEnvelope,
  fallback: string = TRACK_TEXTS.fetchFailed,
): string | null {
  if (parseNumeric(response.code) === 0) {
    return null;
  }
  return present(response.messageInfo) || fallback;
}
