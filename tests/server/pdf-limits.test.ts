/**
 * Finding 1 of the hardening issue: PDF text extraction runs off the main thread with limits on
 * pages, expanded bytes, time and memory, and a cap on concurrent extractions. A small PDF whose
 * content stream expands hugely answers a clear message and does not stall other requests.
 */
import { availableParallelism } from "node:os";
import { deflateSync } from "node:zlib";
import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF_LIMITS, pdfProbe, pdfText } from "../../server/waybill/pdf-text.ts";
import { EDGE_MESSAGES } from "../../src/contract/errors.ts";
import { type Harness, startHarness } from "./harness.ts";
import { answer } from "./helpers.ts";

let h: Harness;
let admin = "";

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login("2|admin|DEMO");
});
afterAll(() => h.close());

/**
 * A one-page PDF whose single Flate content stream inflates to about `megabytes` of operators;
 * `filter` is how its dictionary names the filter, `extra` more objects (6 0 obj on).
 */
function bombPdf(
  megabytes: number,
  filter = "/FlateDecode",
  extra: string[] = [],
  encode: (content: Buffer) => Buffer = (c) => deflateSync(c, { level: 9 }),
): Buffer {
  const line = "BT /F1 12 Tf 72 700 Td (SHANGHAI BRIGHTLUX LIGHTING CO LTD) Tj ET\n";
  const content = encode(Buffer.from(line.repeat(Math.ceil((megabytes * 2 ** 20) / line.length))));
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    null,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ...extra,
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk =
      body === null
        ? Buffer.concat([
            Buffer.from(
              `${i + 1} 0 obj\n<< /Length ${content.length} /Filter ${filter} >>\nstream\n`,
            ),
            content,
            Buffer.from("\nendstream\nendobj\n"),
          ])
        : Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [
    "xref",
    `0 ${objects.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n `),
    `trailer << /Size ${objects.length + 1} /Root 1 0 R >>`,
    "startxref",
    String(length),
    "%%EOF",
  ].join("\n");
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

function pagesPdf(pages: number): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: "A4", autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    for (let i = 0; i < pages; i++) doc.addPage().text(`NORTHWIND HOME GOODS INC PAGE ${i + 1}`);
    doc.end();
  });
}

const upload = async (bytes: Uint8Array, name = "bomb.pdf") => {
  const form = new FormData();
  form.set("file", new File([Buffer.from(bytes)], name, { type: "application/pdf" }));
  return answer(
    await h.call("/afbase/address/recognize", { method: "POST", token: admin, body: form }),
  );
};

describe("a PDF whose content stream expands hugely", () => {
  it("is refused with a clear message, and /login answers meanwhile", {
    timeout: 60_000,
  }, async () => {
    const bomb = bombPdf(50);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const recognising = upload(bomb);
    // Sign-ins while the file is being read: none waits on it.
    const logins: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await h.login("1|staff@demo.example|DEMO");
      logins.push(performance.now() - started);
    }
    const refused = await recognising;
    expect(refused).toEqual({
      status: 400,
      body: { code: 400, messageInfo: EDGE_MESSAGES.pdfTooComplex, data: null },
    });
    expect(Math.max(...logins)).toBeLessThan(2_000);
  });

  it("is refused by the expanded-bytes budget before PDF.js parses it", {
    timeout: 30_000,
  }, async () => {
    const started = performance.now();
    await expect(pdfText(bombPdf(20), 4000)).rejects.toThrow(EDGE_MESSAGES.pdfTooComplex);
    expect(performance.now() - started).toBeLessThan(PDF_LIMITS.timeoutMs);
  });
});

/**
 * Issue 33: the budget could be bypassed by how the filter is written, and PDF.js then inflated
 * the stream unbounded (one 1.9 MB file: +880 MB). Each spelling below is refused by the inflate
 * budget in pdf-worker.mjs, and the bytes it inflated never went past the budget by more than one
 * input slice's worth (512 bytes of Flate inflate to at most 1032 × 512).
 */
