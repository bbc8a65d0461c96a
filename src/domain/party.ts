import * as v from "valibot";
import { ADDRESS_LIMITS } from "./address";
import { PRINT_TEXT_CHARSET_LABEL, PRINT_TEXT_PATTERN } from "./waybill-fields";

// Consignee and shipper on a waybill. The same rules apply to both roles.
export type Party = {
  name: string;
  contact: string;
  address: string;
  city: string;
  telephone: string;
  fax: string;
  code: string;
  country: string;
  state: string;
  postcode: string;
};

export type PartyField = keyof Party;
export type PartyErrors = Partial<Record<PartyField, string>>;

export const PARTY_FIELD_LABELS: Readonly<Record<PartyField, string>> = {
  name: "名称",
  contact: "联系人",
  address: "地址",
  city: "城市",
  telephone: "电话",
  fax: "传真",
  code: "代码",
  country: "国家",
  state: "州代码",
  postcode: "邮编",
};

// Lengths follow the address-recognition truncation limits so that a recognised address always
// fits. Contact has no recognition limit; it gets the name's 100. Party code is capped at 35 by
// the spec although recognition keeps 50.
export const PARTY_LIMITS = {
  name: ADDRESS_LIMITS.name,
  contact: ADDRESS_LIMITS.name,
  address: ADDRESS_LIMITS.address,
  city: ADDRESS_LIMITS.city,
  telephone: ADDRESS_LIMITS.phone,
  fax: ADDRESS_LIMITS.fax,
  code: 35,
} as const;

// The spec's cap for countries without a format of their own; it fits e.g. Brazil's "12345-678".
export const OTHER_POSTCODE_MAX = 9;

/**
 * Countries whose carriers and customs reject a blank postal code: the main trade lanes of a
 * Chinese forwarder. The spec names the rule but not the list. Other countries may leave it empty.
 */
export const POSTCODE_REQUIRED_COUNTRIES = [
  "US",
  "CA",
  "DE",
  "GB",
  "FR",
  "IT",
  "ES",
  "NL",
  "AU",
  "JP",
  "CN",
  "IN",
  "BR",
  "MX",
] as const;

export const STATE_REQUIRED_COUNTRIES = ["US", "CA", "MX"] as const;

// Required: name, address, city and country, the minimum a carrier needs to identify a party.
const REQUIRED_FIELDS: readonly PartyField[] = ["name", "address", "city", "country"];

const PHONE_PATTERN = /^[0-9 -]*$/;
const FAX_PATTERN = /^[A-Za-z0-9 -]*$/;
const POSTCODE_PATTERN = /^[A-Za-z0-9 -]*$/;
const CA_POSTCODE = /^([A-Za-z]\d[A-Za-z]) ?(\d[A-Za-z]\d)$/;

function includes(list: readonly string[], country: string): boolean {
  return list.includes(country.trim().toUpperCase());
}

/**
 * Canadian codes are accepted as "A1A1A1" or "A1A 1A1" and stored as the six characters the spec
 * asks for (upper case, no space), which is also how carriers' messages carry them. Other
 * countries' codes only have their surrounding spaces removed.
 */
export function normalisePostcode(country: string, postcode: string): string {
  const trimmed = postcode.trim();
  if (country.trim().toUpperCase() !== "CA") return trimmed;
  const match = CA_POSTCODE.exec(trimmed);
  return match ? `${match[1]}${match[2]}`.toUpperCase() : trimmed;
}

function checkText(
  field: keyof typeof PARTY_LIMITS,
  value: string,
  pattern: RegExp,
  charset: string,
): string | null {
  const label = PARTY_FIELD_LABELS[field];
  if (!pattern.test(value)) return `${label}只能包含${charset}`;
  const max = PARTY_LIMITS[field];
  return value.length > max ? `${label}不能超过${max}个字符` : null;
}

function checkPostcode(country: string, postcode: string): string | null {
  const label = PARTY_FIELD_LABELS.postcode;
  const code = country.trim().toUpperCase();
  const value = postcode.trim();
  if (value === "") {
    return includes(POSTCODE_REQUIRED_COUNTRIES, code) ? `${code}地址必须填写${label}` : null;
  }
  if (code === "US") return /^\d{5}$/.test(value) ? null : "美国邮编必须为5位数字";
  if (code === "DE") return /^\d{5}$/.test(value) ? null : "德国邮编必须为5位数字";
  if (code === "CA") {
    return CA_POSTCODE.test(value) ? null : "加拿大邮编必须为6位字符（如A1A1A1或A1A 1A1）";
  }
  if (!POSTCODE_PATTERN.test(value)) return `${label}只能包含字母、数字、空格和连字符`;
  return value.length > OTHER_POSTCODE_MAX ? `${label}不能超过${OTHER_POSTCODE_MAX}个字符` : null;
}

// State codes are letters or digits: ISO 3166-2 subdivision suffixes use both.
function checkState(country: string, state: string): string | null {
  const code = country.trim().toUpperCase();
  // Canada's subdivisions are provinces (and territories): 省代码, not 州代码.
  const label = code === "CA" ? "省代码" : PARTY_FIELD_LABELS.state;
  const value = state.trim();
  if (includes(STATE_REQUIRED_COUNTRIES, code)) {
    if (value === "") return `${code}地址必须填写${label}`;
    return /^[A-Za-z0-9]{2}$/.test(value) ? null : `${label}必须为2位字母或数字`;
  }
  if (!/^[A-Za-z0-9]*$/.test(value)) return `${label}只能包含字母和数字`;
  return value.length > 2 ? `${label}不能超过2位` : null;
}

/**
 * Per-field messages for everything wrong with the party; an empty object means valid.
 * Whitespace-only counts as empty. Postcode and state rules depend on the country; when the
 * country itself is invalid they fall back to the rules for "other countries".
 */
export function checkParty(party: Party): PartyErrors {
  const errors: PartyErrors = {};
  for (const field of REQUIRED_FIELDS) {
    if (party[field].trim() === "") errors[field] = `请输入${PARTY_FIELD_LABELS[field]}`;
  }
  const textFields = ["name", "contact", "address", "city", "code"] as const;
  for (const field of textFields) {
    if (errors[field] !== undefined) continue;
    const message = checkText(field, party[field], PRINT_TEXT_PATTERN, PRINT_TEXT_CHARSET_LABEL);
    if (message !== null) errors[field] = message;
  }
  const telephone = checkText("telephone", party.telephone, PHONE_PATTERN, "数字、空格和连字符");
  if (telephone !== null) errors.telephone = telephone;
  const fax = checkText("fax", party.fax, FAX_PATTERN, "字母、数字、空格和连字符");
  if (fax !== null) errors.fax = fax;
  if (errors.country === undefined && !/^[A-Za-z]{2}$/.test(party.country.trim())) {
    errors.country = "国家代码必须为2位字母";
  }
  const postcode = checkPostcode(party.country, party.postcode);
  if (postcode !== null) errors.postcode = postcode;
  const state = checkState(party.country, party.state);
  if (state !== null) errors.state = state;
  return errors;
}

export const PARTY_FIELDS = Object.keys(PARTY_FIELD_LABELS) as PartyField[];

const partyText = v.optional(v.string(), "");

/** Missing keys parse as ""; each message is reported at its field's path. */
export const partySchema = v.pipe(
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
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const errors = checkParty(dataset.value);
    for (const field of PARTY_FIELDS) {
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

export type PartyInput = v.InferInput<typeof partySchema>;
