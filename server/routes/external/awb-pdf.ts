import PDFDocument from "pdfkit";

import type { HouseWaybill, Waybill } from "../../../src/domain/air-waybill.ts";
import {
  ACCENT,
  type AwbPdfInput,
  cell,
  HALF,
  INK,
  kg,
  LABEL,
  money,
  RULE,
  type Sheet,
  W,
  X,
} from "./awb-pdf-sheet.ts";
import { fontFor, printable, registerCjkFont } from "./pdf-fonts.ts";

export type { AwbPdfInput, HouseWaybill, Waybill };

/** The number line at the top; returns where the next step starts. */
function drawNumberLine({ doc, input, w, kind, number }: Sheet, y: number): number {
  const [prefix = "", serial = ""] = input.awbNumber.split("-");
  const put = (text: string, options: PDFKit.Mixins.TextOptions & { x?: number }) => {
    const value = printable(doc, text);
    doc.font(fontFor(doc, value, true)).text(value, X, y, options);
  };
  doc.fontSize(11).fillColor(INK);
  if (kind === "HAWB") {
    put(`MAWB ${input.awbNumber}`, { lineBreak: false });
    put(`HAWB ${number}`, { width: W, align: "right" });
  } else {
    put(`${prefix}  ${w.departure}  ${serial}`, { lineBreak: false });
    put(input.awbNumber, { width: W, align: "right" });
  }
  return y + 18;
}

/** The shipper's box and account, and beside them the bill's title and issuer. */
function drawShipperAndIssuer({ doc, input, w, house, kind }: Sheet, y: number): number {
  const shipper = house?.shipper ?? w.shipper;
  cell(doc, X, y, HALF, 64, "Shipper's Name and Address", [shipper.name, ...shipper.address]);
  cell(doc, X + HALF, y, HALF, 64, "");
  doc
    .font("Helvetica")
    .fontSize(7)
    .fillColor(LABEL)
    .text("Not Negotiable", X + HALF + 6, y + 5);
  doc
    .font("Helvetica-Bold")
    .fontSize(16)
    .fillColor(ACCENT)
    .text(kind === "HAWB" ? "House Air Waybill" : "Air Waybill", X + HALF + 6, y + 15);
  const issuer = printable(
    doc,
    `Issued by ${kind === "HAWB" ? input.forwarderName : w.carrierName}`,
  );
  doc
    .font(fontFor(doc, issuer))
    .fontSize(8)
    .fillColor(INK)
    .text(issuer, X + HALF + 6, y + 36, { width: HALF - 12 });
  y += 64;
  cell(doc, X, y, HALF, 18, "Shipper's Account Number", shipper.account ?? "");
  cell(
    doc,
    X + HALF,
    y,
    HALF,
    18,
    "Copies 1, 2 and 3 of this Air Waybill are originals and have the same validity.",
  );
  return y + 18;
}

/** The consignee's box beside the conditions, then accounting and the issuing agent. */
function drawConsigneeAndAgent({ doc, input, w, house, kind }: Sheet, y: number): number {
  const consignee = house?.consignee ?? w.consignee;
  cell(doc, X, y, HALF, 64, "Consignee's Name and Address", [consignee.name, ...consignee.address]);
  cell(doc, X + HALF, y, HALF, 64, "");
  doc
    .font("Helvetica")
    .fontSize(5.5)
    .fillColor(LABEL)
    .text(
      "It is agreed that the goods described herein are accepted in apparent good order and condition (except as noted) for carriage SUBJECT TO THE CONDITIONS OF CONTRACT ON THE REVERSE HEREOF. ALL GOODS MAY BE CARRIED BY ANY OTHER MEANS INCLUDING ROAD OR ANY OTHER CARRIER UNLESS SPECIFIC CONTRARY INSTRUCTIONS ARE GIVEN HEREON BY THE SHIPPER. THE SHIPPER'S ATTENTION IS DRAWN TO THE NOTICE CONCERNING CARRIER'S LIMITATION OF LIABILITY.",
      X + HALF + 4,
      y + 4,
      { width: HALF - 8 },
    );
  y += 64;
  cell(doc, X, y, HALF, 18, "Consignee's Account Number", consignee.account ?? "");
  cell(doc, X + HALF, y, HALF, 54, "Accounting Information", [
    `FREIGHT ${w.wtVal === "PP" ? "PREPAID" : "COLLECT"}`,
    kind === "HAWB" ? `MAWB ${input.awbNumber}` : "",
  ]);
  y += 18;
  cell(
    doc,
    X,
    y,
    HALF,
    18,
    "Issuing Carrier's Agent Name and City",
    `${w.agent.name}, ${w.agent.city}`,
  );
  y += 18;
  cell(doc, X, y, HALF / 2, 18, "Agent's IATA Code", w.agent.iataCode);
  cell(doc, X + HALF / 2, y, HALF / 2, 18, "Account No.", w.agent.account ?? "");
  return y + 18;
}

