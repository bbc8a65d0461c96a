import type { AddressField, AddressFields } from "../../src/domain/address.ts";
import type { RecognitionNote } from "../../src/domain/address-recognition.ts";
import type { PartyRole } from "../../src/domain/waybill-record.ts";
import { CITY_ROWS } from "./cities.ts";
import { normaliseCountryName } from "./countries.ts";

/**
 * Splits one shipper or consignee block into the spec's address fields. Rule-based, in four
 * passes: (1) pick the party's block out of a longer text by its heading; (2) read labelled
 * parts ("TEL:", "邮编：", "ATTN") wherever they sit on a line; (3) from the unlabelled lines,
 * take the country from the end, the locality line (city, state, postcode in the orders the
 * world writes them) above it, the name from the top and the street lines between; (4) fill
 * gaps from the city table and from other fields, noting each guess as "inferred".
 */

/** Country name (normalised) → ISO code. */
export type CountryIndex = ReadonlyMap<string, string>;

export type Recognised = {
  fields: AddressFields;
  contact: string;
  notes: RecognitionNote[];
  block: string;
};

type City = { name: string; country: string; code: string };

const CITY_INDEX: ReadonlyMap<string, City> = (() => {
  const index = new Map<string, City>();
  for (const [name, country, code, aliases] of CITY_ROWS) {
    const city = { name, country, code };
    for (const alias of [name, ...aliases]) index.set(normaliseCountryName(alias), city);
  }
  return index;
})();

function findCity(name: string): City | undefined {
  return CITY_INDEX.get(normaliseCountryName(name));
}

// ---------------------------------------------------------------------------------------------
// Text clean-up and the party's block

function cleanLines(text: string): string[] {
  return text
    .normalize("NFKC")
    .replace(/\r\n?/g, "\n")
    .replace(/[\t\u00a0\u3000]/g, " ")
    .split("\n")
    .map((line) => line.replace(/ {2,}/g, "  ").trim())
    .filter((line) => line !== "" && !/^[-=_*~.·]{3,}$/.test(line));
}

