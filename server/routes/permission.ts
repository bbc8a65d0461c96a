import { Hono } from "hono";
import { ok } from "../http/envelope.ts";
import type { AppEnv, Deps } from "../http/types.ts";

/** /hrs/permission: the caller's permitted buttons (and, with the shell, menus and routes). */
export function permissionRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get("/getButtonInfo", async (c) => {
    const rows = await db.query<{ name: string }>(
      `select p.name from role_permissions rp join permissions p on p.id = rp.permission_id
       where rp.role_id = $1 and p.kind = 'button' order by p.name`,
      [c.get("auth").roleId],
    );
    return ok(c, rows.map((r) => r.name));
  });
}
