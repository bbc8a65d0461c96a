/**
 * The lists staff keep on an order (issue 19): flight or voyage legs, track events, manifest bills
 * with their customs times, manifest remarks and cargo weighing. One schema for the editor and
 * the server; the share page and cargo tracking read them as the order-track answer of seed 001
 * §3 (`trackDocument`). Times are Beijing wall times `YYYY-MM-DD HH:mm` in the editor and on the
 * wire, stored as instants, and answered to the public pages as ISO with +08:00.
 */
import * as v from "valibot";
import { isIsoDate } from "./business-stats";
import type {
  AwbRouteApiInfo,
  CargoWeighingEntry,
  ManifestTrackEntry,
  OrderTrack,
  RouteTrackEvent,
} from "./order-track";
import type { ShareManifestEntry } from "./share-link";

export type OrderLeg = {
  depPort: string;
  arrPort: string;
  flightNo: string;
  planDeparture: string;
  estimatedDeparture: string;
  actualDeparture: string;
  planArrival: string;
  estimatedArrival: string;
  actualArrival: string;
  pieces: string;
  weight: string;
  errorMessage: string;
};

export type OrderEvent = {
  statusCode: string;
  statusName: string;
  airport: string;
  flightNo: string;
  eventTime: string;
  pieces: string;
  weight: string;
  remark: string;
};

export type OrderManifestBill = {
  master: boolean;
  billNumber: string;
  pieces: string;
  weight: string;
  declarationNumber: string;
  provisionTime: string;
  arriveTime: string;
  /** AI: when the allocation to the bonded warehouse was applied for, and when it arrived. */
  allocationApplyTime: string;
  temporaryArrivalTime: string;
  passedTime: string;
};

export type OrderManifestRemark = {
  mawbNumber: string;
  remark: string;
  eventTime: string;
  productInfo: string;
};

export type OrderWeighing = {
  billNumber: string;
  pieces: string;
  weight: string;
  volume: string;
  dimensions: string;
};

export type OrderTracks = {
  legs: OrderLeg[];
  events: OrderEvent[];
  manifests: OrderManifestBill[];
  remarks: OrderManifestRemark[];
  weighings: OrderWeighing[];
};

export type OrderTrackList = keyof OrderTracks;

export const TRACK_LISTS = ["legs", "events", "manifests", "remarks", "weighings"] as const;

/** At most this many rows in one list: more is a mistake, not a shipment. */
export const TRACK_LIST_MAX = 200;

export const EMPTY_TRACKS: OrderTracks = {
  legs: [],
  events: [],
  manifests: [],
  remarks: [],
  weighings: [],
};

export const EMPTY_ROWS = {
  legs: {
    depPort: "",
    arrPort: "",
    flightNo: "",
    planDeparture: "",
    estimatedDeparture: "",
    actualDeparture: "",
    planArrival: "",
    estimatedArrival: "",
    actualArrival: "",
    pieces: "",
    weight: "",
    errorMessage: "",
  },
  events: {
    statusCode: "",
    statusName: "",
    airport: "",
    flightNo: "",
    eventTime: "",
    pieces: "",
    weight: "",
    remark: "",
  },
  manifests: {
    master: false,
    billNumber: "",
    pieces: "",
    weight: "",
    declarationNumber: "",
    provisionTime: "",
    arriveTime: "",
    allocationApplyTime: "",
    temporaryArrivalTime: "",
    passedTime: "",
  },
  remarks: { mawbNumber: "", remark: "", eventTime: "", productInfo: "" },
  weighings: { billNumber: "", pieces: "", weight: "", volume: "", dimensions: "" },
} as const satisfies { [K in OrderTrackList]: OrderTracks[K][number] };

// ---------------------------------------------------------------------------------------------
// The schema

const text = (field: string, max: number) =>
  v.pipe(
    v.optional(v.string(`${field}应为文本`), ""),
    v.trim(),
    v.maxLength(max, `${field}不能超过 ${max} 个字符`),
  );

