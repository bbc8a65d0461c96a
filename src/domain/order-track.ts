/**
 * The public order-track answer (spec §3 "Order track (air and sea)") and the share-page
 * derivations of spec §4. Every field is optional and nullable: the spec names the fields but
 * not which ones the server always fills, and a public page must render partial data.
 */

import { type DateTimeInput, type NumericInput, parseDateTime, parseNumeric } from "./format";
import type { ShareView } from "./scope";

type Maybe<T> = T | null | undefined;

/** fileType is '照片' or '文件' in the original system; 'photo'/'file' are accepted too. */
export interface Attachment {
  orderFileId?: string | null;
  fileName?: string | null;
  fileUrl?: string | null;
  fileRemark?: string | null;
  fileType?: string | null;
}

export interface RouteTrackEvent {
  trackAwbId?: string | null;
  /** IATA status code such as 'DEP'. */
  flightStatusCode?: string | null;
  flightStatusName?: string | null;
  /** Carries the airport in the original track table. */
  remark?: string | null;
  flightNum?: string | null;
  eventTime?: string | null;
  quantity?: number | null;
  grossWeight?: number | null;
}

/** The spec puts mawbNum on "the manifest tracking record"; it is read here as per entry. */
export interface ManifestTrackEntry {
  mawbNum?: string | null;
  remark?: string | null;
  eventTime?: string | null;
  productInfo?: string | null;
}

/**
 * One manifest bill. Times: provisionTime is pre-declared, arriveTime arrived (AI: tally),
 * passedTime released; temporaryArrivalTime is the AI allocation-arrival time.
 */
export interface ManifestListEntry {
  hawbNumber?: string | null;
  pieceWeightInfo?: string | null;
  declarationNumber?: string | null;
  provisionTime?: string | null;
  arriveTime?: string | null;
  temporaryArrivalTime?: string | null;
  passedTime?: string | null;
  /** Backends send booleans, 0/1 or '0'/'1'; see isMasterFlag. */
  masterFlag?: boolean | number | string | null;
}

/**
 * Warehouse (cargo weighing) row. The spec names the columns (bill number, pieces/weight/volume,
 * dimensions) but not the fields, so these names are assumptions; the index signature keeps
 * whatever else the server sends.
 */
export interface CargoWeighingEntry {
  billNumber?: string | null;
  pieces?: number | null;
  weight?: number | null;
  volume?: number | null;
  dimensions?: string | null;
  readonly [field: string]: unknown;
}

/**
 * One leg of awbRouteApiRouteList. The spec names the columns only (route, flight, planned and
 * actual departure and arrival, piece/weight, error message), so the field names are ours.
 */
export interface AwbRouteApiRoute {
  /** Segment as shown, e.g. 'PVG-FRA'. */
  route?: string | null;
  depPort?: string | null;
  arrPort?: string | null;
  flightNo?: string | null;
  planDepartureTime?: string | null;
  estimatedDepartureTime?: string | null;
  actualDepartureTime?: string | null;
  planArrivalTime?: string | null;
  estimatedArrivalTime?: string | null;
  actualArrivalTime?: string | null;
  pieceWeightInfo?: string | null;
  /** Shown in red on the row when present. */
  errorMessage?: string | null;
}

export interface AwbRouteApiInfo {
  mawbNum?: string | null;
  depPort?: string | null;
  arrPort?: string | null;
  pieceWeightInfo?: string | null;
  awbRouteApiRouteList?: AwbRouteApiRoute[] | null;
}

export interface OrderTrack {
  shipInfo?: string | null;
  number?: string | null;
  orderId?: string | null;
  orderUUID?: string | null;
  awbNumber?: string | null;
  customerNumber?: string | null;
  /** Sea master bill. */
  mlbNumber?: string | null;
  /** Sea house bill. */
  hlbNumber?: string | null;
  hawbNumber?: string | null;
  expectFlight?: string | null;
  expectDeparture?: string | null;
  departureStation?: string | null;
  arrivalStation?: string | null;
  transitStation?: string | null;
  transitStation2?: string | null;
  goodsNameCn?: string | null;
  goodsNameEn?: string | null;
  goodsType?: string | null;
  containerMethod?: string | null;
  containerList?: string | null;
  /** TEU count. */
  containerNumber?: number | null;
  planPieces?: number | null;
  confirmPieces?: number | null;
  packageType?: string | null;
  planWeight?: number | null;
  confirmWeight?: number | null;
  /** 'KG' when absent. */
  weightUnit?: string | null;
  planVolume?: number | null;
  confirmVolume?: number | null;
  planChargeWeight?: number | null;
  confirmChargeWeight?: number | null;
  chargeWeightUnit?: string | null;
  planDensity?: number | null;
  confirmDensity?: number | null;
  /** 'L*W*H*P;…' — see parseDimensions. */
  planDimensions?: string | null;
  confirmDimensions?: string | null;
  shipName?: string | null;
  shipVoyageNumber?: string | null;
  orderCode?: string | null;
  inboundDate?: string | null;
  outboundDate?: string | null;
  inspectionDate?: string | null;
  clearanceDate?: string | null;
  attachments?: Attachment[] | null;
  routeTracks?: RouteTrackEvent[] | null;
  trackManifest?: ManifestTrackEntry[] | null;
  manifestList?: ManifestListEntry[] | null;
  cargoWeighingList?: CargoWeighingEntry[] | null;
  awbRouteApiInfoVO?: AwbRouteApiInfo | null;
}

