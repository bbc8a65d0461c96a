import { Hono } from "hono";
import * as v from "valibot";
import type {
  OrderDocumentGaps,
  OrderSaved,
  OrderTracksAnswer,
} from "../../../src/contract/order.ts";
import { versionNumber } from "../../../src/domain/integers.ts";
import { ORDER_MESSAGES } from "../../../src/domain/order.ts";
import { ORDER_TRACKS_SCHEMA } from "../../../src/domain/order-tracks.ts";
import type { Queryable } from "../../db/client.ts";
import { ApiError, ok } from "../../envelope.ts";
import { check, limitBody, readJson } from "../../http/body.ts";
import { requireScope } from "../../http/requires.ts";
import type { AppEnv, Deps } from "../../http/types.ts";
import { orderDocumentGaps } from "../../order/documents.ts";
import { orderTrackOf, readTracks, writeTracks } from "../../order/track-rows.ts";
import { clearShareCache } from "../external/access.ts";
import { findOrder, uuidParam } from "./rows.ts";
import { stale } from "./shared.ts";

/** Staff read (the scope's menu) and replace (its `_edit`) an order's legs, track events, manifests, remarks and weighing. */

const BODY = v.object({
  ...ORDER_TRACKS_SCHEMA.entries,
  version: versionNumber("请提供版本号"),
});

async function tracksVersion(q: Queryable, orderId: number): Promise<number> {
  const [row] = await q.query<{ v: number }>(
    "select tracks_version as v from business_orders where id = $1",
    [orderId],
  );
  return row?.v ?? 0;
}

/**
 * GET and PUT /afbase/order/{uuid}/tracks. The lists carry a version of their own
 * (`tracks_version`): saving them never makes the order form's version stale, nor the reverse.
 */
export function orderTrackRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/:uuid{[0-9a-fA-F-]{36}}/documents", async (c) => {
      const auth = c.get("auth");
      const key = await findOrder(db, auth.orgId, uuidParam(c));
      await requireScope(db, auth.roleId, key.scope, "menu");
      const detail = (await orderTrackOf(db, key.id)) ?? {};
      const none: OrderDocumentGaps = { master: [], house: [], notice: [] };
      return ok<OrderDocumentGaps>(c, (await orderDocumentGaps(db, key.id, detail)) ?? none);
    })
    .get("/:uuid{[0-9a-fA-F-]{36}}/tracks", async (c) => {
      const auth = c.get("auth");
      const key = await findOrder(db, auth.orgId, uuidParam(c));
      await requireScope(db, auth.roleId, key.scope, "menu");
      const tracks = await readTracks(db, key.id);
      return ok<OrderTracksAnswer>(c, {
        ...tracks,
        version: await tracksVersion(db, key.id),
        lockStatus: key.lockStatus === 1 ? 1 : 0,
      });
    })
    .put("/:uuid{[0-9a-fA-F-]{36}}/tracks", limitBody(512 * 1024), async (c) => {
      const auth = c.get("auth");
      const uuid = uuidParam(c);
      const body = await readJson(c, v.record(v.string(), v.unknown()));
      const { version, ...tracks } = check(BODY, body);
      const first = await findOrder(db, auth.orgId, uuid);
      await requireScope(db, auth.roleId, first.scope, "edit");
      const saved = await db.tx(async (q) => {
        const key = await findOrder(q, auth.orgId, uuid, true);
        if (key.lockStatus === 1) throw new ApiError(423, ORDER_MESSAGES.locked);
        if ((await tracksVersion(q, key.id)) !== version) throw stale();
        await writeTracks(q, key.id, tracks);
        const [row] = await q.query<{ version: number }>(
          `update business_orders set tracks_version = tracks_version + 1, updated_at = now()
           where id = $1 and tracks_version = $2 returning tracks_version as version`,
          [key.id, version],
        );
        if (!row) throw stale();
        await q.query("update orders set updated_at = now() where business_order_id = $1", [
          key.id,
        ]);
        return { orderUuid: uuid, orderCode: key.orderCode, version: row.version };
      });
      // The share page shows the change at its next call, not after its link cache's seconds.
      clearShareCache();
      return ok<OrderSaved>(c, saved);
    });
}