const code = (field: string, max: number) =>
  v.pipe(
    text(field, max),
    v.toUpperCase(),
    v.regex(/^[A-Z0-9 /-]*$/, `${field}只能包含字母、数字、空格、/ 和 -`),
  );

const TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2})$/;

/** A Beijing wall time as the editor types it, `YYYY-MM-DD HH:mm`, or empty. */
export function isTrackTime(s: string): boolean {
  const m = TIME.exec(s);
  return m !== null && isIsoDate(m[1] ?? "") && Number(m[2]) < 24 && Number(m[3]) < 60;
}

const time = (field: string, required = false) =>
  v.pipe(
    text(field, 16),
    v.transform((s) => s.replace("T", " ")),
    v.check((s) => (s === "" ? !required : isTrackTime(s)), `${field}应为 YYYY-MM-DD HH:mm 格式`),
  );

const amount = (field: string, decimals: number) =>
  v.pipe(
    v.optional(v.union([v.string(`${field}应为数字`), v.number(`${field}应为数字`)]), ""),
    v.transform((x) => (typeof x === "number" ? String(x) : x.trim())),
    v.regex(
      decimals === 0 ? /^\d{0,7}$/ : new RegExp(`^(\\d{1,9}(\\.\\d{1,${decimals}})?)?$`),
      decimals === 0 ? `${field}应为非负整数` : `${field}应为数字，最多 ${decimals} 位小数`,
    ),
  );

const list = <T extends v.GenericSchema>(name: string, row: T) =>
  v.pipe(
    v.optional(v.array(row, `${name}应为列表`), []),
    v.maxLength(TRACK_LIST_MAX, `${name}最多 ${TRACK_LIST_MAX} 行`),
  );

const LEG = v.object({
  depPort: code("起飞港", 10),
  arrPort: code("到达港", 10),
  flightNo: code("航班", 40),
  planDeparture: time("计划起飞"),
  estimatedDeparture: time("预计起飞"),
  actualDeparture: time("实际起飞"),
  planArrival: time("计划到达"),
  estimatedArrival: time("预计到达"),
  actualArrival: time("实际到达"),
  pieces: amount("件数", 0),
  weight: amount("重量", 3),
  errorMessage: text("异常信息", 200),
});

const EVENT = v.object({
  statusCode: v.pipe(code("状态代码", 10), v.minLength(1, "请输入状态代码")),
  statusName: text("状态名称", 40),
  airport: text("地点", 40),
  flightNo: text("航班/船名", 60),
  eventTime: time("发生时间", true),
  pieces: amount("件数", 0),
  weight: amount("重量", 3),
  remark: text("备注", 200),
});

const MANIFEST = v.object({
  master: v.optional(v.boolean("主单标记应为是或否"), false),
  billNumber: code("运单号", 40),
  pieces: amount("件数", 0),
  weight: amount("重量", 3),
  declarationNumber: code("报关单号", 40),
  provisionTime: time("预配时间"),
  arriveTime: time("运抵时间"),
  allocationApplyTime: time("分拨申请时间"),
  temporaryArrivalTime: time("分拨运抵时间"),
  passedTime: time("放行时间"),
});

const REMARK = v.object({
  mawbNumber: code("运单号", 40),
  remark: v.pipe(text("舱单备注", 200), v.minLength(1, "请输入舱单备注")),
  eventTime: time("时间", true),
  productInfo: text("货物信息", 200),
});

const WEIGHING = v.object({
  billNumber: code("运单号", 40),
  pieces: amount("件数", 0),
  weight: amount("重量", 3),
  volume: amount("体积", 3),
  dimensions: text("尺寸", 500),
});

/** The body of `PUT /afbase/order/{uuid}/tracks` (with the order's version). */
export const ORDER_TRACKS_SCHEMA = v.object({
  legs: list("航段", LEG),
  events: list("跟踪事件", EVENT),
  manifests: list("舱单", MANIFEST),
  remarks: list("舱单备注", REMARK),
  weighings: list("过磅记录", WEIGHING),
});

