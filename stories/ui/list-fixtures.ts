import * as React from "react";
import { formatNumber } from "../../src/domain/format";
import { Badge } from "../../src/ui/badge";
import { Button } from "../../src/ui/button";
import type { ListColumn, ListPage } from "../../src/ui/list-screen";

/**
 * A made-up list (air waybills), so the list template and its parts (ListScreen, ListTable,
 * ListCards) are reviewed apart from any feature, on the same rows.
 */
export type Waybill = {
  mawb: string;
  shipper: string;
  consignee: string;
  route: string;
  carrier: string;
  pieces: number;
  weightKg: number;
  volume: number;
  status: "booked" | "departed" | "delivered";
  booked: string;
  departed: string;
  remark: string;
};

const SHIPPERS = ["上海远航国际物流有限公司", "宁波海通货运代理", "深圳前海供应链管理有限公司"];
const ROUTES = ["PVG → LAX", "PEK → FRA", "SZX → DXB", "CAN → HKG"];

export const waybills: Waybill[] = Array.from({ length: 10 }, (_, i) => ({
  mawb: `784-${String(12345670 + i * 1111).padStart(8, "0")}`,
  shipper: SHIPPERS[i % SHIPPERS.length] ?? "",
  consignee: i % 2 === 0 ? "ACME Logistics Inc., Los Angeles, CA 90045" : "Müller Spedition GmbH",
  route: ROUTES[i % ROUTES.length] ?? "",
  carrier: i % 2 === 0 ? "CZ" : "MU",
  pieces: 3 + i * 7,
  weightKg: 48.5 + i * 113.25,
  volume: 0.35 + i * 1.1,
  status: (["booked", "departed", "delivered"] as const)[i % 3] ?? "booked",
  booked: `2026-11-${String(25 - i).padStart(2, "0")}T0${i % 10}:30:00+08:00`,
  departed: i % 3 === 0 ? "" : `2026-11-${String(26 - i).padStart(2, "0")}`,
  remark: i % 4 === 0 ? "易碎品，请轻拿轻放；到港后通知收货人预约提货时间" : "",
}));

export const page = (records: Waybill[], total = records.length): ListPage<Waybill> => ({
  records,
  total,
  current: 1,
  size: 10,
});

export const WORDS = {
  "zh-CN": {
    title: "运单",
    intro: "本组织的空运主单，按订舱时间倒序。",
    mawb: "主运单号",
    shipper: "发货人",
    consignee: "收货人",
    route: "航线",
    carrier: "航司",
    pieces: "件数",
    weightKg: "毛重(KG)",
    volume: "体积(CBM)",
    status: "状态",
    booked: "订舱时间",
    departed: "起飞日期",
    remark: "备注",
    edit: "编辑",
    select: "选择",
    dateFrom: "订舱起",
    placeholder: "运单号 / 发货人",
    booked_s: "已订舱",
    departed_s: "已起飞",
    delivered_s: "已签收",
    empty: "还没有运单",
    create: "新建运单",
  },
  "en-US": {
    title: "Waybills",
    intro: "Your organisation's master air waybills, newest booking first.",
    mawb: "MAWB",
    shipper: "Shipper",
    consignee: "Consignee",
    route: "Route",
    carrier: "Carrier",
    pieces: "Pieces",
    weightKg: "Gross weight (KG)",
    volume: "Volume (CBM)",
    status: "Status",
    booked: "Booked",
    departed: "Departed",
    remark: "Remark",
    edit: "Edit",
    select: "Select",
    dateFrom: "Booked from",
    placeholder: "MAWB / shipper",
    booked_s: "Booked",
    departed_s: "Departed",
    delivered_s: "Delivered",
    empty: "No waybills yet",
    create: "New waybill",
  },
} as const;

export type Words = (typeof WORDS)[keyof typeof WORDS];

const TONE = { booked: "brand", departed: "warning", delivered: "success" } as const;

export type ColumnOptions = {
  /** The booked column's sort mark. */
  sort: "asc" | "desc";
  /** Five more columns (consignee … remark): twelve in all, wider than the page. */
  wide?: boolean | undefined;
  /** The row's 编辑 button (an actions column). */
  actions?: boolean | undefined;
  /** The shipper column's width, when a story narrows it. */
  shipperWidth?: string | undefined;
};

/** The waybill columns, as a list screen declares them. */
export function waybillColumns(
  w: Words,
  date: (value: string) => string,
  options: ColumnOptions,
): ListColumn<Waybill>[] {
  const h = React.createElement;
  return [
    {
      id: "mawb",
      header: w.mawb,
      cell: (r) => h("span", { className: "font-mono font-medium text-brand-700" }, r.mawb),
      text: (r) => r.mawb,
    },
    {
      id: "shipper",
      header: w.shipper,
      cell: (r) => r.shipper,
      maxWidth: options.shipperWidth ?? "max-w-48",
    },
    { id: "route", header: w.route, cell: (r) => r.route },
    {
      id: "status",
      header: w.status,
      cell: (r) => h(Badge, { tone: TONE[r.status] }, w[`${r.status}_s`]),
    },
    { id: "pieces", header: w.pieces, cell: (r) => formatNumber(r.pieces, 0), align: "end" },
    {
      id: "weightKg",
      header: w.weightKg,
      cell: (r) => formatNumber(r.weightKg, 2),
      align: "end",
    },
    { id: "booked", header: w.booked, cell: (r) => date(r.booked), sort: options.sort },
    ...(options.wide
      ? ([
          { id: "consignee", header: w.consignee, cell: (r) => r.consignee, maxWidth: "max-w-48" },
          { id: "carrier", header: w.carrier, cell: (r) => r.carrier },
          {
            id: "volume",
            header: w.volume,
            cell: (r) => formatNumber(r.volume, 3),
            align: "end",
          },
          { id: "departed", header: w.departed, cell: (r) => date(r.departed) },
          { id: "remark", header: w.remark, cell: (r) => r.remark || "-", maxWidth: "max-w-40" },
        ] satisfies ListColumn<Waybill>[])
      : []),
    ...(options.actions
      ? ([
          {
            id: "actions",
            header: w.edit,
            actions: true,
            cell: (r) =>
              h(
                Button,
                { variant: "link", size: "sm", "aria-label": `${w.edit} ${r.mawb}` },
                w.edit,
              ),
          },
        ] satisfies ListColumn<Waybill>[])
      : []),
  ];
}
