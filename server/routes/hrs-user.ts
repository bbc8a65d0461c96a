import { type Context, Hono, type MiddlewareHandler } from "hono";
import type {
  AuditRow,
  GrantNode,
  HrsDept,
  HrsRole,
  HrsUser,
  Page,
  UserLink,
} from "../../src/contract/hrs-user.ts";
import {
  deptSchema,
  editUserSchema,
  HRS_MESSAGES,
  newUserSchema,
  roleSchema,
} from "../../src/domain/hrs-user.ts";
import { parseLoginName } from "../../src/domain/login.ts";
import { hashPassword } from "../auth/password.ts";
import { createSetPasswordLink } from "../auth/set-password.ts";
import { newToken } from "../auth/tokens.ts";
import type { Queryable } from "../db/client.ts";
import { limitBody, readJson } from "../http/body.ts";
import { ApiError, fail, ok } from "../http/envelope.ts";
import type { AppEnv, Deps } from "../http/types.ts";

/**
 * The administrator's HRS calls (issue 20). Every row is the caller's organisation's: another
 * organisation's user or role answers 404 like one that does not exist. Saved records carry a
 * version; a save naming an older one answers 409 and changes nothing. Every change writes an
 * audit row (who, what, before and after).
 */

type Ctx = Context<AppEnv>;
const notFound = () => new ApiError(404, HRS_MESSAGES.notFound);
const stale = () => new ApiError(409, HRS_MESSAGES.stale);

function idParam(c: Ctx): number {
  const id = Number(c.req.param("id"));
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound();
  return id;
}

function linkBase(c: Ctx, publicUrl: string | undefined): string {
  return publicUrl ?? new URL(c.req.url).origin;
}

type AuditEntry = { action: string; target: string; before?: unknown; after?: unknown };

