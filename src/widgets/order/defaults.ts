import { addDays, dateInZone } from "../../domain/business-stats";
import { EMPTY_ORDER_FIELDS, type OrderFields } from "../../domain/order";
import type { ScopeDigits } from "../../domain/personal-settings";
import type { BusinessScope } from "../../domain/scope";
import { defaultLoadingDate, type ScopePreferences } from "../../domain/scope-preferences";

/**
 * A new order's fields from the user's personal settings: the scope's default station,
 * upper-cased, as departure; the default date (today or tomorrow, Beijing time) as business
 * date; for air export the loading time by loadingDateType (LOCALTIME now + 4 h; FLIGHTDATE
 * waits for a flight date); an air order's warehouse from aeWarehouseId / aiWarehouseId.
 */
export function newOrderFields(
  scope: BusinessScope,
  preferences: ScopePreferences,
  nowMs: number,
): OrderFields {
  const mine = preferences[scope];
  const today = dateInZone(new Date(nowMs));
  const businessDate =
    mine.defaultDate === "TODAY" ? today : mine.defaultDate === "TOMORROW" ? addDays(today, 1) : "";
  const loadingDate =
    scope === "AE" ? (defaultLoadingDate(preferences.loadingDateType, nowMs) ?? "") : "";
  const warehouse =
    scope === "AE" ? preferences.aeWarehouseId : scope === "AI" ? preferences.aiWarehouseId : "";
  return {
    ...EMPTY_ORDER_FIELDS,
    businessDate,
    departure: mine.defaultStation.trim().toUpperCase(),
    loadingDate,
    warehouse: warehouse.trim(),
  };
}

/** The figure inputs rounded to the user's digits (weights, volumes). */
export const DIGIT_FIELDS = {
  planWeight: "weight",
  confirmWeight: "weight",
  planVolume: "volume",
  confirmVolume: "volume",
} as const satisfies Partial<Record<keyof OrderFields, keyof ScopeDigits>>;

/**
 * A typed figure rounded half away from zero to `digits` decimals and written with exactly that
 * many ("1000" → "1000.00"), as the input shows it; anything that is not a plain non-negative
 * decimal stays as typed, for the schema to judge.
 */
export function roundInput(text: string, digits: number): string {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return text;
  const [whole = "0", fraction = ""] = trimmed.split(".");
  if (fraction.length <= digits) {
    return digits === 0 ? whole : `${whole}.${fraction.padEnd(digits, "0")}`;
  }
  // Round on the digit string, so 1.005 stays 1.01 (binary doubles would give 1.00).
  const kept = `${whole}${fraction.slice(0, digits)}`;
  const up = Number(fraction[digits]) >= 5;
  let digitsText = kept;
  if (up) {
    const chars = kept.split("");
    let i = chars.length - 1;
    while (i >= 0) {
      if (chars[i] === "9") {
        chars[i] = "0";
        i--;
      } else {
        chars[i] = String(Number(chars[i]) + 1);
        break;
      }
    }
    digitsText = (i < 0 ? "1" : "") + chars.join("");
  }
  const cut = digitsText.length - digits;
  const w = digitsText.slice(0, cut).replace(/^0+(?=\d)/, "") || "0";
  return digits === 0 ? w : `${w}.${digitsText.slice(cut)}`;
}

/** Server fields with the weight and volume inputs written to the user's digits. */
export function withDigits(fields: OrderFields, digits: ScopeDigits): OrderFields {
  const out = { ...fields };
  for (const [name, kind] of Object.entries(DIGIT_FIELDS) as [
    keyof typeof DIGIT_FIELDS,
    keyof ScopeDigits,
  ][]) {
    if (out[name] !== "") out[name] = roundInput(out[name], digits[kind]);
  }
  return out;
}
