/** /hrs/dept: whom the cc lists may name. */
import { Hono } from "hono";
import type { Queryable } from "../../db/client.ts";
import { ok } from "../../envelope.ts";
import type { AppEnv } from "../../http/types.ts";
import { mailableMembers } from "../../personal-settings/store.ts";

export function deptRoutes(db: Queryable) {
  return new Hono<AppEnv>().get("/hrs/dept/selectUser", async (c) =>
    ok(c, await mailableMembers(db, c.get("auth").orgId)),
  );
}
