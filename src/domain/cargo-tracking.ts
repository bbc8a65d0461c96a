/**
 * Cargo tracking (/newCargoTracking, issue 22): up to ten numbers at once, each an air waybill,
 * house waybill, bill of lading, container or order code. What kind a typed number is, and how
 * it is written for matching.
 */
import { formatMawb } from "./mawb";

export const TRACKING_MAX_NUMBERS = 10;
export const TRACKING_NUMBER_MAX = 40;

export const TRACKING_MESSAGES = {
  none: "请输入要追踪的单号",
  tooMany: `一次最多追踪${TRACKING_MAX_NUMBERS}个单号`,
  bad: "单号只能包含字母、数字和连字符，且不超过40个字符",
} as const;

export type NumberKind = "awb" | "container" | "bill" | "other";

/** Upper case, spaces out; 11 bare digits get the AWB hyphen (176 12345675 → 176-12345675). */
export function normaliseTrackingNumber(raw: string): string {
  return formatMawb(raw.replace(/\s+/g, "")).toUpperCase();
}

/** The numbers of a typed list: split on commas, spaces, semicolons or lines; blanks and repeats dropped. */
export function splitTrackingNumbers(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(/[\s,，;；、]+/)) {
    const n = normaliseTrackingNumber(part);
    if (n && !out.includes(n)) out.push(n);
  }
  return out;
}

export function isTrackingNumber(n: string): boolean {
  return n.length <= TRACKING_NUMBER_MAX && /^[A-Z0-9][A-Z0-9-]*$/.test(n);
}

export function numberKind(n: string): NumberKind {
  if (/^\d{3}-\d{8}$/.test(n)) return "awb";
  if (/^[A-Z]{4}\d{7}$/.test(n)) return "container";
  if (/^[A-Z]{4}[A-Z0-9]{6,}$/.test(n)) return "bill";
  return "other";
}

/** What is wrong with a typed list of numbers, or null. */
export function trackingProblem(numbers: readonly string[]): keyof typeof TRACKING_MESSAGES | null {
  if (numbers.length === 0) return "none";
  if (numbers.length > TRACKING_MAX_NUMBERS) return "tooMany";
  if (!numbers.every(isTrackingNumber)) return "bad";
  return null;
}
