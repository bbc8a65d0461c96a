import * as v from "valibot";

// Print fields end up on IATA waybill stock and in carrier messages, which only take plain ASCII;
// hence the narrow character sets below. Letters are accepted in either case because the form
// upper-cases on input and the check should not depend on that having happened.

/** Letters, digits, space, dot and hyphen: the character set of free-text print fields. */
export const PRINT_TEXT_PATTERN = /^[A-Za-z0-9 .-]*$/;
export const PRINT_TEXT_CHARSET_LABEL = "字母、数字、空格、点和连字符";

export type FieldCheck = (value: string) => string | null;

export type WaybillFieldRule = {
  readonly label: string;
  readonly required?: boolean;
  readonly check: FieldCheck;
};

const ALNUM = /^[A-Za-z0-9]+$/;
const ALPHA = /^[A-Za-z]+$/;
const DIGITS = /^\d+$/;
const NUMBER = /^\d+(?:\.(\d+))?$/;

function decimalPlaces(value: string): number {
  return NUMBER.exec(value)?.[1]?.length ?? 0;
}

// Whitespace-only input is treated as empty: it prints as a blank box either way. Filled values
// are checked as typed, untrimmed, because a stray space would be printed too.
function field(label: string, required: boolean, checkFilled: FieldCheck): WaybillFieldRule {
  return {
    label,
    required,
    check: (value) => {
      if (value.trim() === "") return required ? `请输入${label}` : null;
      return checkFilled(value);
    },
  };
}

function alnumMax(label: string, max: number): WaybillFieldRule {
  return field(label, false, (value) => {
    if (!ALNUM.test(value)) return `${label}只能包含字母和数字`;
    if (value.length > max) return `${label}不能超过${max}位`;
    return null;
  });
}

function alnumRange(label: string, min: number, max: number): WaybillFieldRule {
  return field(label, false, (value) => {
    if (!ALNUM.test(value)) return `${label}只能包含字母和数字`;
    if (value.length < min || value.length > max) return `${label}长度必须为${min}到${max}位`;
    return null;
  });
}

function alphaMax(label: string, max: number): WaybillFieldRule {
  return field(label, false, (value) => {
    if (!ALPHA.test(value)) return `${label}只能包含字母`;
    if (value.length > max) return `${label}不能超过${max}位`;
    return null;
  });
}

function exactly(label: string, pattern: RegExp, message: string, required = false) {
  return field(label, required, (value) => (pattern.test(value) ? null : message));
}

function digitsMax(label: string, max: number, required = false): WaybillFieldRule {
  return field(label, required, (value) => {
    if (!DIGITS.test(value)) return `${label}只能为数字`;
    if (value.length > max) return `${label}不能超过${max}位`;
    return null;
  });
}

// Order: is it a number, does it fit the box (dot included), then the finer decimal rule.
function decimal(label: string, max: number, places: number, required = false): WaybillFieldRule {
  return field(label, required, (value) => {
    if (!NUMBER.test(value)) return `${label}必须为数字`;
    if (value.length > max) return `${label}不能超过${max}个字符（含小数点）`;
    if (decimalPlaces(value) > places) return `${label}最多保留${places}位小数`;
    return null;
  });
}

// Declared values and insurance are money, so a numeric entry gets two decimals like other
// charges. The keywords are matched exactly as printed (upper case) because they go onto the
// waybill verbatim.
function keywordOrAmount(label: string, keywords: readonly string[], max: number) {
  const choices = `${keywords.join("、")}或数字（最多2位小数）`;
  return field(label, false, (value) => {
    const isAmount = NUMBER.test(value) && decimalPlaces(value) <= 2;
    if (!keywords.includes(value) && !isAmount) return `${label}只能为${choices}`;
    if (value.length > max) return `${label}不能超过${max}个字符`;
    return null;
  });
}

// The spec gives no maximum for agent name, shipper signature and account number; none is
// invented here, so the form's own maxlength (if any) is the only cap.
function printText(label: string, max?: number): WaybillFieldRule {
  return field(label, false, (value) => {
    if (!PRINT_TEXT_PATTERN.test(value)) return `${label}只能包含${PRINT_TEXT_CHARSET_LABEL}`;
    if (max !== undefined && value.length > max) return `${label}不能超过${max}个字符`;
    return null;
  });
}

export const WAYBILL_FIELD_NAMES = [
  "hawbNumber",
  "departure",
  "destination",
  "carrier",
  "flightNumber",
  "currency",
  "pieces",
  "linePieces",
  "grossWeight",
  "chargeableWeight",
  "rateCharge",
  "total",
  "volume",
  "declaredValueCarriage",
  "declaredValueCustoms",
  "insuranceValue",
  "insuranceAmount",
  "iataAgentCode",
  "hsCode",
  "agentName",
  "shipperSignature",
  "executedAt",
  "carrierSignature",
  "otherServiceInfo",
  "goodsNameEn",
  "accountNumber",
] as const;

