import { Readable } from "node:stream";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import writeXlsxFile from "write-excel-file/node";
import {
  EXPORT_COLUMNS,
  EXPORT_MAX_ROWS,
  EXPORT_MODES,
  type ExportColumn,
  ORDER_SORTS,
  type OrderDetail,
  type OrderFile,
  type OrderPage,
  type OrderPageQuery,
  type OrderRow,
  type OrderSaved,
  type UnlockApplyAnswer,
} from "../../src/contract/order.ts";
import { dateInZone, isIsoDate } from "../../src/domain/business-stats.ts";
import {
  checkAttachmentFile,
  checkImageFile,
  FILE_HEAD_BYTES,
  ORDER_FILE_LIMITS,
  ORDER_FILE_TOO_LARGE,
} from "../../src/domain/files.ts";
import {
  ORDER_FIELDS_SCHEMA,
  ORDER_MESSAGES,
  type OrderAction,
  type OrderFieldName,
  type OrderFields,
  orderButton,
  orderFigures,
  orderRuleIssue,
  shareDetailOf,
  shareViewOf,
  unlockEventId,
} from "../../src/domain/order.ts";
import { orderExportHeader, orderExportValue } from "../../src/domain/order-export.ts";
import { BUSINESS_SCOPES, type BusinessScope } from "../../src/domain/scope.ts";
import type { Queryable } from "../db/client.ts";
import { check, limitBody, readJson } from "../http/body.ts";
import { ApiError, MESSAGES, ok } from "../http/envelope.ts";
import { requireScope } from "../http/requires.ts";
import type { AppEnv, Deps } from "../http/types.ts";

/**
 * The order workspace (issue 19): list, create, read, edit, lock, unlock applications, files and
 * export of every business scope. Every call checks the menu or button of the order's own scope
 * (requireScope), since the permission table cannot know the scope before the row is read.
 * Saved records carry a version: a save naming an older one answers 409 and changes nothing.
 */

type Ctx = Context<AppEnv>;

const notFound = () => new ApiError(404, ORDER_MESSAGES.notFound);
const stale = () => new ApiError(409, ORDER_MESSAGES.stale);

// ---------------------------------------------------------------------------------------------
// Columns

type Kind = "text" | "int" | "num" | "date";

/** Each field of the form, its column and how it is stored. */
const COLUMNS: Record<OrderFieldName, [column: string, kind: Kind]> = {
  businessDate: ["business_date", "date"],
  customerName: ["customer_name", "text"],
  customerNumber: ["customer_number", "text"],
  awbNumber: ["awb_number", "text"],
  hawbNumber: ["hawb_number", "text"],
  mblNumber: ["mbl_number", "text"],
  hblNumber: ["hbl_number", "text"],
  internalNumber: ["internal_number", "text"],
  departure: ["departure", "text"],
  transit1: ["transit1", "text"],
  transit2: ["transit2", "text"],
  arrival: ["arrival", "text"],
  goodsNameCn: ["goods_name_cn", "text"],
  goodsNameEn: ["goods_name_en", "text"],
  goodsType: ["goods_type", "text"],
  packageType: ["package_type", "text"],
  planPieces: ["plan_pieces", "int"],
  planWeight: ["plan_weight", "num"],
  planVolume: ["plan_volume", "num"],
  confirmPieces: ["confirm_pieces", "int"],
  confirmWeight: ["confirm_weight", "num"],
  confirmVolume: ["confirm_volume", "num"],
  planSizes: ["plan_sizes", "text"],
  confirmSizes: ["confirm_sizes", "text"],
  flightNo: ["flight_no", "text"],
  flightDate: ["flight_date", "date"],
  voyage: ["voyage", "text"],
  loadingDate: ["loading_date", "text"],
  containerMethod: ["container_method", "text"],
  containers: ["containers", "text"],
  teu: ["teu", "num"],
  truckPlate: ["truck_plate", "text"],
  driverName: ["driver_name", "text"],
  driverPhone: ["driver_phone", "text"],
  inboundDate: ["inbound_date", "date"],
  outboundDate: ["outbound_date", "date"],
  inspectionDate: ["inspection_date", "date"],
  clearanceDate: ["clearance_date", "date"],
  remark: ["remark", "text"],
};

const FIELD_NAMES = Object.keys(COLUMNS) as OrderFieldName[];

