import {
  type CountryMatch,
  type HawbDraft,
  type HawbListItem,
  type HawbOfOrder,
  type HawbRecord,
  type HawbSaveBody,
  type HawbUpdateBody,
  WAYBILL_PATHS as PATHS,
} from "../contract/waybill";
import type { AddressRecognition } from "../domain/address-recognition";
import type { BusinessScope } from "../domain/scope";
import type { PartyRole } from "../domain/waybill-record";
import { api } from "./client";

export const fetchHawbList = (keyword = "") =>
  api.get<HawbListItem[]>(PATHS.list, { query: { keyword }, silent: true });

export const fetchHawb = (id: number) => api.get<HawbRecord>(PATHS.record(id), { silent: true });

export const fetchHawbDraftFromOrder = (orderCode: string) =>
  api.get<HawbDraft>(PATHS.fromOrder, { query: { orderCode }, silent: true });

export const fetchHawbOfOrder = (orderCode: string) =>
  api.get<HawbOfOrder>(PATHS.ofOrder, { query: { orderCode }, silent: true });

export const createHawb = (body: HawbSaveBody) =>
  api.post<HawbRecord>(PATHS.create, { json: body, silent: true });

export const updateHawb = (id: number, body: HawbUpdateBody) =>
  api.put<HawbRecord>(PATHS.record(id), { json: body, silent: true });

/** Spec 001 §7: data 1 means another record already has the internal number. */
export const checkOrderExist = (query: {
  orderCode: string;
  internalNumber: string;
  businessScope: BusinessScope;
}) => api.get<0 | 1>(PATHS.checkOrderExist, { query, silent: true });

export const searchCountryByEnName = (name: string) =>
  api.get<CountryMatch>(PATHS.countryByEnName(name), { silent: true });

export type RecognitionInput = { text: string } | { file: File };

async function fileToBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/**
 * POST /afbase/address/recognize. The client speaks JSON, so a PDF travels base64-encoded; the
 * server also takes multipart/form-data for other callers.
 */
export async function recognizeAddress(
  input: RecognitionInput,
  role: PartyRole,
): Promise<AddressRecognition> {
  const json =
    "text" in input
      ? { text: input.text, role }
      : { fileName: input.file.name, fileBase64: await fileToBase64(input.file), role };
  return api.post<AddressRecognition>(PATHS.recognize, {
    json,
    silent: true,
    timeout: 60_000,
  });
}
