/**
 * Issue 33, "an .xlsx zip bomb in the tariff import": a 1.5 MB file inflated whole in memory
 * (+1.5 GB), a 400k-row sheet was parsed whole before the row limit, and imports of one
 * organisation ran side by side. The files are built here (fflate), small on disk.
 */
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { MAX_OVERSHOOT, XLSX_READ_LIMITS, xlsxReadProbe } from "../../server/http/xlsx-read.ts";
import type { Page } from "../../src/contract/http.ts";
import {
  TARIFF_COLUMNS,
  TARIFF_MAX_IMPORT_ROWS,
  TARIFF_MESSAGES,
  type TariffImportResult,
  type TariffRow,
} from "../../src/domain/tariff.ts";
import { demoServer } from "./helpers.ts";

const demo = demoServer("admin", "admin2");
const { get, tokens } = demo;

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG = "http://schemas.openxmlformats.org/package/2006";

/** Row `r` of the sheet: texts inline, numbers as values, each cell with its reference. */
const rowXml = (r: number, values: (string | number)[]) =>
  `<row r="${r}">${values
    .map((value, i) => {
      const ref = `${String.fromCharCode(65 + i)}${r}`;
      return typeof value === "number"
        ? `<c r="${ref}"><v>${value}</v></c>`
        : `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
    })
    .join("")}</row>`;
const HEADER_ROW = rowXml(
  1,
  TARIFF_COLUMNS.map(([, label]) => label),
);

/** A workbook whose one sheet is `sheetData` (row XML), optionally with shared strings. */
function workbook(sheetData: string, sharedStrings?: string[]): Uint8Array {
  const files: Record<string, Uint8Array> = {
    "[Content_Types].xml": strToU8(
      `${XML}<Types xmlns="${PKG}/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>`,
    ),
    "_rels/.rels": strToU8(
      `${XML}<Relationships xmlns="${PKG}/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    "xl/workbook.xml": strToU8(
      `${XML}<workbook ${NS} xmlns:r="${REL}"><sheets><sheet name="运价" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    "xl/_rels/workbook.xml.rels": strToU8(
      `${XML}<Relationships xmlns="${PKG}/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>${sharedStrings ? `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` : ""}</Relationships>`,
    ),
    "xl/worksheets/sheet1.xml": strToU8(
      `${XML}<worksheet ${NS}><sheetData>${HEADER_ROW}${sheetData}</sheetData></worksheet>`,
    ),
  };
  if (sharedStrings) {
    files["xl/sharedStrings.xml"] = strToU8(
      `${XML}<sst ${NS}>${sharedStrings.map((s) => `<si><t>${s}</t></si>`).join("")}</sst>`,
    );
  }
  return zipSync(files, { level: 9 });
}

/** The zip with the sheet's declared (uncompressed) size rewritten, in both of its headers. */
function lyingAboutSize(zip: Uint8Array, declared: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  const name = "xl/worksheets/sheet1.xml";
  for (let i = 0; i < out.length - 4; i++) {
    const sig = view.getUint32(i, true);
    const [nameAt, sizeAt] =
      sig === 0x04034b50 ? [30, 22] : sig === 0x02014b50 ? [46, 24] : [-1, -1];
    if (nameAt < 0) continue;
    const found = new TextDecoder().decode(out.subarray(i + nameAt, i + nameAt + name.length));
    if (found === name) view.setUint32(i + sizeAt, declared, true);
  }
  return out;
}

async function upload(bytes: Uint8Array, token = tokens.admin) {
  const form = new FormData();
  form.append("file", new File([bytes.slice()], "tariffs.xlsx"));
  const res = await demo.h.call("/afbase/tariff/import", { method: "POST", body: form, token });
  return {
    status: res.status,
    body: (await res.json()) as { data: TariffImportResult | null; messageInfo?: string },
  };
}

const GOOD_ROW = (origin: string, r = 2) =>
  rowXml(r, [origin, "NRT", "NH", "CNY", 320, 30, 28, 26, 24, 22, 20]);

