/**
 * An order's tracking lists as the order-track answer of seed 001 §3 (`trackDocument`, what the
 * share page and cargo tracking read) and back (`tracksFromDocument`, how the demo orders, written
 * as such documents, become rows). The lists themselves and their schema: order-tracks.ts.
 */
import type {
  AwbRouteApiInfo,
  CargoWeighingEntry,
  ManifestTrackEntry,
  OrderTrack,
  RouteTrackEvent,
} from "./order-track";
import { type OrderTracks, trackIso, trackWall } from "./order-tracks";
import type { ShareManifestEntry } from "./share-link";

// ---------------------------------------------------------------------------------------------
// The order-track answer

const orNull = (s: string) => (s === "" ? null : s);
const numOrNull = (s: string) => (s === "" ? null : Number(s));

/** Pieces and weight as the track tables show them: `120/2510.5`. */
export function pieceWeightText(pieces: string, weight: string): string | null {
  if (pieces === "" && weight === "") return null;
  const w = weight === "" ? "" : Number(weight).toFixed(Math.max(1, decimalsOf(weight)));
  return `${pieces}/${w}`;
}

function decimalsOf(s: string): number {
  const dot = s.indexOf(".");
  return dot < 0 ? 0 : s.replace(/0+$/, "").length - dot - 1;
}

export type TrackHead = {
  awbNumber: string;
  departure: string;
  arrival: string;
  pieces: string;
  weight: string;
};

/** The lists as the order-track answer's keys (seed 001 §3). */
export function trackDocument(
  t: OrderTracks,
  head: TrackHead,
): Pick<OrderTrack, "routeTracks" | "trackManifest" | "cargoWeighingList" | "awbRouteApiInfoVO"> & {
  manifestList: ShareManifestEntry[];
} {
  const routeTracks: RouteTrackEvent[] = t.events.map((e, i) => ({
    trackAwbId: String(i + 1),
    flightStatusCode: e.statusCode,
    flightStatusName: orNull(e.statusName),
    remark: orNull([e.airport, e.remark].filter((x) => x !== "").join(" ")),
    flightNum: orNull(e.flightNo),
    eventTime: trackIso(e.eventTime),
    quantity: numOrNull(e.pieces),
    grossWeight: numOrNull(e.weight),
  }));
  const trackManifest: ManifestTrackEntry[] = t.remarks.map((r) => ({
    mawbNum: orNull(r.mawbNumber) ?? orNull(head.awbNumber),
    remark: r.remark,
    eventTime: trackIso(r.eventTime),
    productInfo: orNull(r.productInfo),
  }));
  const manifestList: ShareManifestEntry[] = t.manifests.map((m) => ({
    masterFlag: m.master ? 1 : 0,
    hawbNumber: m.master ? null : orNull(m.billNumber),
    pieceWeightInfo: pieceWeightText(m.pieces, m.weight),
    declarationNumber: orNull(m.declarationNumber),
    provisionTime: trackIso(m.provisionTime),
    arriveTime: trackIso(m.arriveTime),
    allocationApplyTime: trackIso(m.allocationApplyTime),
    temporaryArrivalTime: trackIso(m.temporaryArrivalTime),
    passedTime: trackIso(m.passedTime),
  }));
  const cargoWeighingList: CargoWeighingEntry[] = t.weighings.map((w) => ({
    billNumber: orNull(w.billNumber),
    pieces: numOrNull(w.pieces),
    weight: numOrNull(w.weight),
    volume: numOrNull(w.volume),
    dimensions: orNull(w.dimensions),
  }));
  const awbRouteApiInfoVO: AwbRouteApiInfo | null =
    t.legs.length === 0
      ? null
      : {
          mawbNum: orNull(head.awbNumber),
          depPort: orNull(head.departure),
          arrPort: orNull(head.arrival),
          pieceWeightInfo: pieceWeightText(head.pieces, head.weight),
          awbRouteApiRouteList: t.legs.map((l) => ({
            route: l.depPort && l.arrPort ? `${l.depPort}-${l.arrPort}` : null,
            depPort: orNull(l.depPort),
            arrPort: orNull(l.arrPort),
            flightNo: orNull(l.flightNo),
            planDepartureTime: trackIso(l.planDeparture),
            estimatedDepartureTime: trackIso(l.estimatedDeparture),
            actualDepartureTime: trackIso(l.actualDeparture),
            planArrivalTime: trackIso(l.planArrival),
            estimatedArrivalTime: trackIso(l.estimatedArrival),
            actualArrivalTime: trackIso(l.actualArrival),
            pieceWeightInfo: pieceWeightText(l.pieces, l.weight),
            errorMessage: orNull(l.errorMessage),
          })),
        };
  return { routeTracks, trackManifest, manifestList, cargoWeighingList, awbRouteApiInfoVO };
}

