import { type Context, Hono } from "hono";
import * as v from "valibot";
import { type AddressField, truncateAddress } from "../../src/domain/address.ts";
import {
  type AddressRecognition,
  isUnreadableText,
  partyFromAddress,
  RECOGNITION_FILE_MAX,
  RECOGNITION_MESSAGES,
  RECOGNITION_PDF_TEXT_MAX,
  type RecognitionNote,
  recognizeTextSchema,
} from "../../src/domain/address-recognition.ts";
import {
  checkAttachmentFile,
  FILE_HEAD_BYTES,
  FILE_MESSAGES,
  fileExtension,
  isFileNameOk,
} from "../../src/domain/files.ts";
import { checkParty, type PartyField } from "../../src/domain/party.ts";
import { PARTY_ROLES, type PartyRole } from "../../src/domain/waybill-record.ts";
import { ApiError, fail, MESSAGES, ok } from "../envelope.ts";
import { check, limitBody } from "../http/body.ts";
import type { AppEnv, Deps } from "../http/types.ts";
import { findCountry, loadCountryIndex, suggestCompanies } from "../waybill/address-book.ts";
import { pdfText } from "../waybill/pdf-text.ts";
import { recognizeAddress } from "../waybill/recognize.ts";

const COUNTRY_NAME_MAX = 100;
const COUNTRY_NOT_FOUND = "未找到该国家，请检查英文名称";

/** GET /afbase/airport/searchCountryByEnName/{name}: code 0 and data.nationCode when known. */
export function airportRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get("/searchCountryByEnName/:name", async (c) => {
    let name: string;
    try {
      name = decodeURIComponent(c.req.param("name"));
    } catch {
      throw new ApiError(400, `${MESSAGES.badRequest}：国家名称编码不正确`);
    }
    if (name.trim() === "") throw new ApiError(400, "请输入国家名称");
    if (name.length > COUNTRY_NAME_MAX) {
      throw new ApiError(400, `国家名称不能超过${COUNTRY_NAME_MAX}个字符`);
    }
    const code = await findCountry(db, name);
    if (!code) return fail(c, COUNTRY_NOT_FOUND);
    const [row] = await db.query<{ nameEn: string; nameCn: string }>(
      `select name_en as "nameEn", name_cn as "nameCn" from countries where nation_code = $1`,
      [code],
    );
    return ok(c, { nationCode: code, nameEn: row?.nameEn ?? "", nameCn: row?.nameCn ?? "" });
  });
}

/** A PDF in base64 inside JSON: what the app's JSON client sends. */
const FILE_JSON = v.object({
  // The same rule as a multipart upload's name (server/http/clean-input.ts).
  fileName: v.pipe(
    v.string(RECOGNITION_MESSAGES.fileMissing),
    v.check(isFileNameOk, FILE_MESSAGES.badName),
  ),
  fileBase64: v.pipe(
    v.string(RECOGNITION_MESSAGES.fileMissing),
    v.maxLength(Math.ceil((RECOGNITION_FILE_MAX * 4) / 3) + 4, RECOGNITION_MESSAGES.fileTooLarge),
  ),
  role: v.optional(v.picklist(PARTY_ROLES, RECOGNITION_MESSAGES.role)),
});

// The multipart form and base64 JSON both carry up to 2 MB of file plus their own overhead.
const BODY_LIMIT = Math.ceil((RECOGNITION_FILE_MAX * 4) / 3) + 64 * 1024;

type Input =
  | { kind: "text"; text: string; role: PartyRole | undefined }
  | { kind: "pdf"; name: string; bytes: Uint8Array; role: PartyRole | undefined };

function roleOf(value: unknown): PartyRole | undefined {
  if (value === undefined || value === "") return undefined;
  if (typeof value === "string" && (PARTY_ROLES as readonly string[]).includes(value)) {
    return value as PartyRole;
  }
  throw new ApiError(400, RECOGNITION_MESSAGES.role);
}

function decodeBase64(text: string): Uint8Array {
  const clean = text.replace(/^data:[^,]*,/, "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) {
    throw new ApiError(400, `${MESSAGES.badRequest}：文件内容不是有效的Base64`);
  }
  return new Uint8Array(Buffer.from(clean, "base64"));
}

