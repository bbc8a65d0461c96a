/**
 * The personal settings as the pages that show and create orders read them (spec 001 §3): per
 * business scope the digits of weight, volume and charge weight, the default date and station, the
 * list's lock filter and the fee service; and the order page's own choices (new page, close after
 * save, the AE loading date, warehouses). Saved settings that are missing or out of range fall
 * back to the defaults, so a page never formats with a value the form would refuse.
 */
import { DIGIT_DEFAULTS, type DigitsKind, maxDigits, type ScopeDigits } from "./digits";
import { formatNumber, type NumericInput } from "./format";
import {
  DEFAULT_DATES,
  type DefaultDate,
  FEE_SERVICES,
  type FeeService,
  LOADING_DATE_TYPES,
  LOCK_STATUSES,
  type LoadingDateType,
  type LockStatus,
  scopeFields,
} from "./personal-settings";
import { BUSINESS_SCOPES, type BusinessScope } from "./scope";

/** What pages that show order numbers need: digits and defaults per business scope. */
export type ScopePreference = {
  digits: ScopeDigits;
  defaultDate: DefaultDate;
  defaultStation: string;
  lockStatus: LockStatus;
  feeService: FeeService;
};

export type ScopePreferences = Record<BusinessScope, ScopePreference> & {
  openInNewPage: boolean;
  closeAfterSave: boolean;
  aeBarcodeLabelSize: string;
  aeHawbCopyAwbInfo: boolean;
  loadingDateType: LoadingDateType;
  aeWarehouseId: string;
  aiWarehouseId: string;
};

const clampDigits = (value: unknown, scope: BusinessScope, kind: DigitsKind): number =>
  typeof value === "number" &&
  Number.isInteger(value) &&
  value >= 0 &&
  value <= maxDigits(scope, kind)
    ? value
    : DIGIT_DEFAULTS[scope][kind];

const pick = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  typeof value === "string" && (options as readonly string[]).includes(value)
    ? (value as T)
    : fallback;

/** The preferences in saved settings; anything missing or out of range falls back to defaults. */
export function preferencesFrom(
  settings: Partial<Record<string, unknown>> | null,
): ScopePreferences {
  const s = settings ?? {};
  const scopes = {} as Record<BusinessScope, ScopePreference>;
  for (const scope of BUSINESS_SCOPES) {
    const f = scopeFields(scope);
    const station = s[f.defaultStation];
    scopes[scope] = {
      digits: {
        weight: clampDigits(s[f.digits.weight], scope, "weight"),
        volume: clampDigits(s[f.digits.volume], scope, "volume"),
        chargeWeight: clampDigits(s[f.digits.chargeWeight], scope, "chargeWeight"),
      },
      defaultDate: pick(DEFAULT_DATES, s[f.defaultDate], ""),
      defaultStation: typeof station === "string" ? station : "",
      lockStatus: pick(LOCK_STATUSES, s[f.lockStatus], "2"),
      feeService: pick(FEE_SERVICES, s[f.feeService], "CN"),
    };
  }
  const text = (key: string) => (typeof s[key] === "string" ? (s[key] as string) : "");
  return {
    ...scopes,
    openInNewPage: s.orderEditNewPage === true,
    closeAfterSave: s.orderSaveClosePage === true,
    aeBarcodeLabelSize: text("orderAeDefaultBarcodeLabelSize"),
    aeHawbCopyAwbInfo: s.orderAeHawbCopyAwbInfo !== "0",
    loadingDateType: pick(LOADING_DATE_TYPES, s.loadingDateType, "LOCALTIME"),
    aeWarehouseId: text("aeWarehouseId"),
    aiWarehouseId: text("aiWarehouseId"),
  };
}

export const DEFAULT_PREFERENCES: ScopePreferences = preferencesFrom(null);

/**
 * A weight, volume or charge weight of an order of `scope`, with the user's digits for it,
 * thousands separators, and '-' when empty.
 */
export function formatByScope(
  value: NumericInput,
  scope: BusinessScope,
  kind: DigitsKind,
  preferences: ScopePreferences = DEFAULT_PREFERENCES,
): string {
  return formatNumber(value, preferences[scope].digits[kind]);
}

const HOUR = 3_600_000;
const SHANGHAI_OFFSET = 8 * HOUR;

/**
 * The default AE loading date as 'YYYY-MM-DD HH:mm' (Beijing time): LOCALTIME is now + 4 h,
 * FLIGHTDATE the flight date ('YYYY-MM-DD') at 23:00, or null without a flight date.
 */
export function defaultLoadingDate(
  type: LoadingDateType,
  nowMs: number,
  flightDate: string | null = null,
): string | null {
  if (type === "FLIGHTDATE") {
    const day = flightDate?.trim().slice(0, 10) ?? "";
    return /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day} 23:00` : null;
  }
  const local = new Date(nowMs + 4 * HOUR + SHANGHAI_OFFSET).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}
