import type { DocumentGap, OrderDocumentGaps } from "../../src/contract/order.ts";
import type { HouseWaybill, Waybill, WaybillParty } from "../../src/domain/air-waybill.ts";
import { checkMawb } from "../../src/domain/mawb.ts";
import type { LcOrder, OrderTrack } from "../../src/domain/order-track.ts";
import type { ShareView } from "../../src/domain/scope.ts";
import type { DeliveryNotice, DeliveryNoticeFlag } from "../../src/domain/share-link.ts";
import type { Queryable } from "../db/client.ts";
import { carrierByPrefix } from "../reference/carriers.ts";

/**
 * An order's documents (decisions §62): the master air waybill, its house bills and the delivery
 * notice, built when they are asked for from the order's own fields and the house waybills linked
 * to it (`hawb_waybills.order_id`), so they can never lag behind a save. Nothing is copied.
 */

export type NoticeFields = Omit<DeliveryNotice, "view" | "flag" | "orderNumber">;

export type { DocumentGap };

type DocumentGaps = OrderDocumentGaps;

export type OrderDocuments = {
  waybill: Waybill | null;
  notices: Partial<Record<DeliveryNoticeFlag, Partial<NoticeFields>>>;
  missing: DocumentGaps;
};

/** The share row an order's documents are built for. */
export type DocumentSource = {
  /** orders.id: the share row, which house waybills link to. */
  id: number;
  orgId: number;
  orgName: string;
  view: ShareView;
  awbNumber: string | null;
  hawbNumber: string | null;
  /** The order-track answer of the workspace order (orderTrackOf). */
  detail: OrderTrack & LcOrder;
  /**
   * The printed extras kept beside the order for the demo orders (carrier name, parties, rates and
   * charges); never the order's own numbers, stations or figures, which always come from the order.
   */
  waybill: Record<string, unknown> | null;
  notices: Record<string, unknown>;
};

type OrderExtras = { warehouse: string; customerName: string; businessDate: string };

type HawbRow = {
  id: number;
  hawbNumber: string;
  print: Record<string, string>;
  shipper: Record<string, string>;
  consignee: Record<string, string>;
};

const num = (value: unknown): number => {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};

/** A party of the house waybill form as the printed lines of the bill's box. */
function partyLines(p: Record<string, string>): WaybillParty {
  const cityLine = [p.city, p.state, p.postcode].filter((s) => s && s.trim() !== "").join(" ");
  const address = [p.address, cityLine, p.country]
    .map((s) => (s ?? "").trim())
    .filter((s) => s !== "");
  return {
    name: (p.name ?? "").trim(),
    address,
    ...(p.telephone ? { phone: p.telephone } : {}),
    ...(p.code ? { account: p.code } : {}),
  };
}

/** A saved house waybill (the /hawb_info_page form) as the bill the PDF prints: its own figures and charges. */
export function houseOfRow(row: HawbRow): HouseWaybill {
  const p = row.print;
  const weight = num(p.grossWeight);
  const goods = (p.goodsNameEn ?? "").trim();
  return {
    awbPrintId: row.hawbNumber.trim() || `HW${row.id}`,
    hawbNumber: row.hawbNumber || `HW${row.id}`,
    shipper: partyLines(row.shipper),
    consignee: partyLines(row.consignee),
    pieces: num(p.pieces),
    weight,
    chargeWeight: p.chargeableWeight ? num(p.chargeableWeight) : weight,
    goods,
    rate: num(p.rateCharge),
    otherCharges: [],
  };
}

async function linkedHouses(q: Queryable, orgId: number, orderId: number): Promise<HawbRow[]> {
  return q.query<HawbRow>(
    `select id, hawb_number as "hawbNumber", print, shipper, consignee
     from hawb_waybills where org_id = $1 and order_id = $2 order by id`,
    [orgId, orderId],
  );
}

async function orderExtras(q: Queryable, orderId: number): Promise<OrderExtras> {
  const [row] = await q.query<{ warehouse: string; customerName: string; businessDate: string }>(
    `select b.warehouse, b.customer_name as "customerName",
            coalesce(to_char(b.business_date, 'YYYY-MM-DD'), '') as "businessDate"
     from orders o join business_orders b on b.id = o.business_order_id where o.id = $1`,
    [orderId],
  );
  return row ?? { warehouse: "", customerName: "", businessDate: "" };
}

