/**
 * The public order-track answer (spec §3 "Order track (air and sea)") and the share-page
 * derivations of spec §4. Every field is optional and nullable: the spec names the fields but
 * not which ones the server always fills, and a public page must render partial data.
 */

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

/** A text field trimmed, or "" when it is missing. */
export function present(value: Maybe<string>): string {
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
