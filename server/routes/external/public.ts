import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import { shipInfo } from "../../../src/domain/order-track.ts";
import type { ShareView } from "../../../src/domain/scope.ts";
import {
  type AwbPrintInfo,
  type DeliveryNotice,
  type HawbPrintInfo,
  isDeliveryNoticeFlag,
  type OrderServices,
  SHARE_MESSAGES,
  SHARE_NOT_FOUND,
  type ShareLcOrder,
  type ShareOrderTrack,
} from "../../../src/domain/share-link.ts";
import { downloadAwbSchema, downloadHawbSchema } from "../../../src/domain/share-requests.ts";
import { ApiError, fail, MESSAGES, ok } from "../../envelope.ts";
import { fileStore, type StoredFile, storedBytes } from "../../files/store.ts";
import type { AppEnv, Deps } from "../../http/types.ts";
import { orderDocuments } from "../../order/documents.ts";
import { displayCode, iso, publicRateLimit, resolveShare, type SharedOrder } from "./access.ts";
import { renderAwbPdf } from "./awb-pdf.ts";
import { carrierTrackingUrl } from "./carrier-tracking.ts";

const AIR: readonly ShareView[] = ["AF", "AI"];
const SEA: readonly ShareView[] = ["SE", "SI"];
const ROAD: readonly ShareView[] = ["LC"];
const ALL: readonly ShareView[] = ["AF", "AI", "SE", "SI", "LC"];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const TEXTS = {
  noWaybill: "暂无运单信息",
  noHawb: "暂无分单信息",
} as const;

const notFound = (c: Context<AppEnv>) => fail(c, SHARE_NOT_FOUND.messageInfo, SHARE_NOT_FOUND.code);

/**
 * The order behind `o`, also matching the {uuid} of the path when there is one. The uuid is
 * only compared after the lookup, so a wrong uuid costs what a wrong token costs.
 */
async function shared(
  deps: Deps,
  o: string | undefined,
  views: readonly ShareView[],
  uuid?: string,
): Promise<SharedOrder | null> {
  const order = await resolveShare(deps.db, o, views);
  if (!order) return null;
  if (uuid !== undefined && (!UUID.test(uuid) || order.uuid !== uuid.toLowerCase())) return null;
  return order;
}

type FileRow = { uuid: string; fileType: string; fileName: string; remark: string | null };

async function attachments(deps: Deps, order: SharedOrder, o: string) {
  const rows = await deps.db.query<FileRow>(
    `select uuid::text as uuid, file_type as "fileType", file_name as "fileName", remark
     from order_files where order_id = $1 order by sort, id`,
    [order.id],
  );
  const token = encodeURIComponent(o.trim());
  return rows.map((f) => ({
    orderFileId: f.uuid,
    fileName: f.fileName,
    fileUrl: `/afbase/external/file/${f.uuid}?o=${token}`,
    fileRemark: f.remark,
    fileType: f.fileType,
  }));
}

/**
 * Who runs the page and where its footer links: the forwarder's own site (/hrs_org), else the
 * deployment's PROVIDER_URL, else nowhere. Never `/`, the staff login (issue 24).
 */
function provider(deps: Deps, order: SharedOrder) {
  return { name: order.orgName, url: order.orgWebsite ?? deps.config.providerUrl ?? null };
}

async function trackPayload(deps: Deps, order: SharedOrder, o: string): Promise<ShareOrderTrack> {
  return {
    ...(order.detail as ShareOrderTrack),
    orderCode: order.orderCode,
    awbNumber: order.awbNumber,
    hawbNumber: order.hawbNumber,
    orderUUID: order.uuid,
    attachments: await attachments(deps, order, o),
    updatedAt: iso(order.updatedAt),
    provider: provider(deps, order),
  };
}

async function lcPayload(deps: Deps, order: SharedOrder, o: string): Promise<ShareLcOrder> {
  return {
    ...(order.detail as ShareLcOrder),
    orderCode: order.orderCode,
    orderUUID: order.uuid,
    attachments: await attachments(deps, order, o),
    updatedAt: iso(order.updatedAt),
    provider: provider(deps, order),
  };
}

type NoticeFields = Omit<DeliveryNotice, "view" | "flag" | "orderNumber">;

