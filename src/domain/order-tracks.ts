/**
 * The lists staff keep on an order (issue 19): flight or voyage legs, track events, manifest bills
 * with their customs times, manifest remarks and cargo weighing. One schema for the editor and
 * the server; the share page and cargo tracking read them as the order-track answer of seed 001
 * §3 (order-track-document.ts). Times are Beijing wall times `YYYY-MM-DD HH:mm` in the editor and on the
 * wire, stored as instants, and answered to the public pages as ISO with +08:00.
 */
import * as v from "valibot";
import { isIsoDate } from "./business-stats";

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
