/**
 * Share-page fixtures: the demo orders the server seeds, on a fixed clock, with photos drawn
 * as inline SVG so stories never reach the network.
 */

import { clock, type DemoOrder, demoOrders, type SamplePhoto } from "../../src/domain/demo/orders";
import type { Attachment } from "../../src/domain/order-track";
import type { DeliveryNotice, ShareLcOrder, ShareOrderTrack } from "../../src/domain/share-link";
import type { AirDocuments } from "../../src/widgets/share/ShareScreen";
import { loadShareWidgets } from "../../src/widgets/share/views";

/** The stories' "now": 2026-03-12 10:00 Beijing time. */
export const NOW = Date.parse("2026-03-12T10:00:00+08:00");
const { at } = clock(NOW);
const ORDERS = demoOrders(at);

/** Every story of a share widget or screen preloads the deferred parts, so captures are whole. */
export const shareLoaders = [
  async () => {
    await loadShareWidgets();
    return {};
  },
];

export const PROVIDER = { name: "上海演示国际货运代理有限公司", url: "/" };

type Rect = [number, number, number, number, string];

const SCENES: Record<SamplePhoto, { sky: [string, string]; rects: Rect[] }> = {
  weighing: {
    sky: ["#dfe5ee", "#b9c0ca"],
    rects: [
      [0, 230, 480, 90, "#9aa1ab"],
      [110, 232, 260, 18, "#2f3540"],
      [380, 150, 60, 40, "#2f3540"],
      [388, 160, 44, 20, "#36c275"],
      [125, 214, 230, 18, "#7b5530"],
      ...[0, 1, 2].flatMap((r) =>
        [0, 1, 2, 3, 4].map(
          (c): Rect => [130 + c * 44, 94 + r * 44, 42, 42, (r + c) % 2 ? "#c99f66" : "#d2a970"],
        ),
      ),
    ],
  },
  container: {
    sky: ["#9cc3ea", "#e9f1f9"],
    rects: [
      [0, 250, 480, 70, "#7d8590"],
      [40, 110, 400, 140, "#1d3f8f"],
      ...Array.from({ length: 19 }, (_, i): Rect => [52 + i * 20, 118, 6, 124, "#16337a"]),
      [300, 140, 110, 26, "#f4f6fa"],
    ],
  },
  label: {
    sky: ["#c99f66", "#b58a52"],
    rects: [
      [90, 60, 300, 200, "#fbfbf8"],
      [90, 60, 300, 28, "#002fa7"],
      ...Array.from(
        { length: 44 },
        (_, i): Rect => [110 + i * 6, 180, i % 3 === 0 ? 4 : 2, 56, "#111111"],
      ),
      [110, 104, 200, 10, "#2a2a2a"],
      [110, 124, 150, 8, "#6b6b6b"],
    ],
  },
  truck: {
    sky: ["#cfe0f1", "#eef3f8"],
    rects: [
      [0, 255, 480, 65, "#6f7680"],
      [60, 120, 260, 120, "#f2f4f7"],
      [60, 120, 260, 10, "#002fa7"],
      [320, 160, 90, 80, "#002fa7"],
      [340, 172, 50, 30, "#a8c8ee"],
      [90, 236, 44, 30, "#222222"],
      [240, 236, 44, 30, "#222222"],
      [350, 236, 44, 30, "#222222"],
    ],
  },
};

export function photoUri(photo: SamplePhoto): string {
  const scene = SCENES[photo];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs><rect width="480" height="320" fill="url(#g)"/>${scene.rects
    .map(([x, y, w, h, c]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c}"/>`)
    .join("")}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function order(code: string): DemoOrder {
  const found = ORDERS.find((o) => o.code === code);
  if (!found) throw new Error(`no demo order ${code}`);
  return found;
}

function attachments(o: DemoOrder): Attachment[] {
  return (o.files ?? []).map((file, index) => ({
    orderFileId: `${o.code}-${index}`,
    fileName: file.name,
    fileUrl:
      "photo" in file.sample ? photoUri(file.sample.photo) : `#${encodeURIComponent(file.name)}`,
    fileRemark: file.remark ?? null,
    fileType: file.type,
  }));
}

const uuid = (o: DemoOrder) =>
  `00000000-0000-4000-8000-${String(ORDERS.indexOf(o) + 1).padStart(12, "0")}`;

/** The public answer for an air or sea demo order, as the server sends it. */
export function track(code: string): ShareOrderTrack {
  const o = order(code);
  return {
    ...(o.detail as ShareOrderTrack),
    orderCode: o.code,
    awbNumber: o.awb ?? null,
    hawbNumber: o.hawb ?? null,
    orderUUID: uuid(o),
    attachments: attachments(o),
    updatedAt: at(o.updated),
    provider: PROVIDER,
  };
}

export function lcOrder(code: string): ShareLcOrder {
  const o = order(code);
  return {
    ...(o.detail as ShareLcOrder),
    orderCode: o.code,
    orderUUID: uuid(o),
    attachments: attachments(o),
    updatedAt: at(o.updated),
    provider: PROVIDER,
  };
}

export function airDocuments(code: string): AirDocuments {
  const o = order(code);
  return {
    noticeWarehouse: Boolean(o.notices?.warehouse),
    noticeStorehouse: Boolean(o.notices?.storehouse),
    master: o.waybill && o.awb ? { awbNumber: o.awb } : null,
    houses: (o.waybill?.hawbs ?? []).map((h) => ({
      awbPrintId: h.awbPrintId,
      hawbNumber: h.hawbNumber,
      pieces: h.pieces,
      weight: h.weight,
    })),
  };
}

export function deliveryNotice(code: string, flag: "warehouse" | "storehouse"): DeliveryNotice {
  const o = order(code);
  const notice = o.notices?.[flag];
  const d = o.detail as ShareOrderTrack & ShareLcOrder;
  const road = o.view === "LC";
  return {
    view: o.view,
    flag,
    orderNumber: road ? o.code : [o.awb, o.hawb].filter(Boolean).join("_") || d.mlbNumber || o.code,
    orderCode: o.code,
    forwarderName: PROVIDER.name,
    warehouseName: notice?.warehouseName ?? "",
    warehouseAddress: notice?.warehouseAddress ?? "",
    warehouseHours: notice?.warehouseHours ?? null,
    cutOffTime: notice?.cutOffTime ?? null,
    departureStation: road ? d.departureStationName : d.departureStation,
    arrivalStation: road ? d.arrivalStationName : d.arrivalStation,
    flightOrVessel: road
      ? (d.driverNumber ?? null)
      : d.expectFlight || [d.shipName, d.shipVoyageNumber].filter(Boolean).join("/") || null,
    goodsNameCn: d.goodsNameCn ?? null,
    goodsNameEn: d.goodsNameEn ?? null,
    pieces: d.planPieces ?? null,
    weight: d.planWeight ?? null,
    volume: d.planVolume ?? null,
    dimensions: d.planDimensions ?? null,
    contactName: notice?.contactName ?? null,
    contactPhone: notice?.contactPhone ?? null,
    remarks: notice?.remarks ?? [],
    issuedAt: at(0),
  };
}

/** A link as the server hands it out; the token is fixed so the QR code is too. */
export function shareLink(view: string, code: string): string {
  return `https://track.example.com/externalOrderTrack?o=${view}Qm9va2VkLXNoaXBtZW50LWZpeHR1cmUtdG9rZW4tMDE&code=${encodeURIComponent(code)}`;
}

export { at };
