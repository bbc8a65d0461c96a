import type { Waybill, WaybillParty } from "../air-waybill.ts";
import type { AwbRouteApiRoute, CargoWeighingEntry, RouteTrackEvent } from "../order-track.ts";
import type { ShareView } from "../scope.ts";
import type {
  DeliveryNotice,
  ShareLcOrder,
  ShareManifestEntry,
  ShareOrderTrack,
} from "../share-link.ts";
import { MILESTONE_NAMES, type MilestoneCode } from "../track-events.ts";

/**
 * The demo orders' data, pure so the seed and the stories share it (stories pass a fixed
 * clock). Demo orders for every share view and every plan-versus-confirm highlight. Times are relative
 * to the start, and the rows are refreshed on every start, so the tracking always looks live.
 * Only rows marked is_demo are ever rewritten.
 */

type NoticeFields = Omit<DeliveryNotice, "view" | "flag" | "orderNumber">;

export type SamplePhoto = "weighing" | "container" | "label" | "truck";

export type DemoFile = {
  type: "照片" | "文件";
  name: string;
  mime: string;
  remark?: string;
  /** What the file holds, drawn or written when seeding (stories draw the photos as SVG). */
  sample: { photo: SamplePhoto } | { pdf: string; lines: string[] };
};

export type DemoOrder = {
  org: "DEMO" | "DEMO2";
  view: ShareView;
  code: string;
  awb?: string;
  hawb?: string;
  detail: ShareOrderTrack | ShareLcOrder;
  waybill?: Waybill;
  notices?: Partial<Record<"warehouse" | "storehouse", Partial<NoticeFields>>>;
  files?: DemoFile[];
  /** Hours from now of the latest change. */
  updated: number;
};

/** A valid MAWB: the eighth serial digit is the first seven modulo 7. */
export function mawb(prefix: string, serial7: number): string {
  const serial = String(serial7).padStart(7, "0");
  return `${prefix}-${serial}${serial7 % 7}`;
}

const HOUR = 3_600_000;