/** The select list giving every field back as the form's text. */
const FIELD_SELECT = FIELD_NAMES.map((name) => {
  const [column, kind] = COLUMNS[name];
  const expr =
    kind === "text"
      ? `o.${column}`
      : kind === "date"
        ? `coalesce(to_char(o.${column}, 'YYYY-MM-DD'), '')`
        : `coalesce(o.${column}::text, '')`;
  return `${expr} as "${name}"`;
}).join(", ");

/** A stored numeric text comes back as "12.500"; the form shows "12.5". */
function trimNumber(text: string): string {
  return text.includes(".") ? text.replace(/\.?0+$/, "") : text;
}

function fieldsOf(row: Record<string, unknown>): OrderFields {
  const out = {} as Record<OrderFieldName, string>;
  for (const name of FIELD_NAMES) {
    const value = String(row[name] ?? "");
    out[name] = COLUMNS[name][1] === "num" ? trimNumber(value) : value;
  }
  return out as OrderFields;
}

function columnValue(name: OrderFieldName, value: string): string | number | null {
  const kind = COLUMNS[name][1];
  if (kind === "text") return value;
  if (value === "") return kind === "num" && name === "teu" ? 0 : null;
  return kind === "date" ? value : Number(value);
}

// ---------------------------------------------------------------------------------------------
// Queries of the list

const PAGE_MAX = 1_000_000;
const SIZE_MAX = 200;

const scopeSchema = v.picklist(BUSINESS_SCOPES, "业务类型不正确");

const intText = (field: string, max: number) =>
  v.pipe(
    v.string(`${field}应为整数`),
    v.regex(/^\d{1,9}$/, `${field}应为整数`),
    v.transform(Number),
    v.minValue(1, `${field}应大于 0`),
    v.maxValue(max, `${field}不能超过 ${max}`),
  );

const dateText = (field: string) =>
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

type PageQuery = v.InferOutput<typeof PAGE_QUERY_SCHEMA>;

/** Sort keys to columns: fixed text, never the request's. */
const SORT_COLUMNS: Record<PageQuery["sort"], string> = {
  businessDate: "o.business_date",
  orderCode: "o.order_code",
  customerName: "o.customer_name",
  grossWeight: "o.gross_weight",
  updatedAt: "o.updated_at",
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The where clause and its parameters for an organisation's list query. */
function listFilter(orgId: number, q: PageQuery): { where: string; params: unknown[] } {
  const params: unknown[] = [orgId, q.businessScope];
  const parts = ["o.org_id = $1", "o.business_scope = $2"];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    parts.push(sql(params.length));
  };
  if (q.dateFrom) add((n) => `o.business_date >= $${n}::date`, q.dateFrom);
  if (q.dateTo) add((n) => `o.business_date <= $${n}::date`, q.dateTo);
  if (q.departure) add((n) => `o.departure = $${n}`, q.departure);
  if (q.arrival) add((n) => `o.arrival = $${n}`, q.arrival);
  if (q.lockStatus !== "2") add((n) => `o.lock_status = $${n}`, Number(q.lockStatus));
  if (q.keyword) {
    add((n) => `o.search_text like $${n} escape '\\'`, `%${escapeLike(q.keyword.toUpperCase())}%`);
  }
  return { where: parts.join(" and "), params };
}

const ROW_SELECT = `o.uuid::text as "orderUuid", o.order_code as "orderCode",
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

type RawRow = Omit<OrderRow, "updatedAt"> & { updatedAt: Date | string };

const toRow = (r: RawRow): OrderRow => ({ ...r, updatedAt: new Date(r.updatedAt).toISOString() });

async function listPage(q: Queryable, orgId: number, query: PageQuery): Promise<OrderPage> {
  const { where, params } = listFilter(orgId, query);
  const [count] = await q.query<{ total: number }>(
    `select count(*)::int as total from business_orders o where ${where}`,
    params,
  );
  const direction = query.order === "asc" ? "asc" : "desc";
  const rows = await q.query<RawRow>(
    `select ${ROW_SELECT} from business_orders o where ${where}
     order by ${SORT_COLUMNS[query.sort]} ${direction}, o.id ${direction}
     limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, query.size, (query.current - 1) * query.size],
  );
  return {
    total: count?.total ?? 0,
    current: query.current,
    size: query.size,
    records: rows.map(toRow),
  };
}

// ---------------------------------------------------------------------------------------------
// One order

