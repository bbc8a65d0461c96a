import { Hono } from "hono";
import * as v from "valibot";
import { EDGE_MESSAGES } from "../../src/contract/errors.ts";
import type { HawbListItem, HawbOfOrder, HawbRecord } from "../../src/contract/waybill.ts";
import type { CreateSource } from "../../src/domain/address.ts";
import { partyFromAddress } from "../../src/domain/address-recognition.ts";
import { versionNumber } from "../../src/domain/integers.ts";
import type { OrderTrack } from "../../src/domain/order-track.ts";
import { BUSINESS_SCOPES, type BusinessScope } from "../../src/domain/scope.ts";
import {
  checkInternalNumber,
  EMPTY_PARTY,
  hawbSaveSchema,
  sectionPrefix,
  type WaybillParty,
} from "../../src/domain/waybill-record.ts";
import type { Queryable } from "../db/client.ts";
import { ApiError, fail, MESSAGES, ok } from "../envelope.ts";
import { limitBody } from "../http/body.ts";
import { requireScope } from "../http/requires.ts";
import type { AppEnv, Deps } from "../http/types.ts";
import { orderTrackOf } from "../order/track-rows.ts";
import { loadCountryIndex } from "../waybill/address-book.ts";
import { recognizeAddress } from "../waybill/recognize.ts";

export const WAYBILL_MESSAGES = {
  notFound: EDGE_MESSAGES.waybillNotFound,
  orderNotFound: "订单不存在",
  internalRequired: "请输入内部编号",
  scope: "业务类型不正确",
  orderCodeTooLong: "订单号不能超过40个字符",
} as const;

export type { HawbListItem, HawbRecord };

const RECORD_COLUMNS = `w.id, w.order_code as "orderCode", w.business_scope as "businessScope",
  w.internal_number as "internalNumber", w.mawb_number as "mawbNumber",
  w.create_source as "createSource", coalesce(o.order_code, '') as "sourceOrderCode",
  w.print, w.shipper, w.consignee, w.created_at as "createdAt", w.updated_at as "updatedAt",
  w.version`;

async function loadRecord(q: Queryable, orgId: number, id: number): Promise<HawbRecord | null> {
  const [row] = await q.query<HawbRecord & { createdAt: Date | string; updatedAt: Date | string }>(
    `select ${RECORD_COLUMNS} from hawb_waybills w left join orders o on o.id = w.order_id
     where w.org_id = $1 and w.id = $2`,
    [orgId, id],
  );
  if (!row) return null;
  return {
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

function parseId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new ApiError(400, "运单编号应为正整数");
  return Number(raw);
}

/** PUT also carries the version the caller loaded (finding 4 of the hardening issue). */
const hawbUpdateSchema = v.object({
  ...hawbSaveSchema.entries,
  version: versionNumber("version 应为正整数"),
});

/** The body, checked by the form's own schema; 400 with the first rule's message. */
async function readSave<S extends typeof hawbSaveSchema | typeof hawbUpdateSchema>(
  c: Parameters<typeof ok>[0],
  schema: S,
): Promise<v.InferOutput<S>> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type !== "application/json") throw new ApiError(415, MESSAGES.unsupportedType);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, `${MESSAGES.badRequest}：JSON 格式不正确`);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ApiError(400, MESSAGES.badRequest);
  }
  // A missing version is checked as undefined, so it gets its own message.
  const result = v.safeParse(schema, { version: undefined, ...body });
  if (!result.success) {
    const issue = result.issues[0];
    const path = (issue?.path ?? []).map((p) => p.key as string | number);
    const message =
      issue && /[\u4e00-\u9fff]/.test(issue.message) ? issue.message : MESSAGES.badRequest;
    throw new ApiError(400, `${sectionPrefix(path)}${message}`);
  }
  return result.output;
}

const ORDER_CHECK = v.object({
  orderCode: v.optional(v.pipe(v.string(), v.maxLength(40, WAYBILL_MESSAGES.orderCodeTooLong)), ""),
  internalNumber: v.pipe(
    v.string(WAYBILL_MESSAGES.internalRequired),
    v.check((s) => s.trim() !== "", WAYBILL_MESSAGES.internalRequired),
    v.check((s) => checkInternalNumber(s) === null, "内部编号格式不正确"),
  ),
  businessScope: v.picklist(BUSINESS_SCOPES, WAYBILL_MESSAGES.scope),
});

/**
 * GET /afbase/order/checkOrderExist (seed 001 §5): data 1 when another house waybill or order of
 * the scope has the internal number; the order page and the waybill page ask before saving.
 */
