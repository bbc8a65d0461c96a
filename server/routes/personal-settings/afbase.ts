/** /afbase: the air-freight lists the settings choose from (label sizes, warehouses). */
import { Hono } from "hono";
import * as v from "valibot";
import type { Queryable } from "../../db/client.ts";
import { ApiError, ok } from "../../envelope.ts";
import { check, queryIntSchema } from "../../http/body.ts";
import type { AppEnv } from "../../http/types.ts";
import { PERSONAL_MESSAGES } from "../../personal-settings/messages.ts";
import { modelCategory, warehouses } from "../../personal-settings/store.ts";

export function afbaseRoutes(db: Queryable) {
  return new Hono<AppEnv>()
    .get("/afbase/category/modelCategory", async (c) => {
      const { categoryType } = check(
        v.object({ categoryType: queryIntSchema("categoryType", 9999) }),
        c.req.query(),
      );
      return ok(c, await modelCategory(db, categoryType));
    })
    .get("/afbase/aeArrival/getWarehouseIds", async (c) =>
      ok(c, await warehouses(db, c.get("auth").orgId, "AE", null)),
    )
    .get("/afbase/warehouse/getWarehouse/:types/AI", async (c) => {
      const types = c.req.param("types");
      if (!/^[1-9](,[1-9]){0,8}$/.test(types)) {
        throw new ApiError(400, PERSONAL_MESSAGES.warehouseTypes);
      }
      return ok(c, await warehouses(db, c.get("auth").orgId, "AI", types.split(",").map(Number)));
    });
}
