import type { Queryable } from "../client.ts";

/**
 * Demo to-do items and messages behind the shell's counters. Each (user, organisation) pair is
 * seeded once, when it has no row yet, so items a user approves or reads stay that way.
 * admin@DEMO: 7 pending approvals, 12 unread and 3 read messages; admin@DEMO2: none;
 * staff (e-mail): 3 and 5; partner: 1 and 2; staff (phone): none.
 */
type Counts = { approvals: number; unread: number; read: number };

const PLAN: { org: string; user: { column: "login_name" | "email"; value: string }; n: Counts }[] =
  [
    {
      org: "DEMO",
      user: { column: "login_name", value: "admin" },
      n: { approvals: 7, unread: 12, read: 3 },
    },
    {
      org: "DEMO",
      user: { column: "email", value: "staff@demo.example" },
      n: { approvals: 3, unread: 5, read: 0 },
    },
    {
      org: "DEMO",
      user: { column: "email", value: "partner@demo.example" },
      n: { approvals: 1, unread: 2, read: 0 },
    },
  ];

const APPROVAL_TEMPLATES: { kind: string; title: (n: number) => string }[] = [
  { kind: "unlock", title: (n) => `空运出口订单 AE2026${String(n).padStart(5, "0")} 解锁申请` },
  { kind: "settlement", title: (n) => `合作方结算单 JS2026${String(n).padStart(4, "0")} 待审批` },
  { kind: "quotation", title: (n) => `询价单 XJ2026${String(n).padStart(4, "0")} 报价审批` },
  { kind: "unlock", title: (n) => `海运出口订单 SE2026${String(n).padStart(5, "0")} 解锁申请` },
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
              exists (select 1 from approvals a where a.user_id = u.id and a.org_id = o.id)
              or exists (select 1 from messages m where m.user_id = u.id and m.org_id = o.id)
              as seeded
       from users u join user_orgs uo on uo.user_id = u.id join orgs o on o.id = uo.org_id
       where u.${user.column} = $1 and o.code = $2`,
      [user.value, org],
    );
    if (!who || who.seeded) continue;
    for (let i = 0; i < n.approvals; i++) {
      const t = APPROVAL_TEMPLATES[i % APPROVAL_TEMPLATES.length];
      if (!t) continue;
      await q.query(
        `insert into approvals (org_id, user_id, title, kind, created_at)
         values ($1, $2, $3, $4, now() - make_interval(hours => $5))`,
        [who.orgId, who.userId, t.title(101 + i), t.kind, i * 5 + 1],
      );
    }
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
