import type { Decorator } from "@storybook/react-vite";
import { delay, HttpResponse, http } from "msw";
import type { Envelope } from "../../src/contract/http";
import type {
  ApprovalSetting,
  OrderDetail,
  OrderFile,
  OrderPage,
  OrderRow,
  OrderSaved,
  UnlockApplyAnswer,
} from "../../src/contract/order";
import { ORDER_PATHS } from "../../src/contract/order";
import { WAYBILL_PATHS } from "../../src/contract/waybill";
import {
  EMPTY_ORDER_FIELDS,
  ORDER_ACTIONS,
  type OrderFields,
  orderButton,
  orderFigures,
} from "../../src/domain/order";
import { BUSINESS_SCOPES, type BusinessScope } from "../../src/domain/scope";
import { ButtonInfoProvider } from "../../src/ui/button-gate";

export const UUID = "8f14e45f-ceea-467a-9af1-6e2b1c0d2a11";

/** Every order button of every scope, as an administrator's buttonInfo. */
export const ALL_BUTTONS = BUSINESS_SCOPES.flatMap((s) =>
  ORDER_ACTIONS.map((a) => orderButton(s, a)),
);

/** The story's buttonInfo from `parameters.buttons` (every order button when not given). */
export const withButtons: Decorator = (Story, context) => (
  <ButtonInfoProvider buttons={(context.parameters.buttons as string[] | undefined) ?? ALL_BUTTONS}>
    <Story />
  </ButtonInfoProvider>
);

const CUSTOMERS = [
  "上海华贸国际物流有限公司",
  "苏州精密电子科技有限公司",
  "宁波海天塑机集团",
  "深圳市大疆创新科技有限公司",
  "杭州中艺工艺品进出口公司",
  "无锡先导智能装备股份有限公司",
];
const ARRIVALS = ["LAX", "FRA", "AMS", "NRT", "SYD", "JFK"];
const GOODS = ["电子元件", "注塑机配件", "无人机", "工艺品", "锂电池设备", "服装"];

/** A list row of a scope; `i` varies its codes and figures. */
export function row(scope: BusinessScope, i: number, over: Partial<OrderRow> = {}): OrderRow {
  const air = scope === "AE" || scope === "AI";
  const n = String(i + 1).padStart(4, "0");
  const weight = [1250.5, 86.2, 3420, 512.75, 40, 18_650][i % 6] ?? 100;
  const volume = [6.12, 0.48, 18.2, 2.306, 0.12, 92.5][i % 6] ?? 1;
  return {
    orderUuid: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    orderCode: `${scope}20261125${n}`,
    businessScope: scope,
    businessDate: `2026-11-${String(25 - (i % 20)).padStart(2, "0")}`,
    customerName: CUSTOMERS[i % CUSTOMERS.length] ?? "",
    customerNumber: `CN-${7700 + i}`,
    awbNumber: air ? `784-${String(12345670 + i * 7).slice(0, 8)}` : "",
    hawbNumber: air ? `HW${260100 + i}` : "",
    mblNumber: air ? "" : `COSU62${String(10000 + i)}`,
    hblNumber: air ? "" : `SHA${88000 + i}`,
    internalNumber: i % 3 === 0 ? `INT-${500 + i}` : "",
    departure: air ? "PVG" : "CNSHA",
    arrival: ARRIVALS[i % ARRIVALS.length] ?? "LAX",
    flightNo: air ? `CA${987 + i}` : `COSCO SHIPPING ${["ARIES", "LEO", "VIRGO"][i % 3]}`,
    flightDate: `2026-11-${String(27 - (i % 20)).padStart(2, "0")}`,
    goodsNameCn: GOODS[i % GOODS.length] ?? "",
    pieces: [12, 3, 40, 8, 1, 210][i % 6] ?? 1,
    grossWeight: weight,
    volume,
    chargeWeight: air ? Math.max(weight, Math.round(volume * 166.667 * 1000) / 1000) : 0,
    lockStatus: 0,
    unlockPending: false,
    updatedAt: "2026-11-25T03:20:00.000Z",
    version: 1,
    ...over,
  };
}

export const rows = (scope: BusinessScope, count: number, lockedEvery = 0) =>
  Array.from({ length: count }, (_, i) =>
    row(scope, i, lockedEvery && i % lockedEvery === 1 ? { lockStatus: 1, version: 2 } : {}),
  );

export const page = (records: OrderRow[], total = records.length, current = 1): OrderPage => ({
  total,
  current,
  size: 20,
  records,
});

export const AE_FIELDS: OrderFields = {
  ...EMPTY_ORDER_FIELDS,
  businessDate: "2026-11-25",
  customerName: "上海华贸国际物流有限公司",
  customerNumber: "CN-7781",
  awbNumber: "784-12345675",
  hawbNumber: "HW260101",
  internalNumber: "INT-501",
  departure: "PVG",
  arrival: "LAX",
  flightNo: "CA987",
  flightDate: "2026-11-27",
  loadingDate: "2026-11-26 18:00",
  goodsNameCn: "电子元件",
  goodsNameEn: "ELECTRONIC COMPONENTS",
  goodsType: "普货",
  packageType: "纸箱",
  planPieces: "12",
  planWeight: "1250.5",
  planVolume: "6.12",
  confirmPieces: "12",
  confirmWeight: "1262",
  confirmVolume: "6.2",
  planSizes: "120*80*100/4;60*40*50/8",
  confirmSizes: "120*80*100/4;60*40*50/8",
};