type OrderKey = {
  id: number;
  scope: BusinessScope;
  orderCode: string;
  lockStatus: number;
  version: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uuidParam(c: Ctx): string {
  const uuid = c.req.param("uuid") ?? "";
  if (!UUID.test(uuid)) throw notFound();
  return uuid.toLowerCase();
}

/** The caller's organisation's order, locked for update when in a transaction; else 404. */
async function findOrder(
  q: Queryable,
  orgId: number,
  uuid: string,
  forUpdate = false,
): Promise<OrderKey> {
  const [row] = await q.query<OrderKey>(
    `select id, business_scope as scope, order_code as "orderCode",
            lock_status::int as "lockStatus", version
     from business_orders where uuid = $1::uuid and org_id = $2${forUpdate ? " for update" : ""}`,
    [uuid, orgId],
  );
  if (!row) throw notFound();
  return row;
}

async function orderFiles(q: Queryable, orderId: number, uuid: string): Promise<OrderFile[]> {
  const rows = await q.query<{
    fileId: string;
    fileType: "照片" | "文件";
    fileName: string;
    mimeType: string;
    size: number | null;
    createdAt: Date | string;
  }>(
    `select uuid::text as "fileId", file_type as "fileType", file_name as "fileName",
            mime_type as "mimeType", coalesce(size_bytes, octet_length(content)) as size,
            created_at as "createdAt"
     from order_files where business_order_id = $1 order by sort, id`,
    [orderId],
  );
  return rows.map((f) => ({
    ...f,
    size: Number(f.size ?? 0),
    url: `/afbase/order/${uuid}/files/${f.fileId}`,
    createdAt: new Date(f.createdAt).toISOString(),
  }));
}

async function orderDetail(q: Queryable, orgId: number, uuid: string): Promise<OrderDetail> {
  const [row] = await q.query<Record<string, unknown>>(
    `select o.id, o.uuid::text as "orderUuid", o.order_code as "orderCode",
            o.business_scope as "businessScope", o.chargeable_weight::float8 as "chargeWeight",
            o.lock_status::int as "lockStatus", o.locked_at as "lockedAt", u.cname as "lockedBy",
            exists (select 1 from order_unlock_applications a where a.order_id = o.id and a.status = 0)
              as "unlockPending",
            o.created_at as "createdAt", o.updated_at as "updatedAt", o.version, ${FIELD_SELECT}
     from business_orders o left join users u on u.id = o.locked_by
     where o.uuid = $1::uuid and o.org_id = $2`,
    [uuid, orgId],
  );
  if (!row) throw notFound();
  const fields = fieldsOf(row);
  const scope = row.businessScope as BusinessScope;
  const iso = (x: unknown) => (x ? new Date(x as string).toISOString() : null);
  return {
    orderUuid: String(row.orderUuid),
    orderCode: String(row.orderCode),
    businessScope: scope,
    fields,
    chargeWeight: Number(row.chargeWeight),
    density: orderFigures(scope, fields).density,
    lockStatus: Number(row.lockStatus) === 1 ? 1 : 0,
    lockedAt: iso(row.lockedAt),
    lockedBy: (row.lockedBy as string | null) ?? null,
    unlockPending: Boolean(row.unlockPending),
    files: await orderFiles(q, Number(row.id), uuid),
    createdAt: iso(row.createdAt) ?? "",
    updatedAt: iso(row.updatedAt) ?? "",
    version: Number(row.version),
  };
}

/** The fields of a body, checked by the shared schema and the scope's rules. */
function checkFields(scope: BusinessScope, body: unknown): OrderFields {
  const fields = check(ORDER_FIELDS_SCHEMA, body);
  const issue = orderRuleIssue(scope, fields);
  if (issue) throw new ApiError(400, issue.message);
  return fields;
}

/** The assignments of every field and the statistics' figures, from parameter `first` on. */
function writeParams(scope: BusinessScope, fields: OrderFields, first: number) {
  const figures = orderFigures(scope, fields);
  const values: (string | number | null)[] = FIELD_NAMES.filter((n) => n !== "teu").map((n) =>
    columnValue(n, fields[n]),
  );
  const columns = FIELD_NAMES.filter((n) => n !== "teu").map((n) => COLUMNS[n][0]);
  columns.push("pieces", "gross_weight", "volume", "chargeable_weight", "billing_weight", "teu");
  values.push(
    figures.pieces,
    figures.grossWeight,
    figures.volume,
    figures.chargeWeight,
    figures.billingWeight,
    figures.teu,
  );
  return { columns, values, placeholders: columns.map((_, i) => `$${first + i}`) };
}

/** Writes the share row's detail from the relational row (the scopes that have a share view). */
async function syncShareRow(q: Queryable, orgId: number, orderId: number): Promise<void> {
  const [row] = await q.query<Record<string, unknown>>(
    `select o.uuid::text as "orderUuid", o.order_code as "orderCode",
            o.business_scope as "businessScope", ${FIELD_SELECT}
     from business_orders o where o.id = $1`,
    [orderId],
  );
  if (!row) return;
  const scope = row.businessScope as BusinessScope;
  const view = shareViewOf(scope);
  if (!view) return;
  const fields = fieldsOf(row);
  const detail = shareDetailOf(scope, String(row.orderCode), String(row.orderUuid), fields);
  await q.query(
    `insert into orders (org_id, view, order_code, awb_number, hawb_number, detail, business_order_id)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7)
     on conflict (business_order_id) do update set
       awb_number = excluded.awb_number, hawb_number = excluded.hawb_number,
       detail = orders.detail || excluded.detail, updated_at = now()`,
    [
      orgId,
      view,
      row.orderCode,
      fields.awbNumber || null,
      fields.hawbNumber || null,
      JSON.stringify(detail),
      orderId,
    ],
  );
}

async function nextOrderCode(q: Queryable, orgId: number, scope: BusinessScope): Promise<string> {
  const day = dateInZone(new Date());
  const [row] = await q.query<{ last: number }>(
    `insert into order_code_counters (org_id, business_scope, day, last) values ($1, $2, $3::date, 1)
     on conflict (org_id, business_scope, day) do update set last = order_code_counters.last + 1
     returning last`,
    [orgId, scope, day],
  );
  return `${scope}${day.replaceAll("-", "")}${String(row?.last ?? 1).padStart(4, "0")}`;
}

// ---------------------------------------------------------------------------------------------
// Bodies

const CREATE_SCHEMA = v.object({ businessScope: scopeSchema });
const VERSION_SCHEMA = v.object({
  version: v.pipe(
    v.number("请提供版本号"),
    v.integer("请提供版本号"),
    v.minValue(1, "请提供版本号"),
  ),
});
const APPLY_SCHEMA = v.strictObject({
  reason: v.pipe(
    v.optional(v.string("申请原因应为文本"), ""),
    v.trim(),
    v.maxLength(200, "申请原因不能超过 200 个字符"),
  ),
});
const REJECT_SCHEMA = v.strictObject({
  reason: v.pipe(
    v.optional(v.string(ORDER_MESSAGES.reasonRequired), ""),
    v.trim(),
    v.minLength(1, ORDER_MESSAGES.reasonRequired),
    v.maxLength(200, "驳回原因不能超过 200 个字符"),
  ),
});
const EXPORT_SCHEMA = v.strictObject({
  mode: v.picklist(EXPORT_MODES, "导出范围不正确"),
  columns: v.pipe(
    v.array(v.picklist(EXPORT_COLUMNS, "导出列不正确"), "请选择导出列"),
    v.minLength(1, "请选择导出列"),
  ),
  query: v.record(v.string(), v.union([v.string(), v.number()]), "查询条件不正确"),
  uuids: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.regex(UUID, "订单标识不正确")), "请选择订单"),
      v.maxLength(10_000, "一次最多导出 10000 条选中的订单"),
    ),
    [],
  ),
});

