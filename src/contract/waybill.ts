import type { CreateSource } from "../domain/address";
import type { BusinessScope } from "../domain/scope";
import type { HawbPrintValues } from "../domain/waybill-fields";
import type { HawbFormValues, WaybillParty } from "../domain/waybill-record";

/** The house-waybill print form (/hawb_info_page) and its checks (seed 001 §7). */
export type HawbListItem = {
  id: number;
  orderCode: string;
  mawbNumber: string;
  hawbNumber: string;
  internalNumber: string;
  createSource: CreateSource;
  shipperName: string;
  consigneeName: string;
  destination: string;
  updatedAt: string;
};

export type HawbRecord = {
  id: number;
  orderCode: string;
  businessScope: BusinessScope;
  internalNumber: string;
  mawbNumber: string;
  createSource: CreateSource;
  sourceOrderCode: string;
  print: HawbPrintValues;
  shipper: WaybillParty;
  consignee: WaybillParty;
  createdAt: string;
  updatedAt: string;
  /** Bumped by every save; PUT sends the one it loaded and a stale one answers 409. */
  version: number;
};

export type HawbDraft = Omit<HawbFormValues, "print"> & {
  print: Partial<HawbPrintValues>;
  createSource: CreateSource;
  sourceOrderCode: string;
};

export type HawbSaveBody = HawbFormValues & { createSource: CreateSource; sourceOrderCode: string };

/** PUT /afbase/hawbInfo/{id}: the save body and the version the record was loaded at. */
export type HawbUpdateBody = HawbSaveBody & { version: number };

/** GET /afbase/hawbInfo/ofOrder: the house waybill made from the order, if any. */
export type HawbOfOrder = { id: number | null };

export type CountryMatch = { nationCode: string; nameEn: string; nameCn: string };

export const WAYBILL_PATHS = {
  list: "/afbase/hawbInfo/list",
  record: (id: number) => `/afbase/hawbInfo/${id}`,
  create: "/afbase/hawbInfo",
  fromOrder: "/afbase/hawbInfo/fromOrder",
  /** The newest house waybill made from an order (分单打印 on the order opens it). */
  ofOrder: "/afbase/hawbInfo/ofOrder",
  checkOrderExist: "/afbase/order/checkOrderExist",
  countryByEnName: (name: string) =>
    `/afbase/airport/searchCountryByEnName/${encodeURIComponent(name)}`,
  recognize: "/afbase/address/recognize",
} as const;
