import * as v from "valibot";
import {
  EXPORT_MAX_ROWS,
  type EXPORT_MODES,
  ORDER_SORTS,
  type OrderPage,
  type OrderRow,
} from "../../../src/contract/order.ts";
import { isIsoDate } from "../../../src/domain/business-stats.ts";
import type { Queryable } from "../../db/client.ts";
import { remembered } from "../../db/notified-memo.ts";
import { ApiError } from "../../envelope.ts";
import { scopeSchema } from "./shared.ts";

/** The list's query, its filter and page, and the rows an export holds. */

export const PAGE_MAX = 1_000_000;
export const SIZE_MAX = 200;

export const intText = (field: string, max: number) =>
  v.pipe(
    v.string(`${field}应为整数`),
    v.regex(/^\d{1,9}$/, `${field}应为整数`),
    v.transform(Number),
    v.minValue(1, `${field}应大于 0`),
    v.maxValue(max, `${field}不能超过 ${max}`),
  );

export const dateText = (field: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check((s) => s === "" || isIsoDate(s), `${field}应为 YYYY-MM-DD 格式的日期`),
    ),
    "",
  );

export const PAGE_QUERY_SCHEMA = v.object({
  businessScope: scopeSchema,
  current: v.optional(intText("页码", PAGE_MAX), "1"),
  size: v.optional(intText("每页条数", SIZE_MAX), "20"),
  keyword: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(60, "关键字不能超过 60 个字符")),
    "",
  ),
  dateFrom: dateText("开始日期"),
  dateTo: dateText("结束日期"),
  departure: v.optional(
    v.pipe(v.string(), v.trim(), v.toUpperCase(), v.maxLength(10, "起运港不能超过 10 个字符")),
    "",
  ),
  arrival: v.optional(
    v.pipe(v.string(), v.trim(), v.toUpperCase(), v.maxLength(10, "目的港不能超过 10 个字符")),
    "",
  ),
  lockStatus: v.optional(v.picklist(["0", "1", "2"], "锁定状态不正确"), "2"),
  sort: v.optional(v.picklist(ORDER_SORTS, "排序字段不正确"), "businessDate"),
  order: v.optional(v.picklist(["asc", "desc"], "排序方向不正确"), "desc"),
});

export type PageQuery = v.InferOutput<typeof PAGE_QUERY_SCHEMA>;

/** Sort keys to columns: fixed text, never the request's. */
export const SORT_COLUMNS: Record<PageQuery["sort"], string> = {
  businessDate: "o.business_date",
  orderCode: "o.order_code",
  customerName: "o.customer_name",
  grossWeight: "o.gross_weight",
  updatedAt: "o.updated_at",
};

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * The where clause and its parameters for an organisation's list query, over the orders as `o`
 * (or, with `alias`, over a table with the same key columns: the per-day counts).
 */
export function listFilter(
  orgId: number,
  q: PageQuery,
  alias = "o",
): { where: string; params: unknown[] } {
  const params: unknown[] = [orgId, q.businessScope];
  const parts = [`${alias}.org_id = $1`, `${alias}.business_scope = $2`];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    parts.push(sql(params.length));
  };
  if (q.dateFrom) add((n) => `${alias}.business_date >= $${n}::date`, q.dateFrom);
  if (q.dateTo) add((n) => `${alias}.business_date <= $${n}::date`, q.dateTo);
  if (q.departure) add((n) => `${alias}.departure = $${n}`, q.departure);
  if (q.arrival) add((n) => `${alias}.arrival = $${n}`, q.arrival);
  if (q.lockStatus !== "2") add((n) => `${alias}.lock_status = $${n}`, Number(q.lockStatus));
  if (q.keyword) {
    add(
      (n) => `${alias}.search_text like $${n} escape '\\'`,
      `%${escapeLike(q.keyword.toUpperCase())}%`,
    );
  }
  return { where: parts.join(" and "), params };
}

