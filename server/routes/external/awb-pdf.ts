import PDFDocument from "pdfkit";

/** Parties, routing and charges an air waybill prints; kept per order in orders.waybill. */
export type WaybillParty = { name: string; address: string[]; account?: string; phone?: string };

export type HouseWaybill = {
  awbPrintId: string;
  hawbNumber: string;
  shipper: WaybillParty;
  consignee: WaybillParty;
  pieces: number;
  weight: number;
  chargeWeight: number;
  goods: string;
  dimensions?: string;
};

export type Waybill = {
  carrierName: string;
  carrierCode: string;
  shipper: WaybillParty;
  consignee: WaybillParty;
  agent: { name: string; city: string; iataCode: string; account?: string };
  departure: string;
  destination: string;
  routing: { to: string; by: string }[];
  flights: string[];
  currency: string;
  chargesCode: string;
  wtVal: "PP" | "CC";
  other: "PP" | "CC";
  declaredCarriage: string;
  declaredCustoms: string;
  insurance: string;
  handlingInfo: string;
  rateClass: string;
  rate: number;
  otherCharges: { code: string; amount: number; due: "A" | "C" }[];
  issuedAt: string;
  issuedPlace: string;
  shipperSignature: string;
  carrierSignature: string;
  pieces: number;
  weight: number;
  chargeWeight: number;
  goods: string;
  dimensions?: string;
  hawbs: HouseWaybill[];
};

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

// The 14 standard PDF fonts cover Latin-1 only; an air waybill is completed in English anyway.
function latin(text: string | number | null | undefined): string {
  return String(text ?? "")
    .normalize("NFKC")
    .replace(/[^\x20-\x7e\xa0-\xff\n]/g, "?");
}

const money = (n: number) =>
  new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
const kg = (n: number) =>
  new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);

const INK = "#111111";
const RULE = "#3a3a3a";
const LABEL = "#444444";
const ACCENT = "#002FA7";

