import * as React from "react";
import {
  addDays,
  addMonths,
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
import { cn } from "./cn";
import { clampDate, inBounds } from "./date-text";

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

  const move = (date: IsoDate) => onFocusedChange(clampDate(date, min, max));
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
