import { Hono } from "hono";
import { ok } from "../envelope.ts";
import { fullTree, loadMenus, permittedTree } from "../http/permissions.ts";
import type { AppEnv, Deps } from "../http/types.ts";

/** /hrs/permission: the caller's menus and buttons, and the whole tree for the hot-menu editor. */
export function permissionRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => ok(c, permittedTree(await loadMenus(db, c.get("auth").roleId))))
    .get("/getAllPermissionAndHave", async (c) =>
      ok(c, fullTree(await loadMenus(db, c.get("auth").roleId))),
    )
    .get("/getButtonInfo", async (c) => {
      const rows = await db.query<{ name: string }>(
        `select p.name from role_permissions rp join permissions p on p.id = rp.permission_id
         where rp.role_id = $1 and p.kind = 'button' order by p.name`,
        [c.get("auth").roleId],
      );
      return ok(
        c,
        rows.map((r) => r.name),
      );
    });
}
