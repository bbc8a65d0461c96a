/**
 * Air freight rates and schedules as the rate and flight lookups show them (issue 22): TACT-style
 * general rates (minimum, normal and the +45 … +1000 kg weight breaks) by origin and
 * destination, carriers' published rates, and flight schedules by route.
 */

export const WEIGHT_BREAKS = ["q45", "q100", "q300", "q500", "q1000"] as const;
export type WeightBreak = (typeof WEIGHT_BREAKS)[number];

export type RateBreaks = {
  /** The minimum charge of a shipment. */
  minimum: number;
  /** Normal rate per kg, under 45 kg. */
  normal: number;
} & Record<WeightBreak, number>;

export type TactRow = RateBreaks & {
  /** origin-destination, e.g. PVG-FRA (its search code). */
  route: string;
  origin: string;
  destination: string;
  currency: string;
};

export type PublicRateRow = TactRow & {
  carrier: string;
  carrierName: string;
  /** The carrier's English name (shown when the page is in English; issue 34). */
  carrierNameEn: string;
  validFrom: string;
  validTo: string;
};

export type FlightRow = {
  flightNo: string;
  carrier: string;
  carrierName: string;
  /** The carrier's English name (shown when the page is in English; issue 34). */
  carrierNameEn: string;
  route: string;
  origin: string;
  destination: string;
  /** Local departure and arrival times, HH:mm; arrival may be days later. */
  departureTime: string;
  arrivalTime: string;
  arrivalDays: number;
  /** ISO weekdays it flies (1 Monday … 7 Sunday), e.g. "135". */
  days: string;
  aircraft: string;
  /** Freighter (true) or passenger belly. */
  freighter: boolean;
};

/** ISO weekday (1–7) of a YYYY-MM-DD date. */
export function isoWeekday(date: string): number {
  const d = new Date(`${date}T00:00:00Z`);
  return ((d.getUTCDay() + 6) % 7) + 1;
}