const SHIPPER_HEAD =
  /^(?:shipper'?s?(?:\s+name\s*(?:and|&)\s*address)?|sender|exporter|consignor|from|发货人|托运人|寄件人|发件人|出口商|发货方)(?:\s*[:：]|\s*$)/i;
const CONSIGNEE_HEAD =
  /^(?:consignee'?s?(?:\s+name\s*(?:and|&)\s*address)?|receiver|importer|ship\s+to|deliver\s+to|to|收货人|收件人|进口商|收货方)(?:\s*[:：]|\s*$)/i;
const OTHER_HEAD =
  /^(?:notify(?:\s+party)?|also\s+notify|bill\s+to|description\s+of\s+goods|marks?\s*(?:&|and)\s*numbers?|通知人|货物描述|唛头)(?:\s*[:：]|\s*$)/i;

type Heading = { role: PartyRole | "other"; rest: string };

function heading(line: string): Heading | null {
  for (const [role, pattern] of [
    ["shipper", SHIPPER_HEAD],
    ["consignee", CONSIGNEE_HEAD],
    ["other", OTHER_HEAD],
  ] as const) {
    const match = pattern.exec(line);
    if (match) return { role, rest: line.slice(match[0].length).trim() };
  }
  return null;
}

const BLOCK_MAX_LINES = 14;

/** The lines of the asked-for party (or of the first party when none is asked for). */
function selectBlock(lines: string[], role: PartyRole | undefined): string[] {
  const heads = lines.map(heading);
  let start = -1;
  if (role) start = heads.findIndex((h) => h?.role === role);
  if (start < 0) start = heads.findIndex((h) => h !== null && h.role !== "other");
  if (start < 0) return lines.slice(0, BLOCK_MAX_LINES);
  const block: string[] = [];
  const rest = heads[start]?.rest ?? "";
  if (rest !== "") block.push(rest);
  for (let i = start + 1; i < lines.length && block.length < BLOCK_MAX_LINES; i++) {
    if (heads[i] !== null) break;
    block.push(lines[i] ?? "");
  }
  return block;
}

// ---------------------------------------------------------------------------------------------
// Labelled parts

type Label = AddressField | "contact" | "email" | "ignore";

const LABELS: readonly [Label, string][] = [
  ["cityCode", "city\\s*code|iata\\s*city\\s*code|城市代码"],
  [
    "code",
    "unified\\s+social\\s+credit\\s+code|customer\\s+code|party\\s+code|company\\s+code|eori\\s*(?:no|number)?|vat\\s*(?:no|number|id)?|tax\\s*(?:id|no|number)|usci|uscc|ein|abn|bn|uen|cnpj|rfc|gstin|iec|siret|siren|p\\.?\\s*iva|cif|nif|kvk|ust-?idnr|统一社会信用代码|信用代码|税号|企业代码|海关编码|客户代码|代码",
  ],
  ["name", "company\\s+name|company|name|公司名称|单位名称|企业名称|公司|名称"],
  ["contact", "attn|attention|contact\\s+person|contact|联系人|收件人姓名|姓名"],
  ["address", "street\\s+address|address|addr|add|公司地址|详细地址|地址"],
  ["city", "city|town|城市|市"],
  ["state", "state|province|prov|region|州|省份|省"],
  [
    "postcode",
    "zip\\s*code|zip|postal\\s*code|post\\s*code|postcode|p\\s*c|c\\s*p|plz|邮政编码|邮编",
  ],
  ["country", "country|nation|国家/地区|国家|国别"],
  ["fax", "fax\\s*(?:no|number)?|传真"],
  [
    "phone",
    "telephone|tel\\s*(?:no|number)?|phone|mobile|mob|cell|ph|电话|手机|联系电话|座机|联系方式",
  ],
  ["email", "e-?mail|mail|邮箱|电子邮件"],
  ["ignore", "website|web|url|网址"],
];

const LABEL_ALTERNATION = LABELS.map(([, pattern]) => `(${pattern})`).join("|");
/** A label and its colon at the start of a line or after a gap, comma, semicolon or bar. */
const LABEL_WITH_COLON = new RegExp(`(?:^|\\s|[,;|/])(?:${LABEL_ALTERNATION})\\s*\\.?\\s*:`, "gi");
/** Phone-type labels also go without a colon when a number follows ("TEL +86 21…", "电话138…"). */
const PHONE_LABEL_BARE =
  /(?:^|\s|[,;|/])(tel|fax|phone|mobile|mob|ph|t|f|m|电话|手机|传真)[.:]?\s*(?=[+(]?\d[\d\s()-]{5,})/gi;
const T_LABELS: Readonly<Record<string, Label>> = {
  t: "phone",
  f: "fax",
  m: "phone",
};

type Part = { label: Label | null; value: string };

const ROLE_PREFIX =
  /^(?:shipper|consignee|notify(?:\s+party)?|sender|receiver|发货人|收货人|托运人|通知人)'?s?\s*(?=[^\s:：]+(?:\s+[^\s:：]+)?\s*[:：])/i;
/** Contact lines without a colon: "ATTN JOHN", "z. Hd. Frau Klein", "c/o …". */
const CONTACT_BARE = /^(?:attn\.?|attention|z\.\s?hd\.?|c\/o)\s+/i;

function labelOf(match: RegExpExecArray): Label {
  for (let i = 0; i < LABELS.length; i++) {
    if (match[i + 1] !== undefined) return LABELS[i]?.[0] ?? "ignore";
  }
  return "ignore";
}

/** Cuts a line into labelled parts; text before the first label is an unlabelled part. */
function splitLabels(raw: string): Part[] {
  // "Consignee Name:", "Shipper Tel:" — the role word adds nothing to the label.
  const line = raw.replace(ROLE_PREFIX, "");
  const contact = CONTACT_BARE.exec(line);
  if (contact) return [{ label: "contact", value: line.slice(contact[0].length).trim() }];
  const cuts: { at: number; end: number; label: Label }[] = [];
  for (const match of line.matchAll(LABEL_WITH_COLON)) {
    const at = match.index + (/^[\s,;|/]/.test(match[0]) ? 1 : 0);
    // "TEL/FAX:" labels both; the cut for TEL is the same as FAX's.
    cuts.push({ at, end: match.index + match[0].length, label: labelOf(match) });
  }
  for (const match of line.matchAll(PHONE_LABEL_BARE)) {
    const at = match.index + (/^[\s,;|/]/.test(match[0]) ? 1 : 0);
    if (cuts.some((c) => at >= c.at && at < c.end)) continue;
    // A bare single letter (T, F, M) is a label only at the start of a line or a part.
    const word = (match[1] ?? "").toLowerCase();
    if (word.length === 1 && at !== 0) continue;
    const label: Label =
      T_LABELS[word] ?? (/fax|传真/i.test(word) ? "fax" : ("phone" satisfies Label));
    cuts.push({ at, end: match.index + match[0].length, label });
  }
  cuts.sort((a, b) => a.at - b.at);
  const parts: Part[] = [];
  const head = line.slice(0, cuts[0]?.at ?? line.length).trim();
  if (head !== "") parts.push({ label: null, value: head });
  cuts.forEach((cut, i) => {
    const next = cuts[i + 1]?.at ?? line.length;
    const value = line
      .slice(cut.end, Math.max(cut.end, next))
      .trim()
      .replace(/^[:：\s]+|[,;|/\s]+$/g, "");
    // "TEL/FAX: 123" — an empty TEL part followed by FAX means both share the number.
    parts.push({ label: cut.label, value });
  });
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i];
    const next = parts[i + 1];
    if (part?.label === "phone" && part.value === "" && next?.label === "fax") {
      part.value = next.value;
    }
  }
  return parts;
}

// ---------------------------------------------------------------------------------------------
// Shapes of values

const HAN = /[\u3400-\u9fff]/;
const PHONE_LINE = /^\+?[\d\s()./-]{7,}$/;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;
const URL = /^(?:https?:\/\/|www\.)/i;
const CN_MOBILE = /(?<!\d)(?:\+?86[\s-]?)?1[3-9]\d[\s-]?\d{4}[\s-]?\d{4}(?!\d)/;
const STREET_WORDS =
  /\b(?:street|st|road|rd|avenue|ave|av|boulevard|blvd|lane|ln|drive|dr|way|parkway|pkwy|highway|hwy|suite|ste|floor|fl|room|rm|unit|building|bldg|block|blk|tower|no|strasse|str|stra[sß]e|weg|platz|allee|ring|damm|rue|boulevard|avenida|calle|via|viale|corso|piazza|laan|straat|gracht|plein|kade|dijk|chome|ku|gu|dong|ro|gil|jalan|moo|soi|industrial|park|estate|zone|district|plaza|centre|center|house|court|close|crescent|place|pl|terrace|square|sq|po box|p o box)\b/i;

function digitCount(value: string): number {
  return value.replace(/\D/g, "").length;
}

function isPhoneLike(value: string): boolean {
  return PHONE_LINE.test(value) && digitCount(value) >= 7;
}

/** Postcode patterns by country; `generic` is tried when the country is not known yet. */
const POSTCODE_BY_COUNTRY: Readonly<Record<string, RegExp>> = {
  US: /\d{5}(?:-\d{4})?/,
  CA: /[A-Z]\d[A-Z] ?\d[A-Z]\d/,
  GB: /[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}/,
  NL: /\d{4} ?[A-Z]{2}/,
  JP: /\d{3}-\d{4}/,
  BR: /\d{5}-\d{3}/,
  PL: /\d{2}-\d{3}/,
  CN: /\d{6}/,
  SG: /\d{6}/,
  IN: /\d{6}/,
  AU: /\d{4}/,
};

const POSTCODE_ANY =
  "\\d{5}-\\d{4}|\\d{5}-\\d{3}|\\d{3}-\\d{4}|\\d{2}-\\d{3}|[A-Z]\\d[A-Z] ?\\d[A-Z]\\d|[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}|\\d{4} ?[A-Z]{2}(?=\\s|,|$)|\\d{6}|\\d{5}|\\d{4}";

/** Countries that write the postcode before the city. */
const POSTCODE_FIRST = new Set([
  "DE",
  "FR",
  "IT",
  "ES",
  "NL",
  "BE",
  "AT",
  "CH",
  "DK",
  "SE",
  "NO",
  "FI",
  "PL",
  "CZ",
  "PT",
  "LU",
  "GR",
  "HU",
  "SK",
  "SI",
  "HR",
  "RO",
  "BG",
  "MX",
  "BR",
  "TR",
]);

// ---------------------------------------------------------------------------------------------
// Country

function countryFromText(text: string, index: CountryIndex): string | null {
  const key = normaliseCountryName(text);
  if (key === "") return null;
  return index.get(key) ?? null;
}

/**
 * The country at the end of a line: the whole line, its last comma part, or its last one to
 * four words. A single trailing word of two letters is a state code more often than a country
 * ("LOS ANGELES, CA"), so only names of three or more letters and "UK" count there.
 */
function trailingCountry(
  line: string,
  index: CountryIndex,
  wholeLineOnly = false,
): { code: string; rest: string } | null {
  const whole = countryFromText(line, index);
  if (whole) return { code: whole, rest: "" };
  if (wholeLineOnly) return null;
  const comma = line.lastIndexOf(",");
  if (comma >= 0) {
    const code = countryFromText(line.slice(comma + 1), index);
    if (code) return { code, rest: line.slice(0, comma).trim() };
  }
  const words = line.split(/\s+/);
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    const tail = words.slice(-n).join(" ");
    const letters = tail.replace(/[^A-Za-z]/g, "");
    if (n === 1 && letters.length < 3 && letters.toUpperCase() !== "UK") continue;
    const code = countryFromText(tail, index);
    if (code) {
      return {
        code,
        rest: words
          .slice(0, -n)
          .join(" ")
          .replace(/[,\s]+$/, ""),
      };
    }
  }
  // "SEOUL, KOREA 04780": the country sits before a trailing postcode.
  const coded = /^(.*?)[,\s]+(\S*\d\S*)$/.exec(line);
  if (coded?.[1] && coded[2] && /[A-Za-z]{3}/.test(coded[1])) {
    const inner = trailingCountry(coded[1], index);
    if (inner && inner.rest !== "") {
      return { code: inner.code, rest: `${inner.rest} ${coded[2]}` };
    }
  }
  // Chinese: the country leads ("中国广东省深圳市…").
  if (HAN.test(line)) {
    let best: { name: string; code: string } | null = null;
    for (const [name, code] of index) {
      if (!HAN.test(name) || !line.startsWith(name) || line.length <= name.length + 1) continue;
      if (!best || name.length > best.name.length) best = { name, code };
    }
    if (best) return { code: best.code, rest: line.slice(best.name.length).trim() };
  }
  return null;
}