/** Road order (separate /lc call). Plan/confirm field names follow OrderTrack's. */
export interface LcOrder {
  orderCode?: string | null;
  departureStationName?: string | null;
  arrivalStationName?: string | null;
  goodsNameCn?: string | null;
  planPieces?: number | null;
  confirmPieces?: number | null;
  planWeight?: number | null;
  confirmWeight?: number | null;
  planVolume?: number | null;
  confirmVolume?: number | null;
  planChargeWeight?: number | null;
  confirmChargeWeight?: number | null;
  /** Plate number. */
  driverNumber?: string | null;
  driverName?: string | null;
  driverTel?: string | null;
}

export const DEFAULT_WEIGHT_UNIT = "KG";

function present(value: Maybe<string>): string {
  return typeof value === "string" ? value.trim() : "";
}

/** The air waybill number, falling back to the customer number (spec §4). */
export function airWaybillNumber(track: Pick<OrderTrack, "awbNumber" | "customerNumber">): string {
  return present(track.awbNumber) || present(track.customerNumber);
}

export type OrderNumberSource = Pick<
  OrderTrack,
  "awbNumber" | "customerNumber" | "hawbNumber" | "mlbNumber" | "orderCode"
>;

/**
 * Header order number. Air: AWB_HAWB, or whichever exists. Sea: master bill, else order code.
 * Road has neither bill, so it shows the order code. '' when nothing is known.
 */
export function orderNumber(track: OrderNumberSource, view: ShareView): string {
  switch (view) {
    case "SE":
    case "SI":
      return present(track.mlbNumber) || present(track.orderCode);
    case "LC":
      return present(track.orderCode);
    case "AF":
    case "AI":
      return [airWaybillNumber(track), present(track.hawbNumber)].filter(Boolean).join("_");
  }
}

/** Ship name and voyage joined by '/', or whichever exists; '' when neither. */
export function shipInfo(track: Pick<OrderTrack, "shipName" | "shipVoyageNumber">): string {
  return [present(track.shipName), present(track.shipVoyageNumber)].filter(Boolean).join("/");
}

const PHOTO_TYPES: readonly string[] = ["照片", "photo"];

export interface SplitAttachments {
  photos: Attachment[];
  files: Attachment[];
}

/** Photos by fileType; anything else, unknown types included, is a file so it stays reachable. */
export function splitAttachments(list: Maybe<readonly Attachment[]>): SplitAttachments {
  const photos: Attachment[] = [];
  const files: Attachment[] = [];
  for (const attachment of list ?? []) {
    const type = present(attachment.fileType).toLowerCase();
    (PHOTO_TYPES.includes(type) ? photos : files).push(attachment);
  }
  return { photos, files };
}

export function isMasterFlag(flag: ManifestListEntry["masterFlag"]): boolean {
  if (typeof flag === "boolean") {
    return flag;
  }
  if (typeof flag === "number") {
    return flag === 1;
  }
  if (typeof flag === "string") {
    const text = flag.trim().toLowerCase();
    return text === "1" || text === "true" || text === "y";
  }
  return false;
}

export interface ManifestView {
  master: ManifestListEntry | null;
  houses: ManifestListEntry[];
}

/**
 * Spec §4: "If the manifest list is empty the manifest list is shown and the master manifest is
 * empty, else the master manifest entry is chosen." Read as: an empty list gives no master and
 * no houses; otherwise the first entry flagged master is the main bill and every unflagged
 * entry is a house bill. A second flagged entry is dropped: it is not a house bill and the
 * page has one main-bill slot. No flagged entry leaves master null with all entries as houses.
 */
export function manifestView(track: Pick<OrderTrack, "manifestList">): ManifestView {
  const list = track.manifestList ?? [];
  const master = list.find((entry) => isMasterFlag(entry.masterFlag)) ?? null;
  const houses = list.filter((entry) => !isMasterFlag(entry.masterFlag));
  return { master, houses };
}

export function showWeighing(track: Pick<OrderTrack, "cargoWeighingList">): boolean {
  return (track.cargoWeighingList?.length ?? 0) > 0;
}

export const PLAN_CONFIRM_KINDS = ["pieces", "weight", "volume", "chargeWeight"] as const;

export type PlanConfirmKind = (typeof PLAN_CONFIRM_KINDS)[number];

