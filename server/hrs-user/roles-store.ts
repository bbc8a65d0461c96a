import type { GrantNode, HrsDept, HrsRole } from "../../src/contract/hrs-user.ts";
import type { Queryable } from "../db/client.ts";

/**
 * An organisation's roles with the menus and buttons they grant, and its departments (issue 20).
 * A missing row or a stale version answers null or false; the route answers 404 or 409.
 */

export async function roleOf(q: Queryable, orgId: number, roleId: number): Promise<HrsRole | null> {
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

/** The organisation's roles, by id. */
export async function rolesOf(q: Queryable, orgId: number): Promise<HrsRole[]> {
  const ids = await q.query<{ id: number }>("select id from roles where org_id = $1 order by id", [
    orgId,
  ]);
  const roles: HrsRole[] = [];
  for (const { id } of ids) {
    const role = await roleOf(q, orgId, id);
    if (role) roles.push(role);
  }
  return roles;
}

/** The product's tree, the same for every organisation: menus, then their buttons. */
export function grantTree(q: Queryable): Promise<GrantNode[]> {
  return q.query<GrantNode>(
    `select id, parent_id as "parentId", kind, name, path, hidden from permissions
     order by case when kind = 'menu' then 0 else 1 end, sort, id`,
  );
}

/** The role grants exactly these nodes; a node the tree does not have is left out, not an error. */
async function grant(q: Queryable, roleId: number, ids: number[]): Promise<void> {
  await q.query("delete from role_permissions where role_id = $1", [roleId]);
  await q.query(
    `insert into role_permissions (role_id, permission_id)
     select $1, p.id from permissions p where p.id = any($2::int[]) on conflict do nothing`,
    [roleId, ids],
  );
}

/** A new custom role of the organisation granting these nodes; answers its id. */
export async function insertRole(
  q: Queryable,
  orgId: number,
  name: string,
  permissionIds: number[],
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `insert into roles (org_id, code, name) values ($1, 'custom-' || gen_random_uuid(), $2)
     returning id`,
    [orgId, name],
  );
  const roleId = row?.id ?? 0;
  await grant(q, roleId, permissionIds);
  return roleId;
}

/** Renames the role at this version and sets its grants; false (and nothing changed) when stale. */
export async function updateRole(
  q: Queryable,
  roleId: number,
  version: number,
  name: string,
  permissionIds: number[],
): Promise<boolean> {
  const updated = await q.query(
    `update roles set name = $2, version = version + 1
     where id = $1 and version = $3 returning id`,
    [roleId, name, version],
  );
  if (!updated.length) return false;
  await grant(q, roleId, permissionIds);
  return true;
}

/** Whether the role grants the role editor (/hrs_role). */
export async function grantsRoleEditor(q: Queryable, roleId: number): Promise<boolean> {
  const [kept] = await q.query(
    `select 1 from role_permissions rp join permissions p on p.id = rp.permission_id
     where rp.role_id = $1 and p.path = '/hrs_role'`,
    [roleId],
  );
  return kept !== undefined;
}

export async function deleteRole(q: Queryable, roleId: number): Promise<void> {
  await q.query("delete from roles where id = $1", [roleId]);
}

const DEPT_COLUMNS = `d.id as "deptId", d.name, d.version,
  (select count(*)::int from user_orgs uo where uo.dept_id = d.id) as "userCount"`;

export async function deptOf(q: Queryable, orgId: number, deptId: number): Promise<HrsDept | null> {
  const [row] = await q.query<HrsDept>(
    `select ${DEPT_COLUMNS} from depts d where d.org_id = $1 and d.id = $2`,
    [orgId, deptId],
  );
  return row ?? null;
}

/** The organisation's departments by name. */
export function deptsOf(q: Queryable, orgId: number): Promise<HrsDept[]> {
  return q.query<HrsDept>(
    `select ${DEPT_COLUMNS} from depts d where d.org_id = $1 order by d.name, d.id`,
    [orgId],
  );
}

/** A new department; answers its id (a name the organisation has throws the unique error). */
export async function insertDept(q: Queryable, orgId: number, name: string): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    "insert into depts (org_id, name) values ($1, $2) returning id",
    [orgId, name],
  );
  return row?.id ?? 0;
}

/** Renames the department at this version; false when stale. */
export async function renameDept(
  q: Queryable,
  deptId: number,
  version: number,
  name: string,
): Promise<boolean> {
  const updated = await q.query(
    `update depts set name = $2, version = version + 1
     where id = $1 and version = $3 returning id`,
    [deptId, name, version],
  );
  return updated.length > 0;
}

export async function deleteDept(q: Queryable, deptId: number): Promise<void> {
  await q.query("delete from depts where id = $1", [deptId]);
}
