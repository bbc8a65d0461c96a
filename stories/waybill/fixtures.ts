import type { AddressRecognition } from "../../src/domain/address-recognition";
import type { HawbPrintValues } from "../../src/domain/waybill-fields";
import { WAYBILL_FIELD_NAMES } from "../../src/domain/waybill-fields";
import {
  EMPTY_PARTY,
  type HawbFormValues,
  type WaybillParty,
} from "../../src/domain/waybill-record";
import type { WaybillListItem } from "../../src/widgets/waybill/WaybillList";

export const EMPTY_PRINT = Object.fromEntries(
  WAYBILL_FIELD_NAMES.map((name) => [name, ""]),
) as HawbPrintValues;

export const emptyWaybill: HawbFormValues = {
  mawbNumber: "",
  internalNumber: "",
  businessScope: "AE",
  print: EMPTY_PRINT,
  shipper: EMPTY_PARTY,
  consignee: EMPTY_PARTY,
};

export const usConsignee: WaybillParty = {
  ...EMPTY_PARTY,
  name: "ACME TRADING LLC",
  contact: "JOHN MILLER",
  address: "1200 E 7TH STREET SUITE 300",
  city: "LOS ANGELES",
  state: "CA",
  postcode: "90021",
  country: "US",
  telephone: "1 213 555 0147",
  fax: "1 213 555 0148",
  code: "EIN 95-4412087",
  cityCode: "LAX",
};

export const caConsignee: WaybillParty = {
  ...EMPTY_PARTY,
  name: "MAPLE RIDGE OUTFITTERS LTD",
  address: "220 KING STREET WEST UNIT 400",
  city: "TORONTO",
  state: "ON",
  postcode: "M5H1K4",
  country: "CA",
  telephone: "1 416 555 0134",
  cityCode: "YTO",
};

export const deConsignee: WaybillParty = {
  ...EMPTY_PARTY,
  name: "RHEIN-MAIN TECHNIK GMBH",
  contact: "PETRA KLEIN",
  address: "HANAUER LANDSTRASSE 182",
  city: "FRANKFURT",
  postcode: "60314",
  country: "DE",
  telephone: "49 69 4080 1200",
  fax: "49 69 4080 1299",
  code: "DE811234567890123",
  cityCode: "FRA",
};

/** As recognition fills it from a Chinese block: the print rules flag the Chinese text. */
export const chineseShipper: WaybillParty = {
  ...EMPTY_PARTY,
  name: "上海华东贸易有限公司",
  address: "上海市浦东新区世纪大道100号环球金融中心20楼",
  city: "SHANGHAI",
  postcode: "200120",
  country: "CN",
  telephone: "021-68881234",
  code: "91310000MA1FL4XQ3K",
  cityCode: "SHA",
};

export const cnShipper: WaybillParty = {
  ...EMPTY_PARTY,
  name: "SHANGHAI BRIGHTLUX LIGHTING CO LTD",
  address: "NO 88 JINKE ROAD PUDONG",
  city: "SHANGHAI",
  postcode: "201203",
  country: "CN",
  telephone: "86 21 5080 1234",
  cityCode: "SHA",
};

export const validWaybill: HawbFormValues = {
  mawbNumber: "781-12345675",
  internalNumber: "SH-2026-0101",
  businessScope: "AE",
  print: {
    ...EMPTY_PRINT,
    hawbNumber: "SHA26010001",
    departure: "PVG",
    destination: "LAX",
    carrier: "MU",
    flightNumber: "MU583",
    currency: "CNY",
    pieces: "12",
    linePieces: "12",
    grossWeight: "356.5",
    chargeableWeight: "420",
    rateCharge: "28.50",
    total: "11970.00",
    volume: "2.516",
    declaredValueCarriage: "NVD",
    declaredValueCustoms: "NCV",
    insuranceValue: "NIL",
    insuranceAmount: "XXX",
    iataAgentCode: "0831234",
    hsCode: "940540",
    agentName: "SHANGHAI DEMO INTL FORWARDING",
    shipperSignature: "SHANGHAI BRIGHTLUX",
    executedAt: "SHANGHAI",
    carrierSignature: "DEMO FORWARDING",
    otherServiceInfo: "KEEP DRY. DO NOT STACK.",
    goodsNameEn: "LED LIGHTING FIXTURES",
    accountNumber: "SHA-0088",
  },
  shipper: cnShipper,
  consignee: usConsignee,
};

