import * as React from "react";
import {
  addDays,
  addMonths,
  calendarDate,
  dayLabel,
  daysInMonth,
  type IsoDate,
  isoDate,
  mondayIndex,
  monthTitle,
  parseIsoDate,
  weekdayNames,
  weekStart,
} from "../domain/format";
import { useLang, useT } from "../i18n";
import { controlMessages } from "../i18n/messages/controls";
import { CloseIcon } from "./close-icon";
import { cn } from "./cn";
import { useFieldControl } from "./field";
import { CONTROL_FRAME, CONTROL_HEIGHT } from "./input";
import { POPUP_PANEL, usePopup } from "./popup";

/**
 * Typed dates are taken in the forms people write them: 2026-11-27, 2026/11/27, 2026.11.27,
 * 2026年11月27日 and 20261127; single-digit months and days are padded.
 */
export function normalizeDateText(text: string): string {
  const t = text.trim();
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(t);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  const parts = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/.exec(t);
  if (parts) return `${parts[1]}-${parts[2]?.padStart(2, "0")}-${parts[3]?.padStart(2, "0")}`;
  return t;
}

/** Whether a day lies within the optional bounds (YYYY-MM-DD compares as text). */
export function inBounds(date: IsoDate, min?: string, max?: string): boolean {
  return !(min && date < min) && !(max && date > max);
}

function clamp(date: IsoDate, min?: string, max?: string): IsoDate {
  if (min && date < min) return min;
  if (max && date > max) return max;
  return date;
}

export type CalendarProps = {
  /** The chosen day, or "" */
  value: IsoDate;
  /** The day with the keyboard focus; its month is the one shown. */
  focused: IsoDate;
  onFocusedChange: (date: IsoDate) => void;
  onPick: (date: IsoDate) => void;
  onClose: () => void;
  min?: string | undefined;
  max?: string | undefined;
  today: IsoDate;
  /** Range pickers: the other end, drawn as part of the range. */
  rangeOther?: IsoDate | undefined;
  /** Focus the focused day when shown (false in a story's static render is never needed). */
  autoFocus?: boolean;
};

/**
 * A month grid (the APG date picker dialog's grid): arrows move a day or a week, Page Up/Down a
 * month (with Shift a year), Home/End to the week's ends, Enter or Space picks, Escape closes.
 */