type WarehouseRow = {
  name: string;
  address: string;
  hours: string;
  contactName: string;
  contactPhone: string;
  remarks: string[];
};

const BUSINESS_OF_VIEW: Record<ShareView, string> = {
  AF: "AE",
  AI: "AI",
  SE: "SE",
  SI: "SI",
  LC: "LC",
};

/**
 * The warehouse an order names (decisions §62 item 9): one of the organisation's warehouses by id,
 * else by name (of the order's business first), else only the typed name, with no address.
 */
async function warehouseOf(
  q: Queryable,
  orgId: number,
  view: ShareView,
  value: string,
): Promise<Partial<NoticeFields> | null> {
  const v = value.trim();
  if (v === "") return null;
  const byId = /^\d{1,9}$/.test(v);
  const [row] = await q.query<WarehouseRow>(
    `select name, address, hours, contact_name as "contactName",
            contact_phone as "contactPhone", remarks
     from warehouses
     where org_id = $1 and (case when $2::boolean then id = $3::int else name = $4 end)
     order by (business = $5) desc, sort, id limit 1`,
    [orgId, byId, byId ? Number(v) : 0, v, BUSINESS_OF_VIEW[view]],
  );
  if (!row) return { warehouseName: v, warehouseAddress: "" };
  return {
    warehouseName: row.name,
    warehouseAddress: row.address,
    ...(row.hours ? { warehouseHours: row.hours } : {}),
    ...(row.contactName ? { contactName: row.contactName } : {}),
    ...(row.contactPhone ? { contactPhone: row.contactPhone } : {}),
    ...(Array.isArray(row.remarks) && row.remarks.length > 0 ? { remarks: row.remarks } : {}),
  };
}

type Figures = { pieces: number; weight: number; chargeWeight: number; volume: number | null };

function figuresOf(d: OrderTrack & LcOrder): Figures {
  const pieces = d.confirmPieces ?? d.planPieces ?? 0;
  const weight = d.confirmWeight ?? d.planWeight ?? 0;
  const chargeWeight = d.confirmChargeWeight ?? d.planChargeWeight ?? weight;
  return { pieces, weight, chargeWeight, volume: d.confirmVolume ?? d.planVolume ?? null };
}

/** The master bill's gaps: a valid MAWB, both stations, pieces and weight. */
function masterGaps(source: DocumentSource, f: Figures): DocumentGap[] {
  const d = source.detail;
  const gaps: DocumentGap[] = [];
  if (!source.awbNumber || checkMawb(source.awbNumber) !== null) gaps.push("awbNumber");
  if (!d.departureStation) gaps.push("departure");
  if (!d.arrivalStation) gaps.push("arrival");
  if (!(f.pieces > 0)) gaps.push("planPieces");
  if (!(f.weight > 0)) gaps.push("planWeight");
  return gaps;
}

function masterOf(
  source: DocumentSource,
  f: Figures,
  houses: HouseWaybill[],
  extras: OrderExtras,
): Waybill {
  const d = source.detail;
  const stored = (source.waybill ?? null) as Partial<Waybill> | null;
  const prefix = (source.awbNumber ?? "").slice(0, 3);
  const carrier = carrierByPrefix(prefix);
  const departure = String(d.departureStation ?? "");
  const destination = String(d.arrivalStation ?? "");
  const carrierCode = stored?.carrierCode ?? carrier?.iata ?? "";
  const transits = [d.transitStation, d.transitStation2].filter(
    (s): s is string => typeof s === "string" && s !== "",
  );
  const goods =
    [d.goodsNameEn, d.goodsNameCn].filter((s) => s && String(s).trim() !== "").join(" / ") ||
    houses.map((h) => h.goods).find((g) => g !== "") ||
    "";
  // A consolidation's master is the forwarder's; a direct shipment's the customer's.
  const forwarder: WaybillParty = { name: source.orgName, address: [] };
  const customer: WaybillParty = { name: extras.customerName, address: [] };
  const only = houses.length === 1 ? houses[0] : undefined;
  return {
    carrierName: stored?.carrierName ?? carrier?.nameEn ?? carrierCode,
    carrierCode,
    shipper: stored?.shipper ?? (houses.length > 0 ? forwarder : customer),
    consignee: stored?.consignee ?? only?.consignee ?? { name: "", address: [] },
    agent: stored?.agent ?? { name: source.orgName, city: departure, iataCode: "" },
    departure,
    destination,
    routing: [...transits, destination].map((to) => ({ to, by: carrierCode })),
    flights: String(d.expectFlight ?? "")
      .split(/[/,]/)
      .map((s) => s.trim())
      .filter((s) => s !== ""),
    currency: stored?.currency ?? "CNY",
    chargesCode: stored?.chargesCode ?? "PP",
    wtVal: stored?.wtVal ?? "PP",
    other: stored?.other ?? "PP",
    declaredCarriage: stored?.declaredCarriage ?? "NVD",
    declaredCustoms: stored?.declaredCustoms ?? "NCV",
    insurance: stored?.insurance ?? "XXX",
    handlingInfo: stored?.handlingInfo ?? "",
    rateClass: stored?.rateClass ?? "Q",
    rate: stored?.rate ?? 0,
    otherCharges: stored?.otherCharges ?? [],
    issuedAt: stored?.issuedAt ?? extras.businessDate,
    issuedPlace: stored?.issuedPlace ?? departure,
    shipperSignature: stored?.shipperSignature ?? source.orgName,
    carrierSignature: stored?.carrierSignature ?? source.orgName,
    pieces: f.pieces,
    weight: f.weight,
    chargeWeight: f.chargeWeight,
    goods,
    ...(d.confirmDimensions || d.planDimensions
      ? { dimensions: String(d.confirmDimensions ?? d.planDimensions) }
      : {}),
    hawbs: houses,
  };
}

