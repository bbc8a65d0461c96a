/**
 * Presentation rules of the share pages beyond spec 001 §4: the QR label size (§9), the
 * station chain, containers, flight delays, the next milestone's expected time, the age of
 * the data, and how links open on phones (§2.1).
 */

import { type DateTimeInput, parseDateTime } from "./format";
import type { AwbRouteApiRoute, OrderTrack } from "./order-track";
import type { Milestone } from "./track-events";

/**
 * The header's QR code (§9: size 100 with a margin of 5, i.e. 90 px of code): the same props
 * on the server, which draws it into the page, and in the browser, which draws it otherwise.
 */
export const SHARE_QR = { size: 90, marginSize: 0, level: "M", fgColor: "#0b1633" } as const;

/** The id of the template the server puts the page's QR code in (with its link as data-link). */
export const SHARE_QR_TEMPLATE_ID = "share-qr";

/** §9: the code label under the QR is 12 px when the code is longer than 12 characters. */
export function qrLabelSize(code: string): 12 | 14 {
  return code.length > 12 ? 12 : 14;
}

/** Origin, transits and destination in travel order, blanks left out. */
export function stationChain(
  track: Pick<
    OrderTrack,
    "departureStation" | "transitStation" | "transitStation2" | "arrivalStation"
  >,
): string[] {
  return [track.departureStation, track.transitStation, track.transitStation2, track.arrivalStation]
    .map((s) => (typeof s === "string" ? s.trim() : ""))
    .filter(Boolean);
}

export interface Container {
  number: string;
  type: string;
}

/** 'CSNU7654321/40HQ;TGHU1234567/40HQ' → containers; commas and spaces also separate items. */
export function parseContainers(list: string | null | undefined): Container[] {
  if (typeof list !== "string") return [];
  return list
    .split(/[;,，；\n]+/)
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [number = "", type = ""] = item.split(/\s*\/\s*/);
      return { number: number.trim(), type: type.trim() };
    });
}

/** A delay within this many minutes either way counts as on time. */
export const ON_TIME_MINUTES = 5;

export type DelayKind = "late" | "early" | "onTime";

export interface Delay {
  kind: DelayKind;
  hours: number;
  minutes: number;
}

/** Splits a delay in minutes (positive late) for display; null stays null. */
export function describeDelay(minutes: number | null): Delay | null {
  if (minutes === null) return null;
  if (Math.abs(minutes) <= ON_TIME_MINUTES) return { kind: "onTime", hours: 0, minutes: 0 };
  const total = Math.abs(minutes);
  return {
    kind: minutes > 0 ? "late" : "early",
    hours: Math.floor(total / 60),
    minutes: total % 60,
  };
}

const text = (value: string | null | undefined) => (typeof value === "string" ? value.trim() : "");

/**
 * When the next milestone is expected, from the flight legs: a departure is due on the first
 * leg not yet departed, an arrival on the first leg in the air (departed, not arrived). The
 * estimate wins over the schedule. '' when the legs do not say.
 */
export function nextMilestoneTime(
  next: Milestone | null,
  legs: readonly AwbRouteApiRoute[] | null | undefined,
): string {
  if (!next || !legs?.length) return "";
  if (next.code === "DEP") {
    const leg = legs.find((l) => !text(l.actualDepartureTime));
    return leg ? text(leg.estimatedDepartureTime) || text(leg.planDepartureTime) : "";
  }
  if (next.code === "ARR") {
    const leg = legs.find((l) => text(l.actualDepartureTime) && !text(l.actualArrivalTime));
    return leg ? text(leg.estimatedArrivalTime) || text(leg.planArrivalTime) : "";
  }
  return "";
}

export type Age = { unit: "justNow" } | { unit: "minutes" | "hours" | "days"; n: number };

/** How long ago `time` was, relative to `now` (ms); null when unknown or in the future. */
export function ageOf(time: DateTimeInput, now: number): Age | null {
  const at = parseDateTime(time);
  if (at === null || at > now + 60_000) return null;
  const minutes = Math.floor((now - at) / 60_000);
  if (minutes < 1) return { unit: "justNow" };
  if (minutes < 60) return { unit: "minutes", n: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { unit: "hours", n: hours };
  return { unit: "days", n: Math.floor(hours / 24) };
}

const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/** §2.1: on mobile agents links open in the same window, elsewhere in a new one. */
export function isMobileAgent(userAgent: string): boolean {
  return MOBILE_AGENT.test(userAgent);
}

/**
 * The load type's code in a sea document's words ('整箱 FCL', '拼箱 LCL'), so the page can name it
 * in its own language (issue 35); "" when the words name neither.
 */
export function loadTypeCode(words: string | null | undefined): "FCL" | "LCL" | "" {
  const s = (words ?? "").toUpperCase();
  return s.includes("LCL") ? "LCL" : s.includes("FCL") ? "FCL" : "";
}
