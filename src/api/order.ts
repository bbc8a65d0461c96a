import {
  type ApprovalSetting,
  ORDER_PATHS,
  type OrderCreateBody,
  type OrderDetail,
  type OrderDocumentGaps,
  type OrderExportBody,
  type OrderFile,
  type OrderPage,
  type OrderPageQuery,
  type OrderSaved,
  type OrderTracksAnswer,
  type OrderTracksBody,
  type OrderUpdateBody,
  type UnlockApplyAnswer,
} from "../contract/order";
import { APPROVAL_EVENT_IDS, type BusinessScope } from "../domain/scope";
import { api, requestBlob, uploadForm } from "./client";

/** The order workspace's calls (issue 19). Failures are the caller's to show (silent). */

export const fetchOrderPage = (query: OrderPageQuery, signal?: AbortSignal) =>
  api.get<OrderPage>(ORDER_PATHS.page, { query, silent: true, signal });

export const fetchOrder = (uuid: string, signal?: AbortSignal) =>
  api.get<OrderDetail>(ORDER_PATHS.order(uuid), { silent: true, signal });

export const createOrder = (body: OrderCreateBody) =>
  api.post<OrderSaved>(ORDER_PATHS.create, { json: body, silent: true });

export const updateOrder = (uuid: string, body: OrderUpdateBody) =>
  api.put<OrderSaved>(ORDER_PATHS.order(uuid), { json: body, silent: true });

export const fetchOrderTracks = (uuid: string, signal?: AbortSignal) =>
  api.get<OrderTracksAnswer>(ORDER_PATHS.tracks(uuid), { silent: true, signal });

export const fetchOrderDocumentGaps = (uuid: string, signal?: AbortSignal) =>
  api.get<OrderDocumentGaps>(ORDER_PATHS.documents(uuid), { silent: true, signal });

export const saveOrderTracks = (uuid: string, body: OrderTracksBody) =>
  api.put<OrderSaved>(ORDER_PATHS.tracks(uuid), { json: body, silent: true });

export const lockOrder = (uuid: string, version: number) =>
  api.post<OrderSaved>(ORDER_PATHS.lock(uuid), { json: { version }, silent: true });

export const applyUnlock = (uuid: string, reason: string) =>
  api.post<UnlockApplyAnswer>(ORDER_PATHS.unlockApply(uuid), { json: { reason }, silent: true });

/** Whether an unlock of the scope needs the approver (spec 001 §5). */
export const fetchUnlockApproval = (scope: BusinessScope, signal?: AbortSignal) =>
  api.get<ApprovalSetting>(ORDER_PATHS.approvalSetting, {
    query: { eventId: APPROVAL_EVENT_IDS[scope], businessScope: scope, coopId: "" },
    silent: true,
    signal,
  });

export const deleteOrderFile = (uuid: string, fileId: string) =>
  api.delete<unknown>(ORDER_PATHS.file(uuid, fileId), { silent: true });

/** Multipart upload of a photo (照片) or an attachment (文件), reporting progress 0–1. */
export function uploadOrderFile(
  uuid: string,
  fileType: OrderFile["fileType"],
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
) {
  const form = new FormData();
  form.set("fileType", fileType);
  form.set("file", file);
  return uploadForm<{ fileId: string }>(ORDER_PATHS.files(uuid), form, {
    silent: true,
    timeout: 300_000,
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
}

/**
 * POST /afbase/order/export: the .xlsx as a Blob and the name the server gave it. The server
 * checks `query` with the list's query-string schema, so its values travel as text (a number
 * such as current: 1 is refused), empty ones left out as in the list's GET.
 */
export const exportOrders = (body: OrderExportBody) =>
  requestBlob("POST", ORDER_PATHS.export, {
    json: { ...body, query: asQueryText(body.query) },
    silent: true,
    timeout: 300_000,
  });

function asQueryText(query: OrderPageQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== "") out[key] = text;
  }
  return out;
}