export type WaybillFieldName = (typeof WAYBILL_FIELD_NAMES)[number];

/**
 * Required: destination, pieces and gross weight. A house waybill cannot be printed meaningfully
 * without where it goes and what is carried; everything else may legitimately be blank on a
 * particular print (e.g. no flight booked yet, no insurance, charges shown as "AS AGREED").
 */
export const WAYBILL_FIELD_RULES: Readonly<Record<WaybillFieldName, WaybillFieldRule>> = {
  hawbNumber: alnumMax("分单号", 12),
  departure: alphaMax("始发站", 3),
  destination: exactly("目的港", /^[A-Za-z]{3}$/, "目的港必须为3位字母", true),
  carrier: exactly("承运人", /^[A-Za-z0-9]{2}$/, "承运人必须为2位字母或数字"),
  flightNumber: alnumMax("航班号", 20),
  currency: exactly("币种", /^[A-Za-z]{3}$/, "币种必须为3位字母"),
  pieces: digitsMax("件数", 9, true),
  linePieces: digitsMax("明细件数", 5),
  grossWeight: decimal("毛重", 7, 2, true),
  chargeableWeight: decimal("计费重量", 7, 2),
  rateCharge: decimal("运价", 8, 2),
  total: decimal("总金额", 12, 2),
  volume: decimal("体积", 9, 3),
  declaredValueCarriage: keywordOrAmount("运输声明价值", ["NVD", "N.V.D"], 12),
  declaredValueCustoms: keywordOrAmount("海关声明价值", ["NCV", "N.C.V"], 12),
  insuranceValue: keywordOrAmount("保险价值", ["NIL"], 11),
  insuranceAmount: keywordOrAmount("保险金额", ["XXX"], 11),
  iataAgentCode: exactly(
    "IATA代理人代码",
    /^(?:\d{7}|\d{11})$/,
    "IATA代理人代码必须为7位或11位数字",
  ),
  hsCode: alnumRange("HS编码", 6, 18),
  agentName: printText("代理人名称"),
  shipperSignature: printText("托运人签字"),
  executedAt: printText("签发地点", 17),
  carrierSignature: printText("承运人签字", 20),
  otherServiceInfo: printText("其他服务信息", 195),
  goodsNameEn: printText("英文品名", 80),
  accountNumber: printText("账号"),
};

export function checkWaybillField(name: WaybillFieldName, value: string): string | null {
  return WAYBILL_FIELD_RULES[name].check(value);
}

export type WaybillFieldErrors = Partial<Record<WaybillFieldName, string>>;

/** Missing keys are checked as empty strings, so absent required fields are reported. */
export function checkWaybillFields(
  values: Partial<Record<WaybillFieldName, string>>,
): WaybillFieldErrors {
  const errors: WaybillFieldErrors = {};
  for (const name of WAYBILL_FIELD_NAMES) {
    const message = checkWaybillField(name, values[name] ?? "");
    if (message !== null) errors[name] = message;
  }
  return errors;
}

function fieldAction(name: WaybillFieldName) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = checkWaybillField(name, dataset.value);
    if (message !== null) addIssue({ message });
  });
}

// A missing key parses as "" and then meets the same rule as a blank input, so a required field
// left out gets "请输入…" rather than valibot's generic key message, matching checkWaybillFields.
function printField(name: WaybillFieldName) {
  const label = WAYBILL_FIELD_RULES[name].label;
  return v.optional(v.pipe(v.string(`${label}必须为文本`), fieldAction(name)), "");
}

export const hawbPrintSchema = v.object({
  hawbNumber: printField("hawbNumber"),
  departure: printField("departure"),
  destination: printField("destination"),
  carrier: printField("carrier"),
  flightNumber: printField("flightNumber"),
  currency: printField("currency"),
  pieces: printField("pieces"),
  linePieces: printField("linePieces"),
  grossWeight: printField("grossWeight"),
  chargeableWeight: printField("chargeableWeight"),
  rateCharge: printField("rateCharge"),
  total: printField("total"),
  volume: printField("volume"),
  declaredValueCarriage: printField("declaredValueCarriage"),
  declaredValueCustoms: printField("declaredValueCustoms"),
  insuranceValue: printField("insuranceValue"),
  insuranceAmount: printField("insuranceAmount"),
  iataAgentCode: printField("iataAgentCode"),
  hsCode: printField("hsCode"),
  agentName: printField("agentName"),
  shipperSignature: printField("shipperSignature"),
  executedAt: printField("executedAt"),
  carrierSignature: printField("carrierSignature"),
  otherServiceInfo: printField("otherServiceInfo"),
  goodsNameEn: printField("goodsNameEn"),
  accountNumber: printField("accountNumber"),
});

export type HawbPrintInput = v.InferInput<typeof hawbPrintSchema>;
export type HawbPrintValues = v.InferOutput<typeof hawbPrintSchema>;
