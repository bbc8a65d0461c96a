// Upload checks. The extension alone is easy to fake (and browsers report MIME types from it), so
// the first bytes of the file must match the format the extension claims.

export const IMAGE_EXTENSIONS = ["JPG", "JPEG", "BMP", "PNG"] as const;
export const ATTACHMENT_EXTENSIONS = [
  "PDF",
  "DOC",
  "DOCX",
  "XLS",
  "XLSX",
  "TXT",
  "RAR",
  "ZIP",
  "JPG",
  "JPEG",
  "BMP",
  "PNG",
  "OFD",
] as const;

export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

/**
 * How many leading bytes callers should pass as `head`. Binary signatures need 8; the rest lets
 * the text check see enough of a TXT file to tell it from binary data.
 */
export const FILE_HEAD_BYTES = 4096;

export const FILE_MESSAGES = {
  imageType: "图片仅支持 JPG、JPEG、BMP、PNG 格式",
  attachmentType:
    "附件仅支持 PDF、DOC、DOCX、XLS、XLSX、TXT、RAR、ZIP、JPG、JPEG、BMP、PNG、OFD 格式",
  empty: "文件内容为空",
  mismatch: "文件内容与扩展名不符",
  /** An uploaded file's name: empty, over FILE_NAME_MAX, or with a control character (issue 33). */
  badName: "文件名不能为空，不能超过 200 个字符，且不能含有控制字符",
} as const;

export type FileMessage = (typeof FILE_MESSAGES)[keyof typeof FILE_MESSAGES];

const SIGNATURES = {
  pdf: [0x25, 0x50, 0x44, 0x46], // %PDF
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
  bmp: [0x42, 0x4d], // BM
  zip: [0x50, 0x4b, 0x03, 0x04], // PK\3\4, first local file header
  zipEmpty: [0x50, 0x4b, 0x05, 0x06], // PK\5\6, end of central directory only
  zipSpanned: [0x50, 0x4b, 0x07, 0x08], // PK\7\8, split archive marker
  ole: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE compound file (legacy Office)
  rar: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07], // Rar!\x1A\x07, shared by RAR 4 and RAR 5
} as const satisfies Record<string, readonly number[]>;

function startsWith(head: Uint8Array, signature: readonly number[]): boolean {
  return head.length >= signature.length && signature.every((byte, i) => head[i] === byte);
}

// Control characters other than these never appear in hand-written text but are common in
// binary formats; 0x1A is the DOS end-of-file marker some old editors still append.
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1a, 0x1b]);

function hasBinaryControls(head: Uint8Array): boolean {
  return head.some((byte) => byte < 0x20 && !TEXT_CONTROLS.has(byte));
}

// `head` is a prefix of the file, so a multi-byte sequence cut off at its end is not an error.
function isUtf8(head: Uint8Array): boolean {
  let i = 0;
  while (i < head.length) {
    const lead = head[i] ?? 0;
    let extra: number;
    if (lead < 0x80) extra = 0;
    else if (lead >= 0xc2 && lead <= 0xdf) extra = 1;
    else if (lead >= 0xe0 && lead <= 0xef) extra = 2;
    else if (lead >= 0xf0 && lead <= 0xf4) extra = 3;
    else return false;
    const min = [0, 0x80, 0x800, 0x10000][extra] ?? 0;
    let codePoint = extra === 0 ? lead : lead & (0x3f >> extra);
    for (let k = 1; k <= extra; k++) {
      if (i + k >= head.length) return true;
      const next = head[i + k] ?? 0;
      if ((next & 0xc0) !== 0x80) return false;
      codePoint = (codePoint << 6) | (next & 0x3f);
    }
    // Overlong forms, UTF-16 surrogates and values past U+10FFFF are invalid UTF-8.
    if (codePoint < min || (codePoint >= 0xd800 && codePoint <= 0xdfff) || codePoint > 0x10ffff) {
      return false;
    }
    i += extra + 1;
  }
  return true;
}

// GB18030 (a superset of GBK/GB2312): ASCII, 0x80 (euro in CP936), two-byte pairs
// 81-FE + 40-7E/80-FE, and four-byte sequences 81-FE 30-39 81-FE 30-39.
function isGb18030(head: Uint8Array): boolean {
  let i = 0;
  const inRange = (at: number, low: number, high: number) => {
    const byte = head[at];
    return byte === undefined || (byte >= low && byte <= high);
  };
  while (i < head.length) {
    const lead = head[i] ?? 0;
    if (lead <= 0x80) {
      i += 1;
      continue;
    }
    if (lead === 0xff) return false;
    const second = head[i + 1];
    if (second === undefined) return true;
    if (second >= 0x30 && second <= 0x39) {
      if (!inRange(i + 2, 0x81, 0xfe) || !inRange(i + 3, 0x30, 0x39)) return false;
      i += 4;
    } else if (second >= 0x40 && second <= 0xfe && second !== 0x7f) {
      i += 2;
    } else {
      return false;
    }
  }
  return true;
}

