import type PDFDocument from "pdfkit";
import type { HouseWaybill, Waybill } from "../../../src/domain/air-waybill.ts";
import { decimalText } from "../../../src/domain/format.ts";
import { fontFor, printable } from "./pdf-fonts.ts";

/** The page's grid and the primitives every drawing step of awb-pdf.ts uses. */

export type AwbPdfInput = {
  kind: "MAWB" | "HAWB";
  /** Master number, e.g. 784-12345675. */
  awbNumber: string;
  printType: "ORIGINAL" | "COPY";
  waybill: Waybill;
  /** For a house bill: the one to print. */
  house?: HouseWaybill;
  /** The forwarder issuing house bills. */
  forwarderName: string;
};

export const money = (n: number) => decimalText(n, 2, 2);
export const kg = (n: number) => decimalText(n, 1, 1);

export const INK = "#111111";
export const RULE = "#3a3a3a";
export const LABEL = "#444444";
export const ACCENT = "#002FA7";

/** The page's left edge, printable width and half of it. */
export const X = 24;
export const W = 547;
export const HALF = W / 2;

export type Doc = InstanceType<typeof PDFDocument>;

/** What every drawing step reads: the document and the bill it prints. */
export type Sheet = {
  doc: Doc;
  input: AwbPdfInput;
  w: Waybill;
  house: HouseWaybill | undefined;
  kind: AwbPdfInput["kind"];
  /** The number the bill goes by: the house number for a house bill, else the master's. */
  number: string;
};

/** A ruled box with a small label at its top and the value below it. */
export function cell(
  doc: Doc,
  x: number,
  y: number,
  width: number,
  height: number,
  label: string,
  value: string | string[] = "",
  opts: { size?: number; bold?: boolean; align?: "left" | "center" | "right" } = {},
) {
  doc.rect(x, y, width, height).stroke();
  doc
    .font("Helvetica")
    .fontSize(5.5)
    .fillColor(LABEL)
    .text(label, x + 3, y + 2.5, { width: width - 6, lineBreak: false, ellipsis: true });
  const lines = (Array.isArray(value) ? value : [value]).map((v) => printable(doc, v)).join("\n");
  if (lines) {
    doc
      .font(fontFor(doc, lines, opts.bold))
      .fontSize(opts.size ?? 8.5)
      .fillColor(INK)
      .text(lines, x + 3, y + 10, {
        width: width - 6,
        height: height - 11,
        align: opts.align ?? "left",
        ellipsis: true,
      });
  }
}