/** Upload limits (photos 10 MB, attachments 20 MB), shared with the client's own check. */
const FILE_LIMITS = ORDER_FILE_LIMITS;
const FILE_TOO_LARGE = ORDER_FILE_TOO_LARGE;

const uploadLimit = bodyLimit({
  maxSize: FILE_LIMITS.文件 + 64 * 1024,
  onError: () => {
    throw new ApiError(413, FILE_TOO_LARGE.文件);
  },
});

// ---------------------------------------------------------------------------------------------

async function readBody(c: Ctx): Promise<Record<string, unknown>> {
  return (await readJson(c, v.record(v.string(), v.unknown()))) as Record<string, unknown>;
}

const pickFields = (body: Record<string, unknown>) => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === "businessScope" || key === "version") continue;
    if (!(key in COLUMNS))
      throw new ApiError(400, `${MESSAGES.badRequest}：不支持的字段 ${key.slice(0, 40)}`);
    out[key] = value;
  }
  return out;
};

/** /afbase/order: the order workspace. */
export function orderRoutes({ db }: Deps) {
  const gate = (c: Ctx, scope: BusinessScope, action: OrderAction | "menu") =>
    requireScope(db, c.get("auth").roleId, scope, action);

  return (
    new Hono<AppEnv>()
      .get("/page", async (c) => {
        const query = check(PAGE_QUERY_SCHEMA, c.req.query());
        await gate(c, query.businessScope, "menu");
        return ok<OrderPage>(c, await listPage(db, c.get("auth").orgId, query));
      })
      .post("/", limitBody(), async (c) => {
        const auth = c.get("auth");
        const body = await readBody(c);
        const { businessScope: scope } = check(CREATE_SCHEMA, {
          businessScope: body.businessScope,
        });
        await gate(c, scope, "add");
        const fields = checkFields(scope, pickFields(body));
        const saved = await db.tx(async (q) => {
          const orderCode = await nextOrderCode(q, auth.orgId, scope);
          const w = writeParams(scope, fields, 5);
          const [row] = await q.query<{ id: number; uuid: string; version: number }>(
            `insert into business_orders (org_id, business_scope, order_code, created_by, ${w.columns.join(", ")})
           values ($1, $2, $3, $4, ${w.placeholders.join(", ")})
           returning id, uuid::text as uuid, version`,
            [auth.orgId, scope, orderCode, auth.userId, ...w.values],
          );
          if (!row) throw new ApiError(500, MESSAGES.serverError);
          await syncShareRow(q, auth.orgId, row.id);
          return { orderUuid: row.uuid, orderCode, version: row.version };
        });
        return ok<OrderSaved>(c, saved);
      })
      .post("/export", limitBody(256 * 1024), async (c) => {
        const auth = c.get("auth");
        const body = await readJson(c, EXPORT_SCHEMA);
        // The list's query as the contract types it (numbers for paging), read as a query string.
        const query = check(
          PAGE_QUERY_SCHEMA,
          Object.fromEntries(Object.entries(body.query).map(([k, x]) => [k, String(x)])),
        );
        await gate(c, query.businessScope, "export");
        const rows = await exportRows(db, auth.orgId, body.mode, query, body.uuids);
        const columns = body.columns as ExportColumn[];
        const data = [
          columns.map((col) => ({ value: orderExportHeader(col), fontWeight: "bold" as const })),
          ...rows.map((row) => columns.map((col) => ({ value: orderExportValue(row, col) }))),
        ];
        // Written as a stream: the workbook is zipped while it is sent.
        const stream = (await (
          writeXlsxFile(data).toStream as () => Promise<Readable>
        )()) as Readable;
        const name = `orders-${query.businessScope}-${dateInZone(new Date())}.xlsx`;
        return c.body(Readable.toWeb(stream) as ReadableStream, 200, {
          "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          "Content-Disposition": `attachment; filename="${name}"`,
          "X-Row-Count": String(rows.length),
        });
      })
      .get("/:uuid{[0-9a-fA-F-]{36}}", async (c) => {
        const auth = c.get("auth");
        const uuid = uuidParam(c);
        const key = await findOrder(db, auth.orgId, uuid);
        await gate(c, key.scope, "menu");
        return ok<OrderDetail>(c, await orderDetail(db, auth.orgId, uuid));
      })
      .put("/:uuid{[0-9a-fA-F-]{36}}", limitBody(), async (c) => {
        const auth = c.get("auth");
        const uuid = uuidParam(c);
        const body = await readBody(c);
        const { version } = check(VERSION_SCHEMA, { version: body.version });
        const first = await findOrder(db, auth.orgId, uuid);
        await gate(c, first.scope, "menu");
        const fields = checkFields(first.scope, pickFields(body));
        const saved = await db.tx(async (q) => {
          const key = await findOrder(q, auth.orgId, uuid, true);
          if (key.lockStatus === 1) throw new ApiError(423, ORDER_MESSAGES.locked);
          if (key.version !== version) throw stale();
          const w = writeParams(key.scope, fields, 3);
          const sets = w.columns.map((col, i) => `${col} = ${w.placeholders[i]}`).join(", ");
          const [row] = await q.query<{ version: number }>(
            `update business_orders set ${sets}, version = version + 1, updated_at = now()
           where id = $1 and version = $2 returning version`,
            [key.id, version, ...w.values],
          );
          if (!row) throw stale();
          await syncShareRow(q, auth.orgId, key.id);
          return { orderUuid: uuid, orderCode: key.orderCode, version: row.version };
        });
        return ok<OrderSaved>(c, saved);
      })
      .post("/:uuid{[0-9a-fA-F-]{36}}/lock", limitBody(), async (c) => {
        const auth = c.get("auth");
        const uuid = uuidParam(c);
        const { version } = await readJson(c, VERSION_SCHEMA);
        const first = await findOrder(db, auth.orgId, uuid);
        await gate(c, first.scope, "lock");
        const saved = await db.tx(async (q) => {
          const key = await findOrder(q, auth.orgId, uuid, true);
          if (key.version !== version) throw stale();
          if (key.lockStatus === 1) throw new ApiError(409, ORDER_MESSAGES.alreadyLocked);
          const [row] = await q.query<{ version: number }>(
            `update business_orders set lock_status = 1, locked_at = now(), locked_by = $2,
             version = version + 1, updated_at = now()
           where id = $1 returning version`,
            [key.id, auth.userId],
          );
          return {
            orderUuid: uuid,
            orderCode: key.orderCode,
            version: row?.version ?? version + 1,
          };
        });
        return ok<OrderSaved>(c, saved);
      })
      .post("/:uuid{[0-9a-fA-F-]{36}}/unlockApply", limitBody(), async (c) => {
        const auth = c.get("auth");
        const uuid = uuidParam(c);
        const { reason } = await readJson(c, APPLY_SCHEMA);
        const first = await findOrder(db, auth.orgId, uuid);
        await gate(c, first.scope, "unlock");
        const answer = await db.tx(async (q): Promise<UnlockApplyAnswer> => {
          const key = await findOrder(q, auth.orgId, uuid, true);
          if (key.lockStatus !== 1) throw new ApiError(409, ORDER_MESSAGES.notLocked);
          const [pending] = await q.query(
            "select 1 from order_unlock_applications where order_id = $1 and status = 0",
            [key.id],
          );
          if (pending) throw new ApiError(409, ORDER_MESSAGES.applyPending);
          const setting = await approvalSetting(q, auth.orgId, key.scope);
          if (!setting.approval) {
            const [row] = await q.query<{ version: number }>(
              `update business_orders set lock_status = 0, locked_at = null, locked_by = null,
               version = version + 1, updated_at = now() where id = $1 returning version`,
              [key.id],
            );
            return { outcome: "unlocked", version: row?.version ?? key.version + 1 };
          }
          const approvers = await approversOf(q, auth.orgId, key.scope);
          const [app] = await q.query<{ id: number }>(
            `insert into order_unlock_applications (org_id, order_id, applicant_id, reason)
           values ($1, $2, $3, $4) returning id`,
            [auth.orgId, key.id, auth.userId, reason],
          );
          const [me] = await q.query<{ cname: string }>("select cname from users where id = $1", [
            auth.userId,
          ]);
          const title = `解锁申请：${key.orderCode}（${me?.cname ?? ""}）${reason ? `：${reason}` : ""}`;
          for (const approver of approvers) {
            await q.query(
              `insert into approvals (org_id, user_id, title, kind, application_id)
             values ($1, $2, $3, 'unlock', $4)`,
              [auth.orgId, approver, title, app?.id],
            );
          }
          return { outcome: "pending", version: key.version };
        });
        return ok<UnlockApplyAnswer>(c, answer);
      })
      // The largest attachment and its form's fields; a chunked body without a length is cut there
      // too, before it is held in memory.
      .post("/:uuid{[0-9a-fA-F-]{36}}/files", uploadLimit, async (c) => {
        const auth = c.get("auth");
        const uuid = uuidParam(c);
        const first = await findOrder(db, auth.orgId, uuid);
        await gate(c, first.scope, "menu");
        const type = (c.req.header("content-type") ?? "").toLowerCase();
        if (!type.startsWith("multipart/form-data"))
          throw new ApiError(415, MESSAGES.unsupportedType);
        const form = await c.req.parseBody().catch(() => {
          throw new ApiError(400, MESSAGES.badRequest);
        });
        const file = form.file;
        const fileType =
          form.fileType === "照片" ? "照片" : form.fileType === "文件" ? "文件" : null;
        if (!fileType) throw new ApiError(400, "请选择文件类型（照片或文件）");
        if (!(file instanceof File)) throw new ApiError(400, "请选择要上传的文件");
        if (file.size > FILE_LIMITS[fileType]) throw new ApiError(413, FILE_TOO_LARGE[fileType]);
        const bytes = new Uint8Array(await file.arrayBuffer());
        const head = bytes.subarray(0, FILE_HEAD_BYTES);
        const name = file.name.replace(/[\\/]/g, "_").slice(0, 200) || "file";
        const problem =
          fileType === "照片" ? checkImageFile(name, head) : checkAttachmentFile(name, head);
        if (problem) throw new ApiError(400, problem);
        const saved = await db.tx(async (q) => {
          const key = await findOrder(q, auth.orgId, uuid, true);
          if (key.lockStatus === 1) throw new ApiError(423, ORDER_MESSAGES.locked);
          const [share] = await q.query<{ id: number }>(
            "select id from orders where business_order_id = $1",
            [key.id],
          );
          const [row] = await q.query<{ fileId: string }>(
            `insert into order_files (order_id, business_order_id, file_type, file_name, mime_type,
                                    content, size_bytes, sort)
           values ($1, $2, $3, $4, $5, $6, $7,
                   (select coalesce(max(sort), -1) + 1 from order_files where business_order_id = $2))
           returning uuid::text as "fileId"`,
            [share?.id ?? null, key.id, fileType, name, mimeOf(name), bytes, bytes.length],
          );
          return row;
        });
        return ok(c, { fileId: saved?.fileId ?? "" });
      })
      .get("/:uuid{[0-9a-fA-F-]{36}}/files/:fileId", async (c) => {
        const auth = c.get("auth");
        const uuid = uuidParam(c);
        const key = await findOrder(db, auth.orgId, uuid);
        await gate(c, key.scope, "menu");
        const fileId = c.req.param("fileId");
        if (!UUID.test(fileId)) throw notFound();
        const [file] = await db.query<{ name: string; mime: string; content: Uint8Array }>(
          `select file_name as name, mime_type as mime, content from order_files
         where uuid = $1::uuid and business_order_id = $2`,
          [fileId.toLowerCase(), key.id],
        );
        if (!file) throw notFound();
        const ascii = file.name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
        return c.body(new Uint8Array(file.content), 200, {
          "Content-Type": file.mime,
          "Content-Disposition": `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          "Cache-Control": "private, max-age=300",
        });
      })
      .delete("/:uuid{[0-9a-fA-F-]{36}}/files/:fileId", async (c) => {
        const auth = c.get("auth");
        const uuid = uuidParam(c);
        const first = await findOrder(db, auth.orgId, uuid);
        await gate(c, first.scope, "menu");
        const fileId = c.req.param("fileId");
        if (!UUID.test(fileId)) throw notFound();
        await db.tx(async (q) => {
          const key = await findOrder(q, auth.orgId, uuid, true);
          if (key.lockStatus === 1) throw new ApiError(423, ORDER_MESSAGES.locked);
          const rows = await q.query(
            "delete from order_files where uuid = $1::uuid and business_order_id = $2 returning id",
            [fileId.toLowerCase(), key.id],
          );
          if (rows.length === 0) throw notFound();
        });
        return ok(c, true);
      })
  );
}

const MIME: Record<string, string> = {
  JPG: "image/jpeg",
  JPEG: "image/jpeg",
  PNG: "image/png",
  BMP: "image/bmp",
  PDF: "application/pdf",
  TXT: "text/plain; charset=utf-8",
  DOC: "application/msword",
  DOCX: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  XLS: "application/vnd.ms-excel",
  XLSX: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ZIP: "application/zip",
  RAR: "application/vnd.rar",
  OFD: "application/ofd",
};

function mimeOf(name: string): string {
  const ext = name.split(".").pop()?.toUpperCase() ?? "";
  return MIME[ext] ?? "application/octet-stream";
}

async function exportRows(
  q: Queryable,
  orgId: number,
  mode: (typeof EXPORT_MODES)[number],
  query: PageQuery,
  uuids: string[],
): Promise<OrderRow[]> {
  if (mode === "page") return (await listPage(q, orgId, query)).records;
  if (mode === "selected") {
    if (uuids.length === 0) throw new ApiError(400, "请选择订单");
    const rows = await q.query<RawRow>(
      `select ${ROW_SELECT} from business_orders o
       where o.org_id = $1 and o.business_scope = $2 and o.uuid = any($3::uuid[])
       order by o.business_date desc, o.id desc`,
      [orgId, query.businessScope, uuids.map((u) => u.toLowerCase())],
    );
    return rows.map(toRow);
  }
  const { where, params } = listFilter(orgId, query);
  const [count] = await q.query<{ total: number }>(
    `select count(*)::int as total from business_orders o where ${where}`,
    params,
  );
  if ((count?.total ?? 0) > EXPORT_MAX_ROWS) {
    throw new ApiError(400, `一次最多导出 ${EXPORT_MAX_ROWS} 条，请缩小查询范围`);
  }
  const direction = query.order === "asc" ? "asc" : "desc";
  const rows = await q.query<RawRow>(
    `select ${ROW_SELECT} from business_orders o where ${where}
     order by ${SORT_COLUMNS[query.sort]} ${direction}, o.id ${direction}`,
    params,
  );
  return rows.map(toRow);
}

/** Whether an unlock of a scope needs approval in this organisation (no row: it does not). */
async function approvalSetting(q: Queryable, orgId: number, scope: BusinessScope) {
  const [row] = await q.query<{ settingId: number; approval: boolean }>(
    `select id as "settingId", approval from approval_settings where org_id = $1 and event_id = $2`,
    [orgId, unlockEventId(scope)],
  );
  return row ?? { settingId: null, approval: false };
}

/** Active users of the organisation whose role holds the scope's approve button. */
async function approversOf(q: Queryable, orgId: number, scope: BusinessScope): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `select distinct u.id from users u
     join user_orgs m on m.user_id = u.id and m.org_id = $1
     join role_permissions rp on rp.role_id = m.role_id
     join permissions p on p.id = rp.permission_id and p.kind = 'button' and p.name = $2
     where u.state = 1 order by u.id`,
    [orgId, orderButton(scope, "approve")],
  );
  if (rows.length === 0) throw new ApiError(409, "没有可以审批解锁申请的人员，请联系管理员");
  return rows.map((r) => r.id);
}

/** GET /prm/ics/approval/order/setting/org and the approver's decisions (/prm/api/approval). */
export function approvalRoutes({ db }: Deps) {
  const SETTING_QUERY = v.object({
    eventId: v.pipe(
      v.string("请提供事件编号"),
      v.regex(/^\d{1,4}$/, "事件编号不正确"),
      v.transform(Number),
    ),
    businessScope: scopeSchema,
    coopId: v.optional(v.string(), ""),
  });
  return new Hono<AppEnv>().get("/order/setting/org", async (c) => {
    const query = check(SETTING_QUERY, c.req.query());
    if (query.eventId !== unlockEventId(query.businessScope))
      throw new ApiError(400, "事件编号与业务类型不符");
    await requireScope(db, c.get("auth").roleId, query.businessScope, "menu");
    return ok(c, await approvalSetting(db, c.get("auth").orgId, query.businessScope));
  });
}

export function approvalDecisionRoutes({ db }: Deps) {
  const decide = async (c: Ctx, approve: boolean, reason: string) => {
    const auth = c.get("auth");
    const id = Number(c.req.param("id"));
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw notFound();
    await db.tx(async (q) => {
      const [approval] = await q.query<{ applicationId: number | null }>(
        `select application_id as "applicationId" from approvals
         where id = $1 and org_id = $2 and user_id = $3`,
        [id, auth.orgId, auth.userId],
      );
      if (!approval?.applicationId) throw notFound();
      const [app] = await q.query<{
        id: number;
        orderId: number;
        status: number;
        applicantId: number | null;
        scope: BusinessScope;
        orderCode: string;
      }>(
        `select a.id, a.order_id as "orderId", a.status, a.applicant_id as "applicantId",
                o.business_scope as scope, o.order_code as "orderCode"
         from order_unlock_applications a join business_orders o on o.id = a.order_id
         where a.id = $1 and a.org_id = $2 for update of a`,
        [approval.applicationId, auth.orgId],
      );
      if (!app) throw notFound();
      await requireScope(q, auth.roleId, app.scope, "approve");
      if (app.status !== 0) throw new ApiError(409, ORDER_MESSAGES.approvalDone);
      await q.query(
        `update order_unlock_applications set status = $2, decided_by = $3, decided_at = now(),
           reject_reason = $4 where id = $1`,
        [app.id, approve ? 1 : 2, auth.userId, approve ? null : reason],
      );
      await q.query(
        "update approvals set status = $2, decided_at = now() where application_id = $1 and status = 0",
        [app.id, approve ? 1 : 2],
      );
      if (approve) {
        await q.query(
          `update business_orders set lock_status = 0, locked_at = null, locked_by = null,
             version = version + 1, updated_at = now() where id = $1`,
          [app.orderId],
        );
      }
      if (app.applicantId !== null) {
        const title = approve
          ? `订单 ${app.orderCode} 解锁申请已通过`
          : `订单 ${app.orderCode} 解锁申请被驳回：${reason}`;
        await q.query(
          "insert into messages (org_id, user_id, title, kind) values ($1, $2, $3, 'approval')",
          [auth.orgId, app.applicantId, title],
        );
      }
    });
    return ok(c, true);
  };
  return new Hono<AppEnv>()
    .post("/:id{[0-9]+}/approve", limitBody(), async (c) => decide(c, true, ""))
    .post("/:id{[0-9]+}/reject", limitBody(), async (c) => {
      const { reason } = await readJson(c, REJECT_SCHEMA);
      return decide(c, false, reason);
    });
}

export type { OrderPageQuery };
