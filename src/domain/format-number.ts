/**
 * Quantities as the share pages and the workspace show them (spec §5 "Share pages", §9):
 * thousands separators, the display digits, pieces / weight texts. Reached through format.ts.
 *
 * Grouping locale: numbers are formatted with `en-US`. zh-CN groups digits the same way
 * (comma every three digits, dot decimal), so one locale keeps the output identical in both
 * page languages and in Node builds that ship without full ICU data.
 */

/** The page languages the display rules know. */
export type DisplayLang = "zh-CN" | "en-US";

/** Values the server may send for a quantity: numbers, numeric strings, or nothing. */
export type NumericInput = number | string | null | undefined;

export const EMPTY_DISPLAY = "-";

export const DISPLAY_DIGITS = {
  pieces: 0,
  weight: 1,
  volume: 3,
  chargeWeight: 3,
} as const;

// Plain decimal or exponent notation only: Number() alone would also accept "0x1f", "0b1",
// "Infinity" and whitespace-only strings, none of which are quantities.
const NUMERIC_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Parses a quantity into a finite number, or null when it is empty or not numeric. */
export function parseNumeric(value: NumericInput): number | null {
  if (typeof value === "number") {
    return Number.isFinite(value) ? value : null;
  }
  if (typeof value !== "string") {
    return null;
  }
  const text = value.trim();
  if (!NUMERIC_TEXT.test(text)) {
    return null;
  }
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

/** A non-negative finite number's shortest decimal digits, split at the point ("1e-7" → "0", "0000001"). */
function plainDigits(value: number): [whole: string, fraction: string] {
  const [mantissa = "0", exponentText] = String(value).split("e");
  const [head = "0", tail = ""] = mantissa.split(".");
  const exponent = Number(exponentText ?? 0);
  const digits = head + tail;
  const point = head.length + exponent;
  if (point <= 0) return ["0", "0".repeat(-point) + digits];
  if (point >= digits.length) return [digits + "0".repeat(point - digits.length), ""];
  return [digits.slice(0, point), digits.slice(point)];
}

/** Adds one to the last digit of a digit string ("199" → "200", "99" → "100"). */
function incrementDigits(digits: string): string {
  const out = digits.split("");
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== "9") {
      out[i] = String(Number(out[i]) + 1);
      return out.join("");
    }
    out[i] = "0";
  }
  return `1${out.join("")}`;
}

/**
 * en-US decimal text, as the en-US number format (minimum and maximum fraction digits)
 * writes it: grouped thousands, the shortest decimal form of the double rounded half away from
 * zero. Done with strings because a page's first use of the ICU formatters loads ICU's locale data, about 40 ms
 * of one task on a mid-range phone (the dashboard's largest before its first paint).
 */
export function decimalText(value: number, minFraction: number, maxFraction: number): string {
  if (Number.isNaN(value)) return "NaN";
  const negative = value < 0 || Object.is(value, -0);
  if (!Number.isFinite(value)) return negative ? "-∞" : "∞";
  let [whole, fraction] = plainDigits(Math.abs(value));
  if (fraction.length > maxFraction) {
    const roundUp = fraction.charCodeAt(maxFraction) >= 53; // "5" and above
    fraction = fraction.slice(0, maxFraction);
    if (roundUp) {
      const bumped = incrementDigits(whole + fraction);
      whole = bumped.slice(0, bumped.length - fraction.length);
      fraction = bumped.slice(bumped.length - fraction.length);
    }
  }
  fraction = fraction.replace(/0+$/, "");
  if (fraction.length < minFraction) fraction = fraction.padEnd(minFraction, "0");
  const grouped = whole.replace(/^0+(?=\d)/, "").replace(/\B(?=(\d{3})+$)/g, ",");
  return `${negative ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}

/** Formats with thousands separators and exactly `digits` decimals; '-' when empty. */
export function formatNumber(value: NumericInput, digits: number): string {
  const parsed = parseNumeric(value);
  if (parsed === null) {
    return EMPTY_DISPLAY;
  }
  const text = decimalText(parsed, digits, digits);
  // Values that round to zero from below (and -0 itself) would read "-0.0"; a signed zero
  // means nothing to a customer reading a weight.
  return /^-[0.]+$/.test(text) ? text.slice(1) : text;
}

export function formatPieces(value: NumericInput): string {
  return formatNumber(value, DISPLAY_DIGITS.pieces);
}

export function formatWeight(value: NumericInput): string {
  return formatNumber(value, DISPLAY_DIGITS.weight);
}

/**
 * A manifest's "pieces/weight" text as the customs answer gives it ('860/18720.0') in the
 * display's digits with thousands separators ('860/18,720.0'); any other text as it came.
 */
export function formatPieceWeight(info: string | null | undefined): string {
  const match = /^\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(info ?? "");
  if (!match) return info ?? "";
  return `${formatPieces(match[1] ?? "")}/${formatWeight(match[2] ?? "")}`;
}

export function formatVolume(value: NumericInput): string {
  return formatNumber(value, DISPLAY_DIGITS.volume);
}

export function formatChargeWeight(value: NumericInput): string {
  return formatNumber(value, DISPLAY_DIGITS.chargeWeight);
}

const CARGO_UNITS = {
  "zh-CN": { pieces: "件", weight: "kg" },
  "en-US": { pieces: " pcs", weight: " kg" },
} as const satisfies Record<DisplayLang, { pieces: string; weight: string }>;

/**
 * Cargo line such as '12件 / 1,234.5kg'. A missing side shows '-' without its unit, so a unit
 * never trails a dash; when both sides are missing the whole text is '-'.
 */
export function cargoText(
  pieces: NumericInput,
  weight: NumericInput,
  lang: DisplayLang = "zh-CN",
): string {
  const units = CARGO_UNITS[lang];
  const piecesText = formatPieces(pieces);
  const weightText = formatWeight(weight);
  if (piecesText === EMPTY_DISPLAY && weightText === EMPTY_DISPLAY) {
    return EMPTY_DISPLAY;
  }
  const left = piecesText === EMPTY_DISPLAY ? EMPTY_DISPLAY : `${piecesText}${units.pieces}`;
  const right = weightText === EMPTY_DISPLAY ? EMPTY_DISPLAY : `${weightText}${units.weight}`;
  return `${left} / ${right}`;
}

/**
 * A quantity with up to `maxFraction` decimals and no trailing zeros ('1,234.5', '0.125'), as
 * the en-US number format writes it with maximumFractionDigits; '-' when empty or not numeric.
 */
export function formatDecimal(value: NumericInput, maxFraction = 3): string {
  const parsed = parseNumeric(value);
  return parsed === null ? EMPTY_DISPLAY : decimalText(parsed, 0, maxFraction);
}