// ---------------------------------------------------------------------------------------------
// Times

const BEIJING_MS = 8 * 3_600_000;

/** An instant as the Beijing wall time the editor shows. */
export function trackWall(instant: Date | string | null | undefined): string {
  if (!instant) return "";
  const t = new Date(instant).getTime();
  if (Number.isNaN(t)) return "";
  return new Date(t + BEIJING_MS).toISOString().slice(0, 16).replace("T", " ");
}

/** A wall time as the database stores it and the public pages receive it: ISO with +08:00. */
export function trackIso(wall: string): string | null {
  return wall === "" ? null : `${wall.replace(" ", "T")}:00+08:00`;
}

// ---------------------------------------------------------------------------------------------
// The order-track answer

const orNull = (s: string) => (s === "" ? null : s);
const numOrNull = (s: string) => (s === "" ? null : Number(s));

/** Pieces and weight as the track tables show them: `120/2510.5`. */
export function pieceWeightText(pieces: string, weight: string): string | null {
  if (pieces === "" && weight === "") return null;
  const w = weight === "" ? "" : Number(weight).toFixed(Math.max(1, decimalsOf(weight)));
  return `${pieces}/${w}`;
}

function decimalsOf(s: string): number {
  const dot = s.indexOf(".");
  return dot < 0 ? 0 : s.replace(/0+$/, "").length - dot - 1;
}

export type TrackHead = {
  awbNumber: string;
  departure: string;
  arrival: string;
  pieces: string;
  weight: string;
};

/** The lists as the order-track answer's keys (seed 001 §3). */
export function trackDocument(
  t: OrderTracks,
  head: TrackHead,
): Pick<OrderTrack, "routeTracks" | "trackManifest" | "cargoWeighingList" | "awbRouteApiInfoVO"> & {
  manifestList: ShareManifestEntry[];
} {
  const routeTracks: RouteTrackEvent[] = t.events.map((e, i) => ({
    trackAwbId: String(i + 1),
    flightStatusCode: e.statusCode,
    flightStatusName: orNull(e.statusName),
    remark: orNull([e.airport, e.remark].filter((x) => x !== "").join(" ")),
    flightNum: orNull(e.flightNo),
    eventTime: trackIso(e.eventTime),
    quantity: numOrNull(e.pieces),
    grossWeight: numOrNull(e.weight),
  }));
  const trackManifest: ManifestTrackEntry[] = t.remarks.map((r) => ({
    mawbNum: orNull(r.mawbNumber) ?? orNull(head.awbNumber),
    remark: r.remark,
    eventTime: trackIso(r.eventTime),
    productInfo: orNull(r.productInfo),
  }));
  const manifestList: ShareManifestEntry[] = t.manifests.map((m) => ({
    masterFlag: m.master ? 1 : 0,
    hawbNumber: m.master ? null : orNull(m.billNumber),
    pieceWeightInfo: pieceWeightText(m.pieces, m.weight),
    declarationNumber: orNull(m.declarationNumber),
    provisionTime: trackIso(m.provisionTime),
    arriveTime: trackIso(m.arriveTime),
    allocationApplyTime: trackIso(m.allocationApplyTime),
    temporaryArrivalTime: trackIso(m.temporaryArrivalTime),
    passedTime: trackIso(m.passedTime),
  }));
  const cargoWeighingList: CargoWeighingEntry[] = t.weighings.map((w) => ({
    billNumber: orNull(w.billNumber),
    pieces: numOrNull(w.pieces),
    weight: numOrNull(w.weight),
    volume: numOrNull(w.volume),
    dimensions: orNull(w.dimensions),
  }));
  const awbRouteApiInfoVO: AwbRouteApiInfo | null =
    t.legs.length === 0
      ? null
      : {
          mawbNum: orNull(head.awbNumber),
          depPort: orNull(head.departure),
          arrPort: orNull(head.arrival),
          pieceWeightInfo: pieceWeightText(head.pieces, head.weight),
          awbRouteApiRouteList: t.legs.map((l) => ({
            route: l.depPort && l.arrPort ? `${l.depPort}-${l.arrPort}` : null,
            depPort: orNull(l.depPort),
            arrPort: orNull(l.arrPort),
            flightNo: orNull(l.flightNo),
            planDepartureTime: trackIso(l.planDeparture),
            estimatedDepartureTime: trackIso(l.estimatedDeparture),
            actualDepartureTime: trackIso(l.actualDeparture),
            planArrivalTime: trackIso(l.planArrival),
            estimatedArrivalTime: trackIso(l.estimatedArrival),
            actualArrivalTime: trackIso(l.actualArrival),
            pieceWeightInfo: pieceWeightText(l.pieces, l.weight),
            errorMessage: orNull(l.errorMessage),
          })),
        };
  return { routeTracks, trackManifest, manifestList, cargoWeighingList, awbRouteApiInfoVO };
}

