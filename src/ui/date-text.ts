import type { IsoDate } from "../domain/format";

/**
 * Typed dates are taken in the forms people write them: 2026-11-27, 2026/11/27, 2026.11.27,
 * 2026年11月27日 and 20261127; single-digit months and days are padded.
 */
export function normalizeDateText(text: string): string {
  const t = text.trim();
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(t);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  const parts = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/.exec(t);
  if (parts) return `${parts[1]}-${parts[2]?.padStart(2, "0")}-${parts[3]?.padStart(2, "0")}`;
  return t;
}

/** Whether a day lies within the optional bounds (YYYY-MM-DD compares as text). */
export function inBounds(date: IsoDate, min?: string, max?: string): boolean {
  return !(min && date < min) && !(max && date > max);
}

/** A day moved into the optional bounds. */
export function clampDate(date: IsoDate, min?: string, max?: string): IsoDate {
  if (min && date < min) return min;
  if (max && date > max) return max;
  return date;
}