const PHONE_PREFIXES: readonly [string, string][] = [
  ["86", "CN"],
  ["852", "HK"],
  ["886", "TW"],
  ["49", "DE"],
  ["44", "GB"],
  ["33", "FR"],
  ["81", "JP"],
  ["82", "KR"],
  ["65", "SG"],
  ["61", "AU"],
  ["31", "NL"],
  ["39", "IT"],
  ["52", "MX"],
  ["34", "ES"],
  ["32", "BE"],
  ["41", "CH"],
  ["43", "AT"],
  ["971", "AE"],
  ["91", "IN"],
  ["66", "TH"],
  ["84", "VN"],
  ["60", "MY"],
  ["55", "BR"],
  ["64", "NZ"],
];

function countryFromPhone(phone: string): string | null {
  const match = /^\s*(?:\+|00)(\d{1,3})/.exec(phone);
  if (!match?.[1]) return null;
  const digits = match[1];
  for (const length of [3, 2]) {
    const prefix = digits.slice(0, length);
    const found = PHONE_PREFIXES.find(([p]) => p === prefix);
    if (found) return found[1];
  }
  // +1 is shared by the US and Canada; the postcode tells them apart.
  return null;
}

// ---------------------------------------------------------------------------------------------
// Locality: city, state and postcode

