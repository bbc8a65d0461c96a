import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { Context } from "hono";
import type { AppEnv } from "./types.ts";

export type XlsxCell = string | number | null;
export type XlsxRow = readonly XlsxCell[];

/**
 * Answers an .xlsx download: a bold header row, then the rows. Every exporting table (orders,
 * lookups, the audit log) answers through this, its route behind exportLane
 * (server/http/export-lane.ts).
 *
 * Flat memory (issue 19: a 10k-row export "streaming for large exports"): `rows` may be batches
 * read from the database one after another; each batch becomes sheet XML, is deflated and sent
 * before the next is read, as fast as the client takes it (the stream's pull). A workbook library
 * would hold every row, then the whole sheet's XML, in memory. tests/server/xlsx.test.ts reads
 * the file back and checks that a batch is only asked for once the previous one has been sent.
 */
export function xlsxAnswer(
  c: Context<AppEnv>,
  headers: readonly string[],
  rows: readonly XlsxRow[] | AsyncIterable<readonly XlsxRow[]>,
  fileName: string,
  rowCount: number = Array.isArray(rows) ? rows.length : 0,
): Response {
  const batches = Array.isArray(rows) ? oneBatch(rows as readonly XlsxRow[]) : rows;
  return c.body(xlsxStream(headers, batches as AsyncIterable<readonly XlsxRow[]>), 200, {
    "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "X-Row-Count": String(rowCount),
  });
}

/** Each batch's rows turned into cells, batch by batch. */
export async function* mapBatches<T>(
  batches: AsyncIterable<readonly T[]>,
  cells: (row: T) => XlsxRow,
): AsyncIterable<readonly XlsxRow[]> {
  for await (const batch of batches) yield batch.map(cells);
}

async function* oneBatch(rows: readonly XlsxRow[]): AsyncIterable<readonly XlsxRow[]> {
  yield rows;
}

/**
 * Rows turned into sheet XML and deflated in one go, between two turns of the event loop: a
 * batch as large as a lookup's 20k rows is written in slices of this many.
 */
export const XLSX_SLICE = 250;

/** The workbook as a byte stream: the fixed parts first, then the sheet batch by batch. */
export function xlsxStream(
  headers: readonly string[],
  batches: AsyncIterable<readonly XlsxRow[]>,
): ReadableStream<Uint8Array> {
  let zip: Zip;
  let sheet: ZipDeflate;
  let iterator: AsyncIterator<readonly XlsxRow[]>;
  let next = 2;
  let sent = 0;
  let pending: readonly XlsxRow[] = [];
  let at = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        sent++;
        if (final) controller.close();
      });
      for (const [name, xml] of Object.entries(FIXED_PARTS)) {
        const part = new ZipPassThrough(name);
        zip.add(part);
        part.push(strToU8(xml), true);
      }
      sheet = new ZipDeflate("xl/worksheets/sheet1.xml", { level: 6 });
      zip.add(sheet);
      sheet.push(strToU8(SHEET_HEAD + rowXml(1, headers, ' s="1"')));
      iterator = batches[Symbol.asyncIterator]();
    },
    async pull(controller) {
      // A pull that enqueues nothing is not repeated by the stream, and the deflater keeps small
      // inputs to itself: take slices until a chunk comes out or the rows end.
      const before = sent;
      try {
        while (sent === before) {
          // Let other requests run between two slices (issue 33, server/http/export-lane.ts):
          // the embedded database's queries, the sheet's XML and its deflating all run on this
          // one thread, and their promises chain without ever returning to the event loop.
          await new Promise((resolve) => setImmediate(resolve));
          if (at >= pending.length) {
            const step = await iterator.next();
            if (step.done) {
              sheet.push(strToU8(SHEET_TAIL), true);
              zip.end();
              return;
            }
            pending = step.value;
            at = 0;
          }
          let xml = "";
          const end = Math.min(pending.length, at + XLSX_SLICE);
          for (; at < end; at++) xml += rowXml(next++, pending[at] as XlsxRow, "");
          sheet.push(strToU8(xml));
        }
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await iterator?.return?.();
    },
  });
}

// Characters XML 1.0 cannot hold at all (control characters other than tab and line breaks).
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are what it removes
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const escapeXml = (s: string) =>
  s
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

/** A1-style column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

function rowXml(r: number, cells: readonly XlsxCell[], style: string): string {
  let xml = `<row r="${r}">`;
  cells.forEach((value, i) => {
    if (value === null || value === "") return;
    const ref = `${columnName(i)}${r}`;
    xml +=
      typeof value === "number" && Number.isFinite(value)
        ? `<c r="${ref}"${style}><v>${value}</v></c>`
        : `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${escapeXml(String(value))}</t></is></c>`;
  });
  return `${xml}</row>`;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const SHEET_HEAD = `${XML}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
const SHEET_TAIL = "</sheetData></worksheet>";

const FIXED_PARTS: Record<string, string> = {
  "[Content_Types].xml": `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  "_rels/.rels": `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  "xl/workbook.xml": `${XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  "xl/_rels/workbook.xml.rels": `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
  "xl/styles.xml": `${XML}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
};