export const SE_FIELDS: OrderFields = {
  ...EMPTY_ORDER_FIELDS,
  businessDate: "2026-11-25",
  customerName: "宁波海天塑机集团",
  customerNumber: "HT-2026-118",
  mblNumber: "COSU6210018",
  hblNumber: "SHA88018",
  departure: "CNSHA",
  transit1: "SGSIN",
  arrival: "NLRTM",
  flightNo: "COSCO SHIPPING ARIES",
  voyage: "045W",
  flightDate: "2026-12-02",
  containerMethod: "FCL",
  containers: "2*40HQ",
  teu: "4",
  goodsNameCn: "注塑机配件",
  goodsNameEn: "INJECTION MOLDING PARTS",
  planPieces: "40",
  planWeight: "18650",
  planVolume: "92.5",
};

export const LC_FIELDS: OrderFields = {
  ...EMPTY_ORDER_FIELDS,
  businessDate: "2026-11-25",
  customerName: "苏州精密电子科技有限公司",
  customerNumber: "SZ-0931",
  departure: "SZV",
  arrival: "PVG",
  loadingDate: "2026-11-25 14:30",
  truckPlate: "沪A·D1234",
  driverName: "王建国",
  driverPhone: "138 0013 8000",
  goodsNameCn: "电子元件",
  planPieces: "8",
  planWeight: "512.75",
  planVolume: "2.306",
};

export const FILES: OrderFile[] = [
  {
    fileId: "f1",
    fileType: "照片",
    fileName: "货物外包装.jpg",
    mimeType: "image/jpeg",
    size: 842_113,
    url: `${ORDER_PATHS.files(UUID)}/f1`,
    createdAt: "2026-11-25T02:10:00.000Z",
  },
  {
    fileId: "f2",
    fileType: "照片",
    fileName: "过磅单.png",
    mimeType: "image/png",
    size: 230_400,
    url: `${ORDER_PATHS.files(UUID)}/f2`,
    createdAt: "2026-11-25T02:12:00.000Z",
  },
  {
    fileId: "f3",
    fileType: "文件",
    fileName: "商业发票 INV-2611.pdf",
    mimeType: "application/pdf",
    size: 1_532_000,
    url: `${ORDER_PATHS.files(UUID)}/f3`,
    createdAt: "2026-11-25T02:30:00.000Z",
  },
];

export function detail(
  scope: BusinessScope,
  fields: OrderFields,
  over: Partial<OrderDetail> = {},
): OrderDetail {
  const figures = orderFigures(scope, fields);
  return {
    orderUuid: UUID,
    orderCode: `${scope}202611250001`,
    businessScope: scope,
    fields,
    chargeWeight: figures.chargeWeight,
    density: figures.density,
    lockStatus: 0,
    lockedAt: null,
    lockedBy: null,
    unlockPending: false,
    files: FILES,
    createdAt: "2026-11-25T01:00:00.000Z",
    updatedAt: "2026-11-25T03:20:00.000Z",
    version: 3,
    ...over,
  };
}

// ---------------------------------------------------------------------------------------------
// msw handlers from the contract's paths and answer types

const envelope = <T,>(data: T): Envelope<T> => ({ code: 0, messageInfo: "", data });
const refusal = (status: number, messageInfo: string) =>
  HttpResponse.json({ code: status, messageInfo, data: null }, { status });

export const handlers = {
  approval: (approval: boolean) =>
    http.get(ORDER_PATHS.approvalSetting, () =>
      HttpResponse.json(envelope<ApprovalSetting>({ settingId: approval ? 1 : null, approval })),
    ),
  unlockApply: (answer: UnlockApplyAnswer | { status: number; message: string }) =>
    http.post(ORDER_PATHS.unlockApply(UUID), async () => {
      await delay(50);
      return "outcome" in answer
        ? HttpResponse.json(envelope(answer))
        : refusal(answer.status, answer.message);
    }),
  exportXlsx: (rowCount: number) =>
    http.post(ORDER_PATHS.export, async () => {
      await delay(50);
      return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        headers: {
          "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          "Content-Disposition": 'attachment; filename="orders-AE-2026-11-25.xlsx"',
          "X-Row-Count": String(rowCount),
        },
      });
    }),
  exportRefused: (message: string) => http.post(ORDER_PATHS.export, () => refusal(400, message)),
  upload: (status = 200, message = "") =>
    http.post(ORDER_PATHS.files(UUID), () =>
      status === 200 ? HttpResponse.json(envelope({ fileId: "f9" })) : refusal(status, message),
    ),
  /** GET /afbase/order/checkOrderExist: 1 when another order has the internal number. */
  internalNumberExists: (exists: 0 | 1) =>
    http.get(WAYBILL_PATHS.checkOrderExist, () => HttpResponse.json(envelope<0 | 1>(exists))),
  save: (status = 200, message = "") =>
    http.put(ORDER_PATHS.order(UUID), () =>
      status === 200
        ? HttpResponse.json(
            envelope<OrderSaved>({ orderUuid: UUID, orderCode: "AE2611250001", version: 4 }),
          )
        : refusal(status, message),
    ),
};

/** A window tall enough for a whole order page (the capture paints only the window). */
export const tallViewport = {
  options: {
    tall: { name: "Desktop tall", styles: { width: "1280px", height: "2400px" }, type: "desktop" },
    phone: { name: "Phone 375", styles: { width: "375px", height: "812px" }, type: "mobile" },
    desktop: {
      name: "Desktop 1280",
      styles: { width: "1280px", height: "800px" },
      type: "desktop",
    },
  },
};
