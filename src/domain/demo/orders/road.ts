import { type DemoOrder, namedEvent } from "./shared.ts";

/** The truck on its way through Kunshan (LC2500001). */
export function roadOrder(at: (h: number) => string): DemoOrder {
  return {
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
  };
}