/** Whether the per-day counts (migration 019) can answer the filter's total: dates and lock only. */
const countedByDay = (q: PageQuery) => !q.departure && !q.arrival && !q.keyword;

/**
 * A select of the list query's total, with listFilter's parameters. Performance (decision 48,
 * tested in tests/server/order.test.ts): when only dates and the lock state filter the list, the
 * total is summed from the per-day counts, a row per day, instead of counted over every order.
 */
export function totalSelect(orgId: number, q: PageQuery): string {
  return countedByDay(q)
    ? `select coalesce(sum(d.orders), 0)::int from order_day_counts d
       where ${listFilter(orgId, q, "d").where}`
    : `select count(*)::int from business_orders o where ${listFilter(orgId, q).where}`;
}

export const ROW_SELECT = `o.uuid::text as "orderUuid", o.order_code as "orderCode",
  o.business_scope as "businessScope", to_char(o.business_date, 'YYYY-MM-DD') as "businessDate",
  o.customer_name as "customerName", o.customer_number as "customerNumber",
  o.awb_number as "awbNumber", o.hawb_number as "hawbNumber", o.mbl_number as "mblNumber",
  o.hbl_number as "hblNumber", o.internal_number as "internalNumber", o.departure, o.arrival,
  o.flight_no as "flightNo", coalesce(to_char(o.flight_date, 'YYYY-MM-DD'), '') as "flightDate",
  o.goods_name_cn as "goodsNameCn", o.pieces, o.gross_weight::float8 as "grossWeight",
  o.volume::float8 as volume, o.chargeable_weight::float8 as "chargeWeight",
  o.lock_status::int as "lockStatus",
  exists (select 1 from order_unlock_applications a where a.order_id = o.id and a.status = 0)
    as "unlockPending",
  o.updated_at as "updatedAt", o.version`;

export type RawRow = Omit<OrderRow, "updatedAt"> & { updatedAt: Date | string };

export const toRow = (r: RawRow): OrderRow => ({
  ...r,
  updatedAt: new Date(r.updatedAt).toISOString(),
});

/**
 * One list page: its total and its rows.
 *
 * Performance (issue 19, docs/perf-journal.md §37), both tested in tests/server/order-list-cost.test.ts:
 * - One statement brings the count and the rows, the rows as one JSON array: one round trip to the
 *   database and one JSON parse instead of two queries and some 1,250 fields read one by one.
 * - On the embedded database a page is remembered per organisation and query until any order or
 *   unlock application changes (the `orders_changed` channel, migrations 016 and 017), as the
 *   statistics are: staff of one organisation open the same lists.
 */
export async function listPage(q: Queryable, orgId: number, query: PageQuery): Promise<OrderPage> {
  const key = `${orgId}:${JSON.stringify(query)}`;
  return remembered(q, "orders_changed", key, () => readPage(q, orgId, query), LIST_MEMO);
}

/** At most this many pages kept (a 50-row page is some 30 KB). */
const LIST_MEMO = { name: "order-list", maxEntries: 500 };

async function readPage(q: Queryable, orgId: number, query: PageQuery): Promise<OrderPage> {
  const { sql, params } = pageStatement(orgId, query);
  const [found] = await q.query<{ total: number; rows: RawRow[] }>(sql, params);
  return {
    total: found?.total ?? 0,
    current: query.current,
    size: query.size,
    records: (found?.rows ?? []).map(toRow),
  };
}

/**
 * One page's statement: its total and its rows. With only dates and the lock state the total is
 * summed per day and the page read down the list's index. Performance (decision 49, tested in
 * tests/server/order.test.ts): a station or keyword filter finds its orders once, as ids with
 * their sort key (`matching`), and both the total and the page come from that set; counting and
 * paging on their own ran the keyword's trigram search twice.
 */
