import { describe, expect, it } from "vitest";
import { SHARE_VIEWS } from "../../../src/domain/scope";
import { NOTICE_PAGE_VIEWS, noticePageOf, noticePageShows } from "../../../src/domain/share-link";

describe("delivery-notice pages", () => {
  it("send each view to a page that shows it", () => {
    for (const view of SHARE_VIEWS) expect(noticePageShows(noticePageOf(view), view)).toBe(true);
    expect(noticePageOf("SE")).toBe("/seExternalOrderDeliveryNotice");
    expect(noticePageOf("LC")).toBe("/externalOrderDeliveryNotice");
  });

  it("do not show a road order on the rail page, nor an air order on the sea page", () => {
    expect(noticePageShows("/teExternalOrderDeliveryNotice", "LC")).toBe(false);
    expect(noticePageShows("/seExternalOrderDeliveryNotice", "AF")).toBe(false);
    expect(noticePageShows("/externalOrderTrack", "AF")).toBe(false);
    expect(NOTICE_PAGE_VIEWS["/teExternalOrderDeliveryNotice"]).toEqual([]);
  });
});
