// The PDF text extraction's worker thread (server/waybill/pdf-text.ts starts one per file). Plain
// JavaScript, so it loads the same under `node --import tsx`, Vitest and a bundler.
import { parentPort, workerData } from "node:worker_threads";
import { Inflate } from "fflate";

/**
 * THE INFLATE BUDGET (issue 33, finding "the PDF inflate budget can be bypassed"): every Flate
 * stream PDF.js could inflate is inflated here first, streaming, against one budget on the total
 * output, before PDF.js sees the file; over the budget the file is refused without being parsed.
 *
 * It does not trust the stream dictionaries to say which streams are Flate: a filter name can be
 * written with `#xx` escapes (`/Flat#65Decode`), be an indirect object (`/Filter 6 0 R`), or sit
 * inside an object stream, and every such spelling once let a stream reach PDF.js uncounted (a
 * 1.9 MB file grew the server by ~880 MB). Instead every stream body that PDF.js would accept as
 * Flate (a valid zlib header, checked as PDF.js checks it) is inflated, whatever its dictionary
 * says; so are bodies that are Flate under ASCIIHex/ASCII85 layers, and outputs that are Flate
 * again (`[/Fl /Fl]`). Filters whose expansion this cannot count (LZW, RunLength, an encrypted
 * file) and filter chains it cannot resolve cheaply are refused. Names are read with their `#xx`
 * escapes resolved, as PDF does.
 *
 * Memory: input is pushed in SLICE-byte pieces; one piece inflates to at most 1032×SLICE bytes,
 * so the inflated bytes ever produced stay under budget + MAX_OVERSHOOT. The count is posted back
 * with the answer (pdf-text.ts `pdfInflateProbe`); tests/server/pdf-limits.test.ts ("an escaped
 * filter name …", "an indirect filter …") fails without this.
 */
const SLICE = 512;
const MAX_TEXT_LAYERS = 8;
/** Filters whose output this does not count: refused wherever their names appear. */
const UNCOUNTED = new Set(["LZWDecode", "LZW", "RunLengthDecode", "RL", "Crypt", "Encrypt"]);

class Refused extends Error {}

/** A zlib header as PDF.js's FlateStream accepts it (it ignores the window size). */
const zlibHeader = (b, at = 0) =>
  b.length >= at + 2 &&
  (b[at] & 0x0f) === 8 &&
  ((b[at] << 8) + b[at + 1]) % 31 === 0 &&
  (b[at + 1] & 0x20) === 0;

const isWhite = (c) =>
  c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a || c === 0x0c || c === 0;

/** ASCIIHexDecode as PDF.js reads it: hex digits, `>` ends, anything else skipped. */
function asciiHex(b, limit = Infinity) {
  const out = [];
  let high = -1;
  for (let i = 0; i < b.length && out.length < limit; i++) {
    const c = b[i];
    let d;
    if (c >= 0x30 && c <= 0x39) d = c - 0x30;
    else if ((c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)) d = (c & 0x0f) + 9;
    else if (c === 0x3e) break;
    else continue;
    if (high < 0) high = d;
    else {
      out.push((high << 4) | d);
      high = -1;
    }
  }
  if (high >= 0 && out.length < limit) out.push(high << 4);
  return Uint8Array.from(out);
}

