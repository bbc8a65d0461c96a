import { Inflate } from "fflate";

/**
 * Reads the first sheet of an uploaded .xlsx, bounded (issue 33, "an .xlsx zip bomb in the tariff
 * import": a 1.5 MB file inflated whole in memory, +1.5 GB; a 400k-row sheet was parsed whole
 * before the row limit, 761 ms on the event loop).
 *
 * THE XLSX INFLATE CAP: the zip's entries are found through its central directory and inflated
 * streaming, SLICE compressed bytes at a time; a part read whole that declares more than
 * `maxEntryBytes` is refused unread, and any entry that reaches more (or the entries together
 * more than `maxTotalBytes`), whatever it declared, is refused as soon as it does. Only the parts the sheet needs are inflated.
 * One slice inflates to at most 1032 × SLICE bytes, so the bytes ever produced stay under the
 * cap + MAX_OVERSHOOT. tests/server/xlsx-bombs.test.ts ("a zip bomb …", both) fails without it.
 *
 * THE ROW STOP: the sheet's XML is read row by row as it inflates; after `maxRows` rows below
 * the header, the first row with a value beyond them ends the read (tooManyRows), so a 400k-row
 * sheet costs what the limit costs. tests/server/xlsx-bombs.test.ts ("a 400k-row sheet …")
 * fails without it.
 */
export type XlsxReadLimits = {
  /** The most one entry may inflate to. */
  maxEntryBytes: number;
  /** The most all entries read may inflate to together. */
  maxTotalBytes: number;
};

export const XLSX_READ_LIMITS: XlsxReadLimits = {
  maxEntryBytes: 16 * 1024 * 1024,
  maxTotalBytes: 32 * 1024 * 1024,
};

const SLICE = 1024;
/** Raw Deflate's largest expansion: one slice never inflates to more than this. */
export const MAX_OVERSHOOT = 1032 * SLICE;

export type XlsxCell = string | number | boolean | Date | null;

export class XlsxReadError extends Error {
  constructor(readonly kind: "invalid" | "tooLarge" | "tooManyRows") {
    super(kind);
  }
}

/** What the reads did (real counts, for tests and the bench): maxima since last reset. */
export const xlsxReadProbe = { maxInflated: 0, maxRowsRead: 0 };

/**
 * Whether the Deflate stream has ended (its final block read). fflate's Inflate says so only in
 * its state (`f`: the final block begun, `l`: a block still open); without this every entry
 * would be fed the rest of the zip.
 */
function ended(inflater: Inflate): boolean {
  const state = (inflater as unknown as { s?: { f?: number; l?: unknown } }).s;
  return Boolean(state?.f) && !state?.l;
}

type Entry = { method: number; declared: number; compressed: number; local: number };

