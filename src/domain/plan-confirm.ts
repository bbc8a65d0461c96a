/** Planned against confirmed cargo figures on the share page (spec §5), and the dimensions text. */

import { type NumericInput, parseNumeric } from "./format";
import type { OrderTrack } from "./order-track";

type Maybe<T> = T | null | undefined;

export const PLAN_CONFIRM_KINDS = ["pieces", "weight", "volume", "chargeWeight"] as const;

export type PlanConfirmKind = (typeof PLAN_CONFIRM_KINDS)[number];

/** Spec §5 weight check: confirm within 97%..103% of plan and at most 100 away. */
export const WEIGHT_TOLERANCE = { minPercent: 97, maxPercent: 103, maxAbsoluteDiff: 100 } as const;

/** Spec §5: volume within 90%..110% of plan; no absolute limit. */
export const VOLUME_TOLERANCE = { minPercent: 90, maxPercent: 110, maxAbsoluteDiff: null } as const;

export const PLAN_CONFIRM_TOLERANCES = {
  pieces: null,
  weight: WEIGHT_TOLERANCE,
  volume: VOLUME_TOLERANCE,
  chargeWeight: WEIGHT_TOLERANCE,
} as const satisfies Record<
  PlanConfirmKind,
  { minPercent: number; maxPercent: number; maxAbsoluteDiff: number | null } | null
>;

// Decimal inputs such as 100.3 - 0.3 miss 100 by one ulp; a relative slack keeps values that sit
// exactly on a threshold unflagged, as a person reading the numbers would expect.
function exceeds(value: number, limit: number): boolean {
  const slack = 1e-9 * Math.max(1, Math.abs(value), Math.abs(limit));
  return value - limit > slack;
}

/**
 * True when the confirmed value should be highlighted against the planned one. Never flags
 * when either side is missing, since there is nothing to compare. Percent bounds are taken
 * from both ends so a negative plan does not invert the band.
 */
export function planConfirmDiff(
  kind: PlanConfirmKind,
  plan: NumericInput,
  confirm: NumericInput,
): boolean {
  const planned = parseNumeric(plan);
  const confirmed = parseNumeric(confirm);
  if (planned === null || confirmed === null) {
    return false;
  }
  const tolerance = PLAN_CONFIRM_TOLERANCES[kind];
  if (tolerance === null) {
    return planned !== confirmed;
  }
  const scaled = confirmed * 100;
  const bandA = planned * tolerance.minPercent;
  const bandB = planned * tolerance.maxPercent;
  const outsideBand =
    exceeds(Math.min(bandA, bandB), scaled) || exceeds(scaled, Math.max(bandA, bandB));
  const tooFar =
    tolerance.maxAbsoluteDiff !== null &&
    exceeds(Math.abs(confirmed - planned), tolerance.maxAbsoluteDiff);
  return outsideBand || tooFar;
}

export type PlanConfirmFlags = Record<PlanConfirmKind, boolean>;

/** All four highlights of the order info block; works for air, sea and road orders. */
export function planConfirmFlags(
  order: Pick<
    OrderTrack,
    | "planPieces"
    | "confirmPieces"
    | "planWeight"
    | "confirmWeight"
    | "planVolume"
    | "confirmVolume"
    | "planChargeWeight"
    | "confirmChargeWeight"
  >,
): PlanConfirmFlags {
  return {
    pieces: planConfirmDiff("pieces", order.planPieces, order.confirmPieces),
    weight: planConfirmDiff("weight", order.planWeight, order.confirmWeight),
    volume: planConfirmDiff("volume", order.planVolume, order.confirmVolume),
    chargeWeight: planConfirmDiff(
      "chargeWeight",
      order.planChargeWeight,
      order.confirmChargeWeight,
    ),
  };
}

export interface DimensionRow {
  length: number | null;
  width: number | null;
  height: number | null;
  pieces: number | null;
}

// After NFKC, '；' '，' '／' '＊' are ASCII. Commas and line breaks separate items because
// users type them for ';' (spec §5 normalises "other separators" to semicolons).
const ITEM_SEPARATOR = /[;,\n\r]+/;
// '×' (U+00D7) survives NFKC; 'x' is how a keyboard without it types the same thing.
const PART_SEPARATOR = /\s*[/*×xX]\s*/;

/**
 * Rows of 'L*W*H*P;…' (cm). Parts that are missing or not numeric are null; parts beyond the
 * fourth are ignored; items with no number at all are skipped.
 */
export function parseDimensions(text: Maybe<string>): DimensionRow[] {
  if (typeof text !== "string") {
    return [];
  }
  const rows: DimensionRow[] = [];
  for (const item of text.normalize("NFKC").split(ITEM_SEPARATOR)) {
    const trimmed = item.trim();
    if (trimmed === "") {
      continue;
    }
    const [length, width, height, pieces] = trimmed.split(PART_SEPARATOR).map(parseNumeric);
    const row: DimensionRow = {
      length: length ?? null,
      width: width ?? null,
      height: height ?? null,
      pieces: pieces ?? null,
    };
    if (Object.values(row).some((value) => value !== null)) {
      rows.push(row);
    }
  }
  return rows;
}
