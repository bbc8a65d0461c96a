import * as React from "react";
import { AIRPORT_NAMES_ZH, searchText } from "../domain/airports";
import type { ReferenceData } from "../domain/reference";
import { SEAPORTS } from "../domain/sea";
import { useLang, useT } from "../i18n";
import { lookupMessages } from "../i18n/messages/lookup";
import { Input, type InputProps } from "./input";
import { OptionRow, rankMatches, stepActive } from "./option-list";
import { useReferenceContext } from "./reference-context";

/** What a picker offers: air stations, sea ports, or airlines (by their two-character code). */
export type PickerKind = "airport" | "seaport" | "carrier";

export type PickerOption = { code: string; name: string; other: string | null; hot: boolean };

const MAX_OPTIONS = 8;

/**
 * The options for a kind, in the order offered: for air stations the direction's hot cities
 * first, then the major airports; sea ports by UN/LOCODE; carriers from the airlines file.
 */
export function pickerOptions(
  kind: PickerKind,
  direction: "export" | "import" | null,
  reference: ReferenceData | null,
  zhFirst: boolean,
): PickerOption[] {
  const two = (zh: string | null, en: string | null) => ({
    name: (zhFirst ? zh || en : en || zh) ?? "",
    other: (zhFirst ? (zh ? en : null) : en ? zh : null) || null,
  });
  if (kind === "carrier")
    return (reference?.airlines ?? []).map((a) => ({
      code: a.iata,
      ...two(a.nameZh, a.nameEn),
      hot: false,
    }));
  if (kind === "seaport")
    return SEAPORTS.map(([code, en, zh]) => ({ code, ...two(zh, en), hot: false }));
  const hot = direction
    ? ((direction === "export" ? reference?.exportHotCities : reference?.importHotCities) ?? [])
    : [];
  const seen = new Set(hot.map((c) => c.code));
  return [
    ...hot.map((c) => ({ code: c.code, ...two(c.nameZh, c.nameEn), hot: true })),
    ...Object.entries(AIRPORT_NAMES_ZH)
      .filter(([code]) => !seen.has(code))
      .map(([code, [airport]]) => ({ code, name: airport, other: null, hot: false })),
  ];
}

/** Matches by code start first, then code or name anywhere; case and width ignored. */
export function matchOptions(options: PickerOption[], typed: string): PickerOption[] {
  return rankMatches(
    options,
    typed,
    MAX_OPTIONS,
    (o) => o.code,
    (o, q) =>
      o.code.toLowerCase().includes(q) || searchText(`${o.name} ${o.other ?? ""}`).includes(q),
  );
}

export type StationPickerProps = Omit<InputProps, "role"> & {
  kind: PickerKind;
  /** Whose hot cities come first (an export or import order's), for air stations. */
  direction?: "export" | "import" | null;
  /** A choice was made: the form sets the field to this code. */
  onPick: (code: string) => void;
  /** Stories: the options shown at first. */
  initialOpen?: boolean;
};

/**
 * A station or carrier input that suggests from the reference data as one types (an ARIA 1.2
 * combobox with a list); free text is still allowed, as the order's stations may be any code.
 */
export function StationPicker({
  kind,
  direction = null,
  onPick,
  initialOpen = false,
  className,
  ...input
}: StationPickerProps) {
  const t = useT(lookupMessages);
  const reference = useReferenceContext();
  const zhFirst = useLang() === "zh-CN";
  const [typed, setTyped] = React.useState(String(input.value ?? input.defaultValue ?? ""));
  const [open, setOpen] = React.useState(initialOpen);
  const [active, setActive] = React.useState(-1);
  const listId = React.useId();
  const all = React.useMemo(
    () => pickerOptions(kind, direction, reference, zhFirst),
    [kind, direction, reference, zhFirst],
  );
  const options = React.useMemo(() => matchOptions(all, typed), [all, typed]);
  const shown = open && !input.readOnly && !input.disabled && options.length > 0;

  const pick = (option: PickerOption) => {
    setTyped(option.code);
    setOpen(false);
    setActive(-1);
    onPick(option.code);
  };

  return (
    <div className="relative">
      <Input
        {...input}
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        className={className}
        onChange={(e) => {
          setTyped(e.target.value);
          setOpen(true);
          setActive(-1);
          input.onChange?.(e);
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" && !shown) {
            e.preventDefault();
            setOpen(true);
          } else if ((e.key === "ArrowDown" || e.key === "ArrowUp") && shown) {
            e.preventDefault();
            setActive((i) => stepActive(e.key as "ArrowDown", i, options.length));
          } else if (e.key === "Enter" && shown && active >= 0) {
            e.preventDefault();
            const option = options[active];
            if (option) pick(option);
          } else if (e.key === "Escape" && shown) {
            e.preventDefault();
            setOpen(false);
          }
          input.onKeyDown?.(e);
        }}
        onBlur={(e) => {
          setOpen(false);
          input.onBlur?.(e);
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t(kind === "carrier" ? "pickCarrier" : "pickStation")}
        hidden={!shown}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-md border border-neutral-200 bg-white py-1 text-sm shadow-lg"
      >
        {shown
          ? options.map((o, i) => (
              <OptionRow
                key={o.code}
                id={`${listId}-${i}`}
                active={i === active}
                selected={i === active}
                code={o.code}
                codeClassName="w-14"
                label={o.name}
                detail={o.other}
                tag={o.hot ? t("hotCity") : null}
                onHover={() => setActive(i)}
                onPick={() => pick(o)}
              />
            ))
          : null}
      </div>
    </div>
  );
}

const STATIONS: ReadonlySet<string> = new Set(["departure", "transit1", "transit2", "arrival"]);

/** Which picker an order field takes: air and sea stations, and an air order's flight (its carrier). */
export function orderPickerKind(mode: string, field: string): PickerKind | null {
  if (mode === "air")
    return STATIONS.has(field) ? "airport" : field === "flightNo" ? "carrier" : null;
  if (mode === "sea") return STATIONS.has(field) ? "seaport" : null;
  return null;
}

/** An export scope (AE, SE, TE) offers the export hot cities first; an import scope the import ones. */
export function scopeDirection(scope: string): "export" | "import" | null {
  return scope.endsWith("E") ? "export" : scope.endsWith("I") ? "import" : null;
}
