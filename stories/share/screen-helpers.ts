import { orderNumber } from "../../src/domain/order-track";
import type { ShareOrderTrack } from "../../src/domain/share-link";
import type { ShareData, ShareScreenProps } from "../../src/widgets/share/ShareScreen";
import { NOW, shareLink } from "./fixtures";

/** Shared args of the screen stories. */
export const screenArgs = (view: ShareScreenProps["view"], link: string, code: string) => ({
  view,
  link,
  code,
  now: NOW,
  linkTarget: "_blank" as const,
  onLanguageChange: () => {},
  onRetry: () => {},
  onMore: () => {},
  onOpenNotice: () => {},
  onDownloadMaster: () => {},
  onDownloadHouse: () => {},
});

/** The props the page passes for a link of `data`'s scope once its order has arrived. */
export function ready(data: ShareData) {
  const code = orderNumber(data.view === "LC" ? data.order : data.track, data.view);
  return {
    ...screenArgs(data.view, shareLink(data.view, code), code),
    state: { status: "ready" as const, data },
  };
}

/** The order's own facts kept, every other section emptied. */
export function withoutSections<T extends ShareOrderTrack>(track: T): T {
  return {
    ...track,
    routeTracks: [],
    awbRouteApiInfoVO: null,
    trackManifest: [],
    manifestList: [],
    cargoWeighingList: [],
    attachments: [],
  };
}

export const errorState = { status: "error", message: "数据获取失败" } as const;
export const notFoundState = {
  status: "notFound",
  message: "未查询到订单信息或链接已失效",
} as const;

/**
 * Vitest renders each story in an iframe the size of the viewport, so a page taller than that
 * would be captured blank below the fold. This grows the viewport to the page before the
 * capture; outside the test runner it does nothing.
 */
export async function fitToContent(): Promise<void> {
  const { page } = await import("@vitest/browser/context").catch(() => ({ page: null }));
  const inRunner = (globalThis as { __vitest_browser__?: unknown }).__vitest_browser__;
  if (!page || !inRunner) return;
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const height = document.documentElement.scrollHeight;
  if (height > window.innerHeight) await page.viewport(window.innerWidth, height);
}
