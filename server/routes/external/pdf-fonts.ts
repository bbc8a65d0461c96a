import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type PDFDocument from "pdfkit";

type Doc = InstanceType<typeof PDFDocument>;

/**
 * A font for Chinese in the PDFs (issue 24: the HAWB printed its Chinese issuer as "?????").
 * The 14 standard PDF fonts cover Latin-1 only, so text beyond it is set in Noto Sans (Simplified
 * Chinese); PDFKit embeds only the glyphs a document uses, with a ToUnicode map, so the text can
 * be searched and copied. The font comes from the npm package @embedpdf/fonts-sc (Noto Sans Hans,
 * OFL); without it, from the system's Noto CJK collection (Debian fonts-noto-cjk); without either,
 * such text is printed as "?" as before, never an error.
 */
export type CjkFont = { regular: FontFile; bold: FontFile; source: "package" | "system" };
type FontFile = { src: string; family?: string };

const SYSTEM_DIR = "/usr/share/fonts/opentype/noto";

function packageFont(): CjkFont | null {
  try {
    const entry = createRequire(import.meta.url).resolve("@embedpdf/fonts-sc");
    const dir = path.join(path.dirname(entry), "..", "fonts");
    const regular = path.join(dir, "NotoSansHans-Regular.otf");
    const bold = path.join(dir, "NotoSansHans-Bold.otf");
    if (!existsSync(regular) || !existsSync(bold)) return null;
    return { regular: { src: regular }, bold: { src: bold }, source: "package" };
  } catch {
    return null;
  }
}

function systemFont(): CjkFont | null {
  const regular = path.join(SYSTEM_DIR, "NotoSansCJK-Regular.ttc");
  const bold = path.join(SYSTEM_DIR, "NotoSansCJK-Bold.ttc");
  if (!existsSync(regular)) return null;
  return {
    regular: { src: regular, family: "NotoSansCJKsc-Regular" },
    bold: existsSync(bold)
      ? { src: bold, family: "NotoSansCJKsc-Bold" }
      : { src: regular, family: "NotoSansCJKsc-Regular" },
    source: "system",
  };
}

let found: CjkFont | null | undefined;

/** The CJK font to embed, looked up once: the package's, else the system's, else none. */
export function cjkFont(): CjkFont | null {
  if (found === undefined) found = packageFont() ?? systemFont();
  return found;
}

const REGISTERED = new WeakSet<Doc>();

/** Makes the CJK font available to a document (when there is one); call once per document. */
export function registerCjkFont(doc: Doc): void {
  const font = cjkFont();
  if (!font) return;
  doc.registerFont("CJK", font.regular.src, font.regular.family);
  doc.registerFont("CJK-Bold", font.bold.src, font.bold.family);
  REGISTERED.add(doc);
}

const BEYOND_LATIN1 = /[\u0100-\u{10ffff}]/u;

/**
 * The font for a text: Helvetica (bold or not) for Latin-1 text, as the bills always were;
 * the CJK font for text beyond it, when the document has one.
 */
export function fontFor(doc: Doc, text: string, bold = false): string {
  if (REGISTERED.has(doc) && BEYOND_LATIN1.test(text)) return bold ? "CJK-Bold" : "CJK";
  return bold ? "Helvetica-Bold" : "Helvetica";
}

/**
 * A value as the document can print it: line breaks kept, other control characters as "?";
 * beyond Latin-1 kept when the document has the CJK font, else "?" too.
 */
export function printable(doc: Doc, text: string | number | null | undefined): string {
  const value = String(text ?? "").normalize("NFKC");
  return REGISTERED.has(doc)
    ? value.replace(/[^\P{Cc}\n]/gu, "?")
    : value.replace(/[^\x20-\x7e\xa0-\xff\n]/g, "?");
}
