/**
 * Number and date display rules of the share pages (spec §5 "Share pages", §9).
 *
 * Grouping locale: numbers are formatted with `en-US`. zh-CN groups digits the same way
 * (comma every three digits, dot decimal), so one locale keeps the output identical in both
 * page languages and in Node builds that ship without full ICU data.
 */

import { type DisplayLang, EMPTY_DISPLAY } from "./format-number";

// Quantities (thousands separators, the display digits, cargo texts) live in format-number.ts;
// this module is the one place every date and number is formatted from, so it passes them on.
export * from "./format-number";

/** Values the server may send for a time: ISO strings, epoch milliseconds, or nothing. */
export type DateTimeInput = string | number | Date | null | undefined;

export const DEFAULT_TIME_ZONE = "Asia/Shanghai";

// ISO-like date time: date part required; 'T' or a space before the time, as the backend sends
// both; offset optional.
const DATE_TIME_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

interface DateTimeParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    // Throws RangeError for an unknown zone: that is a programming error, not bad data.
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

/**
 * Zones that have kept one offset since a date. Their wall time is plain arithmetic, which
 * skips Intl: its first use per zone loads time-zone data (about 25 ms on a mid-range phone,
 * the largest single task of the share page). China has been on UTC+8 without daylight saving
 * since September 1991; earlier instants still go through Intl.
 */
const FIXED_ZONES: Readonly<Record<string, { offsetMs: number; sinceMs: number }>> = {
  "Asia/Shanghai": { offsetMs: 8 * 3_600_000, sinceMs: Date.UTC(1992, 0, 1) },
};

function zonedParts(epochMs: number, timeZone: string): DateTimeParts {
  const fixed = FIXED_ZONES[timeZone];
  if (fixed && epochMs >= fixed.sinceMs) {
    const wall = new Date(epochMs + fixed.offsetMs);
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      second: wall.getUTCSeconds(),
    };
  }
  const parts: Record<string, number> = {};
  for (const part of partFormat(timeZone).formatToParts(epochMs)) {
    if (part.type !== "literal" && part.type !== "era") {
      parts[part.type] = Number(part.value);
    }
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The calendar date of an instant in a time zone, as YYYY-MM-DD (arithmetic for fixed zones). */
export function calendarDate(epochMs: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = zonedParts(epochMs, timeZone);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

const IATA_MONTHS = [
  "JAN",
  "FEB",
  "MAR",
  "APR",
  "MAY",
  "JUN",
  "JUL",
  "AUG",
  "SEP",
  "OCT",
  "NOV",
  "DEC",
];

/** A date as IATA air waybill stock prints it ("executed on"): 22NOV26, in a time zone. */
export function iataDate(epochMs: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = zonedParts(epochMs, timeZone);
  const pad = (n: number) => String(n % 100).padStart(2, "0");
  return `${pad(p.day)}${IATA_MONTHS[p.month - 1]}${pad(p.year)}`;
}

function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const p = zonedParts(epochMs, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

function utcFromFields(f: DateTimeParts, ms: number): number | null {
  const date = new Date(Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second, ms));
  // Date.UTC rolls 2024-02-30 over to March; reject instead of showing a different day.
  const valid =
    date.getUTCFullYear() === f.year &&
    date.getUTCMonth() === f.month - 1 &&
    date.getUTCDate() === f.day &&
    f.hour < 24 &&
    f.minute < 60 &&
    f.second < 60;
  return valid ? date.getTime() : null;
}

function offsetMinutes(offset: string): number {
  if (offset.toUpperCase() === "Z") {
    return 0;
  }
  const sign = offset.startsWith("-") ? -1 : 1;
  const digits = offset.slice(1).replace(":", "");
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
  return sign * (hours * 60 + minutes);
}

/**
 * Parses a time into epoch milliseconds. Text without an offset is read as wall-clock time in
 * `timeZone`, because the backend sends Beijing local times such as '2024-05-01 08:30:00'
 * and the browser's own zone must not change what the customer sees.
 */
export function parseDateTime(
  value: DateTimeInput,
  timeZone: string = DEFAULT_TIME_ZONE,
): number | null {
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isFinite(time) ? time : null;
  }
  if (typeof value === "number") {
    return Number.isFinite(value) ? value : null;
  }
  if (typeof value !== "string") {
    return null;
  }
  const match = DATE_TIME_TEXT.exec(value.trim());
  if (!match) {
    return null;
  }
  const [, year, month, day, hour, minute, second, fraction, offset] = match;
  const fields: DateTimeParts = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour ?? 0),
    minute: Number(minute ?? 0),
    second: Number(second ?? 0),
  };
  const ms = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
  const wallAsUtc = utcFromFields(fields, ms);
  if (wallAsUtc === null) {
    return null;
  }
  if (offset) {
    return wallAsUtc - offsetMinutes(offset) * 60_000;
  }
  // Two passes settle the offset across a DST change; Asia/Shanghai has none, other zones may.
  let guess = wallAsUtc - zoneOffsetMs(wallAsUtc, timeZone);
  guess = wallAsUtc - zoneOffsetMs(guess, timeZone);
  return guess;
}

/** The wall-clock parts of a date in `timeZone`, or null when it is empty or invalid. */
function partsOf(value: DateTimeInput, timeZone: string): DateTimeParts | null {
  const epochMs = parseDateTime(value, timeZone);
  return epochMs === null ? null : zonedParts(epochMs, timeZone);
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, "0");
}