async function auditRow(
  q: Queryable,
  row: AuditEntry & { orgId: number; actorId: number | null; address: string },
): Promise<void> {
  await q.query(
    `insert into audit_log (org_id, actor_id, action, target, before, after, address)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      row.orgId,
      row.actorId,
      row.action,
      row.target,
      row.before === undefined ? null : JSON.stringify(row.before),
      row.after === undefined ? null : JSON.stringify(row.after),
      row.address,
    ],
  );
}

/** An audit row of the signed-in caller's organisation. */
export async function audit(q: Queryable, c: Ctx, entry: AuditEntry): Promise<void> {
  const auth = c.get("auth");
  await auditRow(q, {
    ...entry,
    orgId: auth.orgId,
    actorId: auth.userId,
    address: c.get("clientAddress"),
  });
}

/** The envelope of the answer the route gave, or null when it is not JSON. */
async function answered(
  c: Ctx,
): Promise<{ code: number; messageInfo: string; data: unknown } | null> {
  return c.res
    .clone()
    .json()
    .catch(() => null);
}

/**
 * Around POST /auth/oauth/token (mounted before it): each sign-in, successful or not, becomes an
 * audit row of the organisation named in the username (none when no such organisation exists),
 * with the client's address. The password never reaches the row. Read after the route ran, from
 * the body it already parsed.
 */
export function auditSignIns({ db }: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== "POST" || (c.res.status !== 200 && c.res.status !== 429)) return;
    const form = await c.req.parseBody().catch(() => null);
    const name = parseLoginName(typeof form?.username === "string" ? form.username : "");
    if (!name) return;
    const [org] = await db.query<{ id: number }>("select id from orgs where code = $1", [
      name.orgCode,
    ]);
    if (!org) return;
    const body = await answered(c);
    const userId = (body?.data as { userId?: number } | null)?.userId ?? null;
    const success = c.res.status === 200 && body?.code === 0 && userId !== null;
    await auditRow(db, {
      orgId: org.id,
      actorId: success ? userId : null,
      action: success ? "signin.success" : "signin.failure",
      target: `login:${name.type}|${name.login}`,
      after: success ? undefined : { reason: body?.messageInfo ?? String(c.res.status) },
      address: c.get("clientAddress"),
    });
  };
}

/** Around POST /auth/switchLogin: a switch is an audit row in the organisation left and entered. */
export function auditOrgSwitches({ db }: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== "POST" || c.res.status !== 200) return;
    const auth = c.get("auth");
    const body = await answered(c);
    const orgId = (body?.data as { orgId?: number } | null)?.orgId;
    if (body?.code !== 0 || !auth || typeof orgId !== "number") return;
    for (const org of new Set([auth.orgId, orgId])) {
      await auditRow(db, {
        orgId: org,
        actorId: auth.userId,
        action: "org.switch",
        target: `user:${auth.userId}`,
        before: { orgId: auth.orgId },
        after: { orgId },
        address: c.get("clientAddress"),
      });
    }
  };
}

const USER_COLUMNS = `u.id as "userId", u.login_name as "loginName", u.cname, u.ename, u.phone,
  u.email, uo.role_id as "roleId", r.name as "roleName", uo.dept_id as "deptId",
  d.name as "deptName", uo.login_role as "loginRole", u.state, u.version`;

/** The member's role and department, for USER_COLUMNS. */
const USER_JOINS = `left join roles r on r.id = uo.role_id left join depts d on d.id = uo.dept_id`;

/** The member of the caller's organisation, or null. */
async function memberOf(q: Queryable, orgId: number, userId: number): Promise<HrsUser | null> {
  const [row] = await q.query<HrsUser>(
    `select ${USER_COLUMNS} from user_orgs uo join users u on u.id = uo.user_id
     ${USER_JOINS}
     where uo.org_id = $1 and uo.user_id = $2`,
    [orgId, userId],
  );
  return row ?? null;
}

async function assertRole(q: Queryable, orgId: number, roleId: number): Promise<void> {
  const rows = await q.query("select 1 from roles where id = $1 and org_id = $2", [roleId, orgId]);
  if (!rows.length) throw new ApiError(400, HRS_MESSAGES.role);
}

/** A department of the caller's organisation, or none; another's is refused like a bad value. */
async function assertDept(q: Queryable, orgId: number, deptId: number | null | undefined) {
  if (deptId === null || deptId === undefined) return null;
  const rows = await q.query("select 1 from depts where id = $1 and org_id = $2", [deptId, orgId]);
  if (!rows.length) throw new ApiError(400, HRS_MESSAGES.dept);
  return deptId;
}

const empty = (s: string | null | undefined) => (s ? s : null);

/** /hrs/user: list, add, edit, disable, enable and a new set-password link. */
export function hrsUserRoutes({ db, config }: Deps) {
  return new Hono<AppEnv>()
    .get("/page", async (c) => {
      const auth = c.get("auth");
      const current = Math.max(1, Math.min(10_000, Number(c.req.query("current")) || 1));
      const size = Math.max(1, Math.min(100, Number(c.req.query("size")) || 20));
      const keyword = (c.req.query("keyword") ?? "").trim().slice(0, 50);
      const like = `%${keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      const where = `uo.org_id = $1 and ($2 = '' or u.cname ilike $3 or u.ename ilike $3
        or u.login_name ilike $3 or u.email ilike $3 or u.phone ilike $3)`;
      const [count] = await db.query<{ n: number }>(
        `select count(*)::int as n from user_orgs uo join users u on u.id = uo.user_id
         where ${where}`,
        [auth.orgId, keyword, like],
      );
      const records = await db.query<HrsUser>(
        `select ${USER_COLUMNS} from user_orgs uo join users u on u.id = uo.user_id
         ${USER_JOINS}
         where ${where} order by u.id limit $4 offset $5`,
        [auth.orgId, keyword, like, size, (current - 1) * size],
      );
      return ok<Page<HrsUser>>(c, { records, total: count?.n ?? 0, current, size });
    })
    .post("/", limitBody(), async (c) => {
      const auth = c.get("auth");
      const input = await readJson(c, newUserSchema);
      await assertRole(db, auth.orgId, input.roleId);
      const deptId = await assertDept(db, auth.orgId, input.deptId);
      const unusable = await hashPassword(newToken());
      const answer = await db.tx(async (q) => {
        const login =
          input.loginType === 0
            ? input.phone
            : input.loginType === 1
              ? input.email
              : input.loginName;
        const column = ["phone", "email", "login_name"][input.loginType];
        const taken = await q.query(`select 1 from users where ${column} = $1`, [login]);
        if (taken.length) throw new ApiError(409, HRS_MESSAGES.loginExists);
        const [user] = await q.query<{ id: number }>(
          `insert into users (login_name, cname, ename, phone, email, password_hash)
           values ($1, $2, $3, $4, $5, $6) returning id`,
          [
            input.loginType === 2 ? input.loginName : null,
            input.cname,
            empty(input.ename),
            empty(input.phone),
            empty(input.email),
            unusable,
          ],
        );
        const userId = user?.id ?? 0;
        const loginRole = input.loginType === 2 ? "admin" : (input.loginRole ?? "staff");
        await q.query(
          `insert into user_orgs (user_id, org_id, role_id, login_role, is_default, dept_id)
           values ($1, $2, $3, $4, true, $5)`,
          [userId, auth.orgId, input.roleId, loginRole, deptId],
        );
        const link = await createSetPasswordLink(q, userId, linkBase(c, config.publicUrl));
        await audit(q, c, {
          action: "user.create",
          target: `user:${userId}`,
          after: await memberOf(q, auth.orgId, userId),
        });
        return { userId, ...link };
      });
      return ok<UserLink>(c, answer);
    })
    .put("/:id{[0-9]+}", limitBody(), async (c) => {
      const auth = c.get("auth");
      const id = idParam(c);
      const input = await readJson(c, editUserSchema);
      await db
        .tx(async (q) => {
          const before = await memberOf(q, auth.orgId, id);
          if (!before) throw notFound();
          await assertRole(q, auth.orgId, input.roleId);
          // A department left out of the body stays as it was.
          const deptId =
            input.deptId === undefined
              ? before.deptId
              : await assertDept(q, auth.orgId, input.deptId);
          const updated = await q.query(
            `update users set cname = $2, ename = $3, phone = $4, email = $5, version = version + 1
           where id = $1 and version = $6 returning id`,
            [
              id,
              input.cname,
              empty(input.ename),
              empty(input.phone),
              empty(input.email),
              input.version,
            ],
          );
          if (!updated.length) throw stale();
          await q.query(
            "update user_orgs set role_id = $3, dept_id = $4 where user_id = $1 and org_id = $2",
            [id, auth.orgId, input.roleId, deptId],
          );
          await audit(q, c, {
            action: "user.update",
            target: `user:${id}`,
            before,
            after: await memberOf(q, auth.orgId, id),
          });
        })
        .catch((error: unknown) => {
          // A phone or e-mail another person uses.
          if (error instanceof Error && /unique/i.test(error.message)) {
            throw new ApiError(409, HRS_MESSAGES.loginExists);
          }
          throw error;
        });
      return ok(c, await memberOf(db, auth.orgId, id));
    })
    .post("/:id{[0-9]+}/disable", async (c) => {
      const auth = c.get("auth");
      const id = idParam(c);
      if (id === auth.userId) return fail(c, HRS_MESSAGES.self);
      await db.tx(async (q) => {
        const before = await memberOf(q, auth.orgId, id);
        if (!before) throw notFound();
        // The person, not the membership: every session in every organisation ends at once.
        await q.query("update users set state = 0, version = version + 1 where id = $1", [id]);
        await q.query(
          "update sessions set revoked_at = now() where user_id = $1 and revoked_at is null",
          [id],
        );
        await audit(q, c, {
          action: "user.disable",
          target: `user:${id}`,
          before: { state: before.state },
          after: { state: 0 },
        });
      });
      return ok(c, true);
    })
    .post("/:id{[0-9]+}/enable", async (c) => {
      const auth = c.get("auth");
      const id = idParam(c);
      await db.tx(async (q) => {
        const before = await memberOf(q, auth.orgId, id);
        if (!before) throw notFound();
        await q.query("update users set state = 1, version = version + 1 where id = $1", [id]);
        await audit(q, c, {
          action: "user.enable",
          target: `user:${id}`,
          before: { state: before.state },
          after: { state: 1 },
        });
      });
      return ok(c, true);
    })
    .post("/:id{[0-9]+}/resetPassword", async (c) => {
      const auth = c.get("auth");
      const id = idParam(c);
      const answer = await db.tx(async (q) => {
        if (!(await memberOf(q, auth.orgId, id))) throw notFound();
        const link = await createSetPasswordLink(q, id, linkBase(c, config.publicUrl));
        await audit(q, c, { action: "user.resetPassword", target: `user:${id}` });
        return { userId: id, ...link };
      });
      return ok<UserLink>(c, answer);
    });
}