/** Spec §5 weight check: confirm within 97%..103% of plan and at most 100 away. */
export const WEIGHT_TOLERANCE = { minPercent: 97, maxPercent: 103, maxAbsoluteDiff: 100 } as const;

/** Spec §5: volume within 90%..110% of plan; no absolute limit. */
export const VOLUME_TOLERANCE = { minPercent: 90, maxPercent: 110, maxAbsoluteDiff: null } as const;

export const PLAN_CONFIRM_TOLERANCES = {
  pieces: null,
  weight: WEIGHT_TOLERANCE,
  volume: VOLUME_TOLERANCE,
  chargeWeight: WEIGHT_TOLERANCE,
} as const satisfies Record<
  PlanConfirmKind,
  { minPercent: number; maxPercent: number; maxAbsoluteDiff: number | null } | null
>;

// Decimal inputs such as 100.3 - 0.3 miss 100 by one ulp; a relative slack keeps values that sit
// exactly on a threshold unflagged, as a person reading the numbers would expect.
function exceeds(value: number, limit: number): boolean {
  const slack = 1e-9 * Math.max(1, Math.abs(value), Math.abs(limit));
  return value - limit > slack;
}

/**
 * True when the confirmed value should be highlighted against the planned one. Never flags
 * when either side is missing, since there is nothing to compare. Percent bounds are taken
 * from both ends so a negative plan does not invert the band.
 */
export function planConfirmDiff(
  kind: PlanConfirmKind,
  plan: NumericInput,
  confirm: NumericInput,
): boolean {
  const planned = parseNumeric(plan);
  const confirmed = parseNumeric(confirm);
  if (planned === null || confirmed === null) {
    return false;
  }
  const tolerance = PLAN_CONFIRM_TOLERANCES[kind];
  if (tolerance === null) {
    return planned !== confirmed;
  }
  const scaled = confirmed * 100;
  const bandA = planned * tolerance.minPercent;
  const bandB = planned * tolerance.maxPercent;
  const outsideBand =
    exceeds(Math.min(bandA, bandB), scaled) || exceeds(scaled, Math.max(bandA, bandB));
  const tooFar =
    tolerance.maxAbsoluteDiff !== null &&
    exceeds(Math.abs(confirmed - planned), tolerance.maxAbsoluteDiff);
  return outsideBand || tooFar;
}

export type PlanConfirmFlags = Record<PlanConfirmKind, boolean>;

/** All four highlights of the order info block; works for air, sea and road orders. */
export function planConfirmFlags(
  order: Pick<
    OrderTrack,
    | "planPieces"
    | "confirmPieces"
    | "planWeight"
    | "confirmWeight"
    | "planVolume"
    | "confirmVolume"
    | "planChargeWeight"
    | "confirmChargeWeight"
  >,
): PlanConfirmFlags {
  return {
    pieces: planConfirmDiff("pieces", order.planPieces, order.confirmPieces),
    weight: planConfirmDiff("weight", order.planWeight, order.confirmWeight),
    volume: planConfirmDiff("volume", order.planVolume, order.confirmVolume),
    chargeWeight: planConfirmDiff(
      "chargeWeight",
      order.planChargeWeight,
      order.confirmChargeWeight,
    ),
  };
}

export interface DimensionRow {
  length: number | null;
  width: number | null;
  height: number | null;
  pieces: number | null;
}

// After NFKC, '；' '，' '／' '＊' are ASCII. Commas and line breaks separate items because
// users type them for ';' (spec §5 normalises "other separators" to semicolons).
const ITEM_SEPARATOR = /[;,\n\r]+/;
// '×' (U+00D7) survives NFKC; 'x' is how a keyboard without it types the same thing.
const PART_SEPARATOR = /\s*[/*×xX]\s*/;

/**
 * Rows of 'L*W*H*P;…' (cm). Parts that are missing or not numeric are null; parts beyond the
 * fourth are ignored; items with no number at all are skipped.
 */
export function parseDimensions(text: Maybe<string>): DimensionRow[] {
  if (typeof text !== "string") {
    return [];
  }
  const rows: DimensionRow[] = [];
  for (const item of text.normalize("NFKC").split(ITEM_SEPARATOR)) {
    const trimmed = item.trim();
    if (trimmed === "") {
      continue;
    }
    const [length, width, height, pieces] = trimmed.split(PART_SEPARATOR).map(parseNumeric);
    const row: DimensionRow = {
      length: length ?? null,
      width: width ?? null,
      height: height ?? null,
      pieces: pieces ?? null,
    };
    if (Object.values(row).some((value) => value !== null)) {
      rows.push(row);
    }
  }
  return rows;
}

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
 * Share-page texts as the spec gives them (the four empty messages are our Chinese for the
 * spec's English). Pages show them through the share catalogues, which hold both languages.
 */
export const TRACK_TEXTS = {
  emptyTrack: "暂无可展示的轨迹信息",
  emptyManifest: "暂无可展示的舱单信息",
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