function entries(zip: Uint8Array): Map<string, Entry> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new XlsxReadError("invalid");
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names = new TextDecoder();
  const found = new Map<string, Entry>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || view.getUint32(at, true) !== 0x02014b50) {
      throw new XlsxReadError("invalid");
    }
    const nameLength = view.getUint16(at + 28, true);
    const name = names.decode(zip.subarray(at + 46, at + 46 + nameLength));
    found.set(name, {
      method: view.getUint16(at + 10, true),
      compressed: view.getUint32(at + 20, true),
      declared: view.getUint32(at + 24, true),
      local: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return found;
}

class Reader {
  private readonly zip: Uint8Array;
  private readonly parts: Map<string, Entry>;
  private total = 0;
  constructor(
    zip: Uint8Array,
    private readonly limits: XlsxReadLimits,
  ) {
    this.zip = zip;
    this.parts = entries(zip);
  }

  has(name: string): boolean {
    return this.parts.has(name);
  }

  /**
   * The entry's bytes, chunk by chunk, to `onChunk` (which answers false to stop reading).
   * Counts against both caps whatever the entry declared.
   */
  stream(name: string, onChunk: (chunk: Uint8Array) => boolean): void {
    const entry = this.parts.get(name);
    if (!entry) throw new XlsxReadError("invalid");
    const view = new DataView(this.zip.buffer, this.zip.byteOffset, this.zip.byteLength);
    const at = entry.local;
    if (at + 30 > this.zip.length || view.getUint32(at, true) !== 0x04034b50) {
      throw new XlsxReadError("invalid");
    }
    const data = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    let produced = 0;
    let stop = false;
    const take = (chunk: Uint8Array) => {
      produced += chunk.length;
      this.total += chunk.length;
      xlsxReadProbe.maxInflated = Math.max(xlsxReadProbe.maxInflated, this.total);
      if (produced > this.limits.maxEntryBytes || this.total > this.limits.maxTotalBytes) {
        throw new XlsxReadError("tooLarge");
      }
      if (!onChunk(chunk)) stop = true;
    };
    if (entry.method === 0) {
      if (data + entry.compressed > this.zip.length) throw new XlsxReadError("invalid");
      for (let i = 0; i < entry.compressed && !stop; i += 64 * 1024) {
        take(this.zip.subarray(data + i, data + Math.min(entry.compressed, i + 64 * 1024)));
      }
      return;
    }
    if (entry.method !== 8) throw new XlsxReadError("invalid");
    const inflater = new Inflate((chunk) => {
      if (!stop) take(chunk);
    });
    // Raw Deflate ends itself: the compressed size (possibly a data descriptor's) is not needed.
    for (let i = data; !ended(inflater) && !stop; i += SLICE) {
      if (i >= this.zip.length) throw new XlsxReadError("invalid");
      try {
        inflater.push(this.zip.subarray(i, i + SLICE), i + SLICE >= this.zip.length);
      } catch (error) {
        if (error instanceof XlsxReadError) throw error;
        throw new XlsxReadError("invalid");
      }
    }
  }

  /**
   * A part read whole (workbook, relations, styles, shared strings): one that declares more than
   * the cap is refused unread (0xffffffff, a Zip64 entry, included). The sheet is not read so: it
   * is streamed, and its rows may stop it first (a 400k-row sheet answers tooManyRows).
   */
  text(name: string): string {
    if ((this.parts.get(name)?.declared ?? 0) > this.limits.maxEntryBytes) {
      throw new XlsxReadError("tooLarge");
    }
    const decoder = new TextDecoder();
    let text = "";
    this.stream(name, (chunk) => {
      text += decoder.decode(chunk, { stream: true });
      return true;
    });
    return text + decoder.decode();
  }
}

const ENTITY = /&(?:#x([0-9a-fA-F]+)|#([0-9]+)|(lt|gt|amp|quot|apos));/g;
const NAMED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** XML text with its entities and OOXML's `_xHHHH_` escapes resolved. */
function unescapeXml(s: string): string {
  return s
    .replace(ENTITY, (_, hex, dec, name) => {
      if (name) return NAMED[name] ?? "";
      const code = Number.parseInt(hex ?? dec, hex ? 16 : 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : "";
    })
    .replace(/_x([0-9a-fA-F]{4})_/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function attribute(tag: string, name: string): string | null {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return m ? (m[1] ?? m[2] ?? "") : null;
}

/**
 * Each complete `<name …>…</name>` or `<name …/>` of `xml` from `from`, in order, to `each`
 * (its start tag and inner text); answers where the last complete one ended. One forward pass
 * (indexOf), never a backtracking regex over a part that may be megabytes long.
 */
function elements(
  xml: string,
  name: string,
  each: (tag: string, inner: string) => void,
  from = 0,
): number {
  const open = `<${name}`;
  const close = `</${name}>`;
  let at = from;
  let consumed = from;
  for (;;) {
    const start = xml.indexOf(open, at);
    if (start < 0) return consumed;
    const next = xml[start + open.length];
    if (next === undefined) return consumed;
    if (next !== ">" && next !== "/" && !/\s/.test(next)) {
      at = start + open.length;
      continue;
    }
    const tagEnd = xml.indexOf(">", start);
    if (tagEnd < 0) return consumed;
    const tag = xml.slice(start, tagEnd + 1);
    if (tag.endsWith("/>")) {
      each(tag, "");
      at = consumed = tagEnd + 1;
      continue;
    }
    const end = xml.indexOf(close, tagEnd);
    if (end < 0) return consumed;
    each(tag, xml.slice(tagEnd + 1, end));
    at = consumed = end + close.length;
  }
}

/** The text of every <t> inside `xml` (a shared string or an inline one, rich runs joined). */
function textOf(xml: string): string {
  let text = "";
  elements(xml, "t", (_, inner) => {
    text += unescapeXml(inner);
  });
  return text;
}

/** The inner text of the first `<name>` of `xml`. */
function firstInner(xml: string, name: string): string | undefined {
  let found: string | undefined;
  elements(xml, name, (_, inner) => {
    found ??= inner;
  });
  return found;
}

const BUILT_IN_DATES = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/** The style indexes (cellXfs) whose number format is a date. */
function dateStyles(styles: string): Set<number> {
  const custom = new Map<number, string>();
  elements(styles, "numFmt", (tag) => {
    custom.set(Number(attribute(tag, "numFmtId")), unescapeXml(attribute(tag, "formatCode") ?? ""));
  });
  const xfs = firstInner(styles, "cellXfs") ?? "";
  const dates = new Set<number>();
  let index = -1;
  elements(xfs, "xf", (tag) => {
    index++;
    const id = Number(attribute(tag, "numFmtId") ?? 0);
    const code = custom.get(id);
    const isDate =
      code === undefined
        ? BUILT_IN_DATES.has(id)
        : /[ymdhs]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, ""));
    if (isDate) dates.add(index);
  });
  return dates;
}

function columnIndex(ref: string | null, next: number): number {
  const letters = ref ? /^([A-Z]{1,3})/.exec(ref)?.[1] : undefined;
  if (!letters) return next;
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

const resolvePart = (target: string) =>
  target.startsWith("/") ? target.slice(1) : `xl/${target.replace(/^\.\//, "")}`;

/**
 * The first sheet's rows (row 1 first; gaps as empty rows; a cell without a value is null), read
 * with the caps above and stopped after `maxRows` rows below the header. Throws XlsxReadError.
 */
export function readFirstSheet(
  zip: Uint8Array,
  maxRows: number,
  limits: XlsxReadLimits = XLSX_READ_LIMITS,
): XlsxCell[][] {
  const reader = new Reader(zip, limits);
  const workbook = reader.text("xl/workbook.xml");
  let id: string | null = null;
  elements(workbook, "sheet", (tag) => {
    id ??= attribute(tag, "r:id");
  });
  const rels = reader.has("xl/_rels/workbook.xml.rels")
    ? reader.text("xl/_rels/workbook.xml.rels")
    : "";
  const relations: string[] = [];
  elements(rels, "Relationship", (tag) => relations.push(tag));
  const target = (pick: (rel: string) => boolean) => {
    const rel = relations.find(pick);
    const to = rel ? attribute(rel, "Target") : null;
    return to ? resolvePart(to) : null;
  };
  const sheetPart =
    target((rel) => id !== null && attribute(rel, "Id") === id) ?? "xl/worksheets/sheet1.xml";
  const sharedPart =
    target((rel) => /\/sharedStrings"?$/.test(attribute(rel, "Type") ?? "")) ??
    "xl/sharedStrings.xml";
  const stylesPart =
    target((rel) => /\/styles"?$/.test(attribute(rel, "Type") ?? "")) ?? "xl/styles.xml";
  const date1904 = /<workbookPr\s[^>]*date1904="(1|true)"/.test(workbook);

  const shared: string[] = [];
  if (reader.has(sharedPart)) {
    elements(reader.text(sharedPart), "si", (_, inner) => shared.push(textOf(inner)));
  }
  const dates = reader.has(stylesPart) ? dateStyles(reader.text(stylesPart)) : new Set<number>();

  const cellValue = (tag: string, inner: string): XlsxCell => {
    const type = attribute(tag, "t");
    const raw = firstInner(inner, "v");
    if (type === "inlineStr") return textOf(inner);
    if (raw === undefined) return null;
    const text = unescapeXml(raw);
    switch (type) {
      case "s":
        return shared[Number(text)] ?? null;
      case "str":
        return text;
      case "b":
        return text === "1";
      case "e":
        return null;
      case "d":
        return Number.isNaN(Date.parse(text)) ? text : new Date(text);
      default: {
        const n = Number(text);
        if (!Number.isFinite(n)) return text;
        if (dates.has(Number(attribute(tag, "s") ?? -1))) {
          const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
          return new Date(epoch + Math.round(n * 86_400_000));
        }
        return n;
      }
    }
  };

  const rows: XlsxCell[][] = [];
  let rowsRead = 0;
  const readRow = (tag: string, inner: string) => {
    const number = Number(attribute(tag, "r") ?? rows.length + 1);
    if (!Number.isInteger(number) || number < 1) throw new XlsxReadError("invalid");
    if (rows.length > 0) rowsRead++;
    const cells: XlsxCell[] = [];
    elements(inner, "c", (cellTag, cellInner) => {
      const at = columnIndex(attribute(cellTag, "r"), cells.length);
      if (at > 16_383) throw new XlsxReadError("invalid");
      const value = cellValue(cellTag, cellInner);
      while (cells.length < at) cells.push(null);
      cells[at] = value;
    });
    const hasValue = cells.some((c) => c !== null && c !== "");
    if (!hasValue) return;
    if (number > maxRows + 1) throw new XlsxReadError("tooManyRows");
    while (rows.length < number - 1) rows.push([]);
    rows[number - 1] = cells;
  };

  const decoder = new TextDecoder();
  let pending = "";
  try {
    reader.stream(sheetPart, (chunk) => {
      pending += decoder.decode(chunk, { stream: true });
      const consumed = elements(pending, "row", readRow);
      // Keep what may be the start of a row not complete yet.
      const open = pending.indexOf("<row", consumed);
      pending = pending.slice(open >= 0 ? open : Math.max(consumed, pending.length - 4));
      return true;
    });
  } finally {
    xlsxReadProbe.maxRowsRead = Math.max(xlsxReadProbe.maxRowsRead, rowsRead);
  }
  return rows;
}
