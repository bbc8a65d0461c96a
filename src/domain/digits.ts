import type { BusinessScope } from "./scope";

/**
 * Decimal digits by business scope (spec 001 §5): what the personal settings choose and every
 * figure of a scope is written with. Apart from personal-settings.ts so the dashboard's first
 * load reads them without the settings' schema.
 */
export type DigitsKind = "weight" | "volume" | "chargeWeight";
export const DIGIT_KINDS: readonly DigitsKind[] = ["weight", "volume", "chargeWeight"];
export type ScopeDigits = Record<DigitsKind, number>;

/** Weight and charge-weight digits go to 3 for AE, SE, SI, TE, TI and to 2 for AI, LC, IO. */
const TWO_DIGIT_SCOPES: readonly BusinessScope[] = ["AI", "LC", "IO"];

export function maxDigits(scope: BusinessScope, kind: DigitsKind): 2 | 3 {
  return kind !== "volume" && TWO_DIGIT_SCOPES.includes(scope) ? 2 : 3;
}

/** Digit defaults (weight/volume/charge weight) of spec §5. */
export const DIGIT_DEFAULTS: Record<BusinessScope, ScopeDigits> = {
  AE: { weight: 1, volume: 3, chargeWeight: 2 },
  AI: { weight: 1, volume: 3, chargeWeight: 2 },
  SE: { weight: 3, volume: 3, chargeWeight: 3 },
  SI: { weight: 3, volume: 3, chargeWeight: 3 },
  TE: { weight: 3, volume: 3, chargeWeight: 3 },
  TI: { weight: 3, volume: 3, chargeWeight: 3 },
  LC: { weight: 1, volume: 3, chargeWeight: 2 },
  IO: { weight: 1, volume: 3, chargeWeight: 2 },
};