export function orderCheckRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get("/checkOrderExist", async (c) => {
    const query = {
      orderCode: c.req.query("orderCode") ?? "",
      internalNumber: c.req.query("internalNumber"),
      businessScope: c.req.query("businessScope"),
    };
    const result = v.safeParse(ORDER_CHECK, query);
    if (!result.success) throw new ApiError(400, result.issues[0]?.message ?? MESSAGES.badRequest);
    const { orderCode, internalNumber, businessScope } = result.output;
    await requireScope(db, c.get("auth").roleId, businessScope, "menu");
    // Another house waybill or another order of the scope (orders keep their codes upper case).
    const rows = await db.query(
      `select 1 from hawb_waybills
       where org_id = $1 and business_scope = $2 and upper(internal_number) = upper($3)
         and order_code <> $4
       union all
       select 1 from business_orders
       where org_id = $1 and business_scope = $2 and internal_number = upper($3)
         and internal_number <> '' and order_code <> $4
       limit 1`,
      [c.get("auth").orgId, businessScope, internalNumber.trim(), orderCode.trim()],
    );
    return ok(c, rows.length > 0 ? 1 : 0);
  });
}

const LIST_MAX = 100;

type OrderRow = {
  awb: string | null;
  hawb: string | null;
  businessOrderId: number | null;
  waybill: {
    shipper?: { name: string; address: string[] };
    consignee?: { name: string; address: string[] };
    currency?: string;
    carrierCode?: string;
    flights?: string[];
  } | null;
};

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
const onlyAlnum = (value: string, max: number) => value.replace(/[^A-Za-z0-9]/g, "").slice(0, max);
const amount = (value: unknown, places: number) =>
  typeof value === "number" && Number.isFinite(value) ? String(Number(value.toFixed(places))) : "";