/** ASCII85Decode as PDF.js reads it: whitespace skipped, `z` is four zeros, `~` ends. */
function ascii85(b, limit = Infinity) {
  const out = [];
  const group = [];
  let i = 0;
  for (; i < b.length && out.length < limit; i++) {
    const c = b[i];
    if (isWhite(c)) continue;
    if (c === 0x7e) break;
    if (c === 0x7a && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    group.push(c);
    if (group.length === 5) {
      let t = 0;
      for (const g of group) t = t * 85 + (g - 0x21);
      out.push((t >>> 24) & 0xff, (t >>> 16) & 0xff, (t >>> 8) & 0xff, t & 0xff);
      group.length = 0;
    }
  }
  if (group.length > 1 && out.length < limit) {
    const n = group.length;
    while (group.length < 5) group.push(0x75);
    let t = 0;
    for (const g of group) t = t * 85 + (g - 0x21);
    for (let k = 0; k < n - 1; k++) out.push((t >>> (24 - 8 * k)) & 0xff);
  }
  return Uint8Array.from(out);
}

const TEXT_DECODERS = [asciiHex, ascii85];

/** The text layers (ASCIIHex/ASCII85, at most MAX_TEXT_LAYERS) under which `b` is Flate. */
function flateUnderText(b, depth = 0) {
  if (depth >= MAX_TEXT_LAYERS) return null;
  const prefix = b.subarray(0, 4096);
  for (const decode of TEXT_DECODERS) {
    const head = decode(prefix, 2 << (MAX_TEXT_LAYERS - depth));
    if (head.length < 2) continue;
    if (zlibHeader(head)) return [decode];
    const deeper = flateUnderText(head, depth + 1);
    if (deeper) return [decode, ...deeper];
  }
  return null;
}

/** A PDF name's bytes with `#xx` escapes resolved, as PDF reads names. */
const nameOf = (raw) =>
  raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

const NAME = /\/([^\s/[\]<>(){}%]*)/g;

/** Names whose filters this cannot count, wherever they appear (raw file or inflated output). */
function scanNames(text) {
  for (const m of text.matchAll(NAME)) {
    if (UNCOUNTED.has(nameOf(m[1]))) throw new Refused(`filter ${nameOf(m[1])}`);
  }
}

/**
 * The /Filter entries of the raw file: an indirect value is resolved against the file's own
 * `n g obj`; an array may not hold references nor more than MAX_TEXT_LAYERS + 2 filters. What
 * cannot be resolved this cheaply (an object inside an object stream) is refused.
 */
function checkFilters(text) {
  const found = new Map();
  const objectValue = (n, g) => {
    const key = `${n} ${g}`;
    if (!found.has(key)) {
      const m = new RegExp(`(?:^|[^0-9])${n}\\s+${g}\\s+obj\\s*`).exec(text);
      found.set(key, m ? text.slice(m.index + m[0].length, m.index + m[0].length + 2048) : null);
    }
    const value = found.get(key);
    if (value === null) throw new Refused(`unresolved filter ${n} ${g} R`);
    return value;
  };
  const checkValue = (value, nested) => {
    const ref = /^(\d+)\s+(\d+)\s+R/.exec(value);
    if (ref) {
      if (nested) throw new Refused("filter reference in a reference");
      return checkValue(objectValue(ref[1], ref[2]), true);
    }
    if (value.startsWith("[")) {
      const end = value.indexOf("]");
      if (end < 0) throw new Refused("unterminated filter array");
      const inner = value.slice(1, end);
      if (/\d+\s+\d+\s+R/.test(inner)) throw new Refused("filter array with references");
      const names = [...inner.matchAll(NAME)].map((m) => nameOf(m[1]));
      if (names.length > MAX_TEXT_LAYERS + 2) throw new Refused("filter chain too long");
    }
  };
  for (const m of text.matchAll(NAME)) {
    if (nameOf(m[1]) !== "Filter") continue;
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 4096);
    checkValue(after.replace(/^(?:\s|%[^\r\n]*)*/, ""), false);
  }
}

/** Inflates `b` (zlib, header at 0) streaming; counts into `state`; the output if kept. */
function inflate(b, state, keep) {
  const parts = [];
  const inflater = new Inflate((chunk) => {
    state.inflated += chunk.length;
    if (keep) parts.push(chunk);
  });
  // fflate says the stream has ended (its final block read) only in its state.
  const ended = () => Boolean(inflater.s?.f) && !inflater.s?.l;
  for (let at = 2; at < b.length && !ended(); at += SLICE) {
    try {
      inflater.push(b.subarray(at, at + SLICE), at + SLICE >= b.length);
    } catch {
      break; // invalid or cut short: PDF.js stops there too; what came out is counted
    }
    if (state.inflated > state.budget) throw new Refused("budget");
  }
  if (!keep) return null;
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Counts one body (and what it inflates to, layer after layer). */
function census(body, state, depth) {
  if (depth > MAX_TEXT_LAYERS + 2) throw new Refused("too many layers");
  let data = body;
  if (!zlibHeader(data)) {
    const layers = flateUnderText(data);
    if (!layers) return;
    for (const decode of layers) data = decode(data);
    if (!zlibHeader(data)) return;
  }
  const out = inflate(data, state, true);
  scanNames(Buffer.from(out.buffer, out.byteOffset, out.byteLength).toString("latin1"));
  census(out, state, depth + 1);
}

/**
 * Every stream of the file counted: the bytes after each `stream` keyword's end of line, to the
 * end of the file (so a wrong /Length or an `endstream` inside the data changes nothing).
 * Throws Refused over the budget or on what it cannot count.
 */
function inflateCensus(bytes, state) {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  scanNames(text);
  checkFilters(text);
  for (let at = text.indexOf("stream"); at >= 0; at = text.indexOf("stream", at + 6)) {
    if (text.slice(at - 3, at) === "end") continue;
    // As PDF.js: the data starts after the end of the keyword's line.
    let body = at + 6;
    while (body < text.length && text[body] !== "\n" && text[body] !== "\r") body++;
    if (text[body] === "\r") body++;
    if (text[body] === "\n") body++;
    census(bytes.subarray(body), state, 0);
  }
}

/** The census's verdict and the bytes it inflated (refused: over the budget or uncountable). */
function countedOrRefused(bytes, budget) {
  const state = { inflated: 0, budget };
  try {
    inflateCensus(bytes, state);
    return { refused: null, inflated: state.inflated };
  } catch (error) {
    if (error instanceof Refused) return { refused: error.message, inflated: state.inflated };
    throw error;
  }
}

async function extract({ bytes, maxChars, maxPages, maxExpandedBytes }) {
  const census = countedOrRefused(bytes, maxExpandedBytes);
  if (census.refused) return { kind: "tooComplex", inflated: census.inflated };
  return { ...(await parse(bytes, maxChars, maxPages)), inflated: census.inflated };
}

async function parse(bytes, maxChars, maxPages) {
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
  () => parentPort?.postMessage({ kind: "unreadable", inflated: -1 }),
);