const ROUTING_COLUMNS: readonly { label: string; width: number }[] = [
  { label: "To", width: 34 },
  { label: "By First Carrier", width: 88 },
  { label: "to", width: 26 },
  { label: "by", width: 30 },
  { label: "to", width: 26 },
  { label: "by", width: 30 },
  { label: "Currency", width: 36 },
  { label: "CHGS Code", width: 36 },
  { label: "WT/VAL", width: 34 },
  { label: "Other", width: 34 },
  { label: "Declared Value for Carriage", width: 87 },
  { label: "Declared Value for Customs", width: 86 },
];

/** Departure, the routing and charges-code row, destination, flights, insurance, handling. */
function drawRouting({ doc, w }: Sheet, y: number): number {
  cell(
    doc,
    X,
    y,
    HALF,
    22,
    "Airport of Departure (Addr. of First Carrier) and Requested Routing",
    w.departure,
  );
  cell(
    doc,
    X + HALF,
    y,
    HALF,
    22,
    "Reference Number / Optional Shipping Information",
    w.issuedPlace,
  );
  y += 22;
  const route = [...w.routing, { to: "", by: "" }, { to: "", by: "" }].slice(0, 3);
  const values = [
    route[0]?.to ?? "",
    route[0]?.by ?? "",
    route[1]?.to ?? "",
    route[1]?.by ?? "",
    route[2]?.to ?? "",
    route[2]?.by ?? "",
    w.currency,
    w.chargesCode,
    w.wtVal,
    w.other,
    w.declaredCarriage,
    w.declaredCustoms,
  ];
  let cx = X;
  ROUTING_COLUMNS.forEach(({ label, width }, i) => {
    cell(doc, cx, y, width, 24, label, values[i] ?? "", { align: "center" });
    cx += width;
  });
  y += 24;
  cell(doc, X, y, 120, 22, "Airport of Destination", w.destination, { bold: true });
  cell(doc, X + 120, y, 153.5, 22, "Requested Flight/Date", w.flights.join("  "));
  cell(doc, X + HALF, y, 90, 22, "Amount of Insurance", w.insurance, { align: "center" });
  cell(
    doc,
    X + HALF + 90,
    y,
    HALF - 90,
    22,
    "INSURANCE - If carrier offers insurance and such insurance is requested, indicate amount in box.",
  );
  y += 22;
  cell(doc, X, y, W, 34, "Handling Information", w.handlingInfo);
  return y + 34;
}

/** The rate a bill prints: a house bill's own (none when it has none), else the master's. */
function rateOf({ w, house }: Sheet): number {
  return house ? (house.rate ?? 0) : w.rate;
}

/** The other charges a bill prints: a house bill's own, never the master's. */
function otherChargesOf({ w, house }: Sheet): Waybill["otherCharges"] {
  return house ? (house.otherCharges ?? []) : w.otherCharges;
}

/** The weight charge: chargeable weight (the house bill's, if one) times its rate. */
function weightCharge(sheet: Sheet): number {
  const { w, house } = sheet;
  return (house?.chargeWeight ?? w.chargeWeight) * rateOf(sheet);
}

/** The rating row: pieces, weights, rate, total and the goods with their dimensions. */
function drawGoods(sheet: Sheet, y: number): number {
  const { doc, w, house } = sheet;
  const pieces = house?.pieces ?? w.pieces;
  const weight = house?.weight ?? w.weight;
  const chargeWeight = house?.chargeWeight ?? w.chargeWeight;
  const goods = house?.goods ?? w.goods;
  const dimensions = house?.dimensions ?? w.dimensions ?? "";
  const rating = [
    ["No. of Pieces RCP", String(pieces), 52],
    ["Gross Weight", kg(weight), 62],
    ["kg lb", "K", 24],
    ["Rate Class", w.rateClass, 34],
    ["Chargeable Weight", kg(chargeWeight), 62],
    ["Rate / Charge", money(rateOf(sheet)), 56],
    ["Total", money(weightCharge(sheet)), 70],
    [
      "Nature and Quantity of Goods (incl. Dimensions or Volume)",
      [goods, dimensions ? `DIMS: ${dimensions}` : ""].filter(Boolean),
      187,
    ],
  ] as const;
  let cx = X;
  for (const [label, value, width] of rating) {
    cell(doc, cx, y, width, 120, label, value as string | string[], {
      align: width < 100 ? "center" : "left",
    });
    cx += width;
  }
  return y + 120;
}