async function readInput(c: Context<AppEnv>): Promise<Input> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "multipart/form-data") {
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(400, `${MESSAGES.badRequest}：表单格式不正确`);
    }
    const role = roleOf(form.role);
    const file = form.file;
    if (file instanceof File) {
      if (file.size > RECOGNITION_FILE_MAX)
        throw new ApiError(413, RECOGNITION_MESSAGES.fileTooLarge);
      return {
        kind: "pdf",
        name: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
        role,
      };
    }
    if (typeof form.text === "string") {
      const body = check(recognizeTextSchema, { text: form.text, role });
      return { kind: "text", text: body.text, role };
    }
    throw new ApiError(400, RECOGNITION_MESSAGES.empty);
  }
  if (type !== "application/json") throw new ApiError(415, MESSAGES.unsupportedType);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, `${MESSAGES.badRequest}：JSON 格式不正确`);
  }
  if (typeof body === "object" && body !== null && "fileBase64" in body) {
    const file = check(FILE_JSON, body);
    const bytes = decodeBase64(file.fileBase64);
    if (bytes.length > RECOGNITION_FILE_MAX)
      throw new ApiError(413, RECOGNITION_MESSAGES.fileTooLarge);
    return { kind: "pdf", name: file.fileName, bytes, role: file.role };
  }
  const text = check(recognizeTextSchema, body);
  return { kind: "text", text: text.text, role: text.role };
}

// Party fields whose rule can be checked on a recognised value, and their address names.
const CHECKED: readonly [PartyField, AddressField][] = [
  ["name", "name"],
  ["address", "address"],
  ["city", "city"],
  ["state", "state"],
  ["postcode", "postcode"],
  ["country", "country"],
  ["telephone", "phone"],
  ["fax", "fax"],
  ["code", "code"],
];

/** POST /afbase/address/recognize: text (JSON or form) or a PDF (multipart or base64 JSON). */
export function addressRoutes({ db }: Deps) {
  return new Hono<AppEnv>().post("/recognize", limitBody(BODY_LIMIT), async (c) => {
    const input = await readInput(c);
    let text: string;
    if (input.kind === "pdf") {
      if (input.bytes.length === 0) throw new ApiError(400, RECOGNITION_MESSAGES.fileMissing);
      if (fileExtension(input.name) !== "PDF") throw new ApiError(400, RECOGNITION_MESSAGES.notPdf);
      const problem = checkAttachmentFile(input.name, input.bytes.subarray(0, FILE_HEAD_BYTES));
      if (problem !== null) throw new ApiError(400, `${problem}：不是有效的PDF文件`);
      text = await pdfText(input.bytes, RECOGNITION_PDF_TEXT_MAX);
      // A text layer of replacement or control characters (fonts without a Unicode map) is no
      // text: said as for a scan, never recognised into fields nor echoed back as the block.
      if (isUnreadableText(text)) throw new ApiError(400, RECOGNITION_MESSAGES.pdfNoText);
    } else {
      text = input.text;
      // A PDF's bytes pasted as text: the upload is the way, said so.
      if (isUnreadableText(text)) throw new ApiError(400, RECOGNITION_MESSAGES.notText);
    }

    const index = await loadCountryIndex(db);
    const found = recognizeAddress(text, index, input.role);
    if (Object.keys(found.fields).length === 0) return fail(c, RECOGNITION_MESSAGES.nothingFound);

    const { value, truncated } = truncateAddress(found.fields);
    const contact = found.contact.slice(0, 100);
    const notes: RecognitionNote[] = [...found.notes];
    const errors = checkParty(partyFromAddress(value, contact));
    for (const [partyField, field] of CHECKED) {
      const message = errors[partyField];
      if (!value[field] || message === undefined) continue;
      if (notes.some((n) => n.field === field)) continue;
      notes.push({ field, reason: "format", message });
    }
    const suggestions = await suggestCompanies(db, c.get("auth").orgId, value);
    const answer: AddressRecognition = {
      fields: value,
      contact,
      truncated,
      uncertain: notes,
      suggestions,
      source: input.kind === "pdf" ? "pdf" : "text",
      block: found.block.slice(0, 2000),
    };
    return ok(c, answer);
  });
}
