/** /hrs/permission: a menu's help page. */
import { Hono } from "hono";
import type { Queryable } from "../../db/client.ts";
import { ApiError, MESSAGES, ok } from "../../envelope.ts";
import type { AppEnv } from "../../http/types.ts";
import { permissionHelpUrl } from "../../personal-settings/store.ts";

export function permissionRoutes(db: Queryable) {
  return new Hono<AppEnv>().get("/hrs/permission/:permissionId{[0-9]+}", async (c) => {
    const id = Number(c.req.param("permissionId"));
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new ApiError(404, MESSAGES.notFound);
    const url = await permissionHelpUrl(db, id);
    if (url === null) throw new ApiError(404, MESSAGES.notFound);
    return ok(c, { permissionId: id, helpUrl: url });
  });
}