// ---------------------------------------------------------------------------------------------
// From an order-track document (the demo seed)

const str = (x: unknown) => (x === null || x === undefined ? "" : String(x));
const wallOf = (iso: string | null | undefined) => trackWall(iso ?? null);

function splitPieceWeight(info: string | null | undefined): { pieces: string; weight: string } {
  const [pieces = "", weight = ""] = str(info).split("/");
  return { pieces: pieces.trim(), weight: weight.trim() === "" ? "" : String(Number(weight)) };
}

/** The lists held in an order-track document, as rows (the demo orders are written this way). */
export function tracksFromDocument(d: OrderTrack): OrderTracks {
  return {
    legs: (d.awbRouteApiInfoVO?.awbRouteApiRouteList ?? []).map((l) => ({
      depPort: str(l.depPort),
      arrPort: str(l.arrPort),
      flightNo: str(l.flightNo),
      planDeparture: wallOf(l.planDepartureTime),
      estimatedDeparture: wallOf(l.estimatedDepartureTime),
      actualDeparture: wallOf(l.actualDepartureTime),
      planArrival: wallOf(l.planArrivalTime),
      estimatedArrival: wallOf(l.estimatedArrivalTime),
      actualArrival: wallOf(l.actualArrivalTime),
      ...splitPieceWeight(l.pieceWeightInfo),
      errorMessage: str(l.errorMessage),
    })),
    events: (d.routeTracks ?? []).map((e) => ({
      statusCode: str(e.flightStatusCode),
      statusName: str(e.flightStatusName),
      airport: str(e.remark),
      flightNo: str(e.flightNum),
      eventTime: wallOf(e.eventTime),
      pieces: str(e.quantity),
      weight: str(e.grossWeight),
      remark: "",
    })),
    manifests: (d.manifestList ?? []).map((m) => ({
      master: m.masterFlag === true || m.masterFlag === 1 || m.masterFlag === "1",
      billNumber: str(m.hawbNumber),
      ...splitPieceWeight(m.pieceWeightInfo),
      declarationNumber: str(m.declarationNumber),
      provisionTime: wallOf(m.provisionTime),
      arriveTime: wallOf(m.arriveTime),
      allocationApplyTime: wallOf((m as ShareManifestEntry).allocationApplyTime),
      temporaryArrivalTime: wallOf(m.temporaryArrivalTime),
      passedTime: wallOf(m.passedTime),
    })),
    remarks: (d.trackManifest ?? []).map((r) => ({
      mawbNumber: str(r.mawbNum),
      remark: str(r.remark),
      eventTime: wallOf(r.eventTime),
      productInfo: str(r.productInfo),
    })),
    weighings: (d.cargoWeighingList ?? []).map((w) => ({
      billNumber: str(w.billNumber),
      pieces: str(w.pieces),
      weight: str(w.weight),
      volume: str(w.volume),
      dimensions: str(w.dimensions),
    })),
  };
}
