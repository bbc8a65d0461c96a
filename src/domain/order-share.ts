/** The share page's view of a workspace order: which view a scope has, and its document. */
import { AIR_KG_PER_CBM, num, type OrderFields, orderFigures, round3, SCOPE_MODE } from "./order";
import type { LcOrder, OrderTrack } from "./order-track";
import type { BusinessScope, ShareView } from "./scope";

/** The share view of a scope (seed 001 §2.1); rail and other business have none. */
export function shareViewOf(scope: BusinessScope): ShareView | null {
  const views: Partial<Record<BusinessScope, ShareView>> = {
    AE: "AF",
    AI: "AI",
    SE: "SE",
    SI: "SI",
    LC: "LC",
  };
  return views[scope] ?? null;
}

const orNull = (s: string) => (s === "" ? null : s);

/**
 * The order-track document the share page reads, written from the relational row on every save.
 * Keys the row does not hold (route tracks, manifests, weighing) are left as they are.
 */
export function shareDetailOf(
  scope: BusinessScope,
  orderCode: string,
  orderUuid: string,
  f: OrderFields,
): OrderTrack & LcOrder {
  const figures = orderFigures(scope, f);
  const air = SCOPE_MODE[scope] === "air";
  const planVolume = num(f.planVolume);
  const planWeight = num(f.planWeight);
  const confirmVolume = num(f.confirmVolume);
  const confirmWeight = num(f.confirmWeight);
  // Air: volume weight at 6000 cm³/kg; road: the form's charge weight, a cubic metre as 1000 kg
  // (the LC share view showed "-" while the form showed the figure). Sea and rail charge by
  // revenue tons, which the share views do not show as a weight.
  const road = SCOPE_MODE[scope] === "road";
  const kgPerCbm = air ? AIR_KG_PER_CBM : 1000;
  const charge = (w: number | null, vol: number | null) =>
    (air || road) && (w !== null || vol !== null)
      ? round3(Math.max(w ?? 0, (vol ?? 0) * kgPerCbm))
      : null;
  const density = (w: number | null, vol: number | null) =>
    w !== null && vol ? round3(w / vol) : null;
  return {
    orderCode,
    orderUUID: orderUuid,
    awbNumber: orNull(f.awbNumber),
    hawbNumber: orNull(f.hawbNumber),
    customerNumber: orNull(f.customerNumber),
    mlbNumber: orNull(f.mblNumber),
    hlbNumber: orNull(f.hblNumber),
    departureStation: orNull(f.departure),
    transitStation: orNull(f.transit1),
    transitStation2: orNull(f.transit2),
    arrivalStation: orNull(f.arrival),
    departureStationName: orNull(f.departure),
    arrivalStationName: orNull(f.arrival),
    expectFlight: air ? orNull(f.flightNo) : null,
    expectDeparture: orNull(f.flightDate),
    shipName: air ? null : orNull(f.flightNo),
    shipVoyageNumber: air ? null : orNull(f.voyage),
    goodsNameCn: orNull(f.goodsNameCn),
    goodsNameEn: orNull(f.goodsNameEn),
    goodsType: orNull(f.goodsType),
    packageType: orNull(f.packageType),
    containerMethod: orNull(f.containerMethod),
    containerList: orNull(f.containers),
    containerNumber: figures.teu || null,
    planPieces: num(f.planPieces),
    confirmPieces: num(f.confirmPieces),
    planWeight,
    confirmWeight,
    planVolume,
    confirmVolume,
    planChargeWeight: charge(planWeight, planVolume),
    confirmChargeWeight: charge(confirmWeight, confirmVolume),
    planDensity: density(planWeight, planVolume),
    confirmDensity: density(confirmWeight, confirmVolume),
    planDimensions: orNull(f.planSizes),
    confirmDimensions: orNull(f.confirmSizes),
    inboundDate: orNull(f.inboundDate),
    outboundDate: orNull(f.outboundDate),
    inspectionDate: orNull(f.inspectionDate),
    clearanceDate: orNull(f.clearanceDate),
    driverNumber: orNull(f.truckPlate),
    driverName: orNull(f.driverName),
    driverTel: orNull(f.driverPhone),
  };
}

const text = (x: unknown) => (x === null || x === undefined ? "" : String(x));
const day = (x: unknown) => text(x).slice(0, 10);

/** Sea and road documents write the container method in words ('整箱 FCL'); the form keeps the code. */
function containerMethodOf(x: unknown): OrderFields["containerMethod"] {
  const s = text(x).toUpperCase();
  return s.includes("LCL") ? "LCL" : s.includes("FCL") ? "FCL" : "";
}

/**
 * The form's fields of an order-track document (shareDetailOf's inverse): how the demo orders,
 * written as the spec's documents, become workspace orders. Charge weight and density are not
 * fields: the server works them out from weight and volume.
 */
export function orderFieldsOfTrack(
  scope: BusinessScope,
  d: OrderTrack & LcOrder,
  businessDate: string,
  customerName: string,
): Record<keyof OrderFields, string> {
  const air = SCOPE_MODE[scope] === "air";
  const road = SCOPE_MODE[scope] === "road";
  return {
    businessDate,
    customerName,
    customerNumber: text(d.customerNumber),
    awbNumber: text(d.awbNumber),
    hawbNumber: text(d.hawbNumber),
    mblNumber: text(d.mlbNumber),
    hblNumber: text(d.hlbNumber),
    internalNumber: "",
    departure: text(road ? d.departureStationName : d.departureStation),
    transit1: text(d.transitStation),
    transit2: text(d.transitStation2),
    arrival: text(road ? d.arrivalStationName : d.arrivalStation),
    goodsNameCn: text(d.goodsNameCn),
    goodsNameEn: text(d.goodsNameEn),
    goodsType: text(d.goodsType),
    packageType: text(d.packageType),
    planPieces: text(d.planPieces),
    planWeight: text(d.planWeight),
    planVolume: text(d.planVolume),
    confirmPieces: text(d.confirmPieces),
    confirmWeight: text(d.confirmWeight),
    confirmVolume: text(d.confirmVolume),
    planSizes: text(d.planDimensions),
    confirmSizes: text(d.confirmDimensions),
    flightNo: text(air ? d.expectFlight : d.shipName),
    flightDate: day(d.expectDeparture),
    voyage: air ? "" : text(d.shipVoyageNumber),
    loadingDate: "",
    warehouse: "",
    containerMethod: containerMethodOf(d.containerMethod),
    containers: text(d.containerList),
    teu: text(d.containerNumber),
    truckPlate: text(d.driverNumber),
    driverName: text(d.driverName),
    driverPhone: text(d.driverTel),
    inboundDate: day(d.inboundDate),
    outboundDate: day(d.outboundDate),
    inspectionDate: day(d.inspectionDate),
    clearanceDate: day(d.clearanceDate),
    remark: "",
  };
}
