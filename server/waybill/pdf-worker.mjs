// The PDF text extraction's worker thread (server/waybill/pdf-text.ts starts one per file). Plain
// JavaScript, so it loads the same under `node --import tsx`, Vitest and a bundler.
import { parentPort, workerData } from "node:worker_threads";
import { inflateSync } from "node:zlib";

/**
 * Inflates every Flate stream of the file with a budget on the total output, before PDF.js sees
 * it: a small file whose streams expand to tens of megabytes is refused without being parsed.
 * Streams that are not Flate (or not valid Flate) are left to PDF.js and the time limit.
 */
function expandedBytes(bytes, budget) {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  let total = 0;
  let at = 0;
  for (;;) {
    const start = text.indexOf("stream", at);
    if (start < 0) return total;
    let body = start + 6;
    if (text[body] === "\r") body += 1;
    if (text[body] === "\n") body += 1;
    const end = text.indexOf("endstream", body);
    if (end < 0) return total;
    at = end + 9;
    // "endstream" itself contains "stream": skip what is not a stream's start.
    if (text.slice(start - 3, start) === "end") continue;
    const dictionary = text.slice(Math.max(0, start - 512), start);
    if (!/\/FlateDecode|\/Fl\b/.test(dictionary)) continue;
    try {
      const out = inflateSync(bytes.subarray(body, end), {
        maxOutputLength: Math.max(1, budget - total),
        finishFlush: 2, // Z_SYNC_FLUSH: a stream cut short still counts what it holds
      });
      total += out.length;
    } catch (error) {
      if (error?.code === "ERR_BUFFER_TOO_LARGE" || error instanceof RangeError) return budget + 1;
    }
    if (total > budget) return total;
  }
}

async function extract({ bytes, maxChars, maxPages, maxExpandedBytes }) {
  if (expandedBytes(bytes, maxExpandedBytes) > maxExpandedBytes) return { kind: "tooComplex" };
  const { getDocumentProxy } = await import("unpdf");
  let pdf;
  try {
    pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  } catch {
    return { kind: "unreadable" };
  }
  try {
    if (pdf.numPages > maxPages) return { kind: "tooComplex" };
    const parts = [];
    let length = 0;
    for (let n = 1; n <= pdf.numPages && length < maxChars; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      // As unpdf's extractText joins a page's items.
      const text = content.items
        .filter((item) => item.str != null)
        .map((item) => item.str + (item.hasEOL ? "\n" : ""))
        .join("");
      parts.push(text);
      length += text.length + 1;
      page.cleanup();
    }
    // unpdf's mergePages normalisation.
    const merged = parts
      .join("\n")
      .replace(/[^\S\n]+/g, " ")
      .replace(/ ?\n ?/g, "\n")
      .replace(/\n{3,}/g, "\n\n");
    return { kind: "text", text: merged.slice(0, maxChars) };
  } catch {
    return { kind: "unreadable" };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

extract(workerData).then(
  (answer) => parentPort?.postMessage(answer),
  () => parentPort?.postMessage({ kind: "unreadable" }),
);
