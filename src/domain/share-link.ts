/**
 * The public share pages' contract shared by the server and the share entry: page paths,
 * link lifetime, the one not-found answer, and the payloads beyond spec 001 §3.
 */

import type { LcOrder, ManifestListEntry, OrderTrack, RouteTrackEvent } from "./order-track";
import type { ShareView } from "./scope";

/** Page routes served by share.html instead of the staff app (001 §2.1, §2.2). */
export const SHARE_PAGE_PATHS = [
  "/externalOrderTrack",
  "/externalOrderDeliveryNotice",
  "/seExternalOrderDeliveryNotice",
  "/teExternalOrderDeliveryNotice",
] as const;

export type SharePagePath = (typeof SHARE_PAGE_PATHS)[number];

/**
 * Which orders each delivery-notice page shows: air and road on the first, sea on the second,
 * rail on the third (rail has no share view yet, so it finds none). A link opened on another
 * page's path answers as an unknown one.
 */
export const NOTICE_PAGE_VIEWS = {
  "/externalOrderDeliveryNotice": ["AF", "AI", "LC"],
  "/seExternalOrderDeliveryNotice": ["SE", "SI"],
  "/teExternalOrderDeliveryNotice": [],
} as const satisfies Record<Exclude<SharePagePath, "/externalOrderTrack">, readonly ShareView[]>;

export type NoticePagePath = keyof typeof NOTICE_PAGE_VIEWS;

/** The notice page of a view. */
export function noticePageOf(view: ShareView): NoticePagePath {
  return view === "SE" || view === "SI"
    ? "/seExternalOrderDeliveryNotice"
    : "/externalOrderDeliveryNotice";
}

/** True when the notice page shows orders of this view. */
export function noticePageShows(path: string, view: ShareView): boolean {
  const views = (NOTICE_PAGE_VIEWS as Record<string, readonly ShareView[]>)[path];
  return views?.includes(view) ?? false;
}

export function isSharePagePath(pathname: string): pathname is SharePagePath {
  return (SHARE_PAGE_PATHS as readonly string[]).includes(pathname);
}

export const SHARE_LINK_DEFAULT_DAYS = 30;
export const SHARE_LINK_MAX_DAYS = 365;

/** Length of a share token: 32 random bytes in base64url. */
export const SHARE_TOKEN_LENGTH = 43;

/**
 * Unknown, malformed, expired and revoked links all get this, so the answer never tells
 * whether an order exists.
 */
export const SHARE_NOT_FOUND = {
  code: 1,
  messageInfo: "未查询到订单信息或链接已失效",
} as const;

export const SHARE_MESSAGES = {
  tooMany: "访问过于频繁，请稍后再试",
  badFlag: "通知类型不正确",
  badPrintType: "打印类型不正确",
  noNotice: "暂无进仓通知信息",
} as const;

export const DELIVERY_NOTICE_FLAGS = ["warehouse", "storehouse"] as const;
export type DeliveryNoticeFlag = (typeof DELIVERY_NOTICE_FLAGS)[number];

export function isDeliveryNoticeFlag(value: unknown): value is DeliveryNoticeFlag {
  return typeof value === "string" && (DELIVERY_NOTICE_FLAGS as readonly string[]).includes(value);
}

/** Print types of downloadAWB/downloadHAWB: the original for the shipper, or a copy. */
export const AWB_PRINT_TYPES = ["ORIGINAL", "COPY"] as const;
export type AwbPrintType = (typeof AWB_PRINT_TYPES)[number];

/** Main-bill times of the AI view add the allocation application to the spec's list. */
export interface ShareManifestEntry extends ManifestListEntry {
  allocationApplyTime?: string | null;
}

/** Who runs the page: the forwarder's name and the site the footer logo links to. */
export interface ShareProvider {
  name?: string | null;
  url?: string | null;
}

/** The public air and sea answer: spec fields plus update time and provider. */
export interface ShareOrderTrack extends OrderTrack {
  /** The order's public id: the {uuid} of the check and download calls (never an access key). */
  orderUUID?: string | null;
  manifestList?: ShareManifestEntry[] | null;
  /** When the order's tracking data last changed (ISO). */
  updatedAt?: string | null;
  provider?: ShareProvider | null;
}

/** The public road answer: the LC order plus the common sections. */
export interface ShareLcOrder extends LcOrder {
  orderUUID?: string | null;
  attachments?: OrderTrack["attachments"];
  routeTracks?: RouteTrackEvent[] | null;
  updatedAt?: string | null;
  provider?: ShareProvider | null;
}

/** viewAFOrderByOrderUuid: which delivery services the order has. */
export interface OrderServices {
  outfieldService: boolean;
  warehouseService: boolean;
}

/** viewByOrderUuid: the main bill that can be printed. */
export interface AwbPrintInfo {
  awbNumber: string;
  departureStation?: string | null;
  arrivalStation?: string | null;
  pieces?: number | null;
  weight?: number | null;
}

/** One entry of hawbListByOrderUuid. */
export interface HawbPrintInfo {
  awbPrintId: string;
  hawbNumber: string;
  pieces?: number | null;
  weight?: number | null;
}

/** A printable delivery notice (001 §2.2, built from the order). */
export interface DeliveryNotice {
  view: ShareView;
  flag: DeliveryNoticeFlag;
  orderNumber: string;
  orderCode?: string | null;
  forwarderName?: string | null;
  warehouseName: string;
  warehouseAddress: string;
  warehouseHours?: string | null;
  /** Latest time to deliver the cargo (ISO). */
  cutOffTime?: string | null;
  departureStation?: string | null;
  arrivalStation?: string | null;
  flightOrVessel?: string | null;
  goodsNameCn?: string | null;
  goodsNameEn?: string | null;
  pieces?: number | null;
  weight?: number | null;
  volume?: number | null;
  dimensions?: string | null;
  contactName?: string | null;
  contactPhone?: string | null;
  remarks?: string[] | null;
  issuedAt?: string | null;
}

/** Staff: an order that can be shared, with how many live links it has. */
export interface ShareOrderSummary {
  orderCode: string;
  view: string;
  orderNumber: string;
  departure: string | null;
  arrival: string | null;
  activeLinks: number;
}

export type ShareLinkStatus = "active" | "expired" | "revoked";

/** Staff: a link as listed (never its token). */
export interface ShareLinkSummary {
  id: number;
  orderCode: string;
  view: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  createdBy: string | null;
  status: ShareLinkStatus;
}

/** Staff: a link just made; its URL carries the token and is shown this once. */
export interface CreatedShareLink {
  id: number;
  orderCode: string;
  view: string;
  url: string;
  expiresAt: string;
}
