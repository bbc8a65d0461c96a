import * as React from "react";
import { calendarDate, type IsoDate, parseIsoDate } from "../domain/format";
import { useT } from "../i18n";
import { controlMessages } from "../i18n/messages/controls";
import { Calendar } from "./calendar";
import { CloseIcon } from "./close-icon";
import { cn } from "./cn";
import { clampDate, inBounds, normalizeDateText } from "./date-text";
import { useFieldControl } from "./field";
import { CONTROL_FRAME, CONTROL_HEIGHT } from "./input";
import { POPUP_PANEL, usePopup } from "./popup";

export type DatePickerProps = {
  /** The chosen day as YYYY-MM-DD, or "" for none. */
  value: string;
  /** Called with a valid day within min/max, or "" when cleared. */
  onValueChange: (value: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
  /** A clear button while there is a value (default true). */
  clearable?: boolean;
  /** Today as YYYY-MM-DD: the injected clock of stories and tests; default the Beijing date. */
  today?: string;
  /** Stories: open the calendar at first. */
  defaultOpen?: boolean;
  /** Range pickers: the other end of the range, drawn in the calendar. */
  rangeOther?: string | undefined;
  onBlur?: () => void;
  id?: string;
  name?: string;
  className?: string;
  placeholder?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: React.AriaAttributes["aria-invalid"];
  "aria-required"?: React.AriaAttributes["aria-required"];
};

/**
 * A date field in the UI language: type YYYY-MM-DD (or 2026/11/27, 20261127…), or open the
 * month grid with the button, Alt+↓ or ↓. Text that is not a day within min/max is marked
 * invalid while typed and put back to the last good value when the field is left.
 */
export function DatePicker({
  value,
  onValueChange,
  min,
  max,
  disabled,
  readOnly,
  clearable = true,
  today: todayProp,
  defaultOpen = false,
  rangeOther,
  onBlur,
  className,
  placeholder,
  name,
  ...aria
}: DatePickerProps) {
  const t = useT(controlMessages);
  const wiring = useFieldControl(aria);
  const today = todayProp ?? calendarDate(Date.now());
  const [text, setText] = React.useState(value);
  const [focused, setFocused] = React.useState(() => clampDate(value || today, min, max));
  const { open, setOpen, rootRef } = usePopup(defaultOpen && !disabled);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const dialogId = React.useId();

  // A new value from outside (a reset, the other end of a range) replaces the text.
  const [shownValue, setShownValue] = React.useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value);
  }

  const normalized = normalizeDateText(text);
  const textOk =
    text.trim() === "" || (parseIsoDate(normalized) !== null && inBounds(normalized, min, max));

  const show = () => {
    if (disabled || readOnly) return;
    setFocused(clampDate(parseIsoDate(normalized) ? normalized : value || today, min, max));
    setOpen(true);
  };
  const pick = (date: IsoDate) => {
    setText(date);
    onValueChange(date);
    setOpen(false);
    inputRef.current?.focus();
  };
  const leave = () => {
    if (text.trim() === "") {
      if (value !== "") onValueChange("");
    } else if (textOk) {
      setText(normalized);
      if (normalized !== value) onValueChange(normalized);
    } else setText(value);
    onBlur?.();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: closes the calendar when the focus leaves the whole control
    <div
      ref={rootRef}
      data-slot="date-picker"
      className={cn("relative w-full min-w-0", className)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <input
        ref={inputRef}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        name={name}
        value={text}
        disabled={disabled}
        readOnly={readOnly}
        placeholder={placeholder ?? t("datePlaceholder")}
        aria-label={aria["aria-label"]}
        aria-labelledby={aria["aria-labelledby"]}
        id={wiring.id}
        aria-describedby={wiring["aria-describedby"]}
        aria-required={wiring["aria-required"]}
        aria-invalid={wiring["aria-invalid"] ?? (!textOk || undefined)}
        className={cn(
          CONTROL_FRAME,
          CONTROL_HEIGHT,
          "w-full min-w-0 px-3 text-sm tabular-nums placeholder:text-neutral-500 read-only:bg-neutral-50",
          clearable && value ? "pr-16" : "pr-9",
        )}
        onBlur={leave}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim() === "" && value !== "") onValueChange("");
          const next = normalizeDateText(e.target.value);
          if (/^\d{4}-\d{2}-\d{2}$/.test(next) && parseIsoDate(next) && inBounds(next, min, max)) {
            setFocused(next);
            if (next !== value) onValueChange(next);
          }
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" && !open) {
            e.preventDefault();
            show();
          } else if (e.key === "Escape" && open) {
            e.preventDefault();
            setOpen(false);
          } else if (e.key === "Enter" && text.trim() !== "" && !textOk) e.preventDefault();
        }}
      />
      <div className="absolute inset-y-0 right-1 flex items-center gap-0.5">
        {clearable && value && !disabled && !readOnly ? (
          <button
            type="button"
            aria-label={t("clear")}
            onClick={() => {
              setText("");
              onValueChange("");
              inputRef.current?.focus();
            }}
            className="grid size-7 place-items-center rounded text-neutral-500 hover:bg-neutral-100 hover:text-neutral-800 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <CloseIcon size="size-3" strokeWidth={1.6} />
          </button>
        ) : null}
        <button
          ref={buttonRef}
          type="button"
          aria-label={t("openCalendar")}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? dialogId : undefined}
          disabled={disabled || readOnly}
          onClick={() => (open ? setOpen(false) : show())}
          className="grid size-7 place-items-center rounded text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-brand disabled:text-neutral-400"
        >
          <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
            <rect
              x="2.5"
              y="3.5"
              width="11"
              height="10"
              rx="1.5"
              fill="none"
              stroke="currentColor"
            />
            <path
              d="M2.5 6.5h11M5.5 2v3M10.5 2v3"
              fill="none"
              stroke="currentColor"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      {open ? (
        <div
          id={dialogId}
          role="dialog"
          aria-modal="false"
          aria-label={t("calendar")}
          className={cn(POPUP_PANEL, "left-0")}
        >
          <Calendar
            value={value}
            focused={focused}
            onFocusedChange={setFocused}
            onPick={pick}
            onClose={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
            min={min}
            max={max}
            today={today}
            rangeOther={rangeOther}
            autoFocus={!defaultOpen}
          />
        </div>
      ) : null}
    </div>
  );
}