const AIR_VIEWS: readonly ShareView[] = ["AF", "AI"];

/** The order's waybills and delivery notices as of now, and what each still needs. */
export async function orderDocuments(
  q: Queryable,
  source: DocumentSource,
): Promise<OrderDocuments> {
  const extras = await orderExtras(q, source.id);
  const rows = await linkedHouses(q, source.orgId, source.id);
  // Every house bill is a house waybill row linked to the order (the demo ones too, migration
  // 025): printed by its own number when that is unique on the order, else by its row.
  const houses = rows
    .map(houseOfRow)
    .map((h, i, all) =>
      all.findIndex((o) => o.awbPrintId === h.awbPrintId) === i
        ? h
        : { ...h, awbPrintId: `HW${rows[i]?.id}` },
    );
  const f = figuresOf(source.detail);
  const air = AIR_VIEWS.includes(source.view);
  const master = air ? masterGaps(source, f) : [];
  const waybill = air && master.length === 0 ? masterOf(source, f, houses, extras) : null;
  const house: DocumentGap[] = air && houses.length === 0 ? ["house"] : [];

  const notices: OrderDocuments["notices"] = {};
  const notice: DocumentGap[] = [];
  // The delivery notice: the warehouse the order names, on every scope; a road order without one
  // is delivered to its arrival place (decisions §62 item 10).
  const named = await warehouseOf(q, source.orgId, source.view, extras.warehouse);
  const place = source.view === "LC" ? String(source.detail.arrivalStationName ?? "").trim() : "";
  if (named) notices.warehouse = named;
  else if (place !== "") notices.warehouse = { warehouseName: place, warehouseAddress: "" };
  else if (air) notice.push("warehouse");
  // The storehouse notice (the forwarder's own warehouse) has no field on the order yet: the demo
  // orders keep it beside the order (decisions §62 item 5, not finished).
  const storehouse = source.notices.storehouse;
  if (storehouse && typeof storehouse === "object") {
    notices.storehouse = storehouse as Partial<NoticeFields>;
  }
  return {
    waybill,
    notices,
    missing: { master: air ? master : [], house: waybill ? house : [], notice },
  };
}

/**
 * The gaps of a workspace order's documents (the order page's hint), or null when its scope has
 * no share view and so no documents.
 */
export async function orderDocumentGaps(
  q: Queryable,
  businessOrderId: number,
  detail: OrderTrack & LcOrder,
): Promise<OrderDocumentGaps | null> {
  const [row] = await q.query<Omit<DocumentSource, "detail">>(
    `select o.id, o.org_id as "orgId", g.name as "orgName", o.view, o.awb_number as "awbNumber",
            o.hawb_number as "hawbNumber", o.waybill, o.notices
     from orders o join orgs g on g.id = o.org_id where o.business_order_id = $1`,
    [businessOrderId],
  );
  if (!row) return null;
  return (await orderDocuments(q, { ...row, detail })).missing;
}
