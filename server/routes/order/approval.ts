import { Hono } from "hono";
import * as v from "valibot";
import { ORDER_MESSAGES, orderButton, unlockEventId } from "../../../src/domain/order.ts";
import type { BusinessScope } from "../../../src/domain/scope.ts";
import type { Queryable } from "../../db/client.ts";
import { ApiError, ok } from "../../envelope.ts";
import { check, idSchema, limitBody, readJson } from "../../http/body.ts";
import { requireScope } from "../../http/requires.ts";
import type { AppEnv, Deps } from "../../http/types.ts";
import { type Ctx, notFound, scopeSchema } from "./shared.ts";

/** Unlock approvals: the setting, the approvers, and the approver's decision. */
export const APPROVE_SCHEMA = v.strictObject({ version: idSchema("version") });
export const REJECT_SCHEMA = v.strictObject({
  version: idSchema("version"),
  reason: v.pipe(
    v.optional(v.string(ORDER_MESSAGES.reasonRequired), ""),
    v.trim(),
    v.minLength(1, ORDER_MESSAGES.reasonRequired),
    v.maxLength(200, "驳回原因不能超过 200 个字符"),
  ),
});
/** Whether an unlock of a scope needs approval in this organisation (no row: it does not). */
export async function approvalSetting(q: Queryable, orgId: number, scope: BusinessScope) {
  const [row] = await q.query<{ settingId: number; approval: boolean }>(
    `select id as "settingId", approval from approval_settings where org_id = $1 and event_id = $2`,
    [orgId, unlockEventId(scope)],
  );
  return row ?? { settingId: null, approval: false };
}

/** Active users of the organisation whose role holds the scope's approve button. */
export async function approversOf(
  q: Queryable,
  orgId: number,
  scope: BusinessScope,
): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `select distinct u.id from users u
     join user_orgs m on m.user_id = u.id and m.org_id = $1
     join role_permissions rp on rp.role_id = m.role_id
     join permissions p on p.id = rp.permission_id and p.kind = 'button' and p.name = $2
     where u.state = 1 order by u.id`,
    [orgId, orderButton(scope, "approve")],
  );
  if (rows.length === 0) throw new ApiError(409, "没有可以审批解锁申请的人员，请联系管理员");
  return rows.map((r) => r.id);
}

/** GET /prm/ics/approval/order/setting/org and the approver's decisions (/prm/api/approval). */
export function approvalRoutes({ db }: Deps) {
  const SETTING_QUERY = v.object({
    eventId: v.pipe(
      v.string("请提供事件编号"),
      v.regex(/^\d{1,4}$/, "事件编号不正确"),
      v.transform(Number),
    ),
    businessScope: scopeSchema,
    coopId: v.optional(v.string(), ""),
  });
  return new Hono<AppEnv>().get("/order/setting/org", async (c) => {
    const query = check(SETTING_QUERY, c.req.query());
    if (query.eventId !== unlockEventId(query.businessScope))
      throw new ApiError(400, "事件编号与业务类型不符");
    await requireScope(db, c.get("auth").roleId, query.businessScope, "menu");
    return ok(c, await approvalSetting(db, c.get("auth").orgId, query.businessScope));
  });
}

export function approvalDecisionRoutes({ db }: Deps) {
  const decide = async (c: Ctx, approve: boolean, version: number, reason: string) => {
    const auth = c.get("auth");
    const id = Number(c.req.param("id"));
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound();
    await db.tx(async (q) => {
      const [approval] = await q.query<{ applicationId: number; version: number }>(
        `select application_id as "applicationId", version from approvals
         where id = $1 and org_id = $2 and user_id = $3`,
        [id, auth.orgId, auth.userId],
      );
      if (!approval) throw notFound();
      const [app] = await q.query<{
        id: number;
        orderId: number;
        status: number;
        applicantId: number | null;
        scope: BusinessScope;
        orderCode: string;
      }>(
        `select a.id, a.order_id as "orderId", a.status, a.applicant_id as "applicantId",
                o.business_scope as scope, o.order_code as "orderCode"
         from order_unlock_applications a join business_orders o on o.id = a.order_id
         where a.id = $1 and a.org_id = $2 for update of a`,
        [approval.applicationId, auth.orgId],
      );
      if (!app) throw notFound();
      await requireScope(q, auth.roleId, app.scope, "approve");
      if (app.status !== 0) throw new ApiError(409, ORDER_MESSAGES.approvalDone);
      // A decision on a version the approver no longer sees changes nothing.
      if (approval.version !== version) throw new ApiError(409, ORDER_MESSAGES.approvalDone);
      await q.query(
        `update order_unlock_applications set status = $2, decided_by = $3, decided_at = now(),
           reject_reason = $4 where id = $1`,
        [app.id, approve ? 1 : 2, auth.userId, approve ? null : reason],
      );
      await q.query(
        `update approvals set status = $2, decided_at = now(), version = version + 1
         where application_id = $1 and status = 0`,
        [app.id, approve ? 1 : 2],
      );
      if (approve) {
        await q.query(
          `update business_orders set lock_status = 0, locked_at = null, locked_by = null,
             version = version + 1, updated_at = now() where id = $1`,
          [app.orderId],
        );
      }
      if (app.applicantId !== null) {
        const title = approve
          ? `订单 ${app.orderCode} 解锁申请已通过`
          : `订单 ${app.orderCode} 解锁申请被驳回：${reason}`;
        await q.query(
          "insert into messages (org_id, user_id, title, kind) values ($1, $2, $3, 'approval')",
          [auth.orgId, app.applicantId, title],
        );
      }
    });
    return ok(c, true);
  };
  return new Hono<AppEnv>()
    .post("/:id{[0-9]+}/approve", limitBody(), async (c) => {
      const { version } = await readJson(c, APPROVE_SCHEMA);
      return decide(c, true, version, "");
    })
    .post("/:id{[0-9]+}/reject", limitBody(), async (c) => {
      const { version, reason } = await readJson(c, REJECT_SCHEMA);
      return decide(c, false, version, reason);
    });
}
