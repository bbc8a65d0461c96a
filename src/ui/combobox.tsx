import * as React from "react";
import { searchText } from "../domain/airports";
import type { ReferenceData } from "../domain/reference";
import { useLang, useT } from "../i18n";
import { controlMessages } from "../i18n/messages/controls";
import { cn } from "./cn";
import { useFieldControl } from "./field";
import { CONTROL_FRAME, CONTROL_HEIGHT } from "./input";
import { OptionRow, rankMatches, stepActive } from "./option-list";
import { POPUP_PANEL, usePopup } from "./popup";
import { type PickerKind, pickerOptions } from "./station-picker";

export type ComboboxOption = {
  value: string;
  label: string;
  /** Shown after the label, smaller: the other language's name, a country. */
  detail?: string;
  /** A tag at the end, e.g. 热门. */
  tag?: string;
};

/** Options given as a list, or looked up per typed text (a server search). */
export type ComboboxSource =
  | readonly ComboboxOption[]
  | ((query: string, signal: AbortSignal) => Promise<readonly ComboboxOption[]>);

const MAX_SHOWN = 50;

/** Code-start matches first, then the code, name or detail containing the text; case and width ignored. */
export function filterOptions(options: readonly ComboboxOption[], typed: string): ComboboxOption[] {
  return rankMatches(
    options,
    typed,
    MAX_SHOWN,
    (o) => o.value,
    (o, q) => searchText(`${o.value} ${o.label} ${o.detail ?? ""}`).includes(q),
  );
}

/** The reference data as combobox options: air stations, sea ports, carriers or countries. */
export function referenceOptions(
  kind: PickerKind | "country",
  reference: ReferenceData | null,
  zhFirst: boolean,
): ComboboxOption[] {
  if (kind === "country")
    return (reference?.countries ?? []).map((c) => ({
      value: c.code,
      label: (zhFirst ? c.nameZh : c.nameEn) || c.code,
      detail: zhFirst ? c.nameEn : c.nameZh,
    }));
  return pickerOptions(kind, null, reference, zhFirst).map((o) => ({
    value: o.code,
    label: o.name,
    ...(o.other ? { detail: o.other } : {}),
  }));
}

export type ComboboxProps = {
  source: ComboboxSource;
  /** The chosen option's value, or "". */
  value: string;
  onValueChange: (value: string, option: ComboboxOption | null) => void;
  /** The chosen option's text when the source is a search (the list may not hold it). */
  valueLabel?: string;
  /** Names the list for screen readers, e.g. 选择国家. */
  listLabel: string;
  placeholder?: string;
  disabled?: boolean;
  name?: string;
  onBlur?: () => void;
  /** Stories: the text typed and the list open at first. */
  defaultQuery?: string;
  id?: string;
  className?: string;
  "aria-label"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: React.AriaAttributes["aria-invalid"];
  "aria-required"?: React.AriaAttributes["aria-required"];
};

function useMatches(source: ComboboxSource, query: string, open: boolean) {
  const [state, setState] = React.useState<{
    query: string;
    options: readonly ComboboxOption[];
    status: "idle" | "loading" | "error";
  }>({ query: "", options: [], status: "idle" });
  const sync = typeof source === "function" ? null : source;
  React.useEffect(() => {
    if (sync || !open || typeof source !== "function") return;
    const controller = new AbortController();
    setState((s) => ({ ...s, query, status: "loading" }));
    source(query, controller.signal).then(
      (options) => !controller.signal.aborted && setState({ query, options, status: "idle" }),
      () => !controller.signal.aborted && setState({ query, options: [], status: "error" }),
    );
    return () => controller.abort();
  }, [source, sync, query, open]);
  const filtered = React.useMemo(() => (sync ? filterOptions(sync, query) : null), [sync, query]);
  return filtered
    ? { options: filtered, status: "idle" as const }
    : { options: state.options.slice(0, MAX_SHOWN), status: state.status };
}

/**
 * Pick one entry of a long list by typing: the ARIA 1.2 editable combobox with a list. Typing
 * filters (or searches, for an async source); ↓/↑ move, Enter chooses, Escape closes (a second
 * Escape clears the text). Leaving the field with text that chose nothing puts the chosen
 * option's text back, so the value is always an option.
 */