function deliveryNotice(
  order: SharedOrder,
  flag: "warehouse" | "storehouse",
  notice: Partial<NoticeFields> | undefined,
): DeliveryNotice {
  const d = order.detail as ShareOrderTrack & ShareLcOrder;
  const road = order.view === "LC";
  return {
    view: order.view,
    flag,
    orderNumber: displayCode(order),
    orderCode: order.orderCode,
    forwarderName: order.orgName,
    warehouseName: notice?.warehouseName ?? "",
    warehouseAddress: notice?.warehouseAddress ?? "",
    warehouseHours: notice?.warehouseHours ?? null,
    cutOffTime: notice?.cutOffTime ?? null,
    departureStation: road ? d.departureStationName : d.departureStation,
    arrivalStation: road ? d.arrivalStationName : d.arrivalStation,
    flightOrVessel: road ? (d.driverNumber ?? null) : d.expectFlight || shipInfo(d) || null,
    goodsNameCn: d.goodsNameCn ?? null,
    goodsNameEn: d.goodsNameEn ?? null,
    pieces: d.planPieces ?? null,
    weight: d.planWeight ?? null,
    volume: d.planVolume ?? null,
    dimensions: d.planDimensions ?? null,
    contactName: notice?.contactName ?? null,
    contactPhone: notice?.contactPhone ?? null,
    remarks: notice?.remarks ?? [],
    issuedAt: new Date().toISOString(),
  };
}

/**
 * Track answers serialised once per resolved link: while a link stays cached (access.ts) its
 * calls reuse the same body instead of querying files and stringifying again.
 */
const bodies = new WeakMap<SharedOrder, Map<string, string>>();

async function cachedOk(
  c: Context<AppEnv>,
  order: SharedOrder,
  key: string,
  build: () => Promise<unknown>,
) {
  let byKey = bodies.get(order);
  if (!byKey) {
    byKey = new Map();
    bodies.set(order, byKey);
  }
  let body = byKey.get(key);
  if (body === undefined) {
    body = JSON.stringify({ code: 0, messageInfo: "操作成功", data: await build() });
    if (byKey.size < 8) byKey.set(key, body);
  }
  return c.body(body, 200, { "Content-Type": "application/json; charset=UTF-8" });
}

const limitBody = bodyLimit({
  maxSize: 8 * 1024,
  onError: () => {
    throw new ApiError(413, MESSAGES.tooLarge);
  },
});

/** JSON or form fields of a POST; anything unreadable is a 400 with the usual message. */
async function readFields(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "application/json") {
    const body: unknown = await c.req.json().catch((error) => {
      throw error instanceof ApiError ? error : new ApiError(400, MESSAGES.badRequest);
    });
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw new ApiError(400, MESSAGES.badRequest);
    }
    return body as Record<string, unknown>;
  }
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") {
    const form = await c.req.parseBody().catch((error) => {
      throw error instanceof ApiError ? error : new ApiError(400, MESSAGES.badRequest);
    });
    return Object.fromEntries(
      Object.entries(form).filter(([, value]) => typeof value === "string"),
    );
  }
  throw new ApiError(415, MESSAGES.unsupportedType);
}

function parseOr400<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new ApiError(400, result.issues[0]?.message ?? MESSAGES.badRequest);
  return result.output;
}

function pdfResponse(c: Context<AppEnv>, pdf: Buffer, name: string) {
  const safe = name.replace(/[^A-Za-z0-9._-]/g, "_");
  return c.body(new Uint8Array(pdf), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${safe}"`,
    "Cache-Control": "no-store",
  });
}

