import { deflateSync } from "node:zlib";
import PDFDocument from "pdfkit";

/**
 * Small real files for the demo orders, made in code so the repository carries no binaries:
 * PNG photos drawn from rectangles, and one-page PDFs.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = [number, number, number];
type Shape = { x: number; y: number; w: number; h: number; color: Rgb };

const hex = (value: string): Rgb => [
  Number.parseInt(value.slice(1, 3), 16),
  Number.parseInt(value.slice(3, 5), 16),
  Number.parseInt(value.slice(5, 7), 16),
];

/** An RGB PNG: a vertical gradient background with rectangles painted over it in order. */
export function drawPng(
  width: number,
  height: number,
  top: string,
  bottom: string,
  shapes: Shape[],
): Buffer {
  const [t, b] = [hex(top), hex(bottom)];
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    const mix = y / Math.max(1, height - 1);
    const bg: Rgb = [0, 1, 2].map((i) =>
      Math.round((t[i] ?? 0) * (1 - mix) + (b[i] ?? 0) * mix),
    ) as Rgb;
    for (let x = 0; x < width; x++) {
      let color = bg;
      for (const s of shapes) {
        if (x >= s.x && x < s.x + s.w && y >= s.y && y < s.y + s.h) color = s.color;
      }
      const at = row + 1 + x * 3;
      raw[at] = color[0];
      raw[at + 1] = color[1];
      raw[at + 2] = color[2];
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const rect = (x: number, y: number, w: number, h: number, color: string): Shape => ({
  x,
  y,
  w,
  h,
  color: hex(color),
});

function cartons(x0: number, y0: number, cols: number, rows: number, size: number): Shape[] {
  const shapes: Shape[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = x0 + c * size;
      const y = y0 + r * size;
      shapes.push(rect(x, y, size - 2, size - 2, "#8a6a3f"));
      shapes.push(rect(x + 2, y + 2, size - 6, size - 6, (r + c) % 2 ? "#c99f66" : "#d2a970"));
      shapes.push(rect(x + size / 2 - 4, y + 2, 6, size - 6, "#e3c79a"));
    }
  }
  return shapes;
}

export const SAMPLE_PHOTOS = {
  /** Cartons on a pallet on the warehouse scale. */
  weighing: () =>
    drawPng(480, 320, "#dfe5ee", "#b9c0ca", [
      rect(0, 230, 480, 90, "#9aa1ab"),
      rect(110, 232, 260, 18, "#2f3540"),
      rect(380, 150, 60, 40, "#2f3540"),
      rect(388, 160, 44, 20, "#36c275"),
      rect(125, 214, 230, 18, "#7b5530"),
      ...cartons(130, 94, 5, 3, 44),
    ]),
  /** A 40-foot container at the yard. */
  container: () =>
    drawPng(480, 320, "#9cc3ea", "#e9f1f9", [
      rect(0, 250, 480, 70, "#7d8590"),
      rect(40, 110, 400, 140, "#1d3f8f"),
      ...Array.from({ length: 19 }, (_, i) => rect(52 + i * 20, 118, 6, 124, "#16337a")),
      rect(40, 104, 400, 8, "#14306f"),
      rect(300, 140, 110, 26, "#f4f6fa"),
      rect(306, 146, 98, 4, "#1d3f8f"),
      rect(306, 154, 70, 4, "#1d3f8f"),
    ]),
  /** A shipping label with a barcode on a carton. */
  label: () =>
    drawPng(480, 320, "#c99f66", "#b58a52", [
      rect(90, 60, 300, 200, "#fbfbf8"),
      rect(90, 60, 300, 28, "#002fa7"),
      ...Array.from({ length: 44 }, (_, i) =>
        rect(110 + i * 6, 180, i % 3 === 0 ? 4 : 2, 56, "#111111"),
      ),
      rect(110, 104, 200, 10, "#2a2a2a"),
      rect(110, 124, 150, 8, "#6b6b6b"),
      rect(110, 142, 170, 8, "#6b6b6b"),
    ]),
  /** The truck at the loading dock. */
  truck: () =>
    drawPng(480, 320, "#cfe0f1", "#eef3f8", [
      rect(0, 255, 480, 65, "#6f7680"),
      rect(60, 120, 260, 120, "#f2f4f7"),
      rect(60, 120, 260, 10, "#002fa7"),
      rect(320, 160, 90, 80, "#002fa7"),
      rect(340, 172, 50, 30, "#a8c8ee"),
      rect(90, 236, 44, 30, "#222"),
      rect(240, 236, 44, 30, "#222"),
      rect(350, 236, 44, 30, "#222"),
    ]),
} as const;

/** A one-page document with a title and lines of text. */
export function documentPdf(title: string, lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.font("Helvetica-Bold").fontSize(20).fillColor("#002FA7").text(title);
  doc.moveDown(0.6).font("Helvetica").fontSize(11).fillColor("#111111");
  for (const line of lines) doc.text(line).moveDown(0.3);
  doc.end();
  return done;
}
