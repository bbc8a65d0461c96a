/**
 * Bombs (issue 33): the server's peak resident memory while it reads hostile uploads, against the
 * real server in its own process (a fresh one per case on one data dir, the demo seed), its peak
 * read from /proc/<pid>/status (VmHWM, reset through /proc/<pid>/clear_refs before the case) and
 * compared with its idle RSS just before. Budget: +300 MB at most for every case.
 * - a PDF bomb: one content stream that inflates to BOMB_PDF_MB (default 1,900 MB, a 1.9 MB
 *   file), its filter written `/Flat#65Decode` (the spelling that got past the old budget);
 *   then ten of them at once, and the same with an indirect `/Filter 6 0 R`;
 * - an .xlsx bomb: a sheet that inflates to BOMB_XLSX_MB (default 1,500 MB, a 1.5 MB file),
 *   its size declared, then the same declaring 2,000 bytes (a lie); then four at once (one
 *   organisation);
 * - a 400k-row sheet (the row limit is 2,000): peak memory and the time the import took.
 * `npm run bench:bombs` runs it alone (BOMBS_CWD=<a checkout> measures that checkout's server,
 * e.g. an older commit, BOMBS_SINGLE=1 one file at a time only); `npm run bench` runs it as one
 * section.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32, createDeflate, createDeflateRaw } from "node:zlib";
import { TARIFF_COLUMNS } from "../src/domain/tariff.ts";
import { freePort, spawnReady } from "./http.ts";

const PDF_MB = Number(process.env.BOMB_PDF_MB ?? 1900);
const XLSX_MB = Number(process.env.BOMB_XLSX_MB ?? 1500);
const BUDGET_MB = 300;
/** BOMBS_SINGLE=1: one file at a time only (measuring an unfixed server: 10 bombs took 3.6 GB). */
const SINGLE = process.env.BOMBS_SINGLE === "1";

export type BombCase = {
  name: string;
  fileMb: number;
  statuses: string;
  idleMb: number;
  peakMb: number;
  addedMb: number;
  ms: number;
  withinBudget: boolean;
};

const status = (pid: number) => readFileSync(`/proc/${pid}/status`, "utf8");
const field = (pid: number, name: string) =>
  Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status(pid))?.[1] ?? 0) / 1024;

/** Deflates `head`, then `megabytes` MB of `fill`, then `tail`, streaming (never all in memory). */
async function deflated(
  raw: boolean,
  head: string,
  megabytes: number,
  fill: string,
  tail: string,
): Promise<{ bytes: Buffer; size: number; crc: number }> {
  const z = raw ? createDeflateRaw({ level: 9 }) : createDeflate({ level: 9 });
  const out: Buffer[] = [];
  z.on("data", (d: Buffer) => out.push(d));
  const done = new Promise((r) => z.on("end", r));
  const block = Buffer.from(fill.repeat(Math.ceil(2 ** 20 / fill.length)).slice(0, 2 ** 20));
  let crc = 0;
  let size = 0;
  const write = async (b: Buffer) => {
    crc = crc32(b, crc);
    size += b.length;
    if (!z.write(b)) await new Promise((r) => z.once("drain", r));
  };
  await write(Buffer.from(head));
  for (let i = 0; i < megabytes; i++) await write(block);
  await write(Buffer.from(tail));
  z.end();
  await done;
  return { bytes: Buffer.concat(out), size, crc };
}

