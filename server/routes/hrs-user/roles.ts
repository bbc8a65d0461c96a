import { Hono } from "hono";
import { HRS_USER, type PermissionMatrix } from "../../../src/contract/hrs-user.ts";
import { HRS_MESSAGES } from "../../../src/domain/hrs-user.ts";
import { ApiError, ok } from "../../envelope.ts";
import {
  deleteRole,
  grantsRoleEditor,
  grantTree,
  insertRole,
  roleOf,
  rolesOf,
  updateRole,
} from "../../hrs-user/roles-store.ts";
import { limitBody } from "../../http/body.ts";
import { route } from "../../http/route.ts";
import type { AppEnv, Deps } from "../../http/types.ts";
import { audit, idParam, knownId, notFound, stale } from "./shared.ts";

/** /hrs/role: the organisation's roles with the menus and buttons they grant. */
export function hrsRoleRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  route(app, HRS_USER.roles, async (c) => ok(c, await rolesOf(db, c.get("auth").orgId)));
  // The product's tree, the same for every organisation: menus and their buttons.
  route(app, HRS_USER.roleTree, async (c) => ok(c, await grantTree(db)));
  route(app, HRS_USER.addRole, limitBody(), async (c, { body: input }) => {
    const auth = c.get("auth");
    const role = await db.tx(async (q) => {
      const roleId = await insertRole(q, auth.orgId, input.name, input.permissionIds);
      const after = await roleOf(q, auth.orgId, roleId);
      await audit(q, c, { action: "role.create", target: `role:${roleId}`, after });
      return after;
    });
    return ok(c, role);
  });
  route(app, HRS_USER.editRole, knownId, limitBody(), async (c, { params, body: input }) => {
    const auth = c.get("auth");
    const id = idParam(params.id);
    const role = await db.tx(async (q) => {
      const before = await roleOf(q, auth.orgId, id);
      if (!before) throw notFound();
      const saved = await updateRole(q, id, input.version ?? 0, input.name, input.permissionIds);
      if (!saved) throw stale();
      // Nobody locks themselves out: the caller's own role keeps the role editor.
      if (id === auth.roleId && !(await grantsRoleEditor(q, id))) {
        throw new ApiError(409, HRS_MESSAGES.ownRoleEditor);
      }
      const after = await roleOf(q, auth.orgId, id);
      await audit(q, c, { action: "role.update", target: `role:${id}`, before, after });
      return after;
    });
    return ok(c, role);
  });
  route(app, HRS_USER.deleteRole, async (c, { params }) => {
    const auth = c.get("auth");
    const id = idParam(params.id);
    await db.tx(async (q) => {
      const before = await roleOf(q, auth.orgId, id);
      if (!before) throw notFound();
      if (before.userCount > 0) throw new ApiError(409, HRS_MESSAGES.roleInUse);
      await deleteRole(q, id);
      await audit(q, c, { action: "role.delete", target: `role:${id}`, before });
    });
    return ok(c, true);
  });
  return app;
}

/**
 * GET /hrs/permission/matrix (/hrs_permission): every grantable menu and button with the
 * organisation's roles that hold it, to answer "who can do this" at a glance. Read-only: roles
 * are changed on /hrs_role.
 */
export function hrsPermissionMatrixRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  route(app, HRS_USER.permissionMatrix, async (c) => {
    const auth = c.get("auth");
    const nodes = await grantTree(db);
    const roles = await rolesOf(db, auth.orgId);
    return ok<PermissionMatrix>(c, { nodes, roles });
  });
  return app;
}
