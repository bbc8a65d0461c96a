/**
 * The lookup tables' .xlsx export (POST /…/export of each lookup): which columns each table may
 * export, their sheet headers, how a row is named for the "selected rows" choice and how a cell
 * reads. Headers are Chinese, as the order export's are (src/domain/order-export.ts).
 */

/** The tables that export, by their lookup name (src/contract/lookup.ts LOOKUP_PATHS). */
export const LOOKUP_EXPORT_COLUMNS = {
  airports: [
    "iata",
    "icao",
    "nameZh",
    "nameEn",
    "cityZh",
    "cityEn",
    "countryZh",
    "country",
    "timeZone",
  ],
  carriers: ["iata", "icao", "prefix", "nameZh", "nameEn", "country", "alliance", "trackingUrl"],
  ports: ["locode", "countryCode", "countryZh", "country", "nameZh", "nameEn"],
  shipCompanies: ["scac", "nameZh", "nameEn", "containerPrefixes", "trackingUrl"],
  flights: [
    "flightNo",
    "carrier",
    "carrierName",
    "origin",
    "destination",
    "departureTime",
    "arrivalTime",
    "arrivalDays",
    "days",
    "aircraft",
    "freighter",
  ],
  tact: [
    "origin",
    "destination",
    "currency",
    "minimum",
    "normal",
    "q45",
    "q100",
    "q300",
    "q500",
    "q1000",
  ],
  publicRates: [
    "carrier",
    "carrierName",
    "origin",
    "destination",
    "currency",
    "minimum",
    "normal",
    "q45",
    "q100",
    "q300",
    "q500",
    "q1000",
    "validFrom",
    "validTo",
  ],
  tariffs: [
    "origin",
    "destination",
    "carrier",
    "currency",
    "minimum",
    "normal",
    "q45",
    "q100",
    "q300",
    "q500",
    "q1000",
    "validFrom",
    "validTo",
    "remark",
  ],
} as const;

export type LookupExportName = keyof typeof LOOKUP_EXPORT_COLUMNS;
export type LookupExportColumn = (typeof LOOKUP_EXPORT_COLUMNS)[LookupExportName][number];

/** Sheet headers of every export column. */
export const LOOKUP_EXPORT_HEADERS: Record<LookupExportColumn, string> = {
  iata: "IATA代码",
  icao: "ICAO代码",
  prefix: "运单前缀",
  nameZh: "中文名称",
  nameEn: "英文名称",
  cityZh: "城市（中文）",
  cityEn: "城市（英文）",
  countryZh: "国家/地区（中文）",
  country: "国家/地区（英文）",
  countryCode: "国家代码",
  timeZone: "时区",
  alliance: "联盟",
  trackingUrl: "货物追踪网站",
  locode: "港口代码",
  scac: "SCAC",
  containerPrefixes: "箱号前缀",
  flightNo: "航班号",
  carrier: "航司",
  carrierName: "航空公司",
  origin: "始发站",
  destination: "目的站",
  departureTime: "起飞时间",
  arrivalTime: "到达时间",
  arrivalDays: "跨天",
  days: "班期",
  aircraft: "机型",
  freighter: "全货机",
  currency: "币种",
  minimum: "最低收费",
  normal: "普通运价(N)",
  q45: "+45",
  q100: "+100",
  q300: "+300",
  q500: "+500",
  q1000: "+1000",
  validFrom: "生效日期",
  validTo: "失效日期",
  remark: "备注",
};

/** How the "selected rows" choice names a row of each table (unique within the table). */
export const LOOKUP_ROW_ID: Record<LookupExportName, (row: Record<string, unknown>) => string> = {
  airports: (r) => String(r.iata),
  carriers: (r) => String(r.iata),
  ports: (r) => String(r.locode),
  shipCompanies: (r) => String(r.scac),
  flights: (r) => `${r.flightNo}-${r.route}`,
  tact: (r) => String(r.route),
  publicRates: (r) => `${r.route}-${r.carrier}`,
  tariffs: (r) => String(r.id),
};

/** A cell: figures stay numbers, lists are joined, yes/no reads as text, nothing as blank. */
export function lookupExportValue(row: object, column: LookupExportColumn): string | number | null {
  const value = (row as Record<string, unknown>)[column];
  if (value === null || value === undefined) return null;
  if (typeof value === "number" || typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "是" : "否";
  if (Array.isArray(value)) return value.join(" ");
  return String(value);
}

/** The most rows one lookup export holds (the airport table, the largest, has ~5,600). */
export const LOOKUP_EXPORT_MAX_ROWS = 20_000;