/** /afbase/hawbInfo: the house waybills of the caller's organisation. */
export function hawbInfoRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/list", async (c) => {
      const keyword = (c.req.query("keyword") ?? "").trim().slice(0, 40);
      const rows = await db.query<HawbListItem & { updatedAt: Date | string }>(
        `select id, order_code as "orderCode", mawb_number as "mawbNumber",
                hawb_number as "hawbNumber", internal_number as "internalNumber",
                create_source as "createSource", shipper->>'name' as "shipperName",
                consignee->>'name' as "consigneeName", print->>'destination' as destination,
                updated_at as "updatedAt"
         from hawb_waybills
         where org_id = $1 and ($2 = '' or mawb_number ilike '%' || $2 || '%'
           or hawb_number ilike '%' || $2 || '%' or internal_number ilike '%' || $2 || '%'
           or consignee->>'name' ilike '%' || $2 || '%' or shipper->>'name' ilike '%' || $2 || '%')
         order by updated_at desc, id desc limit $3`,
        [c.get("auth").orgId, keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`), LIST_MAX],
      );
      return ok(
        c,
        rows.map((r) => ({ ...r, updatedAt: new Date(r.updatedAt).toISOString() })),
      );
    })
    .get("/fromOrder", async (c) => {
      const orderCode = (c.req.query("orderCode") ?? "").trim();
      if (orderCode === "") throw new ApiError(400, "请输入订单号");
      if (orderCode.length > 40) throw new ApiError(400, WAYBILL_MESSAGES.orderCodeTooLong);
      const [order] = await db.query<OrderRow>(
        `select awb_number as awb, hawb_number as hawb, business_order_id as "businessOrderId",
                waybill from orders
         where org_id = $1 and order_code = $2`,
        [c.get("auth").orgId, orderCode],
      );
      if (!order) return fail(c, WAYBILL_MESSAGES.orderNotFound);
      // The order keeps its parties as printed lines; recognition splits them into fields.
      const index = await loadCountryIndex(db);
      const partyOf = (p?: { name: string; address: string[] }): WaybillParty => {
        if (!p) return { ...EMPTY_PARTY };
        const found = recognizeAddress([p.name, ...p.address].join("\n"), index);
        return partyFromAddress(found.fields, found.contact);
      };
      const d: OrderTrack =
        (order.businessOrderId ? await orderTrackOf(db, order.businessOrderId) : null) ?? {};
      const flight =
        order.waybill?.flights?.[0] ?? text(d.expectFlight).split("/")[0]?.trim() ?? "";
      return ok(c, {
        mawbNumber: text(order.awb),
        internalNumber: "",
        businessScope: "AE" as BusinessScope,
        createSource: "CREATED_BY_ORDER" as CreateSource,
        sourceOrderCode: orderCode,
        print: {
          hawbNumber: onlyAlnum(text(order.hawb), 12),
          departure: onlyAlnum(text(d.departureStation), 3).replace(/\d/g, ""),
          destination: onlyAlnum(text(d.arrivalStation), 3),
          carrier: onlyAlnum(text(order.waybill?.carrierCode), 2),
          flightNumber: onlyAlnum(flight, 20),
          currency: onlyAlnum(text(order.waybill?.currency), 3),
          pieces: amount(d.confirmPieces ?? d.planPieces, 0),
          grossWeight: amount(d.confirmWeight ?? d.planWeight, 2),
          chargeableWeight: amount(d.confirmChargeWeight ?? d.planChargeWeight, 2),
          volume: amount(d.confirmVolume ?? d.planVolume, 3),
          goodsNameEn: text(d.goodsNameEn)
            .replace(/[^A-Za-z0-9 .-]/g, " ")
            .slice(0, 80)
            .trim(),
        },
        shipper: partyOf(order.waybill?.shipper),
        consignee: partyOf(order.waybill?.consignee),
      });
    })
    .get("/ofOrder", async (c) => {
      const orderCode = (c.req.query("orderCode") ?? "").trim();
      if (orderCode === "") throw new ApiError(400, "请输入订单号");
      if (orderCode.length > 40) throw new ApiError(400, WAYBILL_MESSAGES.orderCodeTooLong);
      const [row] = await db.query<{ id: number }>(
        `select w.id from hawb_waybills w join orders o on o.id = w.order_id
         where w.org_id = $1 and o.org_id = $1 and o.order_code = $2
         order by w.id desc limit 1`,
        [c.get("auth").orgId, orderCode],
      );
      return ok<HawbOfOrder>(c, { id: row?.id ?? null });
    })
    .get("/:id", async (c) => {
      const record = await loadRecord(db, c.get("auth").orgId, parseId(c.req.param("id")));
      if (!record) return fail(c, WAYBILL_MESSAGES.notFound);
      return ok(c, record);
    })
    .post("/", limitBody(), async (c) => {
      const auth = c.get("auth");
      const body = await readSave(c, hawbSaveSchema);
      let orderId: number | null = null;
      let source = body.createSource;
      if (source === "CREATED_BY_ORDER") {
        const [order] = await db.query<{ id: number }>(
          "select id from orders where org_id = $1 and order_code = $2",
          [auth.orgId, body.sourceOrderCode.trim()],
        );
        if (!order) return fail(c, WAYBILL_MESSAGES.orderNotFound);
        orderId = order.id;
      } else {
        source = "CREATED_BY_SELF";
      }
      const [row] = await db.query<{ id: number }>(
        `with n as (select nextval(pg_get_serial_sequence('hawb_waybills', 'id')) as id)
         insert into hawb_waybills (id, org_id, order_code, order_id, business_scope,
           internal_number, mawb_number, hawb_number, create_source, print, shipper, consignee,
           created_by, updated_by)
         select n.id, $1, 'HW' || lpad(n.id::text, 8, '0'), $2, $3, $4, $5, $6, $7, $8, $9, $10,
                $11, $11
         from n returning id`,
        [
          auth.orgId,
          orderId,
          body.businessScope,
          body.internalNumber.trim(),
          body.mawbNumber.trim(),
          body.print.hawbNumber.trim(),
          source,
          JSON.stringify(body.print),
          JSON.stringify(body.shipper),
          JSON.stringify(body.consignee),
          auth.userId,
        ],
      );
      if (!row) throw new Error("insert hawb_waybills returned nothing");
      return ok(c, await loadRecord(db, auth.orgId, row.id));
    })
    .put("/:id", limitBody(), async (c) => {
      const auth = c.get("auth");
      const id = parseId(c.req.param("id"));
      const body = await readSave(c, hawbUpdateSchema);
      // Where a waybill came from is fixed when it is created. Only the version the caller
      // loaded is overwritten; a stale copy changes nothing and answers 409.
      const rows = await db.query(
        `update hawb_waybills set business_scope = $3, internal_number = $4, mawb_number = $5,
           hawb_number = $6, print = $7, shipper = $8, consignee = $9, updated_by = $10,
           updated_at = now(), version = version + 1
         where org_id = $1 and id = $2 and version = $11 returning id`,
        [
          auth.orgId,
          id,
          body.businessScope,
          body.internalNumber.trim(),
          body.mawbNumber.trim(),
          body.print.hawbNumber.trim(),
          JSON.stringify(body.print),
          JSON.stringify(body.shipper),
          JSON.stringify(body.consignee),
          auth.userId,
          body.version,
        ],
      );
      if (rows.length === 0) {
        const [exists] = await db.query(
          "select 1 from hawb_waybills where org_id = $1 and id = $2",
          [auth.orgId, id],
        );
        if (exists) throw new ApiError(409, EDGE_MESSAGES.waybillConflict);
        return fail(c, WAYBILL_MESSAGES.notFound);
      }
      return ok(c, await loadRecord(db, auth.orgId, id));
    });
}