/**
 * 'YYYY-MM-DD HH:mm' in `timeZone`; '-' when empty or invalid. The layout is the same in both
 * languages; `lang` is accepted so callers pass the page language uniformly.
 */
export function formatDateTime(
  value: DateTimeInput,
  _lang: DisplayLang = "zh-CN",
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const p = partsOf(value, timeZone);
  if (p === null) {
    return EMPTY_DISPLAY;
  }
  const day = `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
  // A calendar date without a time (an order's AI dates) is shown as that date, not as midnight.
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return day;
  return `${day} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** 'MM-DD' in `timeZone`; '-' when empty or invalid. */
export function monthDay(value: DateTimeInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = partsOf(value, timeZone);
  if (p === null) {
    return EMPTY_DISPLAY;
  }
  return `${pad(p.month)}-${pad(p.day)}`;
}

/**
 * Date and time to the second in the page language's numeric layout: zh-CN '2024/5/1 08:30:05',
 * en-US '5/1/2024, 08:30:05'. zh-CN is what `toLocaleString("zh-CN", { timeZone, hour12: false })`
 * writes; en-US is the same call's layout on a 24-hour clock starting at 00 (that call would
 * write midnight as '24:00:05'). '-' when empty or invalid.
 */
export function formatTimestamp(
  value: DateTimeInput,
  lang: DisplayLang = "zh-CN",
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const p = partsOf(value, timeZone);
  if (p === null) {
    return EMPTY_DISPLAY;
  }
  const time = `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
  return lang === "en-US"
    ? `${p.month}/${p.day}/${p.year}, ${time}`
    : `${p.year}/${p.month}/${p.day} ${time}`;
}

/**
 * Month, day and minute, for lists within a season: zh-CN '05/01 08:30', en-US '05/01, 08:30'
 * (as `Intl.DateTimeFormat(lang, { month, day, hour, minute: "2-digit", hour12: false })`
 * writes them). '-' when empty or invalid.
 */
export function formatMonthDayTime(
  value: DateTimeInput,
  lang: DisplayLang = "zh-CN",
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const p = partsOf(value, timeZone);
  if (p === null) {
    return EMPTY_DISPLAY;
  }
  const separator = lang === "en-US" ? ", " : " ";
  return `${pad(p.month)}/${pad(p.day)}${separator}${pad(p.hour)}:${pad(p.minute)}`;
}

/** A calendar day as the date controls show and take it: YYYY-MM-DD. */
export type IsoDate = string;

/** The year, month (1–12) and day of a YYYY-MM-DD text that names a real day, else null. */
export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** YYYY-MM-DD of a year, month (1–12) and day; out-of-range parts roll over like Date.UTC. */
export function isoDate(year: number, month: number, day: number): IsoDate {
  const d = new Date(Date.UTC(year, month - 1, day));
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Monday 0 … Sunday 6 of a real YYYY-MM-DD day. */
export function mondayIndex(date: IsoDate): number {
  const p = parseIsoDate(date);
  if (!p) return 0;
  return (new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay() + 6) % 7;
}

/** A day moved by days, or by months (clamped to the month's last day). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const p = parseIsoDate(date);
  return p ? isoDate(p.year, p.month, p.day + days) : date;
}

export function addMonths(date: IsoDate, months: number): IsoDate {
  const p = parseIsoDate(date);
  if (!p) return date;
  const first = parseIsoDate(isoDate(p.year, p.month + months, 1));
  if (!first) return date;
  return isoDate(first.year, first.month, Math.min(p.day, daysInMonth(first.year, first.month)));
}

// Written out, not Intl's: a date control reads the same in every browser and in Node's ICU.
const MONTH_NAMES_EN = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
/** Weekday names from Monday, short and long. */
const WEEKDAYS: Record<DisplayLang, { short: string[]; long: string[] }> = {
  "zh-CN": {
    short: ["一", "二", "三", "四", "五", "六", "日"],
    long: ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日"],
  },
  "en-US": {
    short: ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"],
    long: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  },
};

/** A calendar month's title: 2026年11月 or November 2026. */
export function monthTitle(year: number, month: number, lang: DisplayLang): string {
  return lang === "zh-CN" ? `${year}年${month}月` : `${MONTH_NAMES_EN[month - 1]} ${year}`;
}

/** The first weekday of a calendar week in the UI language: Monday in China, Sunday in the US. */
export function weekStart(lang: DisplayLang): 0 | 6 {
  return lang === "zh-CN" ? 0 : 6;
}

/** Weekday names (Monday index) in calendar order from the language's week start. */
export function weekdayNames(lang: DisplayLang): { index: number; short: string; long: string }[] {
  const start = weekStart(lang);
  return Array.from({ length: 7 }, (_, i) => {
    const index = (start + i) % 7;
    return {
      index,
      short: WEEKDAYS[lang].short[index] ?? "",
      long: WEEKDAYS[lang].long[index] ?? "",
    };
  });
}

/** A day's full name for a screen reader: 2026年11月27日 星期五, or Friday, November 27, 2026. */
export function dayLabel(date: IsoDate, lang: DisplayLang): string {
  const p = parseIsoDate(date);
  if (!p) return date;
  const weekday = WEEKDAYS[lang].long[mondayIndex(date)] ?? "";
  return lang === "zh-CN"
    ? `${p.year}年${p.month}月${p.day}日 ${weekday}`
    : `${weekday}, ${MONTH_NAMES_EN[p.month - 1]} ${p.day}, ${p.year}`;
}