/** US states and Canadian provinces written out, to their two-letter codes. */
const STATE_NAMES: Readonly<Record<string, string>> = {
  ALABAMA: "AL",
  ALASKA: "AK",
  ARIZONA: "AZ",
  ARKANSAS: "AR",
  CALIFORNIA: "CA",
  COLORADO: "CO",
  CONNECTICUT: "CT",
  DELAWARE: "DE",
  FLORIDA: "FL",
  GEORGIA: "GA",
  HAWAII: "HI",
  IDAHO: "ID",
  ILLINOIS: "IL",
  INDIANA: "IN",
  IOWA: "IA",
  KANSAS: "KS",
  KENTUCKY: "KY",
  LOUISIANA: "LA",
  MAINE: "ME",
  MARYLAND: "MD",
  MASSACHUSETTS: "MA",
  MICHIGAN: "MI",
  MINNESOTA: "MN",
  MISSISSIPPI: "MS",
  MISSOURI: "MO",
  MONTANA: "MT",
  NEBRASKA: "NE",
  NEVADA: "NV",
  "NEW HAMPSHIRE": "NH",
  "NEW JERSEY": "NJ",
  "NEW MEXICO": "NM",
  "NEW YORK": "NY",
  "NORTH CAROLINA": "NC",
  "NORTH DAKOTA": "ND",
  OHIO: "OH",
  OKLAHOMA: "OK",
  OREGON: "OR",
  PENNSYLVANIA: "PA",
  "RHODE ISLAND": "RI",
  "SOUTH CAROLINA": "SC",
  "SOUTH DAKOTA": "SD",
  TENNESSEE: "TN",
  TEXAS: "TX",
  UTAH: "UT",
  VERMONT: "VT",
  VIRGINIA: "VA",
  WASHINGTON: "WA",
  "WEST VIRGINIA": "WV",
  WISCONSIN: "WI",
  WYOMING: "WY",
  ALBERTA: "AB",
  "BRITISH COLUMBIA": "BC",
  MANITOBA: "MB",
  "NEW BRUNSWICK": "NB",
  "NEWFOUNDLAND AND LABRADOR": "NL",
  "NOVA SCOTIA": "NS",
  ONTARIO: "ON",
  "PRINCE EDWARD ISLAND": "PE",
  QUEBEC: "QC",
  SASKATCHEWAN: "SK",
};
const STATE_NAME_PATTERN = Object.keys(STATE_NAMES)
  .sort((a, b) => b.length - a.length)
  .join("|");