async function roleOf(q: Queryable, orgId: number, roleId: number): Promise<HrsRole | null> {
  const [row] = await q.query<HrsRole>(
    `select r.id as "roleId", r.code, r.name, r.version,
       coalesce((select array_agg(rp.permission_id order by rp.permission_id)
                 from role_permissions rp where rp.role_id = r.id), '{}') as "permissionIds",
       (select count(*)::int from user_orgs uo where uo.role_id = r.id) as "userCount"
     from roles r where r.org_id = $1 and r.id = $2`,
    [orgId, roleId],
  );
  return row ?? null;
}

async function grant(q: Queryable, roleId: number, ids: number[]): Promise<void> {
  await q.query("delete from role_permissions where role_id = $1", [roleId]);
  // Only nodes that exist; a node the tree does not have is left out, not an error.
  await q.query(
    `insert into role_permissions (role_id, permission_id)
     select $1, p.id from permissions p where p.id = any($2::int[]) on conflict do nothing`,
    [roleId, ids],
  );
}

/** /hrs/role: the organisation's roles with the menus and buttons they grant. */
export function hrsRoleRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const auth = c.get("auth");
      const ids = await db.query<{ id: number }>(
        "select id from roles where org_id = $1 order by id",
        [auth.orgId],
      );
      const roles: HrsRole[] = [];
      for (const { id } of ids) {
        const role = await roleOf(db, auth.orgId, id);
        if (role) roles.push(role);
      }
      return ok(c, roles);
    })
    .get("/tree", async (c) => {
      // The product's tree, the same for every organisation: menus and their buttons.
      const nodes = await db.query<GrantNode>(
        `select id, parent_id as "parentId", kind, name, path, hidden from permissions
         order by case when kind = 'menu' then 0 else 1 end, sort, id`,
      );
      return ok(c, nodes);
    })
    .post("/", limitBody(), async (c) => {
      const auth = c.get("auth");
      const input = await readJson(c, roleSchema);
      const role = await db.tx(async (q) => {
        const [row] = await q.query<{ id: number }>(
          `insert into roles (org_id, code, name) values ($1, 'custom-' || gen_random_uuid(), $2)
           returning id`,
          [auth.orgId, input.name],
        );
        const roleId = row?.id ?? 0;
        await grant(q, roleId, input.permissionIds);
        const after = await roleOf(q, auth.orgId, roleId);
        await audit(q, c, { action: "role.create", target: `role:${roleId}`, after });
        return after;
      });
      return ok(c, role);
    })
    .put("/:id{[0-9]+}", limitBody(), async (c) => {
      const auth = c.get("auth");
      const id = idParam(c);
      const input = await readJson(c, roleSchema);
      const role = await db.tx(async (q) => {
        const before = await roleOf(q, auth.orgId, id);
        if (!before) throw notFound();
        const updated = await q.query(
          `update roles set name = $2, version = version + 1
           where id = $1 and version = $3 returning id`,
          [id, input.name, input.version ?? 0],
        );
        if (!updated.length) throw stale();
        await grant(q, id, input.permissionIds);
        const after = await roleOf(q, auth.orgId, id);
        await audit(q, c, { action: "role.update", target: `role:${id}`, before, after });
        return after;
      });
      return ok(c, role);
    })
    .delete("/:id{[0-9]+}", async (c) => {
      const auth = c.get("auth");
      const id = idParam(c);
      await db.tx(async (q) => {
        const before = await roleOf(q, auth.orgId, id);
        if (!before) throw notFound();
        if (before.userCount > 0) throw new ApiError(409, HRS_MESSAGES.roleInUse);
        await q.query("delete from roles where id = $1", [id]);
        await audit(q, c, { action: "role.delete", target: `role:${id}`, before });
      });
      return ok(c, true);
    });
}

