/** The order list's .xlsx export (POST /afbase/order/export): headers and cell values. */

/** The columns an export may hold, in the order they appear. */
export const EXPORT_COLUMNS = [
  "orderCode",
  "businessDate",
  "customerName",
  "customerNumber",
  "awbNumber",
  "hawbNumber",
  "mblNumber",
  "hblNumber",
  "internalNumber",
  "departure",
  "arrival",
  "flightNo",
  "flightDate",
  "goodsNameCn",
  "pieces",
  "grossWeight",
  "volume",
  "chargeWeight",
  "lockStatus",
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/** A list row as the export reads it. */
export type ExportRow = Record<Exclude<ExportColumn, "lockStatus">, string | number> & {
  lockStatus: 0 | 1;
};

/** Column headers of the exported sheet, in Chinese as the forwarder's documents are. */
export const EXPORT_HEADERS: Record<ExportColumn, string> = {
  orderCode: "订单编号",
  businessDate: "业务日期",
  customerName: "客户名称",
  customerNumber: "客户单号",
  awbNumber: "主单号",
  hawbNumber: "分单号",
  mblNumber: "主提单号",
  hblNumber: "分提单号",
  internalNumber: "内部编号",
  departure: "起运港",
  arrival: "目的港",
  flightNo: "航班/船名",
  flightDate: "航班/开船日期",
  goodsNameCn: "中文品名",
  pieces: "件数",
  grossWeight: "毛重(KG)",
  volume: "体积(CBM)",
  chargeWeight: "计费重(KG)",
  lockStatus: "锁定状态",
};

export function orderExportHeader(column: ExportColumn): string {
  return EXPORT_HEADERS[column];
}

/** A cell: figures stay numbers (so the sheet can sum them), the lock state reads as text. */
export function orderExportValue(row: ExportRow, column: ExportColumn): string | number {
  if (column === "lockStatus") return row.lockStatus === 1 ? "已锁定" : "未锁定";
  return row[column];
}
