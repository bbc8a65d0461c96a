import { orderFigures } from "../../src/domain/order.ts";
import { shareDetailOf } from "../../src/domain/order-share.ts";
import type { LcOrder, OrderTrack } from "../../src/domain/order-track.ts";
import { trackDocument } from "../../src/domain/order-track-document.ts";
import {
  EMPTY_TRACKS,
  type OrderTrackList,
  type OrderTracks,
  TRACK_LISTS,
  trackIso,
  trackWall,
} from "../../src/domain/order-tracks.ts";
import type { BusinessScope } from "../../src/domain/scope.ts";
import type { Queryable } from "../db/client.ts";
import { FIELD_SELECT, fieldsOf, trimNumber } from "./columns.ts";

/**
 * The lists staff keep on an order (legs, track events, manifests, remarks, weighing) and the
 * order-track answer the share page, delivery notices and cargo tracking build from them.
 */

type Kind = "text" | "int" | "num" | "time" | "bool";

/** Each list's table and its columns: the row's key, the column and how it is stored. */
const TABLES: Record<OrderTrackList, { table: string; columns: [string, string, Kind][] }> = {
  legs: {
    table: "order_legs",
    columns: [
      ["depPort", "dep_port", "text"],
      ["arrPort", "arr_port", "text"],
      ["flightNo", "flight_no", "text"],
      ["planDeparture", "plan_departure", "time"],
      ["estimatedDeparture", "estimated_departure", "time"],
      ["actualDeparture", "actual_departure", "time"],
      ["planArrival", "plan_arrival", "time"],
      ["estimatedArrival", "estimated_arrival", "time"],
      ["actualArrival", "actual_arrival", "time"],
      ["pieces", "pieces", "int"],
      ["weight", "weight", "num"],
      ["errorMessage", "error_message", "text"],
    ],
  },
  events: {
    table: "order_track_events",
    columns: [
      ["statusCode", "status_code", "text"],
      ["statusName", "status_name", "text"],
      ["airport", "airport", "text"],
      ["flightNo", "flight_no", "text"],
      ["eventTime", "event_time", "time"],
      ["pieces", "pieces", "int"],
      ["weight", "weight", "num"],
      ["remark", "remark", "text"],
    ],
  },
  manifests: {
    table: "order_manifest_bills",
    columns: [
      ["master", "master", "bool"],
      ["billNumber", "bill_number", "text"],
      ["pieces", "pieces", "int"],
      ["weight", "weight", "num"],
      ["declarationNumber", "declaration_number", "text"],
      ["provisionTime", "provision_time", "time"],
      ["arriveTime", "arrive_time", "time"],
      ["allocationApplyTime", "allocation_apply_time", "time"],
      ["temporaryArrivalTime", "temporary_arrival_time", "time"],
      ["passedTime", "passed_time", "time"],
    ],
  },
  remarks: {
    table: "order_manifest_remarks",
    columns: [
      ["mawbNumber", "mawb_number", "text"],
      ["remark", "remark", "text"],
      ["eventTime", "event_time", "time"],
      ["productInfo", "product_info", "text"],
    ],
  },
  weighings: {
    table: "order_weighings",
    columns: [
      ["billNumber", "bill_number", "text"],
      ["pieces", "pieces", "int"],
      ["weight", "weight", "num"],
      ["volume", "volume", "num"],
      ["dimensions", "dimensions", "text"],
    ],
  },
};

/** One query for every list: each table's rows as a JSON array, in their order. */
const READ_SQL = `select ${TRACK_LISTS.map((list) => {
  const { table, columns } = TABLES[list];
  const pairs = columns.map(([key, column]) => `'${key}', ${column}`).join(", ");
  return `(select coalesce(json_agg(json_build_object(${pairs}) order by seq, id), '[]')
           from ${table} where business_order_id = $1) as "${list}"`;
}).join(",\n")}`;

function fromStored(kind: Kind, value: unknown): string | boolean {
  if (kind === "bool") return value === true;
  if (value === null || value === undefined) return "";
  if (kind === "time") return trackWall(String(value));
  return kind === "num" ? trimNumber(String(value)) : String(value);
}

function toStored(kind: Kind, value: unknown): string | number | boolean | null {
  if (kind === "bool") return value === true;
  const s = String(value ?? "");
  if (kind === "text") return s;
  if (s === "") return null;
  return kind === "time" ? trackIso(s) : Number(s);
}

export async function readTracks(q: Queryable, orderId: number): Promise<OrderTracks> {
  const [row] = await q.query<Record<OrderTrackList, Record<string, unknown>[]>>(READ_SQL, [
    orderId,
  ]);
  if (!row) return EMPTY_TRACKS;
  const out = {} as Record<OrderTrackList, Record<string, string | boolean>[]>;
  for (const list of TRACK_LISTS) {
    const rows = typeof row[list] === "string" ? JSON.parse(row[list] as never) : row[list];
    out[list] = (rows as Record<string, unknown>[]).map((r) =>
      Object.fromEntries(
        TABLES[list].columns.map(([key, , kind]) => [key, fromStored(kind, r[key])]),
      ),
    );
  }
  return out as unknown as OrderTracks;
}

/** Replaces every list of the order (inside the caller's transaction). */
export async function writeTracks(
  q: Queryable,
  orderId: number,
  tracks: OrderTracks,
): Promise<void> {
  for (const list of TRACK_LISTS) {
    const { table, columns } = TABLES[list];
    await q.query(`delete from ${table} where business_order_id = $1`, [orderId]);
    const rows = tracks[list] as unknown as Record<string, unknown>[];
    if (rows.length === 0) continue;
    const width = columns.length + 2;
    const values: unknown[] = [];
    const tuples = rows.map((r, i) => {
      values.push(orderId, i, ...columns.map(([key, , kind]) => toStored(kind, r[key])));
      return `(${Array.from({ length: width }, (_, k) => `$${i * width + k + 1}`).join(", ")})`;
    });
    await q.query(
      `insert into ${table} (business_order_id, seq, ${columns.map((c) => c[1]).join(", ")})
       values ${tuples.join(", ")}`,
      values,
    );
  }
}

/**
 * The order-track answer of a workspace order (seed 001 §3): its fields as the share page reads
 * them, and its lists. The share page, the delivery notices and cargo tracking all read this.
 */
export async function orderTrackOf(
  q: Queryable,
  orderId: number,
): Promise<(OrderTrack & LcOrder) | null> {
  const [row] = await q.query<Record<string, unknown>>(
    `select o.uuid::text as "orderUuid", o.order_code as "orderCode",
            o.business_scope as "businessScope", ${FIELD_SELECT}
     from business_orders o where o.id = $1`,
    [orderId],
  );
  if (!row) return null;
  const scope = row.businessScope as BusinessScope;
  const fields = fieldsOf(row);
  const figures = orderFigures(scope, fields);
  const tracks = await readTracks(q, orderId);
  return {
    ...shareDetailOf(scope, String(row.orderCode), String(row.orderUuid), fields),
    ...trackDocument(tracks, {
      awbNumber: fields.awbNumber,
      departure: fields.departure,
      arrival: fields.arrival,
      pieces: figures.pieces ? String(figures.pieces) : "",
      weight: figures.grossWeight ? String(figures.grossWeight) : "",
    }),
  };
}
