import { airExportInTransit } from "./orders/air-export.ts";
import { airExportsBooked } from "./orders/air-export-booked.ts";
import { airImportDelivered } from "./orders/air-import.ts";
import { roadOrder } from "./orders/road.ts";
import { seaOrders } from "./orders/sea.ts";
import { secondOrgOrders } from "./orders/second-org.ts";
import type { DemoOrder } from "./orders/shared.ts";

/**
 * The demo orders' data, pure so the seed and the stories share it (stories pass a fixed
 * clock). Demo orders for every share view and every plan-versus-confirm highlight. Times are relative
 * to the start, and the rows are refreshed on every start, so the tracking always looks live.
 * Only rows marked is_demo are ever rewritten. Each order lives in ./orders/ by kind; this file
 * joins them in the seed's order.
 */

export { clock, type DemoFile, type DemoOrder, mawb, type SamplePhoto } from "./orders/shared.ts";

export function demoOrders(at: (h: number) => string): DemoOrder[] {
  return [
    airExportInTransit(at),
    ...airExportsBooked(at),
    airImportDelivered(at),
    ...seaOrders(at),
    roadOrder(at),
    ...secondOrgOrders(at),
  ];
}