/** Renders an IATA-style air waybill (master or house) on one A4 page. */
export function renderAwbPdf(input: AwbPdfInput): Promise<Buffer> {
  const { waybill: w, house, kind } = input;
  const number = kind === "HAWB" && house ? house.hawbNumber : input.awbNumber;
  const [prefix = "", serial = ""] = input.awbNumber.split("-");
  const doc = new PDFDocument({
    size: "A4",
    margin: 24,
    info: {
      Title: `${kind === "HAWB" ? "House Air Waybill" : "Air Waybill"} ${number}`,
      Subject: `MAWB ${input.awbNumber}${house ? ` HAWB ${house.hawbNumber}` : ""}`,
      Author: latin(kind === "HAWB" ? input.forwarderName : w.carrierName),
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

  const X = 24;
  const W = 547;
  const HALF = W / 2;
  doc.lineWidth(0.6).strokeColor(RULE).fillColor(INK);

  const cell = (
    x: number,
    y: number,
    width: number,
    height: number,
    label: string,
    value: string | string[] = "",
    opts: { size?: number; bold?: boolean; align?: "left" | "center" | "right" } = {},
  ) => {
    doc.rect(x, y, width, height).stroke();
    doc
      .font("Helvetica")
      .fontSize(5.5)
      .fillColor(LABEL)
      .text(label, x + 3, y + 2.5, { width: width - 6, lineBreak: false, ellipsis: true });
    const lines = (Array.isArray(value) ? value : [value]).map(latin).join("\n");
    if (lines) {
      doc
        .font(opts.bold ? "Helvetica-Bold" : "Helvetica")
        .fontSize(opts.size ?? 8.5)
        .fillColor(INK)
        .text(lines, x + 3, y + 10, {
          width: width - 6,
          height: height - 11,
          align: opts.align ?? "left",
          ellipsis: true,
        });
    }
  };

  // Number line.
  let y = 24;
  const shipper = house?.shipper ?? w.shipper;
  const consignee = house?.consignee ?? w.consignee;
  doc.font("Helvetica-Bold").fontSize(11).fillColor(INK);
  if (kind === "HAWB") {
    doc.text(`MAWB ${latin(input.awbNumber)}`, X, y, { lineBreak: false });
    doc.text(`HAWB ${latin(number)}`, X, y, { width: W, align: "right" });
  } else {
    doc.text(`${prefix}  ${latin(w.departure)}  ${serial}`, X, y, { lineBreak: false });
    doc.text(latin(input.awbNumber), X, y, { width: W, align: "right" });
  }
  y += 18;

  // Shipper and issuer.
  cell(X, y, HALF, 64, "Shipper's Name and Address", [shipper.name, ...shipper.address]);
  cell(X + HALF, y, HALF, 64, "");
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
  doc
    .font("Helvetica")
    .fontSize(8)
    .fillColor(INK)
    .text(
      `Issued by ${latin(kind === "HAWB" ? input.forwarderName : w.carrierName)}`,
      X + HALF + 6,
      y + 36,
      { width: HALF - 12 },
    );
  y += 64;
  cell(X, y, HALF, 18, "Shipper's Account Number", shipper.account ?? "");
  cell(
    X + HALF,
    y,
    HALF,
    18,
    "Copies 1, 2 and 3 of this Air Waybill are originals and have the same validity.",
  );
  y += 18;

  // Consignee and conditions.
  cell(X, y, HALF, 64, "Consignee's Name and Address", [consignee.name, ...consignee.address]);
  cell(X + HALF, y, HALF, 64, "");
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
  cell(X, y, HALF, 18, "Consignee's Account Number", consignee.account ?? "");
  cell(X + HALF, y, HALF, 54, "Accounting Information", [
    `FREIGHT ${w.wtVal === "PP" ? "PREPAID" : "COLLECT"}`,
    kind === "HAWB" ? `MAWB ${input.awbNumber}` : "",
  ]);
  y += 18;
  cell(X, y, HALF, 18, "Issuing Carrier's Agent Name and City", `${w.agent.name}, ${w.agent.city}`);
  y += 18;
  cell(X, y, HALF / 2, 18, "Agent's IATA Code", w.agent.iataCode);
  cell(X + HALF / 2, y, HALF / 2, 18, "Account No.", w.agent.account ?? "");
  y += 18;

  // Routing.
  cell(
    X,
    y,
    HALF,
    22,
    "Airport of Departure (Addr. of First Carrier) and Requested Routing",
    w.departure,
  );
  cell(X + HALF, y, HALF, 22, "Reference Number / Optional Shipping Information", w.issuedPlace);
  y += 22;
  const route = [...w.routing, { to: "", by: "" }, { to: "", by: "" }].slice(0, 3);
  const widths = [34, 88, 26, 30, 26, 30, 36, 36, 34, 34, 87, 86];
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
  const labels = [
    "To",
    "By First Carrier",
    "to",
    "by",
    "to",
    "by",
    "Currency",
    "CHGS Code",
    "WT/VAL",
    "Other",
    "Declared Value for Carriage",
    "Declared Value for Customs",
  ];
  let cx = X;
  widths.forEach((width, i) => {
    cell(cx, y, width, 24, labels[i] ?? "", values[i] ?? "", { align: "center" });
    cx += width;
  });
  y += 24;
  cell(X, y, 120, 22, "Airport of Destination", w.destination, { bold: true });
  cell(X + 120, y, 153.5, 22, "Requested Flight/Date", w.flights.join("  "));
  cell(X + HALF, y, 90, 22, "Amount of Insurance", w.insurance, { align: "center" });
  cell(
    X + HALF + 90,
    y,
    HALF - 90,
    22,
    "INSURANCE - If carrier offers insurance and such insurance is requested, indicate amount in box.",
  );
  y += 22;
  cell(X, y, W, 34, "Handling Information", w.handlingInfo);
  y += 34;

  // Rating.
  const pieces = house?.pieces ?? w.pieces;
  const weight = house?.weight ?? w.weight;
  const chargeWeight = house?.chargeWeight ?? w.chargeWeight;
  const goods = house?.goods ?? w.goods;
  const dimensions = house?.dimensions ?? w.dimensions ?? "";
  const total = chargeWeight * w.rate;
  const rating = [
    ["No. of Pieces RCP", String(pieces), 52],
    ["Gross Weight", kg(weight), 62],
    ["kg lb", "K", 24],
    ["Rate Class", w.rateClass, 34],
    ["Chargeable Weight", kg(chargeWeight), 62],
    ["Rate / Charge", money(w.rate), 56],
    ["Total", money(total), 70],
    [
      "Nature and Quantity of Goods (incl. Dimensions or Volume)",
      [goods, dimensions ? `DIMS: ${dimensions}` : ""].filter(Boolean),
      187,
    ],
  ] as const;
  cx = X;
  for (const [label, value, width] of rating) {
    cell(cx, y, width, 120, label, value as string | string[], {
      align: width < 100 ? "center" : "left",
    });
    cx += width;
  }
  y += 120;

  // Charges.
  const due = (kind: "A" | "C") =>
    w.otherCharges.filter((c) => c.due === kind).reduce((sum, c) => sum + c.amount, 0);
  const prepaid = w.wtVal === "PP";
  const totalAll = total + due("A") + due("C");
  const charge = (label: string, amount: number) => {
    cell(X, y, 120, 20, `${label} - Prepaid`, prepaid ? money(amount) : "", { align: "right" });
    cell(X + 120, y, 120, 20, `${label} - Collect`, prepaid ? "" : money(amount), {
      align: "right",
    });
    y += 20;
  };
  const chargesTop = y;
  charge("Weight Charge", total);
  charge("Valuation Charge", 0);
  charge("Tax", 0);
  charge("Total Other Charges Due Agent", due("A"));
  charge("Total Other Charges Due Carrier", due("C"));
  charge("Total", totalAll);
  const right = X + 240;
  const rightWidth = W - 240;
  cell(
    right,
    chargesTop,
    rightWidth,
    40,
    "Other Charges",
    w.otherCharges.map((c) => `${c.code}${c.due}: ${money(c.amount)}`).join("   "),
  );
  cell(
    right,
    chargesTop + 40,
    rightWidth,
    40,
    "Shipper certifies that the particulars on the face hereof are correct. Signature of Shipper or his Agent",
    w.shipperSignature,
    { align: "center" },
  );
  cell(
    right,
    chargesTop + 80,
    rightWidth,
    40,
    "Executed on (date) at (place) Signature of Issuing Carrier or its Agent",
    `${w.issuedAt}   ${w.issuedPlace}   ${w.carrierSignature}`,
    { align: "center" },
  );
  y = chargesTop + 120;
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
  doc
    .font("Helvetica-Bold")
    .fontSize(11)
    .fillColor(INK)
    .text(latin(number), X, y + 6, { width: W, align: "right" });
  doc.end();
  return done;
}