type Locality = { city: string; state: string; postcode: string; before: string };

/** Splits "A, B, CITY" into the address part "A, B" and the city. */
function lastSegment(text: string): { before: string; last: string } {
  const cleaned = text.replace(/[,\s]+$/, "").trim();
  const comma = cleaned.lastIndexOf(",");
  if (comma < 0) return { before: "", last: cleaned };
  return { before: cleaned.slice(0, comma).trim(), last: cleaned.slice(comma + 1).trim() };
}

function looksLikeCity(text: string): boolean {
  if (text === "" || /\d/.test(text) || STREET_WORDS.test(text))
    return findCity(text) !== undefined;
  return text.split(/\s+/).length <= 4;
}

/**
 * Reads one line as a locality. Tried in order: "CITY, ST 12345" (US, CA, AU, MX),
 * "12345 CITY [PR]" (continental Europe, Mexico), "CITY 12345" (GB, JP, CN, SG, KR …) and a
 * line that is only a postcode.
 */
function parseLocality(line: string, country: string | null): Locality | null {
  const whole = parseLocalityForms(line, country);
  if (whole) return withProvince(whole);
  // "Leopoldstraße 244, 80807 München": the locality is the last comma part(s).
  for (let at = line.indexOf(","); at >= 0; at = line.indexOf(",", at + 1)) {
    const tail = parseLocalityForms(line.slice(at + 1).trim(), country);
    if (tail) {
      const before = joinAddress([line.slice(0, at), tail.before]);
      return withProvince({ ...tail, before });
    }
  }
  return null;
}

/** "NINGBO, ZHEJIANG 315100": a Chinese province read as the city is the state instead. */
function withProvince(locality: Locality): Locality {
  if (!CN_PROVINCES.has(provinceKey(locality.city)) || locality.state !== "") return locality;
  const { before, last } = lastSegment(locality.before);
  if (last === "" || /\d/.test(last)) return locality;
  return { city: last, state: locality.city, postcode: locality.postcode, before };
}