describe("the inflate budget, however the filter is written", () => {
  const SLICE_MAX = 1032 * 512;
  const refusedWithinBudget = async (bomb: Buffer) => {
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    pdfProbe.maxInflated = 0;
    expect(await upload(bomb)).toEqual({
      status: 400,
      body: { code: 400, messageInfo: EDGE_MESSAGES.pdfTooComplex, data: null },
    });
    return pdfProbe.maxInflated;
  };

  it("an escaped filter name (/Flat#65Decode) is inflated against the budget and refused", {
    timeout: 30_000,
  }, async () => {
    const inflated = await refusedWithinBudget(bombPdf(20, "/Flat#65Decode"));
    expect(inflated).toBeGreaterThan(PDF_LIMITS.maxExpandedBytes);
    expect(inflated).toBeLessThanOrEqual(PDF_LIMITS.maxExpandedBytes + SLICE_MAX);
  });

  it("an indirect filter (/Filter 6 0 R) and a filter array are inflated against the budget", {
    timeout: 30_000,
  }, async () => {
    for (const bomb of [
      bombPdf(20, "6 0 R", ["/FlateDecode"]),
      bombPdf(20, "[/Fl]"),
      bombPdf(20, "[/FlateDecode /FlateDecode]", [], (c) =>
        deflateSync(deflateSync(c, { level: 9 }), { level: 9 }),
      ),
      bombPdf(20, "[/A85 /Fl]", [], (c) => Buffer.from(ascii85(deflateSync(c, { level: 9 })))),
    ]) {
      const inflated = await refusedWithinBudget(bomb);
      expect(inflated).toBeGreaterThan(PDF_LIMITS.maxExpandedBytes);
      expect(inflated).toBeLessThanOrEqual(PDF_LIMITS.maxExpandedBytes + SLICE_MAX);
    }
  });

  it("refuses filters whose output it cannot count, and filters it cannot resolve cheaply", {
    timeout: 30_000,
  }, async () => {
    const stored = (c: Buffer) => c.subarray(0, 64);
    for (const bomb of [
      bombPdf(1, "/LZW#44ecode", [], stored),
      bombPdf(1, "/RunLengthDecode", [], stored),
      // 9 0 R is nowhere in the file (as if inside an object stream).
      bombPdf(1, "9 0 R", [], stored),
      bombPdf(1, "[6 0 R]", ["/FlateDecode"], stored),
    ]) {
      expect(await refusedWithinBudget(bomb)).toBeLessThanOrEqual(PDF_LIMITS.maxExpandedBytes);
    }
  });

  it("still reads a small file whose filter is escaped or indirect", {
    timeout: 30_000,
  }, async () => {
    for (const filter of ["/Flat#65Decode", "6 0 R"]) {
      const text = await pdfText(bombPdf(0.001, filter, ["/FlateDecode"]), 4000);
      expect(text).toContain("SHANGHAI BRIGHTLUX LIGHTING CO LTD");
    }
  });
});

/** ASCII85 as the PDF filter writes it (with the `~>` end). */
function ascii85(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 4) {
    const n = Math.min(4, bytes.length - i);
    let t = 0;
    for (let k = 0; k < 4; k++) t = t * 256 + (bytes[i + k] ?? 0);
    if (n === 4 && t === 0) {
      out += "z";
      continue;
    }
    const digits: string[] = [];
    for (let k = 0; k < 5; k++) {
      digits.unshift(String.fromCharCode(33 + (t % 85)));
      t = Math.floor(t / 85);
    }
    out += digits.slice(0, n + 1).join("");
  }
  return `${out}~>`;
}

describe("the other limits", () => {
  it("refuses a PDF with more pages than the limit", { timeout: 30_000 }, async () => {
    const res = await upload(await pagesPdf(PDF_LIMITS.maxPages + 1), "many.pdf");
    expect(res.body.messageInfo).toBe(EDGE_MESSAGES.pdfTooComplex);
  });

  it("stops at the time limit", { timeout: 30_000 }, async () => {
    const small = await pagesPdf(1);
    await expect(pdfText(small, 4000, { ...PDF_LIMITS, timeoutMs: 1 })).rejects.toThrow(
      EDGE_MESSAGES.pdfTooComplex,
    );
  });

  it("caps concurrent extractions and answers 429 beyond the queue", {
    timeout: 60_000,
  }, async () => {
    const small = await pagesPdf(1);
    const limits = { ...PDF_LIMITS, concurrency: 1, maxQueued: 1 };
    const results = await Promise.allSettled([
      pdfText(small, 4000, limits),
      pdfText(small, 4000, limits),
      pdfText(small, 4000, limits),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected"]);
    const third = results[2] as PromiseRejectedResult;
    expect(third.reason).toMatchObject({ status: 429, message: EDGE_MESSAGES.recognitionBusy });
  });

  it("runs one parse per CPU at a time (the parse semaphore), and all of them finish", {
    timeout: 60_000,
  }, async () => {
    expect(PDF_LIMITS.concurrency).toBe(availableParallelism());
    // At most four at once here, so a many-core host does not start dozens of workers.
    const limits = { ...PDF_LIMITS, concurrency: Math.min(4, PDF_LIMITS.concurrency) };
    const small = await pagesPdf(1);
    pdfProbe.maxRunning = 0;
    const texts = await Promise.all(
      Array.from({ length: limits.concurrency + 2 }, () => pdfText(small, 4000, limits)),
    );
    expect(texts.every((t) => t.includes("NORTHWIND"))).toBe(true);
    expect(pdfProbe.maxRunning).toBe(limits.concurrency);
  });

  it("still reads an ordinary PDF", { timeout: 30_000 }, async () => {
    const text = await pdfText(await pagesPdf(2), 4000);
    expect(text).toContain("NORTHWIND HOME GOODS INC PAGE 1");
    expect(text).toContain("PAGE 2");
  });
});