function pageStatement(orgId: number, query: PageQuery): { sql: string; params: unknown[] } {
  const { where, params } = listFilter(orgId, query);
  const all = [...params, query.size, (query.current - 1) * query.size];
  const direction = query.order === "asc" ? "asc" : "desc";
  const sortKey = SORT_COLUMNS[query.sort];
  const limit = `limit $${params.length + 1} offset $${params.length + 2}`;
  const rows = (from: string, order: string) =>
    `coalesce((select json_agg(page) from (select ${ROW_SELECT} from ${from}
       order by ${order}) page), '[]'::json) as rows`;
  if (countedByDay(query)) {
    const sql = `select (${totalSelect(orgId, query)}) as total,
      ${rows(`business_orders o where ${where}`, `${sortKey} ${direction}, o.id ${direction} ${limit}`)}`;
    return { sql, params: all };
  }
  const sql = `with matching as materialized (
      select o.id, ${sortKey} as k from business_orders o where ${where})
    select (select count(*)::int from matching) as total,
      ${rows(
        `(select id, k from matching order by k ${direction}, id ${direction} ${limit}) m
         join business_orders o on o.id = m.id`,
        `m.k ${direction}, m.id ${direction}`,
      )}`;
  return { sql, params: all };
}

/** Rows read per query while an export streams: memory holds one batch, not the export. */
export const EXPORT_BATCH = 500;

/**
 * The rows of an export: how many, and the rows batch by batch in the list's order. The matching
 * ids are read first (a number each), then their columns EXPORT_BATCH at a time, so a 10k-row
 * export never holds more than one batch of rows (server/http/xlsx.ts streams each batch out).
 */
export async function exportRows(
  q: Queryable,
  orgId: number,
  mode: (typeof EXPORT_MODES)[number],
  query: PageQuery,
  uuids: string[],
): Promise<{ count: number; batches: AsyncIterable<OrderRow[]> }> {
  if (mode === "page") {
    const records = (await listPage(q, orgId, query)).records;
    return { count: records.length, batches: batchesOf(q, [], records) };
  }
  let ids: number[];
  if (mode === "selected") {
    if (uuids.length === 0) throw new ApiError(400, "请选择订单");
    ids = (
      await q.query<{ id: number }>(
        `select o.id from business_orders o
         where o.org_id = $1 and o.business_scope = $2 and o.uuid = any($3::uuid[])
         order by o.business_date desc, o.id desc`,
        [orgId, query.businessScope, uuids.map((u) => u.toLowerCase())],
      )
    ).map((r) => r.id);
  } else {
    const { where, params } = listFilter(orgId, query);
    const [count] = await q.query<{ total: number }>(
      `select (${totalSelect(orgId, query)}) as total`,
      params,
    );
    if ((count?.total ?? 0) > EXPORT_MAX_ROWS) {
      throw new ApiError(400, `一次最多导出 ${EXPORT_MAX_ROWS} 条，请缩小查询范围`);
    }
    const direction = query.order === "asc" ? "asc" : "desc";
    ids = (
      await q.query<{ id: number }>(
        `select o.id from business_orders o where ${where}
         order by ${SORT_COLUMNS[query.sort]} ${direction}, o.id ${direction}`,
        params,
      )
    ).map((r) => r.id);
  }
  return { count: ids.length, batches: batchesOf(q, ids, []) };
}

async function* batchesOf(
  q: Queryable,
  ids: number[],
  ready: OrderRow[],
): AsyncIterable<OrderRow[]> {
  if (ready.length) yield ready;
  for (let at = 0; at < ids.length; at += EXPORT_BATCH) {
    const slice = ids.slice(at, at + EXPORT_BATCH);
    const rows = await q.query<RawRow & { id: number }>(
      `select o.id, ${ROW_SELECT} from business_orders o where o.id = any($1::int[])`,
      [slice],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    yield slice.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return []; // deleted while the export ran
      const { id: _id, ...rest } = row;
      return [toRow(rest)];
    });
  }
}
