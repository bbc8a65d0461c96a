import * as v from "valibot";
import type { AddressField, AddressFields, SuggestedCompanyAddress } from "./address";
import { normalisePostcode } from "./party";
import {
  EMPTY_PARTY,
  PARTY_ROLES,
  type PartyRole,
  toPhoneText,
  toPrintText,
  type WaybillParty,
} from "./waybill-record";

// Address recognition (POST /afbase/address/recognize): a pasted block of text or a PDF with a
// text layer goes in; the fields of one shipper or consignee come out, cut to the spec's limits,
// with notes on what was cut or guessed, and companies from the address book that look alike.

/** Longest pasted text read; an address block is a few hundred characters. */
export const RECOGNITION_TEXT_MAX = 4000;
/** Largest PDF accepted. */
export const RECOGNITION_FILE_MAX = 2 * 1024 * 1024;
/** Of a PDF's text layer, this much is searched for the party's block. */
export const RECOGNITION_PDF_TEXT_MAX = 20_000;

/** Above this share of unreadable characters a text is a file's bytes, not an address. */
const UNREADABLE_SHARE = 0.1;

/**
 * A file's bytes rather than text (issue 35): a PDF's source pasted or dropped as text (it starts
 * "%PDF-"), or a text with more than a tenth of its visible characters replacement characters
 * (U+FFFD: bytes that were not text) or control characters — also what PDF.js returns for a PDF
 * whose fonts map no characters to Unicode. Such text is never recognised nor shown back.
 */
export function isUnreadableText(text: string): boolean {
  const trimmed = text.trimStart();
  if (trimmed.startsWith("%PDF-")) return true;
  let visible = 0;
  let unreadable = 0;
  for (const char of trimmed) {
    if (/\s/u.test(char)) continue;
    visible += 1;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it counts
    if (/[\u0000-\u001f\u007f-\u009f\ufffd]/u.test(char)) unreadable += 1;
  }
  return visible > 0 && unreadable / visible > UNREADABLE_SHARE;
}

export const RECOGNITION_MESSAGES = {
  empty: "请粘贴地址文本或上传PDF文件",
  textTooLong: `地址文本不能超过${RECOGNITION_TEXT_MAX}个字符，请只粘贴一个地址`,
  fileTooLarge: "文件不能超过2MB",
  fileMissing: "请选择要上传的PDF文件",
  notPdf: "地址识别仅支持PDF文件",
  pdfUnreadable: "PDF文件无法读取，请确认文件完整且未加密",
  pdfNoText: "PDF中没有可识别的文字（可能是扫描件），请粘贴地址文本",
  nothingFound: "未识别到地址信息，请检查文本后重试",
  notText: "粘贴的内容不是文字（像是PDF文件本身），请在“上传PDF”中上传该文件",
  role: "地址角色只能为 shipper 或 consignee",
} as const;

/**
 * Why a field needs a look: inferred from its position or from another field rather than read
 * from a label or a known name; format: it breaks the party rule for its country; unresolved:
 * a country was written but not found in the country table.
 */
export type RecognitionNoteReason = "inferred" | "format" | "unresolved";

export type RecognitionNote = {
  field: AddressField;
  reason: RecognitionNoteReason;
  /** For "format": the party rule's message. */
  message?: string;
};

export type AddressRecognition = {
  fields: AddressFields;
  /** The contact person (ATTN, 联系人), when the block names one; not among the spec's fields. */
  contact: string;
  truncated: AddressField[];
  uncertain: RecognitionNote[];
  suggestions: SuggestedCompanyAddress[];
  source: "text" | "pdf";
  /** The lines that were read, so the review can show what the fields came from. */
  block: string;
};

export const recognizeTextSchema = v.object({
  text: v.pipe(
    v.string(RECOGNITION_MESSAGES.empty),
    v.check((text) => text.trim() !== "", RECOGNITION_MESSAGES.empty),
    v.maxLength(RECOGNITION_TEXT_MAX, RECOGNITION_MESSAGES.textTooLong),
  ),
  role: v.optional(v.picklist(PARTY_ROLES, RECOGNITION_MESSAGES.role)),
});

/**
 * The party editor's values from a reviewed recognition: free text turned into print
 * characters, codes upper-cased, Canadian postcodes in their six-character form. Fields the
 * block did not hold stay empty; the party rules then say what is still missing.
 */
export function partyFromAddress(fields: AddressFields, contact = ""): WaybillParty {
  const country = (fields.country ?? "").trim().toUpperCase();
  return {
    ...EMPTY_PARTY,
    name: toPrintText(fields.name ?? ""),
    contact: toPrintText(contact),
    address: toPrintText(fields.address ?? ""),
    city: toPrintText(fields.city ?? ""),
    state: (fields.state ?? "").trim().toUpperCase(),
    postcode: normalisePostcode(country, (fields.postcode ?? "").toUpperCase()),
    country,
    telephone: toPhoneText(fields.phone ?? ""),
    fax: toPhoneText(fields.fax ?? "", true),
    code: toPrintText(fields.code ?? ""),
    cityCode: (fields.cityCode ?? "").trim().toUpperCase(),
  };
}

export function isPartyRole(value: unknown): value is PartyRole {
  return typeof value === "string" && (PARTY_ROLES as readonly string[]).includes(value);
}