export function Calendar({
  value,
  focused,
  onFocusedChange,
  onPick,
  onClose,
  min,
  max,
  today,
  rangeOther,
  autoFocus = true,
}: CalendarProps) {
  const t = useT(controlMessages);
  const lang = useLang();
  const titleId = React.useId();
  const gridRef = React.useRef<HTMLTableElement>(null);
  const shown = parseIsoDate(focused) ?? parseIsoDate(today) ?? { year: 2026, month: 1, day: 1 };
  const first = isoDate(shown.year, shown.month, 1);
  const lead = (mondayIndex(first) - weekStart(lang) + 7) % 7;
  const count = daysInMonth(shown.year, shown.month);
  const weeks: (IsoDate | null)[][] = [];
  for (let i = 0; i < Math.ceil((lead + count) / 7) * 7; i++) {
    const day = i - lead + 1;
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push(
      day >= 1 && day <= count ? isoDate(shown.year, shown.month, day) : null,
    );
  }
  const [low, high] = rangeOther && value ? [value, rangeOther].sort() : [null, null];

  const focusedRef = React.useRef(false);
  React.useEffect(() => {
    if (!autoFocus && !focusedRef.current) return;
    focusedRef.current = true;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, autoFocus]);

  const move = (date: IsoDate) => onFocusedChange(clamp(date, min, max));
  const onKeyDown = (e: React.KeyboardEvent) => {
    const dow = (mondayIndex(focused) - weekStart(lang) + 7) % 7;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => move(addDays(focused, -1)),
      ArrowRight: () => move(addDays(focused, 1)),
      ArrowUp: () => move(addDays(focused, -7)),
      ArrowDown: () => move(addDays(focused, 7)),
      PageUp: () => move(addMonths(focused, e.shiftKey ? -12 : -1)),
      PageDown: () => move(addMonths(focused, e.shiftKey ? 12 : 1)),
      Home: () => move(addDays(focused, -dow)),
      End: () => move(addDays(focused, 6 - dow)),
      Enter: () => inBounds(focused, min, max) && onPick(focused),
      " ": () => inBounds(focused, min, max) && onPick(focused),
      Escape: onClose,
    };
    const action = keys[e.key];
    if (action) {
      e.preventDefault();
      e.stopPropagation();
      action();
    }
  };

  const navButton = (label: string, to: IsoDate, path: string) => (
    <button
      type="button"
      aria-label={label}
      onClick={() => move(to)}
      className="grid size-8 place-items-center rounded text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
    </button>
  );

  return (
    <div data-slot="calendar" className="w-[17.5rem] p-2">
      <div className="mb-1 flex items-center gap-0.5">
        {navButton(t("prevYear"), addMonths(focused, -12), "M8 4L4 8l4 4M12 4L8 8l4 4")}
        {navButton(t("prevMonth"), addMonths(focused, -1), "M10 4L6 8l4 4")}
        <h2
          id={titleId}
          aria-live="polite"
          className="flex-1 text-center text-sm font-semibold text-neutral-900"
        >
          {monthTitle(shown.year, shown.month, lang)}
        </h2>
        {navButton(t("nextMonth"), addMonths(focused, 1), "M6 4l4 4-4 4")}
        {navButton(t("nextYear"), addMonths(focused, 12), "M4 4l4 4-4 4M8 4l4 4-4 4")}
      </div>
      <table ref={gridRef} aria-labelledby={titleId} className="w-full border-collapse text-center">
        <thead>
          <tr>
            {weekdayNames(lang).map((w) => (
              <th
                key={w.index}
                scope="col"
                abbr={w.long}
                className="h-8 text-xs font-normal text-neutral-600"
              >
                {w.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ""}>
              {week.map((date, i) => {
                if (!date) return <td key={`blank-${i}`} />;
                const disabled = !inBounds(date, min, max);
                const selected = date === value || date === rangeOther;
                const within = low && high && date > low && date < high;
                return (
                  <td key={date} className="p-0">
                    <button
                      type="button"
                      data-date={date}
                      aria-pressed={selected}
                      aria-disabled={disabled || undefined}
                      aria-label={dayLabel(date, lang)}
                      aria-current={date === today ? "date" : undefined}
                      tabIndex={date === focused ? 0 : -1}
                      onKeyDown={onKeyDown}
                      onClick={() => {
                        if (disabled) return;
                        onFocusedChange(date);
                        onPick(date);
                      }}
                      className={cn(
                        "grid h-8 w-full cursor-default place-items-center rounded text-sm tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-brand",
                        disabled
                          ? "text-neutral-400 line-through"
                          : selected
                            ? "bg-brand font-semibold text-white"
                            : within
                              ? "bg-brand-50 text-brand-800"
                              : "text-neutral-800 hover:bg-neutral-100",
                        date === today && !selected && "font-semibold text-brand",
                      )}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-1 flex justify-between border-t border-neutral-100 pt-1.5">
        <button
          type="button"
          disabled={!inBounds(today, min, max)}
          onClick={() => onPick(today)}
          className="rounded px-2 py-1 text-xs font-medium text-brand hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand disabled:text-neutral-400"
        >
          {t("today")}
        </button>
      </div>
    </div>
  );
}

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
  const [focused, setFocused] = React.useState(() => clamp(value || today, min, max));
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
    setFocused(clamp(parseIsoDate(normalized) ? normalized : value || today, min, max));
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

export type DateRange = { from: string; to: string };

export type DateRangePickerProps = {
  value: DateRange;
  onValueChange: (value: DateRange) => void;
  min?: string | undefined;
  max?: string | undefined;
  disabled?: boolean;
  today?: string;
  /** Stories: which end's calendar is open at first. */
  defaultOpen?: "from" | "to";
  /** Names the pair, e.g. 统计期间. */
  "aria-label"?: string;
  "aria-labelledby"?: string;
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: React.AriaAttributes["aria-invalid"];
  className?: string;
  onBlur?: () => void;
};

/**
 * A from–to pair: two date fields joined by 至 / to; the start cannot pass the end nor the end
 * precede the start, and each calendar shows the range chosen so far.
 */
export function DateRangePicker({
  value,
  onValueChange,
  min,
  max,
  disabled,
  today,
  defaultOpen,
  className,
  onBlur,
  ...aria
}: DateRangePickerProps) {
  const t = useT(controlMessages);
  const wiring = useFieldControl(aria);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two fields, not a form section
    <div
      role="group"
      data-slot="date-range-picker"
      aria-label={aria["aria-label"]}
      aria-labelledby={aria["aria-labelledby"]}
      className={cn("flex w-full min-w-0 items-center gap-2", className)}
    >
      <DatePicker
        id={wiring.id}
        aria-label={t("rangeFrom")}
        aria-describedby={wiring["aria-describedby"]}
        aria-invalid={wiring["aria-invalid"]}
        value={value.from}
        min={min}
        max={value.to || max}
        rangeOther={value.to || undefined}
        disabled={disabled}
        {...(today ? { today } : {})}
        defaultOpen={defaultOpen === "from"}
        onValueChange={(from) => onValueChange({ ...value, from })}
        {...(onBlur ? { onBlur } : {})}
      />
      <span className="shrink-0 text-sm text-neutral-600">{t("rangeSeparator")}</span>
      <DatePicker
        aria-label={t("rangeTo")}
        aria-describedby={wiring["aria-describedby"]}
        aria-invalid={wiring["aria-invalid"]}
        value={value.to}
        min={value.from || min}
        max={max}
        rangeOther={value.from || undefined}
        disabled={disabled}
        {...(today ? { today } : {})}
        defaultOpen={defaultOpen === "to"}
        onValueChange={(to) => onValueChange({ ...value, to })}
        {...(onBlur ? { onBlur } : {})}
      />
    </div>
  );
}
