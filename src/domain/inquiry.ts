/**
 * Online quoting and inquiries (seed 000 §2.3 quick search, /panelSearch, §4 quote page,
 * /af_order_inquiry). The quote page posts a message to its parent; the parent opens the inquiry
 * form with the query the spec names.
 */

/** Airport codes on the quick-search card: letters only, upper-cased, at most three. */
export function normalizeAirportCode(text: string): string {
  return text
    .replace(/[^A-Za-z]/g, "")
    .toUpperCase()
    .slice(0, 3);
}

export const isAirportCode = (text: string) => /^[A-Z]{3}$/.test(text);

/** /panelSearch?f=…&t=… */
export function panelSearchHref(from: string, to: string): string {
  const q = new URLSearchParams({ f: normalizeAirportCode(from), t: normalizeAirportCode(to) });
  return `/panelSearch?${q.toString()}`;
}

/** What the quote page hands over: everything optional except the route. */
export type InquiryPrefill = {
  departure: string;
  destination: string;
  grossWeight: string;
  pieces: string;
  volume: string;
  flightDate: string;
  airline: string;
};

export const PREFILL_KEYS = [
  "departure",
  "destination",
  "grossWeight",
  "pieces",
  "volume",
  "flightDate",
  "airline",
] as const satisfies readonly (keyof InquiryPrefill)[];

/** The message the quote page posts to its parent to ask for an inquiry (our protocol). */
export const QUOTE_MESSAGE_TYPE = "createInquiry";

const text = (value: unknown, max: number) =>
  typeof value === "string" || typeof value === "number" ? String(value).trim().slice(0, max) : "";

/** A create-inquiry message's data, or null when the message is anything else. */
export function parseQuoteMessage(data: unknown): InquiryPrefill | null {
  if (typeof data !== "object" || data === null) return null;
  const msg = data as { type?: unknown; data?: unknown };
  if (msg.type !== QUOTE_MESSAGE_TYPE || typeof msg.data !== "object" || msg.data === null) {
    return null;
  }
  const d = msg.data as Record<string, unknown>;
  return {
    departure: normalizeAirportCode(text(d.departure, 10)),
    destination: normalizeAirportCode(text(d.destination, 10)),
    grossWeight: text(d.grossWeight, 20),
    pieces: text(d.pieces, 20),
    volume: text(d.volume, 20),
    flightDate: text(d.flightDate, 20),
    airline: text(d.airline, 40),
  };
}

/** /af_order_inquiry?flag=true&name=saveCallBackForYC&departure=… (§2.3). */
export const YC_CALLBACK_NAME = "saveCallBackForYC";

export function inquiryHref(prefill: InquiryPrefill): string {
  const q = new URLSearchParams({ flag: "true", name: YC_CALLBACK_NAME });
  for (const key of PREFILL_KEYS) q.set(key, prefill[key]);
  return `/af_order_inquiry?${q.toString()}`;
}

/** The form's starting values from the query; unknown or malformed values are left empty. */
export function prefillFromQuery(search: string): {
  prefill: InquiryPrefill;
  fromQuote: boolean;
} {
  const q = new URLSearchParams(search);
  const prefill = Object.fromEntries(
    PREFILL_KEYS.map((k) => [k, (q.get(k) ?? "").trim().slice(0, 40)]),
  ) as InquiryPrefill;
  prefill.departure = normalizeAirportCode(prefill.departure);
  prefill.destination = normalizeAirportCode(prefill.destination);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(prefill.flightDate)) prefill.flightDate = "";
  return { prefill, fromQuote: q.get("flag") === "true" && q.get("name") === YC_CALLBACK_NAME };
}

/** One saved inquiry as the list answers it. */
export type InquiryRecord = {
  id: number;
  inquiryNo: string;
  departure: string;
  destination: string;
  grossWeight: number;
  pieces: number;
  volume: number | null;
  flightDate: string | null;
  airline: string;
  cargoName: string;
  remark: string;
  source: "YC" | "MANUAL";
  status: "pending" | "quoted" | "closed";
  createTime: string;
};

export const AGENT_SAVED_MESSAGE = "保存成功！";

/** A published rate on the quote page. Brackets are CNY per kg above each weight break. */
export type QuoteRate = {
  id: number;
  departure: string;
  destination: string;
  airline: string;
  airlineName: string;
  flightNo: string;
  days: string;
  transitHours: number;
  minCharge: number;
  rateN: number;
  rate45: number;
  rate100: number;
  rate300: number;
  rate500: number;
  rate1000: number;
};

/** The rate that applies to a chargeable weight, and the total with the minimum charge. */
export function quotePrice(rate: QuoteRate, weight: number): { perKg: number; total: number } {
  const perKg =
    weight >= 1000
      ? rate.rate1000
      : weight >= 500
        ? rate.rate500
        : weight >= 300
          ? rate.rate300
          : weight >= 100
            ? rate.rate100
            : weight >= 45
              ? rate.rate45
              : rate.rateN;
  return { perKg, total: Math.max(rate.minCharge, Math.round(perKg * weight * 100) / 100) };
}

/** Air chargeable weight: the greater of gross weight and volume weight (1 CBM = 167 kg). */
export function chargeableWeight(grossKg: number, cbm: number | null): number {
  const volumeKg = cbm ? cbm * 167 : 0;
  return Math.ceil(Math.max(grossKg, volumeKg) * 2) / 2;
}