/** /hrs/log/page: the organisation's audit log, newest first, filterable by action. */
export function hrsLogRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get("/page", async (c) => {
    const auth = c.get("auth");
    const current = Math.max(1, Math.min(10_000, Number(c.req.query("current")) || 1));
    const size = Math.max(1, Math.min(100, Number(c.req.query("size")) || 20));
    const action = (c.req.query("action") ?? "").slice(0, 50);
    const [count] = await db.query<{ n: number }>(
      "select count(*)::int as n from audit_log where org_id = $1 and ($2 = '' or action = $2)",
      [auth.orgId, action],
    );
    const records = await db.query<AuditRow>(
      `select a.id, u.cname as actor, a.action, a.target, a.before, a.after, a.address,
              to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"
       from audit_log a left join users u on u.id = a.actor_id
       where a.org_id = $1 and ($2 = '' or a.action = $2)
       order by a.id desc limit $3 offset $4`,
      [auth.orgId, action, size, (current - 1) * size],
    );
    return ok<Page<AuditRow>>(c, { records, total: count?.n ?? 0, current, size });
  });
}

async function deptOf(q: Queryable, orgId: number, deptId: number): Promise<HrsDept | null> {
  const [row] = await q.query<HrsDept>(
    `select d.id as "deptId", d.name, d.version,
       (select count(*)::int from user_orgs uo where uo.dept_id = d.id) as "userCount"
     from depts d where d.org_id = $1 and d.id = $2`,
    [orgId, deptId],
  );
  return row ?? null;
}

