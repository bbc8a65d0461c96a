// Planned (expected) versus confirmed cargo figures, and the dimensions text typed on orders.

export const CARGO_CHECK_STATUSES = ["ok", "flagged", "incomplete"] as const;
export type CargoCheckStatus = (typeof CARGO_CHECK_STATUSES)[number];

/** Values as they come from forms and the API: numbers, numeric strings, or nothing. */
export type CargoValue = number | string | null | undefined;

export const WEIGHT_TOLERANCE = { ratio: 0.03, absolute: 100 } as const;
export const VOLUME_TOLERANCE_RATIO = 0.1;

/**
 * A usable positive number, or null. Zero and negatives count as "not recorded": the backend
 * sends 0 for figures nobody has filled in yet, and flagging every order before weighing would
 * bury the real discrepancies. Thousands separators are accepted because the share pages display
 * them and users copy from there.
 */
export function toCargoAmount(value: CargoValue): number | null {
  if (value === null || value === undefined) return null;
  // Number("") is 0, so blank strings fall out as "not recorded" below.
  const amount = typeof value === "number" ? value : Number(value.trim().replaceAll(",", ""));
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}

// Inputs have at most three decimals, so a relative slack this small only absorbs binary
// floating-point error at the exact boundary (e.g. 97 vs 100 * 0.97) and never a real difference.
function slack(expected: number): number {
  return 1e-9 * Math.max(1, expected);
}

function compare(
  expected: CargoValue,
  confirmed: CargoValue,
  isFlagged: (expected: number, confirmed: number) => boolean,
): CargoCheckStatus {
  const e = toCargoAmount(expected);
  const c = toCargoAmount(confirmed);
  if (e === null || c === null) return "incomplete";
  return isFlagged(e, c) ? "flagged" : "ok";
}

/**
 * Flagged when the confirmed weight is outside 97%..103% of the expected weight, or more than 100
 * away from it, whichever is stricter: on heavy shipments 3% would hide a large absolute gap.
 * Both bounds are inclusive (exactly 97%, or exactly 100 away, is still fine).
 */
export function checkWeight(expected: CargoValue, confirmed: CargoValue): CargoCheckStatus {
  return compare(expected, confirmed, (e, c) => {
    const diff = Math.abs(c - e);
    const tolerance = Math.min(e * WEIGHT_TOLERANCE.ratio, WEIGHT_TOLERANCE.absolute);
    return diff > tolerance + slack(e);
  });
}

/** Flagged outside 90%..110% of the expected volume, bounds inclusive. */
export function checkVolume(expected: CargoValue, confirmed: CargoValue): CargoCheckStatus {
  return compare(expected, confirmed, (e, c) => {
    return Math.abs(c - e) > e * VOLUME_TOLERANCE_RATIO + slack(e);
  });
}

export function checkPieces(expected: CargoValue, confirmed: CargoValue): CargoCheckStatus {
  return compare(expected, confirmed, (e, c) => e !== c);
}

export type DimensionItem = {
  length: number;
  width: number;
  height: number;
  pieces: number;
};

// Separators users type between items: ASCII and full-width comma/semicolon, the ideographic
// enumeration comma, and any whitespace (including newlines) left between items.
const ITEM_SEPARATORS = /[\s,;，；、]+/g;

/**
 * Rewrites dimensions typed in any common style to the stored form "L*W*H/P;L*W*H/P".
 * NFKC folds full-width digits, "＊" and "／". x, X and × become "*" only between two numbers, so
 * words such as "box" survive. Spaces around "*" and "/" are dropped first so that
 * "100 * 80 * 60 / 2" stays one item instead of being split at its spaces.
 */
export function normaliseDimensions(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/\s*([*/])\s*/g, "$1")
    .replace(/(\d)\s*[xX×]\s*(?=\d)/g, "$1*")
    .replace(ITEM_SEPARATORS, ";")
    .replace(/^;+|;+$/g, "");
}

const POSITIVE_NUMBER = /^\d+(?:\.\d+)?$/;
const POSITIVE_INTEGER = /^\d+$/;

/**
 * One item is length, width and height, optionally followed by pieces, separated by "*" or "/"
 * in any mix: "100*80*60/2", "100/80/60/2", "100*80*60*2", or "100*80*60" meaning one piece.
 * Sizes may have decimals; pieces must be a whole number. Zero is rejected everywhere since it
 * cannot describe a real package.
 */
export function parseDimensionItem(item: string): DimensionItem | null {
  const parts = item.split(/[*/]/);
  if (parts.length !== 3 && parts.length !== 4) return null;
  const sizes = parts.slice(0, 3);
  const pieces = parts[3] ?? "1";
  if (!sizes.every((part) => POSITIVE_NUMBER.test(part)) || !POSITIVE_INTEGER.test(pieces)) {
    return null;
  }
  const [length, width, height] = sizes.map(Number) as [number, number, number];
  const count = Number(pieces);
  if (length <= 0 || width <= 0 || height <= 0 || count <= 0) return null;
  return { length, width, height, pieces: count };
}

function dimensionItems(text: string): string[] {
  const normalised = normaliseDimensions(text);
  return normalised === "" ? [] : normalised.split(";");
}

/** Normalises, then parses every item; malformed items are skipped (see checkDimensions). */
export function parseDimensions(text: string): DimensionItem[] {
  const items: DimensionItem[] = [];
  for (const item of dimensionItems(text)) {
    const parsed = parseDimensionItem(item);
    if (parsed !== null) items.push(parsed);
  }
  return items;
}

/** Null when every item parses (or the text is empty), else a message naming the first bad item. */
export function checkDimensions(text: string): string | null {
  const items = dimensionItems(text);
  const index = items.findIndex((item) => parseDimensionItem(item) === null);
  if (index === -1) return null;
  return `第${index + 1}项尺寸“${items[index] ?? ""}”格式不正确，应为 长*宽*高/件数`;
}
