/** The staff screen that issues customers' share links (/order_share_links; docs/share-links.md). */
export const SHARE_LINK_PATHS = {
  orders: "/afbase/orderShare/orders",
  links: "/afbase/orderShare/links",
  link: (id: number) => `/afbase/orderShare/links/${id}`,
} as const;