describe("the .xlsx tariff import under attack", () => {
  it("a zip bomb that declares its size is refused unread", async () => {
    // 40 MB of shared strings: 40 KB on disk.
    const bomb = workbook(GOOD_ROW("SZX"), [" ".repeat(40 * 2 ** 20)]);
    expect(bomb.length).toBeLessThan(200_000);
    xlsxReadProbe.maxInflated = 0;
    const res = await upload(bomb);
    expect(res.status).toBe(400);
    expect(res.body.messageInfo).toBe(TARIFF_MESSAGES.tooLarge);
    // Only the workbook's small parts were inflated, never the strings.
    expect(xlsxReadProbe.maxInflated).toBeLessThan(4096);
  });

  it("a zip bomb that lies about its size is stopped at the cap while it inflates", async () => {
    const bomb = lyingAboutSize(workbook(" ".repeat(40 * 2 ** 20) + GOOD_ROW("SZX")), 2000);
    xlsxReadProbe.maxInflated = 0;
    const res = await upload(bomb);
    expect(res.status).toBe(400);
    expect(res.body.messageInfo).toBe(TARIFF_MESSAGES.tooLarge);
    expect(xlsxReadProbe.maxInflated).toBeGreaterThan(XLSX_READ_LIMITS.maxEntryBytes);
    expect(xlsxReadProbe.maxInflated).toBeLessThanOrEqual(
      XLSX_READ_LIMITS.maxEntryBytes + MAX_OVERSHOOT + 4096,
    );
    // Nothing of it was saved.
    const saved = await get<Page<TariffRow>>("/afbase/tariff/page?keyword=SZX-NRT", tokens.admin);
    expect(saved.body.data.total).toBe(0);
  });

  it("a 400k-row sheet is read only up to the row limit", async () => {
    // Short rows (one shared string each): 21 MB of sheet (over the size cap: the rows stop it
    // first), 100 KB on disk.
    let rows = "";
    for (let r = 2; r <= 400_001; r++)
      rows += `<row r="${r}"><c r="A${r}" t="s"><v>0</v></c></row>`;
    xlsxReadProbe.maxRowsRead = 0;
    xlsxReadProbe.maxInflated = 0;
    const res = await upload(workbook(rows, ["PVG"]));
    expect(res.status).toBe(400);
    expect(res.body.messageInfo).toBe(TARIFF_MESSAGES.tooManyRows);
    expect(xlsxReadProbe.maxRowsRead).toBeGreaterThan(TARIFF_MAX_IMPORT_ROWS);
    expect(xlsxReadProbe.maxRowsRead).toBeLessThanOrEqual(TARIFF_MAX_IMPORT_ROWS + 1);
    // It stopped early: about 100 KB of the sheet's 21 MB were inflated.
    expect(xlsxReadProbe.maxInflated).toBeLessThan(MAX_OVERSHOOT + 200_000);
  });

  it("still imports shared strings, dates and rows at the limit", async () => {
    const sheet = await writeXlsxFile([
      TARIFF_COLUMNS.map(([, label]) => ({ value: label })),
      [
        ...["CAN", "MEL", "CZ", "CNY"].map((value) => ({ value })),
        ...[300, 41, 38, 35, 32, 30, 28].map((value) => ({ value })),
        { value: new Date(Date.UTC(2026, 2, 1)), format: "yyyy-mm-dd" },
        { value: new Date(Date.UTC(2026, 11, 31)), format: "yyyy-mm-dd" },
        { value: "夏季 & 冬季" },
      ],
    ] as never).toBuffer();
    const res = await upload(sheet);
    expect(res.body).toMatchObject({ data: { imported: 1, errors: [] } });
    const row = (await get<Page<TariffRow>>("/afbase/tariff/page?keyword=CAN-MEL", tokens.admin))
      .body.data.records[0];
    expect(row).toMatchObject({
      carrier: "CZ",
      normal: 41,
      validFrom: "2026-03-01",
      validTo: "2026-12-31",
      remark: "夏季 & 冬季",
    });

    const full = workbook(
      Array.from({ length: TARIFF_MAX_IMPORT_ROWS }, (_, i) =>
        GOOD_ROW(
          `A${String.fromCharCode(65 + (Math.floor(i / 26) % 26))}${String.fromCharCode(65 + (i % 26))}`,
        ),
      ).join(""),
    );
    const atLimit = await upload(full);
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.data?.errors).toEqual([]);
  });
});

/** A multipart upload whose bytes after the first half wait until `release` is called. */
function heldUpload(bytes: Uint8Array, token: string) {
  const boundary = "----held-upload-boundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="t.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reading = () => {};
  const started = new Promise<void>((resolve) => {
    reading = resolve;
  });
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (sent === 0) {
          sent = 1;
          reading();
          controller.enqueue(new Uint8Array(body.subarray(0, body.length >> 1)));
          return;
        }
        await released;
        controller.enqueue(new Uint8Array(body.subarray(body.length >> 1)));
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const response = demo.h
    .call("/afbase/tariff/import", {
      method: "POST",
      body: stream,
      token,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      duplex: "half",
    } as RequestInit & { token: string })
    .then(async (res) => ({ status: res.status, body: await res.json() }));
  return { started, release, response };
}

describe("one import at a time per organisation", () => {
  it("a second import of the same organisation answers 409 while one is read; another organisation's goes through", async () => {
    const first = heldUpload(workbook(GOOD_ROW("HGH")), tokens.admin);
    await first.started; // its upload is being read: the organisation's import is under way

    const second = await upload(workbook(GOOD_ROW("XMN")));
    expect(second).toEqual({
      status: 409,
      body: { code: 409, messageInfo: TARIFF_MESSAGES.importBusy, data: null },
    });
    const other = await upload(workbook(GOOD_ROW("TAO")), tokens.admin2);
    expect(other.status).toBe(200);
    expect(other.body.data?.imported).toBe(1);

    first.release();
    expect(await first.response).toMatchObject({ status: 200, body: { data: { imported: 1 } } });
    // The lock is let go, after success and after a refusal alike.
    expect((await upload(workbook(" ".repeat(20 * 2 ** 20)))).status).toBe(400);
    expect((await upload(workbook(GOOD_ROW("XMN")))).status).toBe(200);
  });
});