/** Plain text: no NUL or other binary control bytes, and decodable as UTF-8 or GB18030/GBK. */
export function looksLikeText(head: Uint8Array): boolean {
  if (hasBinaryControls(head)) return false;
  return isUtf8(head) || isGb18030(head);
}

const CONTENT_MATCHERS: Readonly<Record<AttachmentExtension, (head: Uint8Array) => boolean>> = {
  PDF: (head) => startsWith(head, SIGNATURES.pdf),
  PNG: (head) => startsWith(head, SIGNATURES.png),
  JPG: (head) => startsWith(head, SIGNATURES.jpeg),
  JPEG: (head) => startsWith(head, SIGNATURES.jpeg),
  BMP: (head) => startsWith(head, SIGNATURES.bmp),
  // DOCX, XLSX and OFD are ZIP packages that always contain at least one entry.
  DOCX: (head) => startsWith(head, SIGNATURES.zip),
  XLSX: (head) => startsWith(head, SIGNATURES.zip),
  OFD: (head) => startsWith(head, SIGNATURES.zip),
  ZIP: (head) =>
    startsWith(head, SIGNATURES.zip) ||
    startsWith(head, SIGNATURES.zipEmpty) ||
    startsWith(head, SIGNATURES.zipSpanned),
  DOC: (head) => startsWith(head, SIGNATURES.ole),
  XLS: (head) => startsWith(head, SIGNATURES.ole),
  RAR: (head) => startsWith(head, SIGNATURES.rar),
  TXT: looksLikeText,
};

/** The longest uploaded file name kept, in characters (what common file systems allow). */
export const FILE_NAME_MAX = 200;

/**
 * Control characters (\p{Cc}: NUL, line breaks, ESC, DEL, C1), and the bidirectional overrides
 * and isolates that can make "evil\u202Efdp.exe" read as "evilexe.pdf".
 */
const NAME_CONTROLS = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

/**
 * Whether an uploaded file's name may be stored and shown (issue 33): not blank, at most
 * FILE_NAME_MAX characters, no control characters. Every upload checks it at the edge
 * (server/http/clean-input.ts), before any handler reads the file.
 */
export function isFileNameOk(name: string): boolean {
  return name.trim() !== "" && [...name].length <= FILE_NAME_MAX && !NAME_CONTROLS.test(name);
}

/**
 * The upper-cased text after the last dot, or "" when there is none. A leading dot alone
 * (".png") marks a hidden file name, not an extension.
 */
export function fileExtension(name: string): string {
  const trimmed = name.trim();
  const dot = trimmed.lastIndexOf(".");
  return dot <= 0 ? "" : trimmed.slice(dot + 1).toUpperCase();
}

function checkFile(
  name: string,
  head: Uint8Array,
  allowed: readonly AttachmentExtension[],
  typeMessage: FileMessage,
): FileMessage | null {
  const extension = allowed.find((candidate) => candidate === fileExtension(name));
  if (extension === undefined) return typeMessage;
  // An empty upload is useless whatever its type, and would otherwise pass as empty text.
  if (head.length === 0) return FILE_MESSAGES.empty;
  return CONTENT_MATCHERS[extension](head) ? null : FILE_MESSAGES.mismatch;
}

export function checkImageFile(name: string, head: Uint8Array): FileMessage | null {
  return checkFile(name, head, IMAGE_EXTENSIONS, FILE_MESSAGES.imageType);
}

export function checkAttachmentFile(name: string, head: Uint8Array): FileMessage | null {
  return checkFile(name, head, ATTACHMENT_EXTENSIONS, FILE_MESSAGES.attachmentType);
}

/**
 * Order attachments (issue 19): the largest photo and file the server keeps, and its words when
 * one is larger. The client checks them before it sends a byte.
 */
export const ORDER_FILE_LIMITS = { 照片: 10 * 1024 * 1024, 文件: 20 * 1024 * 1024 } as const;
export const ORDER_FILE_TOO_LARGE = {
  照片: "图片大小不能超过 10MB",
  文件: "附件大小不能超过 20MB",
} as const;