/** A name another department of the organisation has: 409. */
function nameTaken(error: unknown): never {
  if (error instanceof Error && /unique/i.test(error.message)) {
    throw new ApiError(409, HRS_MESSAGES.deptExists);
  }
  throw error;
}

/** /hrs/dept: the organisation's departments (the members' list by department is selectUser). */
export function hrsDeptRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const auth = c.get("auth");
      const depts = await db.query<HrsDept>(
        `select d.id as "deptId", d.name, d.version,
           (select count(*)::int from user_orgs uo where uo.dept_id = d.id) as "userCount"
         from depts d where d.org_id = $1 order by d.name, d.id`,
        [auth.orgId],
      );
      return ok(c, depts);
    })
    .post("/", limitBody(), async (c) => {
      const auth = c.get("auth");
      const input = await readJson(c, deptSchema);
      const dept = await db
        .tx(async (q) => {
          const [row] = await q.query<{ id: number }>(
            "insert into depts (org_id, name) values ($1, $2) returning id",
            [auth.orgId, input.name],
          );
          const after = await deptOf(q, auth.orgId, row?.id ?? 0);
          await audit(q, c, { action: "dept.create", target: `dept:${row?.id}`, after });
          return after;
        })
        .catch(nameTaken);
      return ok(c, dept);
    })
    .put("/:id{[0-9]+}", limitBody(), async (c) => {
      const auth = c.get("auth");
      const id = idParam(c);
      const input = await readJson(c, deptSchema);
      const dept = await db
        .tx(async (q) => {
          const before = await deptOf(q, auth.orgId, id);
          if (!before) throw notFound();
          const updated = await q.query(
            `update depts set name = $2, version = version + 1
             where id = $1 and version = $3 returning id`,
            [id, input.name, input.version ?? 0],
          );
          if (!updated.length) throw stale();
          const after = await deptOf(q, auth.orgId, id);
          await audit(q, c, { action: "dept.update", target: `dept:${id}`, before, after });
          return after;
        })
        .catch(nameTaken);
      return ok(c, dept);
    });
}
