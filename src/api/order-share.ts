import type { CreatedShareLink, ShareLinkSummary, ShareOrderSummary } from "../domain/share-link";
import { api } from "./client";

/** Staff calls behind the share-link screen (docs/share-links.md). */
export const orderShareApi = {
  orders: (keyword = "") =>
    api.get<ShareOrderSummary[]>("/afbase/orderShare/orders", { query: { keyword } }),
  links: (orderCode = "") =>
    api.get<ShareLinkSummary[]>("/afbase/orderShare/links", { query: { orderCode } }),
  create: (orderCode: string, days?: number) =>
    api.post<CreatedShareLink>("/afbase/orderShare/links", { json: { orderCode, days } }),
  revoke: (id: number) => api.delete<boolean>(`/afbase/orderShare/links/${id}`),
};
