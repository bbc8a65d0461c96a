import { orderButton } from "../../../src/domain/order.ts";
import type { BusinessScope } from "../../../src/domain/scope.ts";
import type { Queryable } from "../client.ts";

/**
 * Demo messages behind the shell's second counter. Each (user, organisation) pair is seeded
 * once, when it has no message yet, so messages a user reads stay read.
 * admin@DEMO: 12 unread and 3 read messages; admin@DEMO2: none; staff (e-mail): 5;
 * partner: 2; staff (phone): none. The approvals (the first counter) are real unlock
 * applications on demo orders: seedUnlockDemo.
 */
type Counts = { unread: number; read: number };

const PLAN: { org: string; user: { column: "login_name" | "email"; value: string }; n: Counts }[] =
  [
    {
      org: "DEMO",
      user: { column: "login_name", value: "admin" },
      n: { unread: 12, read: 3 },
    },
    {
      org: "DEMO",
      user: { column: "email", value: "staff@demo.example" },
      n: { unread: 5, read: 0 },
    },
    {
      org: "DEMO",
      user: { column: "email", value: "partner@demo.example" },
      n: { unread: 2, read: 0 },
    },
  ];

const MESSAGE_TEMPLATES: { kind: string; title: (n: number) => string }[] = [
  { kind: "order", title: (n) => `订单 AE2026${String(n).padStart(5, "0")} 已完成舱单申报` },
  { kind: "notice", title: () => "系统将于本周六 22:00 至 24:00 进行维护" },
  { kind: "approval", title: (n) => `您提交的解锁申请 #${n} 已通过` },
  { kind: "order", title: (n) => `订单 SE2026${String(n).padStart(5, "0")} 已到港` },
];

export async function seedAccessDemo(q: Queryable): Promise<void> {
  for (const { org, user, n } of PLAN) {
    const [who] = await q.query<{ userId: number; orgId: number; seeded: boolean }>(
      `select u.id as "userId", o.id as "orgId",
              exists (select 1 from messages m where m.user_id = u.id and m.org_id = o.id)
              as seeded
       from users u join user_orgs uo on uo.user_id = u.id join orgs o on o.id = uo.org_id
       where u.${user.column} = $1 and o.code = $2`,
      [user.value, org],
    );
    if (!who || who.seeded) continue;
    for (let i = 0; i < n.unread + n.read; i++) {
      const t = MESSAGE_TEMPLATES[i % MESSAGE_TEMPLATES.length];
      if (!t) continue;
      await q.query(
        `insert into messages (org_id, user_id, title, kind, created_at, read_at)
         values ($1, $2, $3, $4, now() - make_interval(hours => $5),
                 case when $6 then now() else null end)`,
        [who.orgId, who.userId, t.title(201 + i), t.kind, i * 3 + 2, i >= n.unread],
      );
    }
  }
}

/**
 * Pending unlock applications on demo orders (issue 34): staff@demo.example asks, and every
 * member whose role may approve the order's scope gets the approval in /notification, as
 * POST …/unlockApply does. The order is locked. An order is seeded once, when it has never had
 * an application, so one the administrator decides stays decided.
 */
const UNLOCK_PLAN: { code: string; scope: BusinessScope; reason: string; hoursAgo: number }[] = [
  { code: "AI2500001", scope: "AI", reason: "补录到港杂费", hoursAgo: 1 },
  { code: "SI2500001", scope: "SI", reason: "更正收货人地址", hoursAgo: 6 },
  { code: "LC2500001", scope: "LC", reason: "客户追加一票货", hoursAgo: 26 },
];

export async function seedUnlockDemo(q: Queryable): Promise<void> {
  for (const plan of UNLOCK_PLAN) {
    const [order] = await q.query<{
      id: number;
      orgId: number;
      applicantId: number;
      cname: string;
    }>(
      `select o.id, o.org_id as "orgId", u.id as "applicantId", u.cname
       from business_orders o join orgs g on g.id = o.org_id and g.code = 'DEMO'
       join user_orgs m on m.org_id = g.id join users u on u.id = m.user_id
       where o.order_code = $1 and o.business_scope = $2 and o.is_demo
         and u.email = 'staff@demo.example'
         and not exists (select 1 from order_unlock_applications a where a.order_id = o.id)`,
      [plan.code, plan.scope],
    );
    if (!order) continue;
    const at = `now() - make_interval(hours => ${plan.hoursAgo})`;
    await q.query(
      `update business_orders set lock_status = 1, locked_at = ${at}, locked_by = $2 where id = $1`,
      [order.id, order.applicantId],
    );
    const [app] = await q.query<{ id: number }>(
      `insert into order_unlock_applications (org_id, order_id, applicant_id, reason, created_at)
       values ($1, $2, $3, $4, ${at}) returning id`,
      [order.orgId, order.id, order.applicantId, plan.reason],
    );
    await q.query(
      `insert into approvals (org_id, user_id, title, kind, application_id, created_at)
       select distinct $1::int, u.id, $2, 'unlock', $3::int, ${at} from users u
       join user_orgs m on m.user_id = u.id and m.org_id = $1
       join role_permissions rp on rp.role_id = m.role_id
       join permissions p on p.id = rp.permission_id and p.kind = 'button' and p.name = $4
       where u.state = 1`,
      [
        order.orgId,
        `解锁申请：${plan.code}（${order.cname}）：${plan.reason}`,
        app?.id,
        orderButton(plan.scope, "approve"),
      ],
    );
  }
}
