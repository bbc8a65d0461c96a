/** /hrs/org: the organisation's category lists (country codes and the like). */
import { Hono } from "hono";
import type { Queryable } from "../../db/client.ts";
import { ApiError, MESSAGES, ok } from "../../envelope.ts";
import type { AppEnv } from "../../http/types.ts";
import { orgCategory } from "../../personal-settings/store.ts";

export function orgRoutes(db: Queryable) {
  return new Hono<AppEnv>().get("/hrs/org/listCategory/:category", async (c) => {
    const category = c.req.param("category");
    if (category.length > 64) throw new ApiError(400, MESSAGES.badRequest);
    return ok(c, await orgCategory(db, category));
  });
}
