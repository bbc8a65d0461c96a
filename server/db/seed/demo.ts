import { APPROVAL_EVENT_IDS } from "../../../src/domain/scope.ts";
import { DEMO_SEED_LOG_N, hashPassword } from "../../auth/password.ts";
import type { Db, Queryable } from "../client.ts";
import { seedAccessDemo, seedUnlockDemo } from "./access.ts";
import { seedChat } from "./chat.ts";
import { seedDashboardDemo } from "./dashboard.ts";
import { seedOrders } from "./orders.ts";
import { seedPermissionTree } from "./permissions.ts";
import { seedPersonalSettings } from "./personal-settings.ts";
import { seedTariffs } from "./tariffs.ts";
import { seedWaybills } from "./waybills.ts";

export const DEMO_PASSWORD_DEFAULT = "Demo@2026";

export type DemoAccount = { username: string; who: string };

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: "2|admin|DEMO", who: "管理员 (administrator)" },
  { username: "1|staff@demo.example|DEMO", who: "员工，邮箱登录 (staff, e-mail)" },
  { username: "0|13800000001|DEMO", who: "员工，手机登录 (staff, phone)" },
  { username: "1|partner@demo.example|DEMO", who: "外部合作伙伴 (partner, e-mail)" },
  { username: "2|admin|DEMO2", who: "管理员，第二机构 (administrator of DEMO2)" },
  { username: "1|chen@supplier.example|SUPPLY", who: "供应商客服，在 DEMO 的联系人中 (supplier)" },
  { username: "1|zhao@supplier.example|SUPPLY", who: "供应商客服 (supplier, not a DEMO contact)" },
];

type DemoUser = {
  loginName: string | null;
  email: string | null;
  phone: string | null;
  cname: string;
  ename: string;
  onlineService: boolean;
  memberships: { org: string; role: "admin" | "staff" | "partner"; isDefault: boolean }[];
};

const USERS: DemoUser[] = [
  {
    loginName: "admin",
    email: "admin@demo.example",
    phone: null,
    cname: "系统管理员",
    ename: "Admin",
    onlineService: true,
    memberships: [
      { org: "DEMO", role: "admin", isDefault: true },
      { org: "DEMO2", role: "admin", isDefault: false },
    ],
  },
  {
    loginName: null,
    email: "staff@demo.example",
    phone: null,
    cname: "张敏",
    ename: "Min Zhang",
    onlineService: true,
    memberships: [{ org: "DEMO", role: "staff", isDefault: true }],
  },
  {
    loginName: null,
    email: null,
    phone: "13800000001",
    cname: "李强",
    ename: "Qiang Li",
    onlineService: false,
    memberships: [{ org: "DEMO", role: "staff", isDefault: true }],
  },
  {
    loginName: null,
    email: "partner@demo.example",
    phone: null,
    cname: "王芳",
    ename: "Fang Wang",
    onlineService: false,
    memberships: [{ org: "DEMO", role: "partner", isDefault: true }],
  },
  // The supplier organisation's two partner users (chat, issue 21; server/db/seed/chat.ts).
  {
    loginName: null,
    email: "chen@supplier.example",
    phone: null,
    cname: "陈静",
    ename: "Jing Chen",
    onlineService: true,
    memberships: [{ org: "SUPPLY", role: "partner", isDefault: true }],
  },
  {
    loginName: null,
    email: "zhao@supplier.example",
    phone: null,
    cname: "赵磊",
    ename: "Lei Zhao",
    onlineService: true,
    memberships: [{ org: "SUPPLY", role: "partner", isDefault: true }],
  },
];

const ORGS = [
  { code: "DEMO", name: "上海演示国际货运代理有限公司", version: "FULL" },
  { code: "DEMO2", name: "深圳演示二号供应链管理有限公司", version: "FULL" },
  { code: "SUPPLY", name: "东方航空货运服务供应商有限公司", version: "FULL" },
] as const;

const ROLES = [
  { code: "admin", name: "管理员" },
  { code: "staff", name: "操作员" },
  { code: "partner", name: "外部合作伙伴" },
] as const;

/** Idempotent: safe on every start; existing rows (and changed passwords) are left alone. */
export async function seedDemo(db: Db, password = DEMO_PASSWORD_DEFAULT): Promise<void> {
  const missing = await usersToCreate(db);
  // Hash outside the transaction: scrypt is slow on purpose and PGlite serialises everything.
  const hashes = new Map<DemoUser, string>();
  // The demo password is public: its hashes are made at 2^15 so a first start stays quick, and
  // each is replaced at full cost on that user's first sign-in (server/auth/password.ts).
  for (const user of missing) hashes.set(user, await hashPassword(password, DEMO_SEED_LOG_N));

  await db.tx(async (q) => {
    for (const org of ORGS) {
      await q.query(
        `insert into orgs (code, name, version, valid_until)
         values ($1, $2, $3, (current_date + 365))
         on conflict (code) do nothing`,
        [org.code, org.name, org.version],
      );
      for (const role of ROLES) {
        await q.query(
          `insert into roles (org_id, code, name)
           select id, $2, $3 from orgs where code = $1
           on conflict (org_id, code) do nothing`,
          [org.code, role.code, role.name],
        );
      }
    }
    await seedPermissionTree(q);
    // Unlocking an order needs an approver's decision in every scope (issue 19); an
    // administrator may turn it off per scope.
    await q.query(
      `insert into approval_settings (org_id, event_id, business_scope, approval)
       select g.id, x.event, x.scope, true
       from orgs g, unnest($1::int[], $2::text[]) as x(event, scope)
       on conflict (org_id, event_id) do nothing`,
      [Object.values(APPROVAL_EVENT_IDS), Object.keys(APPROVAL_EVENT_IDS)],
    );
    for (const [user, hash] of hashes) await insertUser(q, user, hash);
    await seedAccessDemo(q);
    await seedPersonalSettings(q);
    await seedChat(q);
  });
  await seedOrders(db);
  await db.tx((q) => seedUnlockDemo(q));
  await db.tx((q) => seedDashboardDemo(q));
  await seedWaybills(db);
  await seedTariffs(db);
}

async function usersToCreate(db: Db): Promise<DemoUser[]> {
  const missing: DemoUser[] = [];
  for (const user of USERS) {
    const rows = await db.query(
      "select 1 from users where login_name = $1 or lower(email) = lower($2) or phone = $3",
      [user.loginName, user.email, user.phone],
    );
    if (rows.length === 0) missing.push(user);
  }
  return missing;
}

async function insertUser(q: Queryable, user: DemoUser, hash: string): Promise<void> {
  const [row] = await q.query<{ id: number }>(
    `insert into users (login_name, email, phone, cname, ename, password_hash, online_service)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      user.loginName,
      user.email?.trim().toLowerCase() ?? null,
      user.phone,
      user.cname,
      user.ename,
      hash,
      user.onlineService,
    ],
  );
  if (!row) throw new Error("insert user returned nothing");
  for (const m of user.memberships) {
    await q.query(
      `insert into user_orgs (user_id, org_id, role_id, login_role, is_default)
       select $1, o.id, r.id, $3, $4 from orgs o join roles r on r.org_id = o.id and r.code = $3
       where o.code = $2
       on conflict (user_id, org_id) do nothing`,
      [row.id, m.org, m.role, m.isDefault],
    );
  }
  // The account is its default organisation's (decision 53); DEMO2 is a membership it accepted.
  await q.query(
    `update users set owner_org_id = (select org_id from user_orgs
       where user_id = $1 and is_default order by org_id limit 1)
     where id = $1`,
    [row.id],
  );
}