function parseLocalityForms(line: string, country: string | null): Locality | null {
  // "N.L." → "NL", "Ont." stays a word; dots elsewhere are left for street numbers.
  const text = line
    .replace(/\b([A-Za-z])\.([A-Za-z])\.?(?=\s|,|$)/g, "$1$2")
    .replace(/[.,;\s]+$/, "")
    .trim();
  const upper = text.toUpperCase();
  const known = country ? POSTCODE_BY_COUNTRY[country] : undefined;
  const code = known ? known.source : POSTCODE_ANY;

  const stateForm = new RegExp(
    `^(.*?)[,\\s]+([A-Z]{2,3}|${STATE_NAME_PATTERN})[,\\s]+(\\d{5}(?:-\\d{4}|-\\d{3})?|[A-Z]\\d[A-Z] ?\\d[A-Z]\\d|\\d{4})$`,
  ).exec(upper);
  if (stateForm?.[1] && stateForm[2] && stateForm[3] && !/\d/.test(stateForm[2])) {
    const { before, last } = lastSegment(text.slice(0, stateForm[1].length));
    if (last !== "" && looksLikeCity(last)) {
      const state = STATE_NAMES[stateForm[2]] ?? stateForm[2];
      return { city: last, state, postcode: stateForm[3], before };
    }
  }

  if (!country || POSTCODE_FIRST.has(country)) {
    const first =
      /^(?:[A-Z]{1,2}-)?(\d{5}|\d{4} ?[A-Z]{2}(?=\s)|\d{4}|\d{3} ?\d{2}|\d{2}-\d{3})\s+(.+)$/.exec(
        upper,
      );
    if (first?.[1] && first[2]) {
      let rest = text.slice(upper.length - first[2].length).trim();
      let state = "";
      // Italian province "(MI)" or "MI"; Mexican state after a comma ("CIUDAD DE MEXICO, CDMX").
      const province = /^(.*?)[\s,]+\(?([A-Za-z]{2})\)?$/.exec(rest);
      if (
        province?.[1] &&
        province[2] &&
        (country === "IT" || country === "MX" || /\(/.test(rest))
      ) {
        rest = province[1].trim();
        state = province[2].toUpperCase();
      }
      const { before, last } = lastSegment(rest);
      const city = before === "" ? rest : last;
      const trusted = country !== null || findCity(city) !== undefined;
      if (trusted && city !== "" && !STREET_WORDS.test(city)) {
        return { city, state, postcode: first[1], before };
      }
    }
  }

  const after = new RegExp(`^(.*?)[,\\s]+(${code})$`).exec(upper);
  if (after?.[1] && after[2]) {
    const { before, last } = lastSegment(text.slice(0, after[1].length));
    if (last !== "" && looksLikeCity(last))
      return { city: last, state: "", postcode: after[2], before };
  }

  if (new RegExp(`^(?:${code})$`).test(upper) && /\d/.test(upper)) {
    return { city: "", state: "", postcode: upper, before: "" };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Chinese addresses

/** Provinces and regions of mainland China as English addresses write them. */
const CN_PROVINCES = new Set([
  "ANHUI",
  "FUJIAN",
  "GANSU",
  "GUANGDONG",
  "GUANGXI",
  "GUIZHOU",
  "HAINAN",
  "HEBEI",
  "HEILONGJIANG",
  "HENAN",
  "HUBEI",
  "HUNAN",
  "JIANGSU",
  "JIANGXI",
  "JILIN",
  "LIAONING",
  "INNER MONGOLIA",
  "NINGXIA",
  "QINGHAI",
  "SHAANXI",
  "SHANDONG",
  "SHANXI",
  "SICHUAN",
  "TIBET",
  "XINJIANG",
  "YUNNAN",
  "ZHEJIANG",
]);

function provinceKey(text: string): string {
  return text
    .toUpperCase()
    .replace(/\s+PROVINCE$|\s+PROV\.?$/, "")
    .trim();
}

const CN_CITY = /^(?:中国)?(?:[\u4e00-\u9fa5]{2,7}?(?:省|自治区))?([\u4e00-\u9fa5]{2,4}?)市/;
const LEGAL_FORM =
  /^(?:co|co\.|ltd\.?|limited|inc\.?|llc|corp\.?|gmbh|ag|s\.?a\.?|s\.?r\.?l\.?|b\.?v\.?|n\.?v\.?|pte\.? ltd\.?|pty\.? ltd\.?|k\.?k\.?|sas|sarl|plc)$/i;
const CN_ADDRESS_WORDS = /[省市区县镇乡路街道号楼室栋弄巷村园层]/;

function chineseCity(address: string): string {
  const match = CN_CITY.exec(address);
  return match?.[1] ?? "";
}

// ---------------------------------------------------------------------------------------------
// The whole block

function note(notes: RecognitionNote[], field: AddressField, reason: RecognitionNote["reason"]) {
  if (!notes.some((n) => n.field === field)) notes.push({ field, reason });
}

function joinAddress(parts: string[]): string {
  return parts
    .map((p) => p.replace(/^[,;\s]+|[,;\s]+$/g, ""))
    .filter(Boolean)
    .join(", ");
}

export function recognizeAddress(
  text: string,
  countries: CountryIndex,
  role?: PartyRole,
): Recognised {
  const block = selectBlock(cleanLines(text), role);
  const fields: AddressFields = {};
  const notes: RecognitionNote[] = [];
  let contact = "";
  const addressParts: string[] = [];
  const loose: string[] = [];
  const set = (field: AddressField, value: string) => {
    const v = value.trim();
    if (v !== "" && !fields[field]) fields[field] = v;
  };

  // Pass 2: labelled parts.
  for (const line of block) {
    const parts = splitLabels(line);
    for (const part of parts) {
      if (part.label === null) {
        loose.push(part.value);
        continue;
      }
      switch (part.label) {
        case "contact":
          contact ||= part.value;
          break;
        case "address":
          addressParts.push(part.value);
          break;
        case "email":
        case "ignore":
          break;
        case "phone":
          if (fields.phone) set("fax", part.value);
          else set("phone", part.value);
          break;
        default:
          set(part.label, part.value);
      }
    }
  }

  // Pass 3: unlabelled lines. Drop e-mails and web addresses; keep phones for later.
  const lines: string[] = [];
  const phones: string[] = [];
  for (const raw of loose) {
    const line = raw.replace(EMAIL, "").trim();
    if (line === "" || URL.test(line)) continue;
    if (isPhoneLike(line)) {
      phones.push(line);
      continue;
    }
    lines.push(line);
  }

  // Chinese express style: "张三 13800138000 广东省深圳市南山区…" on one line.
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (!HAN.test(line)) continue;
    const mobile = CN_MOBILE.exec(line);
    if (!mobile) continue;
    phones.unshift(mobile[0]);
    const rest = `${line.slice(0, mobile.index)} ${line.slice(mobile.index + mobile[0].length)}`
      .trim()
      .split(/\s+/);
    const addressTokens = rest.filter((t) => CN_ADDRESS_WORDS.test(t) && t.length > 4);
    const others = rest.filter((t) => !addressTokens.includes(t));
    lines.splice(i, 1, ...others, ...addressTokens);
    break;
  }

  // One line holding everything ("ACME INC, 12 MAIN ST, MIAMI, FL 33166, USA"): the name is
  // its first comma part, with a legal form that follows a comma ("Co., Ltd.") kept on it.
  if (!fields.name && lines.length === 1 && !HAN.test(lines[0] ?? "")) {
    const parts = (lines[0] ?? "").split(",").map((p) => p.trim());
    if (parts.length >= 3) {
      let take = 1;
      while (take < parts.length - 1 && LEGAL_FORM.test(parts[take] ?? "")) take++;
      lines.splice(0, 1, parts.slice(0, take).join(", "), parts.slice(take).join(", "));
    }
  }

  // Name: labelled, else the first line.
  let bodyStart = 0;
  if (!fields.name && lines.length > 0) {
    set("name", lines[0] ?? "");
    bodyStart = 1;
  }
  const body = lines.slice(bodyStart);
  /** What was left on the country's line ("KOWLOON, HONG KONG"): often the city. */
  let countryRest: string | null = null;

  // Country: a labelled value is resolved; else the last lines are searched for one.
  let country: string | null = null;
  let countryWritten = "";
  if (fields.country) {
    countryWritten = fields.country;
    country = countryFromText(fields.country, countries);
    if (!country) {
      const tail = trailingCountry(fields.country, countries);
      country = tail?.code ?? null;
    }
  } else {
    for (let i = body.length - 1; i >= Math.max(0, body.length - 3); i--) {
      const line = body[i] ?? "";
      const found = trailingCountry(line, countries, false);
      if (found) {
        country = found.code;
        countryWritten = line;
        if (found.rest === "") body.splice(i, 1);
        else {
          body[i] = found.rest;
          countryRest = found.rest;
        }
        break;
      }
    }
  }

  // Locality: the last line holding a postcode (or labelled fields, which win).
  let localityIndex = -1;
  let locality: Locality | null = null;
  for (let i = body.length - 1; i >= 0; i--) {
    const line = body[i] ?? "";
    if (HAN.test(line)) continue;
    const parsed = parseLocality(line, country);
    if (parsed) {
      locality = parsed;
      localityIndex = i;
      break;
    }
  }
  if (locality) {
    body.splice(localityIndex, 1, ...(locality.before ? [locality.before] : []));
    // A postcode alone on its line (GB): the city is the line above when it looks like one.
    if (locality.city === "" && localityIndex > 0) {
      const above = body[localityIndex - 1] ?? "";
      const { before, last } = lastSegment(above);
      if (last !== "" && !/\d/.test(last) && (findCity(last) || !STREET_WORDS.test(last))) {
        locality.city = last;
        body.splice(localityIndex - 1, 1, ...(before ? [before] : []));
      }
    }
    set("city", locality.city);
    set("state", locality.state);
    set("postcode", locality.postcode);
  } else if (!fields.city && body.length > 1) {
    // No postcode: a last line that names a known city, "CITY, ST", or the text left beside
    // the country ("KOWLOON, HONG KONG").
    const last = body[body.length - 1] ?? "";
    const cityState = /^(.+?),\s*([A-Z]{2})$/.exec(last);
    if (cityState?.[1] && cityState[2]) {
      set("city", cityState[1]);
      set("state", cityState[2]);
      body.pop();
    } else if (
      findCity(last) ||
      (last === countryRest && !/\d/.test(last) && !STREET_WORDS.test(last) && !HAN.test(last))
    ) {
      const { before, last: city } = lastSegment(last);
      set("city", city);
      body.splice(body.length - 1, 1, ...(before ? [before] : []));
    }
  }

  // "ADDRESS: 15 Wharf Road, Port Melbourne VIC 3207": the locality inside a labelled address.
  if (!locality && !fields.city && !fields.postcode && addressParts.length > 0) {
    const lastPart = addressParts[addressParts.length - 1] ?? "";
    const parsed = HAN.test(lastPart) ? null : parseLocality(lastPart, country);
    if (parsed && parsed.before !== "") {
      addressParts.splice(addressParts.length - 1, 1, parsed.before);
      set("city", parsed.city);
      set("state", parsed.state);
      set("postcode", parsed.postcode);
    }
  }

  // A Chinese province on a line of its own ("Guangdong, China" once the country is taken).
  if (!fields.state && (country === "CN" || country === null)) {
    const at = body.findIndex((line) => CN_PROVINCES.has(provinceKey(line)));
    if (at >= 0) {
      set("state", body[at] ?? "");
      body.splice(at, 1);
    }
  }

  // Chinese lines: a six-digit postcode at the end, the city from 省/市.
  for (let i = 0; i < body.length; i++) {
    const line = body[i] ?? "";
    if (!HAN.test(line)) continue;
    const code = /\s*(?<!\d)(\d{6})$/.exec(line);
    if (code?.[1] && !fields.postcode) {
      set("postcode", code[1]);
      body[i] = line.slice(0, code.index).trim();
    }
  }
  addressParts.push(...body);
  for (const line of addressParts) {
    if (fields.city || !HAN.test(line)) continue;
    const city = chineseCity(line);
    if (city) {
      const known = findCity(city);
      set("city", known ? known.name : city);
    }
  }
  if (!country && [fields.name, fields.city, ...addressParts].some((t) => HAN.test(t ?? ""))) {
    // Chinese script without another country named: the block is a mainland address.
    const city = fields.city ? findCity(fields.city) : undefined;
    country = city?.country ?? "CN";
  }

  set("address", joinAddress(addressParts));

  // Phones found unlabelled fill the phone, then the fax; both are guesses.
  for (const phone of phones) {
    if (!fields.phone) {
      set("phone", phone);
      if (!CN_MOBILE.test(phone)) note(notes, "phone", "inferred");
    } else if (!fields.fax) {
      set("fax", phone);
      note(notes, "fax", "inferred");
    }
  }

  // Pass 4: gaps from the city table and other fields.
  const city = fields.city ? findCity(fields.city) : undefined;
  if (city && HAN.test(fields.city ?? "")) fields.city = city.name;
  // A written country that is not in the table is dropped (cut to two letters it would name
  // some other country) and noted, so the user picks it.
  const unresolved = !country && countryWritten !== "";
  delete fields.country;
  if (!country && city) {
    country = city.country;
    note(notes, "country", "inferred");
  }
  if (!country && fields.state && /^\d{5}(?:-\d{4})?$/.test(fields.postcode ?? "")) {
    country = "US";
    note(notes, "country", "inferred");
  }
  if (!country && /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i.test(fields.postcode ?? "")) {
    country = "CA";
    note(notes, "country", "inferred");
  }
  if (!country && fields.phone) {
    const byPhone = countryFromPhone(fields.phone);
    if (byPhone) {
      country = byPhone;
      note(notes, "country", "inferred");
    }
  }
  if (country) fields.country = country;
  if (unresolved && !country) {
    notes.push({ field: "country", reason: "unresolved", message: countryWritten });
  }
  if (!fields.cityCode && city?.code && (!country || city.country === country)) {
    fields.cityCode = city.code;
  }
  if (fields.name && /^\d/.test(fields.name)) note(notes, "name", "inferred");

  return { fields, contact, notes, block: block.join("\n") };
}