/** The charges column (prepaid or collect) and beside it other charges and the signatures. */
function drawCharges(sheet: Sheet, y: number): number {
  const { doc, w } = sheet;
  const total = weightCharge(sheet);
  const others = otherChargesOf(sheet);
  const due = (kind: "A" | "C") =>
    others.filter((c) => c.due === kind).reduce((sum, c) => sum + c.amount, 0);
  const prepaid = w.wtVal === "PP";
  const totalAll = total + due("A") + due("C");
  const chargesTop = y;
  const charge = (label: string, amount: number) => {
    cell(doc, X, y, 120, 20, `${label} - Prepaid`, prepaid ? money(amount) : "", {
      align: "right",
    });
    cell(doc, X + 120, y, 120, 20, `${label} - Collect`, prepaid ? "" : money(amount), {
      align: "right",
    });
    y += 20;
  };
  charge("Weight Charge", total);
  charge("Valuation Charge", 0);
  charge("Tax", 0);
  charge("Total Other Charges Due Agent", due("A"));
  charge("Total Other Charges Due Carrier", due("C"));
  charge("Total", totalAll);
  const right = X + 240;
  const rightWidth = W - 240;
  cell(
    doc,
    right,
    chargesTop,
    rightWidth,
    40,
    "Other Charges",
    others.map((c) => `${c.code}${c.due}: ${money(c.amount)}`).join("   "),
  );
  cell(
    doc,
    right,
    chargesTop + 40,
    rightWidth,
    40,
    "Shipper certifies that the particulars on the face hereof are correct. Signature of Shipper or his Agent",
    w.shipperSignature,
    { align: "center" },
  );
  cell(
    doc,
    right,
    chargesTop + 80,
    rightWidth,
    40,
    "Executed on (date) at (place) Signature of Issuing Carrier or its Agent",
    `${w.issuedAt}   ${w.issuedPlace}   ${w.carrierSignature}`,
    { align: "center" },
  );
  return chargesTop + 120;
}

/** Which copy this is, and the bill's number again. */
function drawFooter({ doc, input, number }: Sheet, y: number): void {
  doc
    .font("Helvetica-Bold")
    .fontSize(9)
    .fillColor(ACCENT)
    .text(
      input.printType === "ORIGINAL" ? "ORIGINAL 3 (FOR SHIPPER)" : "COPY 8 (FOR AGENT)",
      X,
      y + 8,
      { lineBreak: false },
    );
  const value = printable(doc, number);
  doc
    .font(fontFor(doc, value, true))
    .fontSize(11)
    .fillColor(INK)
    .text(value, X, y + 6, { width: W, align: "right" });
}

/** Renders an IATA-style air waybill (master or house) on one A4 page. */
export function renderAwbPdf(input: AwbPdfInput): Promise<Buffer> {
  const { waybill: w, house, kind } = input;
  const number = kind === "HAWB" && house ? house.hawbNumber : input.awbNumber;
  const doc = new PDFDocument({
    size: "A4",
    margin: 24,
    info: {
      Title: `${kind === "HAWB" ? "House Air Waybill" : "Air Waybill"} ${number}`,
      Subject: `MAWB ${input.awbNumber}${house ? ` HAWB ${house.hawbNumber}` : ""}`,
      // PDF metadata is Unicode: the issuer's own name, Chinese or not.
      Author: kind === "HAWB" ? input.forwarderName : w.carrierName,
      Keywords: `AWB ${input.awbNumber}`,
      Creator: "Freight suite",
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  registerCjkFont(doc);
  doc.lineWidth(0.6).strokeColor(RULE).fillColor(INK);
  const sheet: Sheet = { doc, input, w, house, kind, number };
  let y = 24;
  y = drawNumberLine(sheet, y);
  y = drawShipperAndIssuer(sheet, y);
  y = drawConsigneeAndAgent(sheet, y);
  y = drawRouting(sheet, y);
  y = drawGoods(sheet, y);
  y = drawCharges(sheet, y);
  drawFooter(sheet, y);
  doc.end();
  return done;
}