export function Combobox({
  source,
  value,
  onValueChange,
  valueLabel,
  listLabel,
  placeholder,
  disabled,
  name,
  onBlur,
  defaultQuery,
  className,
  ...aria
}: ComboboxProps) {
  const t = useT(controlMessages);
  const wiring = useFieldControl(aria);
  const listId = React.useId();
  const { open, setOpen, rootRef } = usePopup(defaultQuery !== undefined && !disabled);
  const [picked, setPicked] = React.useState<ComboboxOption | null>(null);
  const chosenLabel =
    (typeof source === "function" ? undefined : source.find((o) => o.value === value)?.label) ??
    (picked?.value === value ? picked.label : undefined) ??
    valueLabel ??
    value;
  const [text, setText] = React.useState(defaultQuery ?? chosenLabel);
  const [query, setQuery] = React.useState(defaultQuery ?? "");
  const [active, setActive] = React.useState(-1);
  const { options, status } = useMatches(source, query, open);

  const [shownLabel, setShownLabel] = React.useState(chosenLabel);
  if (shownLabel !== chosenLabel) {
    setShownLabel(chosenLabel);
    if (!open) setText(chosenLabel);
  }

  const choose = (option: ComboboxOption) => {
    setPicked(option);
    setText(option.label);
    setQuery("");
    setOpen(false);
    setActive(-1);
    if (option.value !== value) onValueChange(option.value, option);
  };
  const shown = open && !disabled;
  const listed = shown && status === "idle" && options.length > 0;

  return (
    <div ref={rootRef} data-slot="combobox" className={cn("relative w-full min-w-0", className)}>
      <input
        type="text"
        role="combobox"
        autoComplete="off"
        id={wiring.id}
        aria-label={aria["aria-label"]}
        aria-describedby={wiring["aria-describedby"]}
        aria-invalid={wiring["aria-invalid"]}
        aria-required={wiring["aria-required"]}
        aria-expanded={listed}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={listed && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        className={cn(
          CONTROL_FRAME,
          CONTROL_HEIGHT,
          "w-full min-w-0 px-3 text-sm placeholder:text-neutral-500",
        )}
        onChange={(e) => {
          setText(e.target.value);
          setQuery(e.target.value);
          setOpen(true);
          setActive(e.target.value.trim() ? 0 : -1);
          if (e.target.value === "" && value !== "") onValueChange("", null);
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" || e.key === "ArrowUp") {
            e.preventDefault();
            if (!shown) {
              setQuery("");
              setOpen(true);
              setActive(0);
            } else setActive((i) => stepActive(e.key as "ArrowDown", i, options.length));
          } else if (e.key === "Enter" && shown && active >= 0) {
            e.preventDefault();
            const option = options[active];
            if (option) choose(option);
          } else if (e.key === "Escape") {
            e.preventDefault();
            if (shown) setOpen(false);
            else {
              setText("");
              setQuery("");
              if (value !== "") onValueChange("", null);
            }
          }
        }}
        onBlur={() => {
          setOpen(false);
          setQuery("");
          setText(chosenLabel);
          onBlur?.();
        }}
      />
      {name ? <input type="hidden" name={name} value={value} /> : null}
      <div
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!listed}
        className={cn(POPUP_PANEL, "inset-x-0 max-h-72 overflow-y-auto py-1")}
      >
        {listed
          ? options.map((o, i) => (
              <OptionRow
                key={o.value}
                id={`${listId}-${i}`}
                active={i === active}
                selected={o.value === value}
                code={o.value}
                codeClassName="w-12 text-xs"
                label={o.label}
                detail={o.detail}
                tag={o.tag}
                onHover={() => setActive(i)}
                onPick={() => choose(o)}
              />
            ))
          : null}
      </div>
      {shown && !listed ? (
        <p
          role="status"
          className={cn(
            POPUP_PANEL,
            "inset-x-0 px-3 py-2 text-neutral-600",
            status === "error" && "text-red-700",
          )}
        >
          {status === "loading"
            ? t("searching")
            : status === "error"
              ? t("searchFailed")
              : t("noOptions")}
        </p>
      ) : null}
    </div>
  );
}

/** The language's option list of a reference kind, for a Combobox's source. */
export function useReferenceOptions(
  kind: PickerKind | "country",
  reference: ReferenceData | null,
): ComboboxOption[] {
  const zhFirst = useLang() === "zh-CN";
  return React.useMemo(
    () => referenceOptions(kind, reference, zhFirst),
    [kind, reference, zhFirst],
  );
}
