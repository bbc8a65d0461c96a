/** The order workspace (issue 19): paths fixed by the issue, bodies and answers. */
import type { OrderFields, OrderFieldsInput, OrderLock } from "../domain/order";
import type { ExportColumn } from "../domain/order-export";
import type { OrderTracks } from "../domain/order-tracks";
import type { BusinessScope } from "../domain/scope";
import type { Page } from "./http";
import { NOTIFICATION_PATHS } from "./notification";

export const ORDER_PATHS = {
  page: "/afbase/order/page",
  create: "/afbase/order",
  order: (uuid: string) => `/afbase/order/${encodeURIComponent(uuid)}`,
  lock: (uuid: string) => `/afbase/order/${encodeURIComponent(uuid)}/lock`,
  unlockApply: (uuid: string) => `/afbase/order/${encodeURIComponent(uuid)}/unlockApply`,
  files: (uuid: string) => `/afbase/order/${encodeURIComponent(uuid)}/files`,
  file: (uuid: string, fileId: string) =>
    `/afbase/order/${encodeURIComponent(uuid)}/files/${encodeURIComponent(fileId)}`,
  export: "/afbase/order/export",
  /** Legs, track events, manifests and weighing the staff keep (GET, and PUT with the version). */
  tracks: (uuid: string) => `/afbase/order/${encodeURIComponent(uuid)}/tracks`,
  /** Issue 34: what the order's documents (AWB, HAWB, delivery notice) still need. */
  documents: (uuid: string) => `/afbase/order/${encodeURIComponent(uuid)}/documents`,
  /** Spec 001 §5: whether an unlock of this scope needs approval. */
  approvalSetting: "/prm/ics/approval/order/setting/org",
  /** The approver's decision on an unlock application (from /notification). */
  approve: NOTIFICATION_PATHS.approve,
  reject: NOTIFICATION_PATHS.reject,
} as const;

/** What a document still needs: an order form field, or `house` (no house waybill made from it). */
export type DocumentGap =
  | "awbNumber"
  | "departure"
  | "arrival"
  | "planPieces"
  | "planWeight"
  | "warehouse"
  | "house";

/** GET /afbase/order/{uuid}/documents: each document's gaps; all empty when every one can be made. */
export type OrderDocumentGaps = {
  master: DocumentGap[];
  house: DocumentGap[];
  notice: DocumentGap[];
};

/** Sort keys of the list; the server maps each to a column (never the text itself). */
export const ORDER_SORTS = [
  "businessDate",
  "orderCode",
  "customerName",
  "grossWeight",
  "updatedAt",
] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export type OrderPageQuery = {
  businessScope: BusinessScope;
  current?: number;
  size?: number;
  keyword?: string;
  dateFrom?: string;
  dateTo?: string;
  departure?: string;
  arrival?: string;
  /** 2 all, 1 locked, 0 unlocked (personal{X}LockPageLockStatus). */
  lockStatus?: "0" | "1" | "2";
  sort?: OrderSort;
  order?: "asc" | "desc";
};

/** One row of the list. */
export type OrderRow = {
  orderUuid: string;
  orderCode: string;
  businessScope: BusinessScope;
  businessDate: string;
  customerName: string;
  customerNumber: string;
  awbNumber: string;
  hawbNumber: string;
  mblNumber: string;
  hblNumber: string;
  internalNumber: string;
  departure: string;
  arrival: string;
  flightNo: string;
  flightDate: string;
  goodsNameCn: string;
  pieces: number;
  grossWeight: number;
  volume: number;
  chargeWeight: number;
  lockStatus: OrderLock;
  /** An unlock application waits for its approver. */
  unlockPending: boolean;
  updatedAt: string;
  version: number;
};

export type OrderPage = Page<OrderRow>;

export type OrderFile = {
  fileId: string;
  fileType: "照片" | "文件";
  fileName: string;
  mimeType: string;
  size: number;
  /** Same-origin address of the bytes (signed-in). */
  url: string;
  createdAt: string;
};

/** GET /afbase/order/{uuid}. */
export type OrderDetail = {
  orderUuid: string;
  orderCode: string;
  businessScope: BusinessScope;
  fields: OrderFields;
  chargeWeight: number;
  density: number | null;
  lockStatus: OrderLock;
  lockedAt: string | null;
  lockedBy: string | null;
  unlockPending: boolean;
  files: OrderFile[];
  createdAt: string;
  updatedAt: string;
  version: number;
};

/** POST /afbase/order. */
export type OrderCreateBody = { businessScope: BusinessScope } & OrderFieldsInput;

/** PUT /afbase/order/{uuid}: the fields and the version the edit started from. */
export type OrderUpdateBody = OrderFieldsInput & { version: number };

export type OrderSaved = { orderUuid: string; orderCode: string; version: number };

/** POST …/lock: the version the lock was asked on. */
export type OrderLockBody = { version: number };

/** POST …/unlockApply. */
export type UnlockApplyBody = { reason: string };

/** unlocked: no approval needed, the order is open again; pending: waits for the approver. */
export type UnlockApplyAnswer = { outcome: "unlocked" | "pending"; version: number };

/** GET /prm/ics/approval/order/setting/org (seed 001 §3: settingId, approval). */
export type ApprovalSetting = { settingId: number | null; approval: boolean };

export type RejectBody = { reason: string };

export { EXPORT_MODES, type ExportMode } from "./export";

import type { ExportMode } from "./export";

export { EXPORT_COLUMNS, type ExportColumn } from "../domain/order-export";

/** POST /afbase/order/export: answered as an .xlsx file. */
export type OrderExportBody = {
  mode: ExportMode;
  columns: ExportColumn[];
  /** mode "page" and "filter": the list's query (paging used by "page" only). */
  query: OrderPageQuery;
  /** mode "selected": the rows' uuids. */
  uuids?: string[];
};

/** The most rows one export holds; a larger filter is refused with a message. */
export const EXPORT_MAX_ROWS = 100_000;

/** `GET /afbase/order/{uuid}/tracks`: the lists and their own version (not the form's). */
export type OrderTracksAnswer = OrderTracks & { version: number; lockStatus: OrderLock };

/** `PUT /afbase/order/{uuid}/tracks`: every list whole, with the version last read. */
export type OrderTracksBody = Partial<OrderTracks> & { version: number };
