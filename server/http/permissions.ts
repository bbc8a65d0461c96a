import type { Context, MiddlewareHandler } from "hono";
import type { MenuNode as ContractMenuNode } from "../../src/contract/access.ts";
import { roleGrants } from "../auth/auth-cache.ts";
import type { AuthContext } from "../auth/sessions.ts";
import type { Queryable } from "../db/client.ts";
import { ApiError, MESSAGES } from "../envelope.ts";
import type { AppEnv } from "./types.ts";

/** A menu as GET /hrs/permission answers it: the contract's, without the admin tree's mark. */
export type MenuNode = Omit<ContractMenuNode, "have" | "children"> & { children: MenuNode[] };

/** GET /hrs/permission/getAllPermissionAndHave: the whole tree, each node marked. */
export type MenuNodeWithHave = Omit<MenuNode, "children"> & {
  have: boolean;
  children: MenuNodeWithHave[];
};

export type MenuRow = Omit<MenuNode, "children"> & {
  parentId: number | null;
  sort: number;
  granted: boolean;
  /** Granted, or the ancestor of a granted menu: what the caller's tree shows. */
  permitted: boolean;
};

/** Every menu (no buttons) in display order, marked for the role. */
export async function loadMenus(q: Queryable, roleId: number | null): Promise<MenuRow[]> {
  const rows = await q.query<Omit<MenuRow, "permitted">>(
    `select p.id, p.parent_id as "parentId", p.name, coalesce(p.label, p.name) as label, p.path,
            p.icon, p.hidden, p.always_show as "alwaysShow", p.sort,
            (rp.role_id is not null) as granted
     from permissions p
     left join role_permissions rp on rp.permission_id = p.id and rp.role_id = $1
     where p.kind = 'menu'
     order by p.sort, p.id`,
    [roleId],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const permitted = new Set<number>();
  for (const row of rows) {
    if (!row.granted) continue;
    let current: typeof row | undefined = row;
    while (current && !permitted.has(current.id)) {
      permitted.add(current.id);
      current = current.parentId === null ? undefined : byId.get(current.parentId);
    }
  }
  return rows.map((r) => ({ ...r, permitted: permitted.has(r.id) }));
}

function node(r: MenuRow): MenuNode {
  return {
    id: r.id,
    name: r.name,
    label: r.label,
    path: r.path,
    icon: r.icon,
    hidden: r.hidden,
    alwaysShow: r.alwaysShow,
    children: [],
  };
}

/** Builds the forest from rows in display order; a node whose parent is absent is a root. */
function buildTree<N extends { children: N[] }>(rows: MenuRow[], make: (r: MenuRow) => N): N[] {
  const nodes = new Map(rows.map((r) => [r.id, make(r)]));
  const roots: N[] = [];
  for (const r of rows) {
    const n = nodes.get(r.id);
    if (!n) continue;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    (parent ? parent.children : roots).push(n);
  }
  return roots;
}

/** The caller's menu tree: granted menus and their ancestors. */
export function permittedTree(rows: MenuRow[]): MenuNode[] {
  return buildTree(
    rows.filter((r) => r.permitted),
    node,
  );
}

/** The whole tree with `have` marking what the caller's own tree holds. */
export function fullTree(rows: MenuRow[]): MenuNodeWithHave[] {
  return buildTree(rows, (r) => ({ ...node(r), have: r.permitted, children: [] }));
}

/** True when the role is granted a menu with that path. */
export async function hasMenuPath(
  q: Queryable,
  roleId: number | null,
  path: string,
): Promise<boolean> {
  if (roleId === null) return false;
  return (await roleGrants(q, roleId)).menus.has(path);
}

/** Throws the 403 of the error catalogue unless the caller's role holds the menu at `path`. */
export async function assertPermission(
  q: Queryable,
  auth: AuthContext,
  path: string,
): Promise<void> {
  if (!(await hasMenuPath(q, auth.roleId, path))) throw new ApiError(403, MESSAGES.forbidden);
}

/**
 * Route guard: `app.post("/x", requirePermission(db, "/hrs_user"), handler)` answers 403
 * '您没有操作权限,请联系管理员' unless the caller's role is granted the menu with that path.
 */
export function requirePermission(q: Queryable, path: string): MiddlewareHandler<AppEnv> {
  return async (c: Context<AppEnv>, next) => {
    await assertPermission(q, c.get("auth"), path);
    return next();
  };
}