/** One broken value in every field that has a rule. */
export const everyError: HawbFormValues = {
  mawbNumber: "781-12345676",
  internalNumber: "SH 2026 0101",
  businessScope: "AE",
  print: {
    hawbNumber: "SHA-26-01-0001",
    departure: "PVG1",
    destination: "LA",
    carrier: "MUX",
    flightNumber: "MU 583",
    currency: "RMB1",
    pieces: "12.5",
    linePieces: "123456",
    grossWeight: "356.555",
    chargeableWeight: "12345678",
    rateCharge: "28.505",
    total: "ABC",
    volume: "2.5165",
    declaredValueCarriage: "NONE",
    declaredValueCustoms: "NCV.",
    insuranceValue: "N/A",
    insuranceAmount: "YYY",
    iataAgentCode: "08312",
    hsCode: "9405",
    agentName: "上海代理",
    shipperSignature: "J. MILLER/ACME",
    executedAt: "SHANGHAI PUDONG CHINA",
    carrierSignature: "CHINA EASTERN AIRLINES CO",
    otherServiceInfo: "KEEP DRY; DO NOT STACK!",
    goodsNameEn: "LED 灯具",
    accountNumber: "#0088",
  },
  shipper: { ...EMPTY_PARTY, name: "上海华东贸易", address: "", city: "SHANGHAI", country: "CHN" },
  consignee: {
    ...EMPTY_PARTY,
    name: "ACME TRADING, LLC",
    address: "1200 E 7TH STREET #300",
    city: "LOS ANGELES",
    state: "",
    postcode: "90021-1234",
    country: "US",
    telephone: "+1 (213) 555-0147",
    fax: "FAX#1",
    cityCode: "L-A-X",
  },
};

export const longTexts: HawbFormValues = {
  ...validWaybill,
  print: {
    ...validWaybill.print,
    agentName: "SHANGHAI DEMO INTERNATIONAL FREIGHT FORWARDING AND SUPPLY CHAIN MANAGEMENT CO LTD",
    otherServiceInfo:
      "KEEP DRY. DO NOT STACK. TEMPERATURE CONTROLLED 15-25 C. NOTIFY CONSIGNEE ON ARRIVAL. DOCUMENTS ATTACHED TO MAWB. CARGO MUST BE HANDLED WITH CARE - FRAGILE LIGHTING GLASS. NO DOUBLE STACKING ON PALLETS PLEASE",
    goodsNameEn:
      "LED LIGHTING FIXTURES AND SPARE PARTS - PANEL LIGHTS 600X600 40W - HIGH BAY LIGHTS 150W - DRIVERS",
  },
  consignee: {
    ...usConsignee,
    name: "ACME TRADING LLC DBA ACME INTERNATIONAL HOME AND GARDEN SUPPLY DISTRIBUTION CENTER WEST COAST DIVISION",
    address:
      "1200 E 7TH STREET SUITE 300 BUILDING C RECEIVING DOCK 14 ARTS DISTRICT INDUSTRIAL PARK NEAR ALAMEDA STREET ENTRANCE GATE 4 ATTN IMPORT DEPARTMENT",
  },
};

export const savedList: WaybillListItem[] = [
  {
    id: 3,
    orderCode: "HW00000003",
    mawbNumber: "781-12345675",
    hawbNumber: "SHA26010001",
    internalNumber: "SH-2026-0101",
    createSource: "CREATED_BY_SELF",
    consigneeName: "ACME TRADING LLC",
    destination: "LAX",
    updatedAt: "2026-11-21T08:30:00.000Z",
  },
  {
    id: 2,
    orderCode: "HW-DEMO-0002",
    mawbNumber: "160-76543213",
    hawbNumber: "SHA26010002",
    internalNumber: "SH-2026-0102",
    createSource: "CREATED_BY_ORDER",
    consigneeName: "RHEIN-MAIN TECHNIK GMBH",
    destination: "FRA",
    updatedAt: "2026-11-20T02:05:00.000Z",
  },
  {
    id: 1,
    orderCode: "HW-DEMO-0001",
    mawbNumber: "999-12345675",
    hawbNumber: "",
    internalNumber: "",
    createSource: "CREATED_BY_SELF",
    consigneeName: "MAISON LUMIERE SAS",
    destination: "CDG",
    updatedAt: "2026-11-18T10:45:00.000Z",
  },
];

