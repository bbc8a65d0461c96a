// Dimensions as typed on orders: any common style in, "L*W*H/P;L*W*H/P" stored. (Planned against
// confirmed figures are src/domain/plan-confirm.ts.)

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
