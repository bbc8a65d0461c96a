import { describe, expect, it } from "vitest";
import type { CounterPage } from "../../src/contract/notification.ts";
import { NOTIFICATION_PATHS } from "../../src/contract/notification.ts";
import type { OrderDetail } from "../../src/contract/order.ts";
import { ORDER_PATHS } from "../../src/contract/order.ts";
import { ORDER_MESSAGES } from "../../src/domain/order.ts";
import { demoServer, userIds } from "./helpers.ts";

/**
 * Issue 34: every approval that counts in the 审批 badge is one the caller can act on (通过 or
 * 驳回, with its version) and names its order; the badge counts exactly the list's pending rows.
 */
const demo = demoServer("admin", "staff", "partner");
const { get, send, tokens } = demo;

async function toDo(token: string, login: "admin" | "staff" | "partner") {
  const ids = await userIds(demo.h);
  const res = await get<CounterPage>(
    `${NOTIFICATION_PATHS.toDo}?orgId=${demo.ids.demo}&userId=${ids[login]}&current=1&size=100`,
    token,
  );
  expect(res.status, res.body.messageInfo).toBe(200);
  return res.body.data;
}

async function order(uuid: string) {
  const res = await get<OrderDetail>(ORDER_PATHS.order(uuid), tokens.admin);
  expect(res.status, res.body.messageInfo).toBe(200);
  return res.body.data;
}

describe("approvals in /notification (issue 34)", () => {
  it("lists only decidable approvals, each naming its locked order, and the badge counts them", async () => {
    const page = await toDo(tokens.admin, "admin");
    // The demo seeds real unlock applications, not placeholders.
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.total).toBe(page.records.length);
    for (const item of page.records) {
      expect(item.kind).toBe("unlock");
      expect(item.decidable).toBe(true);
      expect(item.version).toBeGreaterThan(0);
      const detail = await order(item.orderUuid ?? "");
      expect(item.title).toContain(detail.orderCode);
      expect(detail.lockStatus).toBe(1);
      expect(detail.unlockPending).toBe(true);
    }
    // Members whose role may not decide unlocks have nothing to do and no badge.
    expect((await toDo(tokens.staff, "staff")).total).toBe(0);
    expect((await toDo(tokens.partner, "partner")).total).toBe(0);
  });

  it("has no approval without an application behind it", async () => {
    const ids = await userIds(demo.h);
    await expect(
      demo.h.db.query(
        "insert into approvals (org_id, user_id, title, kind) values ($1, $2, '占位', 'quotation')",
        [demo.ids.demo, ids.admin],
      ),
    ).rejects.toThrow();
  });

  it("approves or rejects every pending row with its version; a stale version changes nothing", async () => {
    const page = await toDo(tokens.admin, "admin");
    let left = page.total;
    for (const [i, item] of page.records.entries()) {
      const uuid = item.orderUuid ?? "";
      const version = item.version ?? 0;
      const stale = await send(NOTIFICATION_PATHS.approve(item.id), tokens.admin, {
        version: version + 1,
      });
      expect(stale.status).toBe(409);
      expect(stale.body.messageInfo).toBe(ORDER_MESSAGES.approvalDone);
      expect((await order(uuid)).lockStatus).toBe(1);
      expect((await toDo(tokens.admin, "admin")).total).toBe(left);

      const missing = await send(NOTIFICATION_PATHS.approve(item.id), tokens.admin, {});
      expect(missing.status).toBe(400);

      if (i % 2 === 0) {
        const approve = await send(NOTIFICATION_PATHS.approve(item.id), tokens.admin, { version });
        expect(approve.status, approve.body.messageInfo).toBe(200);
        expect((await order(uuid)).lockStatus).toBe(0);
      } else {
        const bare = await send(NOTIFICATION_PATHS.reject(item.id), tokens.admin, {
          version,
          reason: "",
        });
        expect(bare.status).toBe(400);
        expect(bare.body.messageInfo).toBe(ORDER_MESSAGES.reasonRequired);
        const reject = await send(NOTIFICATION_PATHS.reject(item.id), tokens.admin, {
          version,
          reason: "费用已确认",
        });
        expect(reject.status, reject.body.messageInfo).toBe(200);
        const detail = await order(uuid);
        expect(detail.lockStatus).toBe(1);
        expect(detail.unlockPending).toBe(false);
      }
      // Decided: the old version is stale, and the badge drops by one.
      const again = await send(NOTIFICATION_PATHS.approve(item.id), tokens.admin, { version });
      expect(again.status).toBe(409);
      left -= 1;
      const now = await toDo(tokens.admin, "admin");
      expect(now.total).toBe(left);
      expect(now.records.map((r) => r.id)).not.toContain(item.id);
    }
    expect(left).toBe(0);
  });
});
