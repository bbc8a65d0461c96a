import { Hono } from "hono";
import type { GrantNode, HrsRole, PermissionMatrix } from "../../../src/contract/hrs-user.ts";
import { HRS_MESSAGES, roleSchema } from "../../../src/domain/hrs-user.ts";
import type { Queryable } from "../../db/client.ts";
import { ApiError, ok } from "../../envelope.ts";
import { limitBody, readJson } from "../../http/body.ts";
import type { AppEnv, Deps } from "../../http/types.ts";
import { audit, idParam, notFound, stale } from "./shared.ts";

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
        // Nobody locks themselves out: the caller's own role keeps the role editor.
        if (id === auth.roleId) {
          const [kept] = await q.query(
            `select 1 from role_permissions rp join permissions p on p.id = rp.permission_id
             where rp.role_id = $1 and p.path = '/hrs_role'`,
            [id],
          );
          if (!kept) throw new ApiError(409, HRS_MESSAGES.ownRoleEditor);
        }
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

/**
 * GET /hrs/permission/matrix (/hrs_permission): every grantable menu and button with the
 * organisation's roles that hold it, to answer "who can do this" at a glance. Read-only: roles
 * are changed on /hrs_role.
 */
export function hrsPermissionMatrixRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const auth = c.get("auth");
    const nodes = await db.query<GrantNode>(
      `select id, parent_id as "parentId", kind, name, path, hidden from permissions
       order by case when kind = 'menu' then 0 else 1 end, sort, id`,
    );
    const ids = await db.query<{ id: number }>(
      "select id from roles where org_id = $1 order by id",
      [auth.orgId],
    );
    const roles: HrsRole[] = [];
    for (const { id } of ids) {
      const role = await roleOf(db, auth.orgId, id);
      if (role) roles.push(role);
    }
    return ok<PermissionMatrix>(c, { nodes, roles });
  });
}