/** A one-page PDF whose content stream (filter `filter`) inflates to `megabytes` MB. */
async function pdfBomb(megabytes: number, filter: string, extra: string[] = []): Promise<Buffer> {
  const { bytes: content } = await deflated(
    false,
    "BT /F1 12 Tf 72 700 Td (SHANGHAI BRIGHTLUX LIGHTING CO LTD) Tj ET\n",
    megabytes,
    " ",
    "",
  );
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
  let length = 9;
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
  parts.push(
    Buffer.from(
      [
        "xref",
        `0 ${objects.length + 1}`,
        "0000000000 65535 f ",
        ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n `),
        `trailer << /Size ${objects.length + 1} /Root 1 0 R >>`,
        "startxref",
        String(length),
        "%%EOF",
      ].join("\n"),
    ),
  );
  return Buffer.concat(parts);
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG = "http://schemas.openxmlformats.org/package/2006";

/** A zip of Deflate entries; `declared` overrides an entry's stated size (a lie). */
function zip(
  entries: { name: string; bytes: Buffer; size: number; crc: number; declared?: number }[],
): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(e.crc >>> 0, 14);
    header.writeUInt32LE(e.bytes.length, 18);
    header.writeUInt32LE(e.declared ?? e.size, 22);
    header.writeUInt16LE(name.length, 26);
    local.push(header, name, e.bytes);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(e.crc >>> 0, 16);
    dir.writeUInt32LE(e.bytes.length, 20);
    dir.writeUInt32LE(e.declared ?? e.size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    offset += 30 + name.length + e.bytes.length;
  }
  const dirBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dirBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, dirBytes, end]);
}

const TARIFF_HEADER = TARIFF_COLUMNS.map(([, label]) => label);

/** An .xlsx whose sheet is the tariff header, then `megabytes` MB of `fill`, then `tail`. */
async function xlsx(megabytes: number, fill: string, declared?: number): Promise<Buffer> {
  const part = async (name: string, text: string) => ({
    name,
    ...(await deflated(true, text, 0, " ", "")),
  });
  const header = `<row r="1">${TARIFF_HEADER.map((label, i) => `<c r="${String.fromCharCode(65 + i)}1" t="inlineStr"><is><t>${label}</t></is></c>`).join("")}</row>`;
  let row = 1;
  const rowFill = fill === "rows";
  const sheet = await (async () => {
    if (!rowFill) {
      return deflated(
        true,
        `${XML}<worksheet ${NS}><sheetData>${header}`,
        megabytes,
        fill,
        "</sheetData></worksheet>",
      );
    }
    // `megabytes` × 20k numbered rows of one shared string each.
    const z = createDeflateRaw({ level: 9 });
    const out: Buffer[] = [];
    z.on("data", (d: Buffer) => out.push(d));
    const done = new Promise((r) => z.on("end", r));
    let crc = 0;
    let size = 0;
    const write = (s: string) => {
      const b = Buffer.from(s);
      crc = crc32(b, crc);
      size += b.length;
      z.write(b);
    };
    write(`${XML}<worksheet ${NS}><sheetData>${header}`);
    for (let i = 0; i < megabytes * 20_000; i++) {
      row++;
      write(`<row r="${row}"><c r="A${row}" t="s"><v>0</v></c></row>`);
    }
    write("</sheetData></worksheet>");
    z.end();
    await done;
    return { bytes: Buffer.concat(out), size, crc };
  })();
  return zip([
    await part(
      "[Content_Types].xml",
      `${XML}<Types xmlns="${PKG}/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>`,
    ),
    await part(
      "_rels/.rels",
      `${XML}<Relationships xmlns="${PKG}/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    await part(
      "xl/workbook.xml",
      `${XML}<workbook ${NS} xmlns:r="${REL}"><sheets><sheet name="运价" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    await part(
      "xl/_rels/workbook.xml.rels",
      `${XML}<Relationships xmlns="${PKG}/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    await part("xl/sharedStrings.xml", `${XML}<sst ${NS}><si><t>PVG</t></si></sst>`),
    { name: "xl/worksheets/sheet1.xml", ...sheet, declared },
  ]);
}

async function upload(base: string, token: string, route: string, file: Buffer, name: string) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(file)], name));
  const res = await fetch(`${base}${route}`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json().catch(() => ({}))) as { messageInfo?: string };
  return `${res.status} ${body.messageInfo ?? ""}`.trim();
}

/** Runs `send` once; the server's RSS peak over its idle RSS just before. */
async function measure(
  pid: number,
  name: string,
  fileMb: number,
  send: () => Promise<string[]>,
): Promise<BombCase> {
  await new Promise((r) => setTimeout(r, 1000)); // let the start-up's memory settle
  let hwm = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5"); // resets VmHWM to the current RSS
  } catch {
    hwm = false;
  }
  const idleMb = field(pid, "VmRSS");
  let sampled = idleMb;
  const timer = setInterval(() => {
    sampled = Math.max(sampled, field(pid, "VmRSS"));
  }, 10);
  const t0 = performance.now();
  const answers = await send();
  const ms = performance.now() - t0;
  clearInterval(timer);
  const peakMb = Math.max(sampled, hwm ? field(pid, "VmHWM") : 0);
  const counts = new Map<string, number>();
  for (const a of answers) counts.set(a, (counts.get(a) ?? 0) + 1);
  return {
    name,
    fileMb,
    statuses: [...counts].map(([a, n]) => (n > 1 ? `${n}× ${a}` : a)).join("; "),
    idleMb,
    peakMb,
    addedMb: peakMb - idleMb,
    ms,
    withinBudget: peakMb - idleMb <= BUDGET_MB,
  };
}

export async function benchBombs(
  say: (line?: string) => void,
  cwd = process.env.BOMBS_CWD,
): Promise<BombCase[]> {
  const escaped = await pdfBomb(PDF_MB, "/Flat#65Decode");
  const indirect = await pdfBomb(PDF_MB, "6 0 R", ["/FlateDecode"]);
  const sheetBomb = await xlsx(XLSX_MB, " ", 2000);
  const manyRows = await xlsx(20, "rows"); // 400k rows
  const mb = (b: Buffer) => b.length / 2 ** 20;

  const honestBomb = await xlsx(XLSX_MB, " ");

  // Each case on a server of its own (one data dir, seeded by the first start): memory a case
  // took and did not give back does not hide the next one's.
  const dir = mkdtempSync(path.join(tmpdir(), "bench-bombs-"));
  const cases: BombCase[] = [];
  type Send = (route: string, file: Buffer, fileName: string) => Promise<string>;
  const onServer = async (name: string, fileMb: number, send: (up: Send) => Promise<string[]>) => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = await spawnReady(
      ["--import", "tsx", "server/main.ts"],
      { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dir, LOG_REQUESTS: "0" },
      cwd,
      180_000,
    );
    try {
      const login = await fetch(`${base}/auth/oauth/token`, {
        method: "POST",
        body: new URLSearchParams({
          grant_type: "password",
          username: "2|admin|DEMO",
          password: "Demo@2026",
        }),
      });
      const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
      cases.push(
        await measure(child.pid ?? 0, name, fileMb, () =>
          send((route, file, fileName) => upload(base, token, route, file, fileName)),
        ),
      );
    } finally {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
  };
  const PDF = "/afbase/address/recognize";
  const XLSX = "/afbase/tariff/import";
  const times = <T>(n: number, f: () => Promise<T>) => Promise.all(Array.from({ length: n }, f));
  try {
    await onServer("PDF bomb, /Flat#65Decode", mb(escaped), async (up) => [
      await up(PDF, escaped, "bomb.pdf"),
    ]);
    await onServer("PDF bomb, /Filter 6 0 R", mb(indirect), async (up) => [
      await up(PDF, indirect, "bomb.pdf"),
    ]);
    if (!SINGLE) {
      await onServer("10 PDF bombs at once, /Flat#65Decode", mb(escaped), (up) =>
        times(10, () => up(PDF, escaped, "bomb.pdf")),
      );
      await onServer("10 PDF bombs at once, /Filter 6 0 R", mb(indirect), (up) =>
        times(10, () => up(PDF, indirect, "bomb.pdf")),
      );
    }
    await onServer(".xlsx bomb (sizes declared)", mb(honestBomb), async (up) => [
      await up(XLSX, honestBomb, "t.xlsx"),
    ]);
    await onServer(".xlsx bomb (sheet declares 2,000 bytes)", mb(sheetBomb), async (up) => [
      await up(XLSX, sheetBomb, "t.xlsx"),
    ]);
    if (!SINGLE) {
      await onServer("4 .xlsx bombs at once (one organisation)", mb(honestBomb), (up) =>
        times(4, () => up(XLSX, honestBomb, "t.xlsx")),
      );
    }
    await onServer(".xlsx of 400k rows (limit 2,000)", mb(manyRows), async (up) => [
      await up(XLSX, manyRows, "t.xlsx"),
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  say(`| case | file | answers | idle RSS | peak RSS | added (budget +${BUDGET_MB} MB) | time |`);
  say("|---|---|---|---|---|---|---|");
  for (const c of cases) {
    say(
      `| ${c.name} | ${c.fileMb.toFixed(2)} MB | ${c.statuses} | ${c.idleMb.toFixed(0)} MB | ${c.peakMb.toFixed(0)} MB | +${c.addedMb.toFixed(0)} MB ${c.withinBudget ? "✓" : "✗"} | ${(c.ms / 1000).toFixed(2)} s |`,
    );
  }
  return cases;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchBombs((line = "") => console.log(line));
}