/** /afbase/external: air track, checks, prints, files and delivery notices. */
export function afExternalRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use("*", publicRateLimit(deps))
    .get("/order/orderTrack", async (c) => {
      const o = c.req.query("o") ?? "";
      const order = await shared(deps, o, AIR);
      if (!order) return notFound(c);
      return cachedOk(c, order, `track:${o}`, () => trackPayload(deps, order, o));
    })
    .get("/checkOrderDeliveryNotice/:uuid/:flag", async (c) => {
      const flag = c.req.param("flag");
      if (!isDeliveryNoticeFlag(flag)) return fail(c, SHARE_MESSAGES.badFlag);
      const order = await shared(deps, c.req.query("o"), ALL, c.req.param("uuid"));
      if (!order) return notFound(c);
      const docs = await orderDocuments(db, order);
      return ok(c, Boolean(docs.notices[flag]));
    })
    .get("/viewAFOrderByOrderUuid/:uuid", async (c) => {
      const order = await shared(deps, c.req.query("o"), ALL, c.req.param("uuid"));
      if (!order) return notFound(c);
      const { notices } = await orderDocuments(db, order);
      return ok<OrderServices>(c, {
        outfieldService: Boolean(notices.warehouse),
        warehouseService: Boolean(notices.storehouse),
      });
    })
    .get("/viewByOrderUuid/:uuid", async (c) => {
      const order = await shared(deps, c.req.query("o"), AIR, c.req.param("uuid"));
      if (!order) return notFound(c);
      const w = (await orderDocuments(db, order)).waybill;
      if (!w || !order.awbNumber) return fail(c, TEXTS.noWaybill);
      return ok<AwbPrintInfo>(c, {
        awbNumber: order.awbNumber,
        departureStation: w.departure,
        arrivalStation: w.destination,
        pieces: w.pieces,
        weight: w.weight,
      });
    })
    .get("/hawbListByOrderUuid/:uuid", async (c) => {
      const order = await shared(deps, c.req.query("o"), AIR, c.req.param("uuid"));
      if (!order) return notFound(c);
      const hawbs = (await orderDocuments(db, order)).waybill?.hawbs ?? [];
      return ok<HawbPrintInfo[]>(
        c,
        hawbs.map((h) => ({
          awbPrintId: h.awbPrintId,
          hawbNumber: h.hawbNumber,
          pieces: h.pieces,
          weight: h.weight,
        })),
      );
    })
    .post("/downloadAWB", limitBody, async (c) => {
      const input = parseOr400(downloadAwbSchema, await readFields(c));
      const order = await shared(deps, c.req.query("o") ?? input.o, AIR, input.orderUuid);
      if (!order) return notFound(c);
      const waybill = (await orderDocuments(db, order)).waybill;
      if (!waybill || !order.awbNumber) return fail(c, TEXTS.noWaybill);
      const pdf = await renderAwbPdf({
        kind: "MAWB",
        awbNumber: order.awbNumber,
        printType: input.awbPrintType,
        waybill,
        forwarderName: order.orgName,
      });
      return pdfResponse(c, pdf, `AWB-${order.awbNumber}.pdf`);
    })
    .post("/downloadHAWB", limitBody, async (c) => {
      const input = parseOr400(downloadHawbSchema, await readFields(c));
      const order = await shared(deps, c.req.query("o") ?? input.o, AIR, input.orderUuid);
      if (!order) return notFound(c);
      const waybill = (await orderDocuments(db, order)).waybill;
      const house = waybill?.hawbs.find((h) => h.awbPrintId === input.awbPrintId);
      if (!waybill || !order.awbNumber || !house) return fail(c, TEXTS.noHawb);
      const pdf = await renderAwbPdf({
        kind: "HAWB",
        awbNumber: order.awbNumber,
        printType: input.awbPrintType,
        waybill,
        house,
        forwarderName: order.orgName,
      });
      return pdfResponse(c, pdf, `HAWB-${house.hawbNumber}.pdf`);
    })
    .get("/deliveryNotice", async (c) => {
      const flag = c.req.query("flag")?.trim() ?? "";
      if (!isDeliveryNoticeFlag(flag)) return fail(c, SHARE_MESSAGES.badFlag);
      const order = await shared(deps, c.req.query("o"), ALL);
      if (!order) return notFound(c);
      const notice = (await orderDocuments(db, order)).notices[flag];
      if (!notice) return fail(c, SHARE_MESSAGES.noNotice);
      return ok(c, deliveryNotice(order, flag, notice));
    })
    .get("/file/:fileId", async (c) => {
      const order = await shared(deps, c.req.query("o"), ALL);
      const fileId = c.req.param("fileId");
      if (!order || !UUID.test(fileId)) return notFound(c);
      const [file] = await db.query<StoredFile>(
        `select file_name as name, mime_type as mime, content, storage_key as "storageKey"
         from order_files where uuid = $1::uuid and order_id = $2`,
        [fileId.toLowerCase(), order.id],
      );
      const bytes = file ? await storedBytes(fileStore(deps.config), file) : null;
      if (!file || !bytes) return notFound(c);
      const ascii = file.name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
      return c.body(new Uint8Array(bytes), 200, {
        "Content-Type": file.mime,
        "Content-Disposition": `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        "Cache-Control": "private, max-age=300",
      });
    });
}

/** /sc/external: sea and road track, and the carrier tracking address for MORE. */
export function scExternalRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use("*", publicRateLimit(deps))
    .get("/order/orderTrack", async (c) => {
      const o = c.req.query("o") ?? "";
      const order = await shared(deps, o, SEA);
      if (!order) return notFound(c);
      return cachedOk(c, order, `track:${o}`, () => trackPayload(deps, order, o));
    })
    .get("/order/orderTrack/lc", async (c) => {
      const o = c.req.query("o") ?? "";
      const order = await shared(deps, o, ROAD);
      if (!order) return notFound(c);
      return cachedOk(c, order, `lc:${o}`, () => lcPayload(deps, order, o));
    })
    .post("/order/awbSubmit", async (c) => {
      const order = await shared(deps, c.req.query("o"), AIR);
      if (!order) return notFound(c);
      const url = carrierTrackingUrl(order.awbNumber);
      if (!url) return fail(c, TEXTS.noWaybill);
      return ok(c, url);
    });
}
