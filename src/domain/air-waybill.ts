/** Parties, routing and charges an air waybill prints; kept per order in orders.waybill. */
export type WaybillParty = { name: string; address: string[]; account?: string; phone?: string };

export type HouseWaybill = {
  awbPrintId: string;
  hawbNumber: string;
  shipper: WaybillParty;
  consignee: WaybillParty;
  pieces: number;
  weight: number;
  chargeWeight: number;
  goods: string;
  dimensions?: string;
  /** The house's own rate per kg (0 or absent: none); a house never prints the master's. */
  rate?: number;
  /** The house's own other charges (absent: none); a house never prints the master's. */
  otherCharges?: OtherCharge[];
};

export type OtherCharge = { code: string; amount: number; due: "A" | "C" };

export type Waybill = {
  carrierName: string;
  carrierCode: string;
  shipper: WaybillParty;
  consignee: WaybillParty;
  agent: { name: string; city: string; iataCode: string; account?: string };
  departure: string;
  destination: string;
  routing: { to: string; by: string }[];
  flights: string[];
  currency: string;
  chargesCode: string;
  wtVal: "PP" | "CC";
  other: "PP" | "CC";
  declaredCarriage: string;
  declaredCustoms: string;
  insurance: string;
  handlingInfo: string;
  rateClass: string;
  rate: number;
  otherCharges: OtherCharge[];
  issuedAt: string;
  issuedPlace: string;
  shipperSignature: string;
  carrierSignature: string;
  pieces: number;
  weight: number;
  chargeWeight: number;
  goods: string;
  dimensions?: string;
  hawbs: HouseWaybill[];
};
