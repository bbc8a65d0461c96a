import * as React from "react";
import { decimalText } from "../domain/format";
import { cn } from "./cn";
import { Input, type InputProps } from "./input";

/** A typed figure to a number: full-width digits and grouping commas taken; null for none or not a number. */
export function parseTypedNumber(text: string): number | null {
  const t = text.normalize("NFKC").replace(/[,\s]/g, "");
  if (t === "") return null;
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(t)) return Number.NaN;
  return Number(t);
}

/** A value rounded to the digits (half away from zero), as a figure and as its text. */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
}

export type NumberInputProps = Omit<
  InputProps,
  "type" | "value" | "defaultValue" | "onChange" | "inputMode"
> & {
  value: number | null;
  /** Called with the rounded figure, or null when emptied; never with text that is not a number. */
  onValueChange: (value: number | null) => void;
  /**
   * Decimal digits: the user's setting for this kind of figure (personal settings, spec 001 §5:
   * weight, volume, charge weight per business scope), 0 for whole numbers.
   */
  digits: number;
  min?: number;
  max?: number;
  /** A unit after the figure, e.g. KG or CBM. */
  unit?: string;
};

/**
 * A figure field that writes the value with the user's decimal digits (1.5 → 1.50 at two
 * digits) when left, takes full-width digits and grouping commas, and rounds rather than
 * truncates. ↑/↓ step by one unit of the last digit.
 */
export function NumberInput({
  value,
  onValueChange,
  digits,
  min,
  max,
  unit,
  className,
  onBlur,
  onKeyDown,
  ...props
}: NumberInputProps) {
  const show = React.useCallback(
    (v: number | null) => (v === null ? "" : decimalText(v, digits, digits).replace(/,/g, "")),
    [digits],
  );
  const [text, setText] = React.useState(show(value));
  const [shown, setShown] = React.useState<[number | null, number]>([value, digits]);
  if (shown[0] !== value || shown[1] !== digits) {
    setShown([value, digits]);
    if (parseTypedNumber(text) !== value || shown[1] !== digits) setText(show(value));
  }
  const parsed = parseTypedNumber(text);
  const bad =
    parsed !== null &&
    (Number.isNaN(parsed) ||
      (min !== undefined && parsed < min) ||
      (max !== undefined && parsed > max));

  const commit = (next: number | null) => {
    const rounded = next === null ? null : roundTo(next, digits);
    setText(show(rounded));
    if (rounded !== value) onValueChange(rounded);
  };

  return (
    <div data-slot="number-input" className={cn("relative w-full min-w-0", className)}>
      <Input
        {...props}
        type="text"
        inputMode={digits > 0 ? "decimal" : "numeric"}
        autoComplete="off"
        value={text}
        aria-invalid={props["aria-invalid"] ?? (bad || undefined)}
        className={cn("text-right tabular-nums", unit && "pr-12")}
        onChange={(e) => {
          setText(e.target.value);
          const next = parseTypedNumber(e.target.value);
          const ok =
            next === null ||
            (!Number.isNaN(next) &&
              (min === undefined || next >= min) &&
              (max === undefined || next <= max));
          if (ok) {
            const rounded = next === null ? null : roundTo(next, digits);
            if (rounded !== value) onValueChange(rounded);
          }
        }}
        onKeyDown={(e) => {
          if ((e.key === "ArrowUp" || e.key === "ArrowDown") && !props.readOnly) {
            e.preventDefault();
            const unitStep = 10 ** -digits * (e.key === "ArrowUp" ? 1 : -1);
            let next = roundTo(
              (parsed !== null && !Number.isNaN(parsed) ? parsed : 0) + unitStep,
              digits,
            );
            if (min !== undefined) next = Math.max(min, next);
            if (max !== undefined) next = Math.min(max, next);
            commit(next);
          }
          onKeyDown?.(e);
        }}
        onBlur={(e) => {
          if (!bad) commit(parsed);
          else setText(show(value));
          onBlur?.(e);
        }}
      />
      {unit ? (
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs text-neutral-600">
          {unit}
        </span>
      ) : null}
    </div>
  );
}
