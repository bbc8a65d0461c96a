import { SHARE_LINK_PATHS } from "../contract/share-links";
import type { CreatedShareLink, ShareLinkSummary, ShareOrderSummary } from "../domain/share-link";
import { api } from "./client";

/** Staff calls behind the share-link screen (docs/share-links.md). */
export const orderShareApi = {
  orders: (keyword = "") =>
    api.get<ShareOrderSummary[]>(SHARE_LINK_PATHS.orders, { query: { keyword } }),
  links: (orderCode = "") =>
    api.get<ShareLinkSummary[]>(SHARE_LINK_PATHS.links, { query: { orderCode } }),
  create: (orderCode: string, days?: number) =>
    api.post<CreatedShareLink>(SHARE_LINK_PATHS.links, { json: { orderCode, days } }),
  revoke: (id: number) => api.delete<boolean>(SHARE_LINK_PATHS.link(id)),
};
