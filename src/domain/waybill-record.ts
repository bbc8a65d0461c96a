import * as v from "valibot";
import { ADDRESS_LIMITS, CREATE_SOURCE } from "./address";
import { checkMawb } from "./mawb";
import { checkParty, PARTY_FIELDS, type Party, type PartyErrors } from "./party";
import { BUSINESS_SCOPES } from "./scope";
import { hawbPrintSchema } from "./waybill-fields";

// A house waybill as the print form (/hawb_info_page) edits it and the server stores it: the
// master waybill it belongs to, the forwarder's internal number, the print fields and the two
// parties. The same schema checks the form as the user types and the body the server receives.

/** A party on a waybill: the party rules plus the city code address recognition fills in. */
export type WaybillParty = Party & { cityCode: string };
export type WaybillPartyField = keyof WaybillParty;
export type WaybillPartyErrors = PartyErrors & { cityCode?: string };

export const EMPTY_PARTY: WaybillParty = {
  name: "",
  contact: "",
  address: "",
  city: "",
  telephone: "",
  fax: "",
  code: "",
  country: "",
  state: "",
  postcode: "",
  cityCode: "",
};

export const WAYBILL_PARTY_FIELDS: readonly WaybillPartyField[] = [...PARTY_FIELDS, "cityCode"];

// The spec gives the internal number no format; it is the forwarder's own reference, so the
// characters file names and carrier messages take are allowed, up to 30 like a city code.
export const INTERNAL_NUMBER_MAX = 30;
export const INTERNAL_NUMBER_MESSAGES = {
  charset: "内部编号只能包含字母、数字、连字符、下划线和斜杠",
  length: `内部编号不能超过${INTERNAL_NUMBER_MAX}个字符`,
} as const;

export function checkInternalNumber(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  if (!/^[A-Za-z0-9_/-]+$/.test(trimmed)) return INTERNAL_NUMBER_MESSAGES.charset;
  return trimmed.length > INTERNAL_NUMBER_MAX ? INTERNAL_NUMBER_MESSAGES.length : null;
}

/** City codes (IATA or UN/LOCODE city parts) are letters and digits, up to recognition's 30. */
export function checkCityCode(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  if (!/^[A-Za-z0-9]+$/.test(trimmed)) return "城市代码只能包含字母和数字";
  return trimmed.length > ADDRESS_LIMITS.cityCode
    ? `城市代码不能超过${ADDRESS_LIMITS.cityCode}个字符`
    : null;
}

export function checkWaybillParty(party: WaybillParty): WaybillPartyErrors {
  const errors: WaybillPartyErrors = checkParty(party);
  const cityCode = checkCityCode(party.cityCode);
  if (cityCode !== null) errors.cityCode = cityCode;
  return errors;
}

const partyText = v.optional(v.string("地址字段必须为文本"), "");

/** Missing keys parse as ""; each message is reported at its field's path. */
export const waybillPartySchema = v.pipe(
  v.object({
    name: partyText,
    contact: partyText,
    address: partyText,
    city: partyText,
    telephone: partyText,
    fax: partyText,
    code: partyText,
    country: partyText,
    state: partyText,
    postcode: partyText,
    cityCode: partyText,
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const errors = checkWaybillParty(dataset.value);
    for (const field of WAYBILL_PARTY_FIELDS) {
      const message = errors[field];
      if (message === undefined) continue;
      addIssue({
        message,
        path: [
          {
            type: "object",
            origin: "value",
            input: dataset.value,
            key: field,
            value: dataset.value[field],
          },
        ],
      });
    }
  }),
);

const mawbField = v.pipe(
  v.optional(v.string("主单号必须为文本"), ""),
  v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = checkMawb(dataset.value);
    if (message !== null) addIssue({ message });
  }),
);

const internalNumberField = v.pipe(
  v.optional(v.string("内部编号必须为文本"), ""),
  v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = checkInternalNumber(dataset.value);
    if (message !== null) addIssue({ message });
  }),
);

/** The print form: every field the user edits. */
export const hawbFormSchema = v.object({
  mawbNumber: mawbField,
  internalNumber: internalNumberField,
  businessScope: v.optional(v.picklist(BUSINESS_SCOPES, "业务类型不正确"), "AE"),
  print: hawbPrintSchema,
  shipper: waybillPartySchema,
  consignee: waybillPartySchema,
});

export type HawbFormInput = v.InferInput<typeof hawbFormSchema>;
export type HawbFormValues = v.InferOutput<typeof hawbFormSchema>;

/** What POST /afbase/hawbInfo receives: the form plus where the waybill came from. */
export const hawbSaveSchema = v.object({
  ...hawbFormSchema.entries,
  createSource: v.optional(v.picklist(CREATE_SOURCE, "创建来源不正确"), "CREATED_BY_SELF"),
  /** The order a CREATED_BY_ORDER waybill was made from. */
  sourceOrderCode: v.optional(
    v.pipe(v.string("订单号必须为文本"), v.maxLength(40, "订单号不能超过40个字符")),
    "",
  ),
});

export type HawbSaveInput = v.InferInput<typeof hawbSaveSchema>;

export const PARTY_ROLES = ["shipper", "consignee"] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];
export const PARTY_ROLE_LABELS: Readonly<Record<PartyRole, string>> = {
  shipper: "发货人",
  consignee: "收货人",
};

/** The Chinese prefix for a message at a path, so a server answer says which section failed. */
export function sectionPrefix(path: readonly (string | number)[]): string {
  const head = path[0];
  if (head === "shipper" || head === "consignee") return `${PARTY_ROLE_LABELS[head]}：`;
  return "";
}

/**
 * Free text as IATA waybill stock takes it: letters, digits, space, dot and hyphen, upper case.
 * Full-width forms become ASCII, accents are dropped (México → MEXICO, ß → SS), '&' reads AND,
 * '#' reads NO., other punctuation becomes a space. Characters outside Latin script (Chinese,
 * kana) are left in place so the party rules still flag them: they need a translation, not a
 * silent deletion.
 */
export function toPrintText(value: string): string {
  return value
    .normalize("NFKC")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " AND ")
    .replace(/#\s*/g, "NO.")
    .replace(/[,;:/\\()[\]{}'"_+*!?@|<>=~`^$%]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toUpperCase();
}

/** Telephone and fax as the party rules take them: digits, space and hyphen (fax: letters too). */
export function toPhoneText(value: string, allowLetters = false): string {
  const kept = value
    .normalize("NFKC")
    // An extension keeps its digits apart from the number: "… EXT. 208" prints "…-208".
    .replace(/\s*\b(?:ext|x)\.?\s*(\d+)\s*$/i, "-$1")
    .replace(/[+()./]/g, " ")
    .replace(allowLetters ? /[^A-Za-z0-9 -]/g : /[^0-9 -]/g, " ");
  return kept.replace(/\s+/g, " ").trim().toUpperCase();
}

/**
 * A house waybill made from an AE order, as the user's `orderAeHawbCopyAwbInfo` asks (seed 001,
 * personal settings; 1 by default): with it the master's routing, figures, goods and parties are
 * copied; without it only the bill numbers are, and the rest is typed for the house bill.
 */
export function hawbDraftForSetting<
  D extends { print: { hawbNumber?: string }; shipper: WaybillParty; consignee: WaybillParty },
>(draft: D, copyAwbInfo: boolean): D {
  if (copyAwbInfo) return draft;
  const numbers = draft.print.hawbNumber ? { hawbNumber: draft.print.hawbNumber } : {};
  return { ...draft, print: numbers, shipper: { ...EMPTY_PARTY }, consignee: { ...EMPTY_PARTY } };
}
