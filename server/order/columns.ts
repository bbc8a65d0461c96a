import { type OrderFieldName, type OrderFields, orderFigures } from "../../src/domain/order.ts";
import type { BusinessScope } from "../../src/domain/scope.ts";

/** Each form field's column, and how a row becomes the form's text and back. */

export type Kind = "text" | "int" | "num" | "date";

/** Each field of the form, its column and how it is stored. */
export const COLUMNS: Record<OrderFieldName, [column: string, kind: Kind]> = {
  businessDate: ["business_date", "date"],
  customerName: ["customer_name", "text"],
  customerNumber: ["customer_number", "text"],
  awbNumber: ["awb_number", "text"],
  hawbNumber: ["hawb_number", "text"],
  mblNumber: ["mbl_number", "text"],
  hblNumber: ["hbl_number", "text"],
  internalNumber: ["internal_number", "text"],
  departure: ["departure", "text"],
  transit1: ["transit1", "text"],
  transit2: ["transit2", "text"],
  arrival: ["arrival", "text"],
  goodsNameCn: ["goods_name_cn", "text"],
  goodsNameEn: ["goods_name_en", "text"],
  goodsType: ["goods_type", "text"],
  packageType: ["package_type", "text"],
  planPieces: ["plan_pieces", "int"],
  planWeight: ["plan_weight", "num"],
  planVolume: ["plan_volume", "num"],
  confirmPieces: ["confirm_pieces", "int"],
  confirmWeight: ["confirm_weight", "num"],
  confirmVolume: ["confirm_volume", "num"],
  planSizes: ["plan_sizes", "text"],
  confirmSizes: ["confirm_sizes", "text"],
  flightNo: ["flight_no", "text"],
  flightDate: ["flight_date", "date"],
  voyage: ["voyage", "text"],
  loadingDate: ["loading_date", "text"],
  warehouse: ["warehouse", "text"],
  containerMethod: ["container_method", "text"],
  containers: ["containers", "text"],
  teu: ["teu", "num"],
  truckPlate: ["truck_plate", "text"],
  driverName: ["driver_name", "text"],
  driverPhone: ["driver_phone", "text"],
  inboundDate: ["inbound_date", "date"],
  outboundDate: ["outbound_date", "date"],
  inspectionDate: ["inspection_date", "date"],
  clearanceDate: ["clearance_date", "date"],
  remark: ["remark", "text"],
};

export const FIELD_NAMES = Object.keys(COLUMNS) as OrderFieldName[];

/** The select list giving every field back as the form's text. */
export const FIELD_SELECT = FIELD_NAMES.map((name) => {
  const [column, kind] = COLUMNS[name];
  const expr =
    kind === "text"
      ? `o.${column}`
      : kind === "date"
        ? `coalesce(to_char(o.${column}, 'YYYY-MM-DD'), '')`
        : `coalesce(o.${column}::text, '')`;
  return `${expr} as "${name}"`;
}).join(", ");

/** A stored numeric text comes back as "12.500"; the form shows "12.5". */
export function trimNumber(text: string): string {
  return text.includes(".") ? text.replace(/\.?0+$/, "") : text;
}

export function fieldsOf(row: Record<string, unknown>): OrderFields {
  const out = {} as Record<OrderFieldName, string>;
  for (const name of FIELD_NAMES) {
    const value = String(row[name] ?? "");
    out[name] = COLUMNS[name][1] === "num" ? trimNumber(value) : value;
  }
  return out as OrderFields;
}

export function columnValue(name: OrderFieldName, value: string): string | number | null {
  const kind = COLUMNS[name][1];
  if (kind === "text") return value;
  if (value === "") return kind === "num" && name === "teu" ? 0 : null;
  return kind === "date" ? value : Number(value);
}

/** The assignments of every field and the statistics' figures, from parameter `first` on. */
export function writeParams(scope: BusinessScope, fields: OrderFields, first: number) {
  const figures = orderFigures(scope, fields);
  const values: (string | number | null)[] = FIELD_NAMES.filter((n) => n !== "teu").map((n) =>
    columnValue(n, fields[n]),
  );
  const columns = FIELD_NAMES.filter((n) => n !== "teu").map((n) => COLUMNS[n][0]);
  columns.push("pieces", "gross_weight", "volume", "chargeable_weight", "billing_weight", "teu");
  values.push(
    figures.pieces,
    figures.grossWeight,
    figures.volume,
    figures.chargeWeight,
    figures.billingWeight,
    figures.teu,
  );
  return { columns, values, placeholders: columns.map((_, i) => `$${first + i}`) };
}
