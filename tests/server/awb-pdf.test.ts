/**
 * The air waybill PDF of every seeded waybill (master as original and copy, and each house bill)
 * read back with unpdf: its pages, their size, the text on them and the document's info; and a
 * digest of its content streams, every drawing operation as PDFKit wrote it. The snapshot was taken from the renderer as it was before its
 * drawing steps became functions of their own; the PDFs must stay exactly the same. The house bills'
 * snapshots were retaken once when a house stopped printing its master's rate and other charges
 * (issue 34, decisions §62), and once more when the demo house bills got rates of their own
 * (migration 025, decisions §62 item 11): only their Rate / Charge, weight charge and total moved.
 */
import { createHash } from "node:crypto";
import { inflateSync } from "node:zlib";
import { getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { type AwbPdfInput, renderAwbPdf } from "../../server/routes/external/awb-pdf.ts";
import {
  cjkFont,
  fontFor,
  printable,
  registerCjkFont,
} from "../../server/routes/external/pdf-fonts.ts";
import { clock, demoOrders } from "../../src/domain/demo/orders.ts";

/** A fixed clock, so the seeded waybills (their issue dates) are the same on every run. */
const orders = demoOrders(clock(Date.UTC(2026, 0, 15, 4, 0)).at).filter(
  (o): o is typeof o & { awb: string; waybill: NonNullable<typeof o.waybill> } =>
    Boolean(o.waybill && o.awb),
);

type Read = {
  pages: number;
  size: number[][];
  text: string[];
  info: Record<string, unknown>;
};

async function read(pdf: Buffer): Promise<Read> {
  const doc = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 });
  try {
    const size: number[][] = [];
    const text: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      size.push(page.view.map((v) => Math.round(v * 100) / 100));
      const content = await page.getTextContent();
      text.push(
        content.items
          .map((item) => ("str" in item ? `${item.str}${item.hasEOL ? "\n" : ""}` : ""))
          .join(""),
      );
    }
    const { info } = await doc.getMetadata();
    // The dates are the time of rendering.
    const {
      CreationDate: _created,
      ModDate: _modified,
      ...stable
    } = info as Record<string, unknown>;
    return { pages: doc.numPages, size, text, info: stable };
  } finally {
    await doc.loadingTask.destroy();
  }
}

/**
 * The file's streams inflated: the page's drawing (lines, boxes, colours, text and where it
 * goes) and nothing that depends on the time. The 14 standard fonts are not embedded; a bill
 * with Chinese (a house bill's Chinese issuer) embeds its subset of the CJK font, which is hashed
 * with it (the font comes from the npm package, so the subset is the same on every machine).
 */
function contentStreams(pdf: Buffer): { count: number; sha256: string } {
  const hash = createHash("sha256");
  let count = 0;
  let at = 0;
  for (;;) {
    const start = pdf.indexOf(">>\nstream\n", at);
    if (start < 0) break;
    const end = pdf.indexOf("\nendstream", start);
    hash.update(inflateSync(pdf.subarray(start + ">>\nstream\n".length, end)));
    count += 1;
    at = end;
  }
  return { count, sha256: hash.digest("hex") };
}

const forwarderName = "上海演示国际货运代理有限公司";

function inputs(): [string, AwbPdfInput][] {
  const all: [string, AwbPdfInput][] = [];
  for (const o of orders) {
    for (const printType of ["ORIGINAL", "COPY"] as const) {
      all.push([
        `${o.code} MAWB ${printType}`,
        { kind: "MAWB", awbNumber: o.awb, printType, waybill: o.waybill, forwarderName },
      ]);
    }
    for (const house of o.waybill.hawbs) {
      all.push([
        `${o.code} HAWB ${house.hawbNumber}`,
        {
          kind: "HAWB",
          awbNumber: o.awb,
          printType: "ORIGINAL",
          waybill: o.waybill,
          house,
          forwarderName,
        },
      ]);
    }
  }
  return all;
}

describe("renderAwbPdf", () => {
  it("has seeded waybills with house bills to print", () => {
    expect(orders.length).toBeGreaterThanOrEqual(2);
    expect(orders.some((o) => o.waybill.hawbs.length > 0)).toBe(true);
  });

  it.each(inputs())(
    "prints %s as before: one A4 page, same text, same drawing",
    async (_name, input) => {
      const pdf = await renderAwbPdf(input);
      const got = await read(pdf);
      expect(got.pages).toBe(1);
      expect(got.size).toEqual([[0, 0, 595.28, 841.89]]);
      expect(got.text[0]).toContain(input.awbNumber);
      const drawing = contentStreams(pdf);
      expect(drawing.count).toBeGreaterThan(0);
      expect({ ...got, drawing }).toMatchSnapshot();
    },
  );
});

describe("Chinese in the air waybill PDF (issue 24)", () => {
  const order = orders.find((o) => o.waybill.hawbs.length > 0);
  if (!order) throw new Error("no seeded waybill with house bills");
  const house = order.waybill.hawbs[0] as NonNullable<(typeof order.waybill.hawbs)[number]>;

  it("prints a Chinese issuer and parties as Chinese, in an embedded font subset with a ToUnicode map", async () => {
    expect(cjkFont()?.source).toBe("package");
    const pdf = await renderAwbPdf({
      kind: "HAWB",
      awbNumber: order.awb,
      printType: "ORIGINAL",
      waybill: order.waybill,
      house: {
        ...house,
        shipper: {
          ...house.shipper,
          name: "苏州工业园区精密制造有限公司",
          address: ["苏州市星湖街 328 号"],
        },
      },
      forwarderName,
    });
    const { text, info } = await read(pdf);
    expect(text[0]).toContain(`Issued by ${forwarderName}`);
    expect(text[0]).toContain("苏州工业园区精密制造有限公司");
    expect(text[0]).toContain("苏州市星湖街 328 号");
    expect(text[0]).not.toContain("??");
    expect(info.Author).toBe(forwarderName);
    const raw = pdf.toString("latin1");
    // A subset (six capitals and a plus before the font's name), with a map back to Unicode.
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansHans-Regular/);
    expect(raw).toContain("/ToUnicode");
    // Only the glyphs used: far below the 8 MB font.
    expect(pdf.length).toBeLessThan(200_000);
  });

  it("keeps Latin-1 text in Helvetica, and prints '?' for what no font can show in a document without the CJK font", async () => {
    const { default: PDFDocument } = await import("pdfkit");
    const bare = new PDFDocument();
    expect(fontFor(bare, "上海")).toBe("Helvetica");
    expect(printable(bare, "上海 Pudong")).toBe("?? Pudong");
    const withFont = new PDFDocument();
    registerCjkFont(withFont);
    expect(fontFor(withFont, "Shanghai Pudong", true)).toBe("Helvetica-Bold");
    expect(fontFor(withFont, "上海 Pudong", true)).toBe("CJK-Bold");
    expect(printable(withFont, "上海（浦东）\u0007")).toBe("上海(浦东)?");
    bare.end();
    withFont.end();
  });
});
