import { describe, expect, it } from "vitest";
import type { PublishedNotice } from "../../src/contract/hrs-notice.ts";
import { demoServer } from "./helpers.ts";

/** Publishing and withdrawing system notices (issue 20): the dashboard's list follows. */

const demo = demoServer("admin", "staff", "admin2");
const { get, send } = demo;
type Listed = { noticeId: number; noticeTitle: string; noticeType: string };

describe("POST /hrs/notice and DELETE /hrs/notice/{id}", () => {
  it("publishes to the own organisation's dashboard and withdraws it", async () => {
    const published = await send<PublishedNotice>("/hrs/notice", demo.tokens.admin, {
      noticeTitle: "系统维护通知：周六 22:00 停机一小时",
      noticeType: "XTWH",
      content: "维护期间无法登录。",
    });
    expect(published.body.code).toBe(0);
    const id = published.body.data.noticeId;
    const seen = await get<Listed[]>("/hrs/notice?size=50", demo.tokens.staff);
    expect(seen.body.data.map((n) => n.noticeId)).toContain(id);
    const detail = await get<{ content: string }>(`/hrs/notice/${id}`, demo.tokens.staff);
    expect(detail.body.data.content).toBe("维护期间无法登录。");
    // Another organisation neither sees nor withdraws it.
    const other = await get<Listed[]>("/hrs/notice?size=50", demo.tokens.admin2);
    expect(other.body.data.map((n) => n.noticeId)).not.toContain(id);
    expect(
      (await send(`/hrs/notice/${id}`, demo.tokens.admin2, undefined, { method: "DELETE" })).status,
    ).toBe(404);

    const withdrawn = await send(`/hrs/notice/${id}`, demo.tokens.admin, undefined, {
      method: "DELETE",
    });
    expect(withdrawn.body.code).toBe(0);
    const after = await get<Listed[]>("/hrs/notice?size=50", demo.tokens.staff);
    expect(after.body.data.map((n) => n.noticeId)).not.toContain(id);
    const log = await get<{ records: { action: string }[] }>("/hrs/log/page", demo.tokens.admin);
    expect(log.body.data.records.map((r) => r.action).slice(0, 2)).toEqual([
      "notice.withdraw",
      "notice.publish",
    ]);
  });

  it("refuses a wrong type, staff without the menu, and product-wide notices", async () => {
    const bad = await send("/hrs/notice", demo.tokens.admin, {
      noticeTitle: "x",
      noticeType: "NEWS",
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { messageInfo: "公告类型应为 XTGX、HDTG 或 XTWH" },
    });
    const staff = await send("/hrs/notice", demo.tokens.staff, {
      noticeTitle: "x",
      noticeType: "XTGX",
    });
    expect(staff.status).toBe(403);
    const [global] = await demo.h.db.query<{ id: number }>(
      "select id from notices where org_id is null order by id limit 1",
    );
    if (global) {
      const res = await send(`/hrs/notice/${global.id}`, demo.tokens.admin, undefined, {
        method: "DELETE",
      });
      expect(res.status).toBe(404);
    }
  });
});