export const goodRecognition: AddressRecognition = {
  fields: {
    name: "ACME TRADING LLC",
    address: "1200 E 7TH STREET SUITE 300",
    city: "LOS ANGELES",
    state: "CA",
    postcode: "90021",
    country: "US",
    phone: "+1 213 555 0147",
    fax: "+1 213 555 0148",
    cityCode: "LAX",
  },
  contact: "JOHN MILLER",
  truncated: [],
  uncertain: [],
  suggestions: [
    {
      scName: "ACME TRADING LLC",
      scAddress: "1200 E 7TH STREET SUITE 300",
      nationCode: "US",
      stateCode: "CA",
      cityNameEn: "LOS ANGELES",
      cityCode: "LAX",
      postCode: "90021",
      telNumber: "1 213 555 0147",
      faxNumber: "1 213 555 0148",
      scCode: "EIN 95-4412087",
    },
  ],
  source: "text",
  block:
    "ACME TRADING LLC\nATTN: JOHN MILLER\n1200 E 7TH STREET SUITE 300\nLOS ANGELES, CA 90021\nUSA\nTEL: +1 213 555 0147  FAX: +1 213 555 0148",
};

export const partialRecognition: AddressRecognition = {
  fields: {
    name: "PEAK OUTDOOR SUPPLY CO",
    address: "3150 WEST BELTLINE RD",
    city: "DALLAS",
    state: "TX",
    postcode: "75234-1200",
    country: "US",
    phone: "972-555-0118",
    cityCode: "DFW",
  },
  contact: "",
  truncated: [],
  uncertain: [
    { field: "country", reason: "inferred" },
    { field: "phone", reason: "inferred" },
    { field: "postcode", reason: "format", message: "美国邮编必须为5位数字" },
  ],
  suggestions: [],
  source: "pdf",
  block: "PEAK OUTDOOR SUPPLY CO\n3150 WEST BELTLINE RD\nDALLAS TX 75234-1200\n972-555-0118",
};

export const truncatedRecognition: AddressRecognition = {
  fields: {
    name: "SHANGHAI DEMO INTERNATIONAL FREIGHT FORWARDING AND SUPPLY CHAIN MANAGEMENT CO LTD BRANCH OFFICE PUDO",
    address:
      "ROOM 1802 18F NO 500 ZHANGYANG ROAD PUDONG NEW DISTRICT NEAR CENTURY AVENUE METRO STATION EXIT 4 BUILDING B TOWER 2 EAST WING RECEPTION DESK FLOOR",
    city: "SHANGHAI",
    postcode: "200122",
    country: "CN",
    phone: "86-21-58881234",
    code: "91310115MA1K4LXX2B91310115MA1K4LXX2B91310115MA1K4L",
    cityCode: "SHA",
  },
  contact: "",
  truncated: ["name", "address", "code"],
  uncertain: [],
  suggestions: [],
  source: "text",
  block: "SHANGHAI DEMO INTERNATIONAL FREIGHT FORWARDING …",
};

export const chineseRecognition: AddressRecognition = {
  fields: {
    name: "上海华东贸易有限公司",
    address: "上海市浦东新区世纪大道100号环球金融中心20楼",
    city: "SHANGHAI",
    postcode: "200120",
    country: "CN",
    phone: "021-68881234",
    cityCode: "SHA",
  },
  contact: "",
  truncated: [],
  uncertain: [
    { field: "name", reason: "format", message: "名称只能包含字母、数字、空格、点和连字符" },
    { field: "address", reason: "format", message: "地址只能包含字母、数字、空格、点和连字符" },
  ],
  suggestions: [],
  source: "text",
  block:
    "发货人：上海华东贸易有限公司\n地址：上海市浦东新区世纪大道100号环球金融中心20楼\n邮编：200120",
};

export const unresolvedRecognition: AddressRecognition = {
  fields: { name: "ATLANTIS PEARL TRADING", address: "1 HARBOUR ROAD" },
  contact: "",
  truncated: [],
  uncertain: [{ field: "country", reason: "unresolved", message: "Atlantis" }],
  suggestions: [],
  source: "text",
  block: "ATLANTIS PEARL TRADING\n1 HARBOUR ROAD\nCountry: Atlantis",
};

export const tallViewport = {
  options: {
    tall: { name: "Desktop tall", styles: { width: "1280px", height: "2300px" }, type: "desktop" },
    formOnly: { name: "Form", styles: { width: "1200px", height: "2400px" }, type: "desktop" },
    phone: { name: "Phone 375", styles: { width: "375px", height: "812px" }, type: "mobile" },
    desktop: {
      name: "Desktop 1280",
      styles: { width: "1280px", height: "800px" },
      type: "desktop",
    },
  },
} as const;

/** The recognition dialog open for the consignee, recognising every text as `goodRecognition`. */
export const dialogArgs = {
  open: true,
  role: "consignee" as const,
  recognize: async () => goodRecognition,
  onAccept: () => {},
  onOpenChange: () => {},
};