// ---------------------------------------------------------------------------------------------
// From an order-track document (the demo seed)

const str = (x: unknown) => (x === null || x === undefined ? "" : String(x));
const wallOf = (iso: string | null | undefined) => trackWall(iso ?? null);

function splitPieceWeight(info: string | null | undefined): { pieces: string; weight: string } {
  const [pieces = "", weight = ""] = str(info).split("/");
  return { pieces: pieces.trim(), weight: weight.trim() === "" ? "" : String(Number(weight)) };
}

/** The lists held in an order-track document, as rows (the demo orders are written this way). */
export function tracksFromDocument(d: OrderTrack): OrderTracks {
  return {
    legs: (d.awbRouteApiInfoVO?.awbRouteApiRouteList ?? []).map((l) => ({
      depPort: str(l.depPort),
      arrPort: str(l.arrPort),
      flightNo: str(l.flightNo),
      planDeparture: wallOf(l.planDepartureTime),
      estimatedDeparture: wallOf(l.estimatedDepartureTime),
      actualDeparture: wallOf(l.actualDepartureTime),
      planArrival: wallOf(l.planArrivalTime),
      estimatedArrival: wallOf(l.estimatedArrivalTime),
      actualArrival: wallOf(l.actualArrivalTime),
      ...splitPieceWeight(l.pieceWeightInfo),
      errorMessage: str(l.errorMessage),
    })),
    events: (d.routeTracks ?? []).map((e) => ({
      statusCode: str(e.flightStatusCode),
      statusName: str(e.flightStatusName),
      airport: str(e.remark),
      flightNo: str(e.flightNum),
      eventTime: wallOf(e.eventTime),
      pieces: str(e.quantity),
      weight: str(e.grossWeight),
      remark: "",
    })),
    manifests: (d.manifestList ?? []).map((m) => ({
      master: m.masterFlag === true || m.masterFlag === 1 || m.masterFlag === "1",
      billNumber: str(m.hawbNumber),
      ...splitPieceWeight(m.pieceWeightInfo),
      declarationNumber: str(m.declarationNumber),
      provisionTime: wallOf(m.provisionTime),
      arriveTime: wallOf(m.arriveTime),
      allocationApplyTime: wallOf((m as ShareManifestEntry).allocationApplyTime),
      temporaryArrivalTime: wallOf(m.temporaryArrivalTime),
      passedTime: wallOf(m.passedTime),
    })),
    remarks: (d.trackManifest ?? []).map((r) => ({
      mawbNumber: str(r.mawbNum),
      remark: str(r.remark),
      eventTime: wallOf(r.eventTime),
      productInfo: str(r.productInfo),
    })),
    weighings: (d.cargoWeighingList ?? []).map((w) => ({
      billNumber: str(w.billNumber),
      pieces: str(w.pieces),
      weight: str(w.weight),
      volume: str(w.volume),
      dimensions: str(w.dimensions),
    })),
  };
}