export function clock(now = Date.now()) {
  const base = Math.floor(now / (5 * 60_000)) * 5 * 60_000;
  /** Beijing wall time `hours` from now, as the backend sends it: ISO with +08:00. */
  const at = (hours: number): string => {
    const d = new Date(base + hours * HOUR + 8 * HOUR);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00+08:00`;
  };
  return { now: base, at };
}

function airEvent(
  at: (h: number) => string,
  code: MilestoneCode,
  airport: string,
  hours: number,
  flight: string | null,
  pieces: number | null,
  weight: number | null,
): RouteTrackEvent {
  return {
    trackAwbId: `${code}-${airport}-${hours}`,
    flightStatusCode: code,
    flightStatusName: MILESTONE_NAMES[code].zh,
    remark: airport,
    flightNum: flight,
    eventTime: at(hours),
    quantity: pieces,
    grossWeight: weight,
  };
}

function namedEvent(
  at: (h: number) => string,
  code: string,
  name: string,
  place: string,
  hours: number,
  carrier: string | null = null,
): RouteTrackEvent {
  return {
    trackAwbId: `${code}-${hours}`,
    flightStatusCode: code,
    flightStatusName: name,
    remark: place,
    flightNum: carrier,
    eventTime: at(hours),
    quantity: null,
    grossWeight: null,
  };
}

function leg(
  at: (h: number) => string,
  route: string,
  flightNo: string,
  times: {
    planDep: number;
    planArr: number;
    actDep?: number;
    actArr?: number;
    estDep?: number;
    estArr?: number;
  },
  pieceWeightInfo: string,
  errorMessage?: string,
): AwbRouteApiRoute {
  const [depPort, arrPort] = route.split("-");
  const opt = (h: number | undefined) => (h === undefined ? null : at(h));
  return {
    route,
    depPort: depPort ?? null,
    arrPort: arrPort ?? null,
    flightNo,
    planDepartureTime: at(times.planDep),
    estimatedDepartureTime: opt(times.estDep),
    actualDepartureTime: opt(times.actDep),
    planArrivalTime: at(times.planArr),
    estimatedArrivalTime: opt(times.estArr),
    actualArrivalTime: opt(times.actArr),
    pieceWeightInfo,
    errorMessage: errorMessage ?? null,
  };
}

const AGENT_SHA = {
  name: "SHANGHAI DEMO INTL FREIGHT FORWARDING CO LTD",
  city: "SHANGHAI",
  iataCode: "0834512",
  account: "SHA-0834512",
};

const party = (name: string, ...address: string[]): WaybillParty => ({ name, address });

const INVOICE_LINES = [
  "Seller: Shanghai Brightlux Lighting Co., Ltd.",
  "Buyer: Brightlux Europe B.V., Amsterdam",
  "Terms: FCA Shanghai Pudong Airport",
  "Item 1  LED panel light 600x600 40W   1,800 pcs  USD 14.20",
  "Item 2  LED high-bay light 150W        600 pcs  USD 38.50",
  "Total: USD 48,660.00",
];

const PACKING_LINES = [
  "120 cartons on 10 pallets",
  "Pallets 1-10: 120 x 80 x 102 cm",
  "Cartons: 60 x 40 x 50 cm",
  "Gross weight 2,510.5 kg   Net weight 2,296.0 kg",
];

export function demoOrders(at: (h: number) => string): DemoOrder[] {
  const af1Awb = mawb("784", 5512340);
  const af2Awb = mawb("020", 6624411);
  const af3Awb = mawb("999", 1234567);
  const aiAwb = mawb("020", 8812345);
  const demo2Awb = mawb("176", 3456789);

  return [
    {
      org: "DEMO",
      view: "AF",
      code: "AE2500001",
      awb: af1Awb,
      hawb: "SHA25110001",
      updated: -9,
      detail: {
        customerNumber: "BLX-PO-7781",
        expectFlight: "CZ3524 / CZ307",
        expectDeparture: at(-50),
        departureStation: "PVG",
        transitStation: "CAN",
        arrivalStation: "AMS",
        goodsNameCn: "LED照明灯具",
        goodsNameEn: "LED LIGHTING FIXTURES",
        packageType: "CTNS",
        // Each figure sits just inside its threshold: nothing is highlighted.
        planPieces: 120,
        confirmPieces: 120,
        planWeight: 2450,
        confirmWeight: 2510.5,
        weightUnit: "KG",
        planVolume: 14.2,
        confirmVolume: 15.6,
        planChargeWeight: 3000,
        confirmChargeWeight: 3090,
        chargeWeightUnit: "KG",
        planDensity: 172.5,
        confirmDensity: 160.9,
        planDimensions: "120*80*100/10;60*40*50/110",
        confirmDimensions: "120*80*102/10;60*40*50/110",
        routeTracks: [
          airEvent(at, "BKD", "PVG", -100, "CZ3524", 120, 2510.5),
          airEvent(at, "RCS", "PVG", -62, null, 120, 2510.5),
          airEvent(at, "MAN", "PVG", -54, "CZ3524", 120, 2510.5),
          airEvent(at, "DEP", "PVG", -50, "CZ3524", 120, 2510.5),
          airEvent(at, "ARR", "CAN", -47.5, "CZ3524", 120, 2510.5),
          airEvent(at, "RCF", "CAN", -46.5, "CZ3524", 120, 2510.5),
          airEvent(at, "MAN", "CAN", -38, "CZ307", 70, 1464.5),
          airEvent(at, "DEP", "CAN", -33, "CZ307", 70, 1464.5),
          airEvent(at, "ARR", "AMS", -20, "CZ307", 70, 1464.5),
          airEvent(at, "RCF", "AMS", -18, "CZ307", 70, 1464.5),
          airEvent(at, "MAN", "CAN", -14, "CZ307", 50, 1046),
          airEvent(at, "DEP", "CAN", -9, "CZ307", 50, 1046),
        ],
        awbRouteApiInfoVO: {
          mawbNum: af1Awb,
          depPort: "PVG",
          arrPort: "AMS",
          pieceWeightInfo: "120/2510.5",
          awbRouteApiRouteList: [
            leg(
              at,
              "PVG-CAN",
              "CZ3524",
              { planDep: -50.5, actDep: -50, planArr: -48, actArr: -47.5 },
              "120/2510.5",
            ),
            leg(
              at,
              "CAN-AMS",
              "CZ307",
              { planDep: -33.5, actDep: -33, planArr: -20.5, actArr: -20 },
              "70/1464.5",
            ),
            leg(
              at,
              "CAN-AMS",
              "CZ307",
              { planDep: -33.5, actDep: -9, planArr: -20.5, estArr: 4 },
              "50/1046.0",
              "舱位不足，50件拉货改配次日 CZ307 航班",
            ),
          ],
        },
        trackManifest: [
          { mawbNum: af1Awb, remark: "预配舱单已申报", eventTime: at(-70), productInfo: null },
          { mawbNum: af1Awb, remark: "运抵报告已接收", eventTime: at(-60), productInfo: null },
          { mawbNum: af1Awb, remark: "海关已放行", eventTime: at(-52), productInfo: null },
        ],
        manifestList: [
          {
            masterFlag: 1,
            hawbNumber: null,
            pieceWeightInfo: "120/2510.5",
            declarationNumber: "223120251000456789",
            provisionTime: at(-70),
            arriveTime: at(-60),
            passedTime: at(-52),
          },
          {
            masterFlag: 0,
            hawbNumber: "SHA25110001",
            pieceWeightInfo: "60/1250.0",
            declarationNumber: "223120251000456790",
            provisionTime: at(-70),
            arriveTime: at(-60),
            passedTime: at(-53),
          },
          {
            masterFlag: 0,
            hawbNumber: "SHA25110002",
            pieceWeightInfo: "40/845.5",
            declarationNumber: "223120251000456791",
            provisionTime: at(-69.5),
            arriveTime: at(-60),
            passedTime: at(-52.5),
          },
          {
            masterFlag: 0,
            hawbNumber: "SHA25110003",
            pieceWeightInfo: "20/415.0",
            declarationNumber: "223120251000456792",
            provisionTime: at(-69),
            arriveTime: at(-59.5),
            passedTime: at(-52),
          },
        ],
        cargoWeighingList: [
          {
            billNumber: "SHA25110001",
            pieces: 60,
            weight: 1250,
            volume: 7.834,
            dimensions: "120*80*102/6",
          },
          {
            billNumber: "SHA25110002",
            pieces: 40,
            weight: 845.5,
            volume: 5.366,
            dimensions: "120*80*102/4;60*40*50/10",
          },
          {
            billNumber: "SHA25110003",
            pieces: 20,
            weight: 415,
            volume: 2.4,
            dimensions: "60*40*50/20",
          },
        ] satisfies CargoWeighingEntry[],
      },
      waybill: {
        carrierName: "CHINA SOUTHERN AIRLINES",
        carrierCode: "CZ",
        shipper: party(
          "SHANGHAI BRIGHTLUX LIGHTING CO LTD",
          "NO 88 JINKE ROAD PUDONG",
          "SHANGHAI 201203 CHINA",
          "TEL +86 21 5080 1234",
        ),
        consignee: party(
          "BRIGHTLUX EUROPE B.V.",
          "KEIZERSGRACHT 123",
          "1015 CJ AMSTERDAM NETHERLANDS",
          "TEL +31 20 555 0199",
        ),
        agent: AGENT_SHA,
        departure: "SHANGHAI PUDONG (PVG)",
        destination: "AMS",
        routing: [
          { to: "CAN", by: "CZ" },
          { to: "AMS", by: "CZ" },
        ],
        flights: ["CZ3524", "CZ307"],
        currency: "CNY",
        chargesCode: "PP",
        wtVal: "PP",
        other: "PP",
        declaredCarriage: "NVD",
        declaredCustoms: "NCV",
        insurance: "XXX",
        handlingInfo: "CONSOLIDATION AS PER ATTACHED MANIFEST. DO NOT STACK MORE THAN 2 HIGH.",
        rateClass: "Q",
        rate: 28.5,
        otherCharges: [
          { code: "AW", amount: 50, due: "A" },
          { code: "MY", amount: 3090, due: "C" },
          { code: "SC", amount: 927, due: "C" },
        ],
        issuedAt: at(-64).slice(0, 10),
        issuedPlace: "SHANGHAI",
        shipperSignature: "SHANGHAI DEMO INTL FREIGHT",
        carrierSignature: "AS AGENT FOR CZ",
        pieces: 120,
        weight: 2510.5,
        chargeWeight: 3090,
        goods: "CONSOLIDATION AS PER ATTACHED MANIFEST",
        dimensions: "120x80x102 CM x10; 60x40x50 CM x110",
        hawbs: [
          {
            awbPrintId: "SHA25110001",
            hawbNumber: "SHA25110001",
            shipper: party(
              "SHANGHAI BRIGHTLUX LIGHTING CO LTD",
              "NO 88 JINKE ROAD PUDONG",
              "SHANGHAI CHINA",
            ),
            consignee: party("BRIGHTLUX EUROPE B.V.", "KEIZERSGRACHT 123", "AMSTERDAM NETHERLANDS"),
            pieces: 60,
            weight: 1250,
            chargeWeight: 1306,
            rate: 31.8,
            goods: "LED PANEL LIGHTS",
            dimensions: "120x80x102 CM x6",
          },
          {
            awbPrintId: "SHA25110002",
            hawbNumber: "SHA25110002",
            shipper: party("NINGBO SUNRISE ELECTRIC CO LTD", "NO 9 XINGNING ROAD", "NINGBO CHINA"),
            consignee: party(
              "HOLLANDIA TECHNICS B.V.",
              "STATIONSPLEIN 45",
              "ROTTERDAM NETHERLANDS",
            ),
            pieces: 40,
            weight: 845.5,
            chargeWeight: 894.5,
            rate: 32.5,
            goods: "LED HIGH-BAY LIGHTS",
          },
          {
            awbPrintId: "SHA25110003",
            hawbNumber: "SHA25110003",
            shipper: party("SUZHOU KEEN OPTICS CO LTD", "88 XINGHU STREET SIP", "SUZHOU CHINA"),
            consignee: party("OPTIKA AMSTERDAM B.V.", "HERENGRACHT 500", "AMSTERDAM NETHERLANDS"),
            pieces: 20,
            weight: 415,
            chargeWeight: 415,
            rate: 33,
            goods: "LED DRIVERS",
          },
        ],
      },
      notices: {
        warehouse: {
          warehouseName: "浦东机场西货运区 3号货站",
          warehouseAddress: "上海市浦东新区 航城七路 885 号 3号货站 12–14 号门",
          warehouseHours: "08:00–22:00（周末照常）",
          cutOffTime: at(-64),
          contactName: "陈立（货站调度）",
          contactPhone: "021-68881234",
          remarks: [
            "请随货携带装箱单与商业发票各一份。",
            "每件货物须贴分单号标签，超高超重货物请提前预约。",
            "进仓时请出示本通知（纸质或手机均可）。",
          ],
        },
        storehouse: {
          warehouseName: "上海演示国际货运 外高桥自营仓",
          warehouseAddress: "上海市浦东新区 富特北路 211 号 B 栋 2 号月台",
          warehouseHours: "09:00–18:00（周一至周六）",
          cutOffTime: at(-72),
          contactName: "刘洋（仓库主管）",
          contactPhone: "021-50461188",
          remarks: ["托盘尺寸不超过 120×100 cm，高度不超过 160 cm。"],
        },
      },
      files: [
        {
          type: "文件",
          name: "Commercial invoice BLX-7781.pdf",
          mime: "application/pdf",
          remark: "商业发票",
          sample: { pdf: "Commercial Invoice BLX-7781", lines: INVOICE_LINES },
        },
        {
          type: "文件",
          name: "Packing list BLX-7781.pdf",
          mime: "application/pdf",
          remark: "装箱单",
          sample: { pdf: "Packing List BLX-7781", lines: PACKING_LINES },
        },
        {
          type: "照片",
          name: "weighing-pallets.png",
          mime: "image/png",
          remark: "货站过磅",
          sample: { photo: "weighing" },
        },
        {
          type: "照片",
          name: "carton-label.png",
          mime: "image/png",
          remark: "分单标签",
          sample: { photo: "label" },
        },
        {
          type: "照片",
          name: "uld-build-up.png",
          mime: "image/png",
          remark: "打板装箱",
          sample: { photo: "container" },
        },
      ],
    },
    {
      org: "DEMO",
      view: "AF",
      code: "AE2500002",
      awb: af2Awb,
      hawb: "SHA25110021",
      updated: -2,
      detail: {
        customerNumber: "MTX-2025-118",
        expectFlight: "LH8405",
        expectDeparture: at(10),
        departureStation: "PVG",
        arrivalStation: "FRA",
        goodsNameCn: "汽车零部件（刹车盘）",
        goodsNameEn: "AUTO PARTS (BRAKE DISCS)",
        packageType: "PLTS",
        // Each figure just outside its threshold: all four are highlighted.
        planPieces: 48,
        confirmPieces: 50,
        planWeight: 5000,
        confirmWeight: 5101,
        weightUnit: "KG",
        planVolume: 30,
        confirmVolume: 26.9,
        planChargeWeight: 5000,
        confirmChargeWeight: 5180,
        chargeWeightUnit: "KG",
        planDensity: 166.7,
        confirmDensity: 189.6,
        planDimensions: "120*100*105/24;120*100*100/24",
        confirmDimensions: "120*100*104/26;120*100*98/24",
        routeTracks: [
          airEvent(at, "BKD", "PVG", -30, "LH8405", 48, 5000),
          airEvent(at, "RCS", "PVG", -2, null, 50, 5101),
        ],
        awbRouteApiInfoVO: {
          mawbNum: af2Awb,
          depPort: "PVG",
          arrPort: "FRA",
          pieceWeightInfo: "50/5101.0",
          awbRouteApiRouteList: [
            leg(
              at,
              "PVG-FRA",
              "LH8405",
              { planDep: 10, estDep: 12.25, planArr: 22.5, estArr: 24.5 },
              "50/5101.0",
            ),
          ],
        },
        manifestList: [
          {
            masterFlag: true,
            pieceWeightInfo: "50/5101.0",
            declarationNumber: "223120251000512001",
            provisionTime: at(-6),
            arriveTime: at(-1.5),
            passedTime: null,
          },
          {
            masterFlag: false,
            hawbNumber: "SHA25110021",
            pieceWeightInfo: "50/5101.0",
            declarationNumber: "223120251000512002",
            provisionTime: at(-6),
            arriveTime: at(-1.5),
            passedTime: null,
          },
        ],
        cargoWeighingList: [
          {
            billNumber: "SHA25110021",
            pieces: 50,
            weight: 5101,
            volume: 26.9,
            dimensions: "120*100*104/26;120*100*98/24",
          },
        ],
      },
      waybill: {
        carrierName: "LUFTHANSA CARGO AG",
        carrierCode: "LH",
        shipper: party(
          "SHANGHAI MOTRIX AUTO PARTS CO LTD",
          "1200 JIAXING ROAD JIADING",
          "SHANGHAI 201800 CHINA",
        ),
        consignee: party(
          "MOTRIX DEUTSCHLAND GMBH",
          "CARGO CITY SUED GEB 558",
          "60549 FRANKFURT GERMANY",
        ),
        agent: AGENT_SHA,
        departure: "SHANGHAI PUDONG (PVG)",
        destination: "FRA",
        routing: [{ to: "FRA", by: "LH" }],
        flights: ["LH8405"],
        currency: "CNY",
        chargesCode: "PP",
        wtVal: "PP",
        other: "PP",
        declaredCarriage: "NVD",
        declaredCustoms: "NCV",
        insurance: "XXX",
        handlingInfo: "HEAVY CARGO - FORKLIFT REQUIRED",
        rateClass: "Q",
        rate: 24.8,
        otherCharges: [
          { code: "AW", amount: 50, due: "A" },
          { code: "MY", amount: 5180, due: "C" },
        ],
        issuedAt: at(-2).slice(0, 10),
        issuedPlace: "SHANGHAI",
        shipperSignature: "SHANGHAI DEMO INTL FREIGHT",
        carrierSignature: "AS AGENT FOR LH",
        pieces: 50,
        weight: 5101,
        chargeWeight: 5180,
        goods: "AUTO PARTS (BRAKE DISCS)",
        hawbs: [
          {
            awbPrintId: "SHA25110021",
            hawbNumber: "SHA25110021",
            shipper: party(
              "SHANGHAI MOTRIX AUTO PARTS CO LTD",
              "1200 JIAXING ROAD",
              "SHANGHAI CHINA",
            ),
            consignee: party("MOTRIX DEUTSCHLAND GMBH", "CARGO CITY SUED", "FRANKFURT GERMANY"),
            pieces: 50,
            weight: 5101,
            chargeWeight: 5180,
            rate: 27.6,
            goods: "AUTO PARTS (BRAKE DISCS)",
          },
        ],
      },
      notices: {
        warehouse: {
          warehouseName: "浦东机场西货运区 汉莎货运 1号库",
          warehouseAddress: "上海市浦东新区 航城七路 899 号 1号库 3 号门",
          warehouseHours: "00:00–24:00",
          cutOffTime: at(4),
          contactName: "张伟（进仓预约）",
          contactPhone: "021-68885566",
          remarks: ["重货请提前 24 小时预约叉车。", "每托需标注分单号与件数。"],
        },
      },
      files: [
        {
          type: "照片",
          name: "pallets-received.png",
          mime: "image/png",
          remark: "收货拍照",
          sample: { photo: "weighing" },
        },
      ],
    },
    {
      org: "DEMO",
      view: "AF",
      code: "AE2500003",
      awb: af3Awb,
      updated: -1,
      detail: {
        departureStation: "PVG",
        arrivalStation: "LAX",
        goodsNameEn: "GARMENTS",
        planPieces: 10,
        planWeight: 250,
      },
    },
    {
      org: "DEMO",
      view: "AI",
      code: "AI2500001",
      awb: aiAwb,
      hawb: "FRA25H0456",
      updated: -30,
      detail: {
        customerNumber: "SH-IMP-0456",
        expectFlight: "LH8406",
        expectDeparture: at(-120),
        departureStation: "FRA",
        arrivalStation: "PVG",
        goodsNameCn: "精密仪器配件",
        goodsNameEn: "PRECISION INSTRUMENT PARTS",
        goodsType: "普通货物",
        packageType: "CTNS",
        planPieces: 36,
        confirmPieces: 36,
        planWeight: 842,
        confirmWeight: 851.5,
        weightUnit: "KG",
        planVolume: 4.2,
        confirmVolume: 4.65,
        planChargeWeight: 842,
        confirmChargeWeight: 851.5,
        chargeWeightUnit: "KG",
        planDensity: 200.5,
        confirmDensity: 183.1,
        planDimensions: "60*50*40/36",
        confirmDimensions: "62*50*42/36",
        inboundDate: at(-104),
        inspectionDate: at(-80),
        clearanceDate: at(-56),
        outboundDate: at(-30),
        routeTracks: [
          airEvent(at, "BKD", "FRA", -170, "LH8406", 36, 842),
          airEvent(at, "RCS", "FRA", -140, null, 36, 851.5),
          airEvent(at, "MAN", "FRA", -126, "LH8406", 36, 851.5),
          airEvent(at, "DEP", "FRA", -120, "LH8406", 36, 851.5),
          airEvent(at, "ARR", "PVG", -108, "LH8406", 36, 851.5),
          airEvent(at, "RCF", "PVG", -104, "LH8406", 36, 851.5),
          airEvent(at, "NFD", "PVG", -100, null, 36, 851.5),
          airEvent(at, "DLV", "PVG", -30, null, 36, 851.5),
        ],
        awbRouteApiInfoVO: {
          mawbNum: aiAwb,
          depPort: "FRA",
          arrPort: "PVG",
          pieceWeightInfo: "36/851.5",
          awbRouteApiRouteList: [
            leg(
              at,
              "FRA-PVG",
              "LH8406",
              { planDep: -120.5, actDep: -120, planArr: -108.5, actArr: -108 },
              "36/851.5",
            ),
          ],
        },
        manifestList: [
          {
            masterFlag: 1,
            pieceWeightInfo: "36/851.5",
            declarationNumber: "220120251000778812",
            provisionTime: at(-124),
            arriveTime: at(-103),
            passedTime: at(-56),
            allocationApplyTime: at(-106),
            temporaryArrivalTime: at(-102),
          } satisfies ShareManifestEntry,
          {
            masterFlag: 0,
            hawbNumber: "FRA25H0456",
            pieceWeightInfo: "24/560.0",
            declarationNumber: "220120251000778813",
            provisionTime: at(-124),
            arriveTime: at(-103),
            passedTime: at(-56),
          },
          {
            masterFlag: 0,
            hawbNumber: "FRA25H0457",
            pieceWeightInfo: "12/291.5",
            declarationNumber: "220120251000778814",
            provisionTime: at(-123),
            arriveTime: at(-103),
            passedTime: null,
          },
        ],
      },
      waybill: {
        carrierName: "LUFTHANSA CARGO AG",
        carrierCode: "LH",
        shipper: party(
          "PRAEZISION MESSTECHNIK GMBH",
          "INDUSTRIESTRASSE 12",
          "64293 DARMSTADT GERMANY",
        ),
        consignee: party(
          "SHANGHAI DEMO INSTRUMENTS CO LTD",
          "NO 500 ZHANGJIANG ROAD",
          "SHANGHAI 201210 CHINA",
        ),
        agent: {
          name: "FRANKFURT DEMO LOGISTICS GMBH",
          city: "FRANKFURT",
          iataCode: "2347788",
        },
        departure: "FRANKFURT (FRA)",
        destination: "PVG",
        routing: [{ to: "PVG", by: "LH" }],
        flights: ["LH8406"],
        currency: "EUR",
        chargesCode: "CC",
        wtVal: "CC",
        other: "CC",
        declaredCarriage: "NVD",
        declaredCustoms: "NCV",
        insurance: "XXX",
        handlingInfo: "FRAGILE - KEEP DRY",
        rateClass: "N",
        rate: 3.15,
        otherCharges: [{ code: "FS", amount: 1021.8, due: "C" }],
        issuedAt: at(-140).slice(0, 10),
        issuedPlace: "FRANKFURT",
        shipperSignature: "FRANKFURT DEMO LOGISTICS",
        carrierSignature: "AS AGENT FOR LH",
        pieces: 36,
        weight: 851.5,
        chargeWeight: 851.5,
        goods: "PRECISION INSTRUMENT PARTS",
        hawbs: [
          {
            awbPrintId: "FRA25H0456",
            hawbNumber: "FRA25H0456",
            shipper: party(
              "PRAEZISION MESSTECHNIK GMBH",
              "INDUSTRIESTRASSE 12",
              "DARMSTADT GERMANY",
            ),
            consignee: party(
              "SHANGHAI DEMO INSTRUMENTS CO LTD",
              "NO 500 ZHANGJIANG ROAD",
              "SHANGHAI CHINA",
            ),
            pieces: 24,
            weight: 560,
            chargeWeight: 560,
            rate: 24.5,
            goods: "PRECISION INSTRUMENT PARTS",
          },
          {
            awbPrintId: "FRA25H0457",
            hawbNumber: "FRA25H0457",
            shipper: party("OPTIK WERKE JENA GMBH", "CARL-ZEISS-PLATZ 3", "JENA GERMANY"),
            consignee: party("SUZHOU DEMO OPTICS CO LTD", "88 XINGHU STREET", "SUZHOU CHINA"),
            pieces: 12,
            weight: 291.5,
            chargeWeight: 291.5,
            rate: 24.5,
            goods: "OPTICAL LENSES",
          },
        ],
      },
      files: [
        {
          type: "文件",
          name: "Arrival notice FRA25H0456.pdf",
          mime: "application/pdf",
          remark: "到货通知",
          sample: {
            pdf: "Arrival Notice FRA25H0456",
            lines: [
              `MAWB ${aiAwb}  HAWB FRA25H0456`,
              "Flight LH8406 FRA-PVG",
              "36 cartons, 851.5 kg",
              "Pick-up: Pudong airport east cargo area, warehouse 5",
            ],
          },
        },
        {
          type: "照片",
          name: "inspection.png",
          mime: "image/png",
          remark: "海关查验",
          sample: { photo: "label" },
        },
        {
          type: "照片",
          name: "outbound.png",
          mime: "image/png",
          remark: "提货出库",
          sample: { photo: "truck" },
        },
      ],
    },
    {
      org: "DEMO",
      view: "SE",
      code: "SE2500001",
      updated: -100,
      detail: {
        mlbNumber: "COSU6281234560",
        hlbNumber: "SHHAM2500017",
        shipName: "COSCO SHIPPING TAURUS",
        shipVoyageNumber: "042W",
        departureStation: "CNSHA",
        transitStation: "SGSIN",
        arrivalStation: "DEHAM",
        expectDeparture: at(-250),
        goodsNameCn: "家用电器（微波炉）",
        goodsNameEn: "MICROWAVE OVENS",
        containerMethod: "整箱 FCL",
        containerList: "CSNU7654321/40HQ;TGHU1234567/40HQ;CBHU3344556/20GP",
        containerNumber: 5,
        packageType: "CTNS",
        // Weight is 0.6 % over but 120 kg away: highlighted by the absolute limit.
        planPieces: 860,
        confirmPieces: 860,
        planWeight: 18600,
        confirmWeight: 18720,
        weightUnit: "KG",
        planVolume: 128,
        confirmVolume: 131.5,
        routeTracks: [
          namedEvent(at, "BKG", "订舱确认", "CNSHA 上海", -400),
          namedEvent(at, "MTY", "提空箱", "CNSHA 外高桥四期", -330),
          namedEvent(at, "GTI", "重箱进港", "CNSHA 洋山四期", -300),
          namedEvent(at, "CUS", "海关放行", "CNSHA 上海海关", -280),
          namedEvent(at, "LOD", "装船", "CNSHA 洋山四期", -260, "COSCO SHIPPING TAURUS 042W"),
          namedEvent(at, "DEP", "开船", "CNSHA 上海", -250, "COSCO SHIPPING TAURUS 042W"),
          namedEvent(at, "TSA", "中转港到港", "SGSIN 新加坡", -130, "COSCO SHIPPING TAURUS 042W"),
          namedEvent(at, "TSD", "中转港离港", "SGSIN 新加坡", -100, "COSCO SHIPPING TAURUS 042W"),
        ],
        manifestList: [
          {
            masterFlag: 1,
            pieceWeightInfo: "860/18720.0",
            declarationNumber: "222920251000334455",
            provisionTime: at(-310),
            arriveTime: at(-300),
            passedTime: at(-280),
          },
          {
            masterFlag: 0,
            hawbNumber: "SHHAM2500017",
            pieceWeightInfo: "860/18720.0",
            declarationNumber: "222920251000334456",
            provisionTime: at(-310),
            arriveTime: at(-300),
            passedTime: at(-280),
          },
        ],
      },
      notices: {
        warehouse: {
          warehouseName: "洋山深水港四期 集装箱码头",
          warehouseAddress: "上海市浦东新区 洋山港 同盛大道 1 号 四期闸口",
          warehouseHours: "00:00–24:00",
          cutOffTime: at(-290),
          contactName: "黄敏（码头操作）",
          contactPhone: "021-58391200",
          remarks: ["重箱进港请携带设备交接单（EIR）。", "截关时间以船公司通知为准。"],
        },
      },
      files: [
        {
          type: "文件",
          name: "Booking confirmation COSU6281234560.pdf",
          mime: "application/pdf",
          remark: "订舱确认",
          sample: {
            pdf: "Booking Confirmation COSU6281234560",
            lines: [
              "Vessel COSCO SHIPPING TAURUS voyage 042W",
              "Port of loading Shanghai (CNSHA), port of discharge Hamburg (DEHAM)",
              "Equipment: 2 x 40HQ, 1 x 20GP",
            ],
          },
        },
        {
          type: "照片",
          name: "container-sealed.png",
          mime: "image/png",
          remark: "装箱施封",
          sample: { photo: "container" },
        },
        {
          type: "照片",
          name: "cartons-loaded.png",
          mime: "image/png",
          remark: "装箱过程",
          sample: { photo: "label" },
        },
      ],
    },
    {
      org: "DEMO",
      view: "SI",
      code: "SI2500001",
      updated: -20,
      detail: {
        mlbNumber: "CMDUUSLAX2578901",
        hlbNumber: "LAXSHA25I0031",
        shipName: "CMA CGM BENJAMIN FRANKLIN",
        shipVoyageNumber: "0TX3FE1MA",
        departureStation: "USLAX",
        arrivalStation: "CNSHA",
        expectDeparture: at(-410),
        goodsNameCn: "机械零件",
        goodsNameEn: "MACHINE PARTS",
        containerMethod: "拼箱 LCL",
        containerList: "CMAU4455667/40HQ",
        containerNumber: 2,
        packageType: "PLTS",
        planPieces: 36,
        confirmPieces: 35,
        planWeight: 5400,
        confirmWeight: 5398.5,
        weightUnit: "KG",
        planVolume: 22.5,
        confirmVolume: 22.8,
        routeTracks: [
          namedEvent(at, "BKG", "订舱确认", "USLAX 洛杉矶", -500),
          namedEvent(
            at,
            "LOD",
            "装船",
            "USLAX 洛杉矶",
            -420,
            "CMA CGM BENJAMIN FRANKLIN 0TX3FE1MA",
          ),
          namedEvent(
            at,
            "DEP",
            "开船",
            "USLAX 洛杉矶",
            -410,
            "CMA CGM BENJAMIN FRANKLIN 0TX3FE1MA",
          ),
          namedEvent(at, "ARR", "抵港", "CNSHA 上海", -60, "CMA CGM BENJAMIN FRANKLIN 0TX3FE1MA"),
          namedEvent(at, "DIS", "卸船", "CNSHA 洋山四期", -55),
          namedEvent(at, "CUS", "海关放行", "CNSHA 上海海关", -20),
        ],
      },
    },
    {
      org: "DEMO",
      view: "LC",
      code: "LC2500001",
      updated: -1.5,
      detail: {
        departureStationName: "上海浦东 外高桥物流园",
        arrivalStationName: "苏州工业园区 综合保税区",
        goodsNameCn: "电子元器件",
        planPieces: 64,
        confirmPieces: 64,
        planWeight: 1280,
        confirmWeight: 1302.5,
        planVolume: 9.6,
        confirmVolume: 10.8,
        planChargeWeight: 1600,
        confirmChargeWeight: 1800,
        driverNumber: "沪BF3321",
        driverName: "王建国",
        driverTel: "13800138000",
        routeTracks: [
          namedEvent(at, "ORD", "已接单", "上海浦东", -20),
          namedEvent(at, "DSP", "已派车", "上海浦东", -6, "沪BF3321"),
          namedEvent(at, "PUP", "已提货", "外高桥物流园 5 号库", -3, "沪BF3321"),
          namedEvent(at, "TRN", "运输中", "G2 京沪高速 昆山段", -1.5, "沪BF3321"),
        ],
      },
      notices: {
        warehouse: {
          warehouseName: "苏州工业园区综保区 3 号仓",
          warehouseAddress: "江苏省苏州市工业园区 港田路 99 号 3 号仓 东门",
          warehouseHours: "08:30–17:30（周一至周五）",
          cutOffTime: at(3),
          contactName: "周婷（收货）",
          contactPhone: "0512-62581234",
          remarks: ["车辆进区请提前登记车牌号。", "卸货需自带叉车或提前预约。"],
        },
      },
      files: [
        {
          type: "照片",
          name: "truck-loaded.png",
          mime: "image/png",
          remark: "装车完成",
          sample: { photo: "truck" },
        },
        {
          type: "文件",
          name: "Delivery receipt LC2500001.pdf",
          mime: "application/pdf",
          remark: "交接单",
          sample: {
            pdf: "Delivery Receipt LC2500001",
            lines: [
              "From: Waigaoqiao logistics park, Shanghai",
              "To: Suzhou Industrial Park bonded zone, warehouse 3",
              "64 cartons, 1,302.5 kg, 10.8 cbm",
            ],
          },
        },
      ],
    },
    {
      org: "DEMO2",
      view: "AF",
      code: "AE2590001",
      awb: demo2Awb,
      hawb: "SZX25E0008",
      updated: -12,
      detail: {
        expectFlight: "EK9881",
        expectDeparture: at(-12),
        departureStation: "SZX",
        arrivalStation: "DXB",
        goodsNameCn: "手机配件",
        goodsNameEn: "MOBILE PHONE ACCESSORIES",
        planPieces: 80,
        confirmPieces: 80,
        planWeight: 960,
        confirmWeight: 972,
        planVolume: 6.4,
        confirmVolume: 6.5,
        planChargeWeight: 1070,
        confirmChargeWeight: 1085.5,
        routeTracks: [
          airEvent(at, "BKD", "SZX", -60, "EK9881", 80, 960),
          airEvent(at, "RCS", "SZX", -30, null, 80, 972),
          airEvent(at, "MAN", "SZX", -16, "EK9881", 80, 972),
          airEvent(at, "DEP", "SZX", -12, "EK9881", 80, 972),
        ],
        awbRouteApiInfoVO: {
          mawbNum: demo2Awb,
          depPort: "SZX",
          arrPort: "DXB",
          pieceWeightInfo: "80/972.0",
          awbRouteApiRouteList: [
            leg(
              at,
              "SZX-DXB",
              "EK9881",
              { planDep: -12.5, actDep: -12, planArr: -4.5, estArr: -3.5 },
              "80/972.0",
            ),
          ],
        },
        manifestList: [
          {
            masterFlag: 1,
            pieceWeightInfo: "80/972.0",
            declarationNumber: "531620251000090011",
            provisionTime: at(-26),
            arriveTime: at(-20),
            passedTime: at(-15),
          },
        ],
      },
      waybill: {
        carrierName: "EMIRATES SKYCARGO",
        carrierCode: "EK",
        shipper: party(
          "SHENZHEN DEMO MOBILE TECH CO LTD",
          "NO 3 KEJI ROAD NANSHAN",
          "SHENZHEN CHINA",
        ),
        consignee: party("GULF MOBILE TRADING LLC", "AL QUOZ INDUSTRIAL AREA 3", "DUBAI UAE"),
        agent: {
          name: "SHENZHEN DEMO2 SUPPLY CHAIN CO LTD",
          city: "SHENZHEN",
          iataCode: "0836677",
        },
        departure: "SHENZHEN (SZX)",
        destination: "DXB",
        routing: [{ to: "DXB", by: "EK" }],
        flights: ["EK9881"],
        currency: "CNY",
        chargesCode: "PP",
        wtVal: "PP",
        other: "PP",
        declaredCarriage: "NVD",
        declaredCustoms: "NCV",
        insurance: "XXX",
        handlingInfo: "",
        rateClass: "Q",
        rate: 19.6,
        otherCharges: [{ code: "AW", amount: 50, due: "A" }],
        issuedAt: at(-20).slice(0, 10),
        issuedPlace: "SHENZHEN",
        shipperSignature: "SHENZHEN DEMO2",
        carrierSignature: "AS AGENT FOR EK",
        pieces: 80,
        weight: 972,
        chargeWeight: 1085.5,
        goods: "MOBILE PHONE ACCESSORIES",
        hawbs: [],
      },
    },
    {
      org: "DEMO2",
      view: "LC",
      code: "LC2590001",
      updated: -4,
      detail: {
        departureStationName: "深圳 南山科技园",
        arrivalStationName: "广州 白云机场物流园",
        goodsNameCn: "手机配件",
        planPieces: 80,
        confirmPieces: 80,
        planWeight: 960,
        confirmWeight: 972,
        planVolume: 6.4,
        confirmVolume: 6.5,
        driverNumber: "粤B7K209",
        driverName: "李志明",
        driverTel: "13800138001",
        routeTracks: [namedEvent(at, "ORD", "已接单", "深圳南山", -4)],
      },
    },
  ];
}
