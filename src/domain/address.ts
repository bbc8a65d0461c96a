// Address recognition (pasting a free-text address and letting the server split it) can return
// fields longer than the form accepts; they are cut to these lengths before filling the form.
export const ADDRESS_LIMITS = {
  name: 100,
  address: 150,
  country: 2,
  state: 10,
  city: 30,
  postcode: 20,
  phone: 30,
  fax: 30,
  code: 50,
  cityCode: 30,
} as const;

export type AddressField = keyof typeof ADDRESS_LIMITS;
export type AddressFields = Partial<Record<AddressField, string>>;

export const ADDRESS_FIELDS = Object.keys(ADDRESS_LIMITS) as AddressField[];

export type SuggestedCompanyAddress = {
  scName: string;
  scAddress: string;
  nationCode: string;
  stateCode: string;
  cityNameEn: string;
  cityCode: string;
  postCode: string;
  telNumber: string;
  faxNumber: string;
  scCode: string;
};

export const SUGGESTED_ADDRESS_FIELD_MAP = {
  scName: "name",
  scAddress: "address",
  nationCode: "country",
  stateCode: "state",
  cityNameEn: "city",
  cityCode: "cityCode",
  postCode: "postcode",
  telNumber: "phone",
  faxNumber: "fax",
  scCode: "code",
} as const satisfies Record<keyof SuggestedCompanyAddress, AddressField>;

// Where a record was created: from the master waybill itself, or from an order.
export const CREATE_SOURCE = ["CREATED_BY_SELF", "CREATED_BY_ORDER"] as const;
export type CreateSource = (typeof CREATE_SOURCE)[number];

export function isCreateSource(value: unknown): value is CreateSource {
  return typeof value === "string" && (CREATE_SOURCE as readonly string[]).includes(value);
}

// Limits count UTF-16 code units, as the server and an input's maxLength do. A cut that would
// split a surrogate pair drops the whole pair so no broken character reaches the form.
function cut(value: string, max: number): string {
  if (value.length <= max) return value;
  const last = value.charCodeAt(max - 1);
  const splitsPair = last >= 0xd800 && last <= 0xdbff;
  return value.slice(0, splitsPair ? max - 1 : max);
}

export type TruncatedAddress = {
  value: AddressFields;
  truncated: AddressField[];
};

/**
 * Trims each present field and cuts it to its limit. `truncated` lists the fields that lost
 * characters (after trimming) so the form can tell the user to check them. Fields that are
 * absent stay absent.
 */
export function truncateAddress(fields: AddressFields): TruncatedAddress {
  const value: AddressFields = {};
  const truncated: AddressField[] = [];
  for (const field of ADDRESS_FIELDS) {
    const raw = fields[field];
    if (raw === undefined) continue;
    const trimmed = raw.trim();
    const limit = ADDRESS_LIMITS[field];
    if (trimmed.length > limit) truncated.push(field);
    // Trim again so a cut landing on a space does not leave trailing blanks.
    value[field] = trimmed.length > limit ? cut(trimmed, limit).trimEnd() : trimmed;
  }
  return { value, truncated };
}

/** Maps a suggested company address (server field names) onto the form's address fields. */
export function fromSuggestedAddress(suggested: Partial<SuggestedCompanyAddress>): AddressFields {
  const fields: AddressFields = {};
  for (const [source, target] of Object.entries(SUGGESTED_ADDRESS_FIELD_MAP)) {
    const raw = suggested[source as keyof SuggestedCompanyAddress];
    if (raw !== undefined && raw !== null) fields[target] = raw;
  }
  return fields;
}
