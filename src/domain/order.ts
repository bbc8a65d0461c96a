/**
 * The order workspace (issue 19): one order of any business scope as the list, the order page
 * and the server read it, the form's schema shared by the form and POST/PUT /afbase/order, and
 * the figures derived from it (charge weight, density, TEU, the statistics' weights).
 */
import * as v from "valibot";
import { isIsoDate } from "./business-stats";
import { checkDimensions, normaliseDimensions } from "./dimensions";
import { checkMawb } from "./mawb";
import { planConfirmDiff } from "./plan-confirm";
import { APPROVAL_EVENT_IDS, type BusinessScope } from "./scope";

/** Each scope's list page: a permission route of the menu tree (seed 000 §2.2). */
export const ORDER_ROUTES = {
  AE: "/af_order",
  AI: "/ai_order",
  SE: "/se_order",
  SI: "/si_order",
  TE: "/te_order",
  TI: "/ti_order",
  LC: "/lc_order",
  IO: "/io_order",
} as const satisfies Record<BusinessScope, string>;

export type OrderRoute = (typeof ORDER_ROUTES)[BusinessScope];

export function scopeOfRoute(path: string): BusinessScope | undefined {
  return (Object.keys(ORDER_ROUTES) as BusinessScope[]).find((s) => ORDER_ROUTES[s] === path);
}

/** The order page (view and edit) of one order: /order_page?uuid=…; the scope comes from the row. */
export const ORDER_PAGE_PATH = "/order_page";

/**
 * What a button of the order workspace does; its identifier is `<menu>_<action>`. `edit` is the
 * right to change an order of the scope: its form, tracking lists and files (decision 0054).
 * Creating an order needs `add` and `edit`; without `edit` the order page is read-only.
 */
export const ORDER_ACTIONS = ["add", "edit", "export", "lock", "unlock", "approve"] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * The `buttonInfo` identifier of an action for a scope: af_order_add, se_order_lock, …
 * `approve` is the approver's right to decide unlock applications of that scope.
 */
export function orderButton(scope: BusinessScope, action: OrderAction): string {
  return `${ORDER_ROUTES[scope].slice(1)}_${action}`;
}

/** The order action a button identifier stands for (`se_order_edit` → edit), if it is one. */
export function orderActionOf(button: string): OrderAction | undefined {
  for (const scope of Object.keys(ORDER_ROUTES) as BusinessScope[]) {
    const action = ORDER_ACTIONS.find((a) => orderButton(scope, a) === button);
    if (action) return action;
  }
  return undefined;
}

/** Spec 000 §4: the approval event of an unlock application, per scope. */
export const unlockEventId = (scope: BusinessScope): number => APPROVAL_EVENT_IDS[scope];

export type TransportMode = "air" | "sea" | "rail" | "road" | "other";

export const SCOPE_MODE = {
  AE: "air",
  AI: "air",
  SE: "sea",
  SI: "sea",
  TE: "rail",
  TI: "rail",
  LC: "road",
  IO: "other",
} as const satisfies Record<BusinessScope, TransportMode>;

export const CONTAINER_METHODS = ["", "FCL", "LCL"] as const;

/** Lock state of an order row: 0 open, 1 locked (list filter 2 means either). */
export type OrderLock = 0 | 1;

export const ORDER_MESSAGES = {
  notFound: "订单不存在",
  locked: "订单已锁定，不能修改",
  alreadyLocked: "订单已锁定",
  notLocked: "订单未锁定",
  stale: "订单已被他人修改，请刷新后重试",
  applyPending: "已提交解锁申请，请等待审批",
  unlocked: "订单已解锁",
  approvalDone: "该申请已处理",
  duplicateInternal: "内部编号已存在",
  reasonRequired: "请填写驳回原因",
  storeUnavailable: "文件存储暂不可用，请稍后重试",
} as const;

// ---------------------------------------------------------------------------------------------
// The form's schema

const text = (field: string, max: number) =>
  v.pipe(
    v.optional(v.string(`${field}应为文本`), ""),
    v.trim(),
    v.maxLength(max, `${field}不能超过 ${max} 个字符`),
  );

const code = (field: string, max: number) =>
  v.pipe(
    text(field, max),
    v.toUpperCase(),
    v.regex(/^[A-Z0-9-]*$/, `${field}只能包含字母、数字和-`),
  );

/** A station: an airport, port or city code, or for road a place's name ('苏州工业园区 综合保税区'). */
const station = (field: string) =>
  v.pipe(
    text(field, 40),
    v.toUpperCase(),
    v.regex(/^[\p{L}\p{N} ()-]*$/u, `${field}只能包含文字、数字、空格、括号和-`),
  );

/** A flight ('CZ3524 / CZ307') or a vessel's name ('COSCO SHIPPING TAURUS'). */
const carriage = (field: string) =>
  v.pipe(
    text(field, 60),
    v.toUpperCase(),
    v.regex(/^[A-Z0-9 /-]*$/, `${field}只能包含字母、数字、空格、/ 和 -`),
  );

const date = (field: string) =>
  v.pipe(
    text(field, 10),
    v.check((s) => s === "" || isIsoDate(s), `${field}应为 YYYY-MM-DD 格式的日期`),
  );

const dateTime = (field: string) =>
  v.pipe(
    text(field, 16),
    v.check(
      (s) => s === "" || (isIsoDate(s.slice(0, 10)) && /^.{10}( \d{2}:\d{2})?$/.test(s)),
      `${field}应为 YYYY-MM-DD HH:mm 格式`,
    ),
  );

/** A figure typed as text (or sent as a number): empty, or a non-negative decimal. */
const amount = (field: string, { max, decimals }: { max: number; decimals: number }) =>
  v.pipe(
    v.optional(v.union([v.string(`${field}应为数字`), v.number(`${field}应为数字`)]), ""),
    v.transform((x) => (typeof x === "number" ? String(x) : x.trim())),
    v.regex(
      decimals === 0 ? /^\d*$/ : new RegExp(`^(\\d+(\\.\\d{1,${decimals}})?)?$`),
      decimals === 0 ? `${field}应为非负整数` : `${field}应为数字，最多 ${decimals} 位小数`,
    ),
    v.check((s) => s === "" || Number(s) <= max, `${field}不能超过 ${max}`),
  );

const dimensions = (field: string) =>
  v.pipe(
    text(field, 500),
    v.transform(normaliseDimensions),
    v.check((s) => checkDimensions(s) === null, `${field}格式不正确，应为 长*宽*高/件数`),
  );

const PIECES = { max: 999_999, decimals: 0 };
const WEIGHT = { max: 99_999_999, decimals: 3 };
const VOLUME = { max: 999_999, decimals: 3 };

/** Every editable field of an order, the same for every scope (a scope shows its own subset). */
export const ORDER_FIELDS_SCHEMA = v.object({
  businessDate: v.pipe(
    v.optional(v.string("请选择业务日期"), ""),
    v.trim(),
    v.check(isIsoDate, "请选择业务日期"),
  ),
  customerName: v.pipe(
    v.optional(v.string("请输入客户名称"), ""),
    v.trim(),
    v.minLength(1, "请输入客户名称"),
    v.maxLength(100, "客户名称不能超过 100 个字符"),
  ),
  customerNumber: code("客户单号", 40),
  awbNumber: text("主单号", 12),
  hawbNumber: code("分单号", 40),
  mblNumber: code("主提单号", 40),
  hblNumber: code("分提单号", 40),
  internalNumber: code("内部编号", 40),
  departure: station("起运港"),
  transit1: station("中转港一"),
  transit2: station("中转港二"),
  arrival: station("目的港"),
  goodsNameCn: text("中文品名", 200),
  goodsNameEn: text("英文品名", 200),
  goodsType: text("货物类型", 40),
  packageType: text("包装类型", 40),
  planPieces: amount("预报件数", PIECES),
  planWeight: amount("预报毛重", WEIGHT),
  planVolume: amount("预报体积", VOLUME),
  confirmPieces: amount("实际件数", PIECES),
  confirmWeight: amount("实际毛重", WEIGHT),
  confirmVolume: amount("实际体积", VOLUME),
  planSizes: dimensions("预报尺寸"),
  confirmSizes: dimensions("实际尺寸"),
  flightNo: carriage("航班/船名"),
  flightDate: date("航班/开船日期"),
  voyage: code("航次", 40),
  loadingDate: dateTime("装货时间"),
  /** Air: the warehouse the goods go to or come from (the user's ae/aiWarehouseId by default). */
  warehouse: text("仓库", 40),
  containerMethod: v.optional(v.picklist(CONTAINER_METHODS, "装箱方式不正确"), ""),
  containers: text("箱型箱量", 200),
  teu: amount("TEU", { max: 99_999, decimals: 2 }),
  truckPlate: text("车牌号", 20),
  driverName: text("司机", 40),
  driverPhone: v.pipe(
    text("司机电话", 20),
    v.regex(/^[\d +-]*$/, "司机电话只能包含数字、空格、+ 和 -"),
  ),
  inboundDate: date("入库日期"),
  outboundDate: date("出库日期"),
  inspectionDate: date("查验日期"),
  clearanceDate: date("放行日期"),
  remark: text("备注", 1000),
});

export type OrderFieldsInput = v.InferInput<typeof ORDER_FIELDS_SCHEMA>;
export type OrderFields = v.InferOutput<typeof ORDER_FIELDS_SCHEMA>;
export type OrderFieldName = keyof OrderFields;

/** Air export's master air waybill must pass the MAWB rule when given (seed 001 §5). */
function checkScopeRules(scope: BusinessScope, fields: OrderFields): string | null {
  if (scope === "AE" && fields.awbNumber !== "") return checkMawb(fields.awbNumber);
  return null;
}

export type OrderCheck = { field: OrderFieldName; message: string };

/** The scope rules beyond the schema, as a field and its message (for the form and the server). */
export function orderRuleIssue(scope: BusinessScope, fields: OrderFields): OrderCheck | null {
  const mawb = checkScopeRules(scope, fields);
  return mawb ? { field: "awbNumber", message: mawb } : null;
}

/** A new order's fields before the user's defaults: every field empty. */
export const EMPTY_ORDER_FIELDS = Object.fromEntries(
  Object.keys(ORDER_FIELDS_SCHEMA.entries).map((key) => [key, ""]),
) as OrderFields;

// ---------------------------------------------------------------------------------------------
// Figures

/** IATA volumetric divisor: 6000 cm³ per kg, so one cubic metre weighs 166.67 kg for charging. */
export const AIR_KG_PER_CBM = 1_000_000 / 6000;

export const num = (s: string): number | null => (s === "" ? null : Number(s));

export type OrderFigures = {
  pieces: number;
  grossWeight: number;
  volume: number;
  /** Air: the greater of gross weight and volume weight; others: 0. */
  chargeWeight: number;
  /** Sea, rail, road, other: the greater of tons and cubic metres, times 1000 (kg). */
  billingWeight: number;
  /** kg per cubic metre, or null without a volume. */
  density: number | null;
  teu: number;
};

export const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** What the statistics count: confirmed figures where given, else planned ones. */
export function orderFigures(scope: BusinessScope, f: OrderFields): OrderFigures {
  const pieces = num(f.confirmPieces) ?? num(f.planPieces) ?? 0;
  const grossWeight = num(f.confirmWeight) ?? num(f.planWeight) ?? 0;
  const volume = num(f.confirmVolume) ?? num(f.planVolume) ?? 0;
  const air = SCOPE_MODE[scope] === "air";
  return {
    pieces,
    grossWeight: round3(grossWeight),
    volume: round3(volume),
    chargeWeight: air ? round3(Math.max(grossWeight, volume * AIR_KG_PER_CBM)) : 0,
    billingWeight: air ? 0 : round3(Math.max(grossWeight, volume * 1000)),
    density: volume > 0 ? round3(grossWeight / volume) : null,
    teu: num(f.teu) ?? 0,
  };
}

/**
 * Sea and rail charge by the revenue ton (W/M): the greater of the gross weight in tonnes and the
 * volume in cubic metres (2.5 CBM and 800 kg are 2.5 revenue tons, not 2,500 kg).
 */
export function revenueTons(f: Pick<OrderFigures, "grossWeight" | "volume">): number {
  return round3(Math.max(f.grossWeight / 1000, f.volume));
}

export type OrderFlags = { pieces: boolean; weight: boolean; volume: boolean };

/** Planned against confirmed (seed 001 §5): a warning on the form, never a block. */
export function orderFlags(f: OrderFields): OrderFlags {
  return {
    pieces: planConfirmDiff("pieces", num(f.planPieces), num(f.confirmPieces)),
    weight: planConfirmDiff("weight", num(f.planWeight), num(f.confirmWeight)),
    volume: planConfirmDiff("volume", num(f.planVolume), num(f.confirmVolume)),
  };
}

/** The codes the list's keyword searches, and the number the list shows first. */
export const ORDER_CODE_FIELDS = [
  "customerNumber",
  "awbNumber",
  "hawbNumber",
  "mblNumber",
  "hblNumber",
  "internalNumber",
] as const satisfies readonly OrderFieldName[];

/** The fields each scope's form shows, by section (the server accepts all and stores all). */
export const SCOPE_SECTIONS: Record<
  TransportMode,
  readonly { key: string; fields: readonly OrderFieldName[] }[]
> = (() => {
  const basic = ["businessDate", "customerName", "customerNumber", "internalNumber"] as const;
  const cargo = [
    "goodsNameCn",
    "goodsNameEn",
    "goodsType",
    "packageType",
    "planPieces",
    "confirmPieces",
    "planWeight",
    "confirmWeight",
    "planVolume",
    "confirmVolume",
    "planSizes",
    "confirmSizes",
  ] as const;
  const stations = ["departure", "transit1", "transit2", "arrival"] as const;
  return {
    air: [
      { key: "basic", fields: [...basic, "awbNumber", "hawbNumber"] },
      {
        key: "route",
        fields: [...stations, "flightNo", "flightDate", "loadingDate", "warehouse"],
      },
      { key: "cargo", fields: cargo },
      { key: "import", fields: ["inboundDate", "outboundDate", "inspectionDate", "clearanceDate"] },
      { key: "other", fields: ["remark"] },
    ],
    sea: [
      { key: "basic", fields: [...basic, "mblNumber", "hblNumber"] },
      { key: "route", fields: [...stations, "flightNo", "voyage", "flightDate"] },
      { key: "containers", fields: ["containerMethod", "containers", "teu"] },
      { key: "cargo", fields: cargo },
      { key: "other", fields: ["remark"] },
    ],
    rail: [
      { key: "basic", fields: [...basic, "mblNumber", "hblNumber"] },
      { key: "route", fields: [...stations, "flightNo", "flightDate"] },
      { key: "containers", fields: ["containerMethod", "containers", "teu"] },
      { key: "cargo", fields: cargo },
      { key: "other", fields: ["remark"] },
    ],
    road: [
      { key: "basic", fields: basic },
      { key: "route", fields: ["departure", "arrival", "loadingDate"] },
      { key: "truck", fields: ["truckPlate", "driverName", "driverPhone"] },
      { key: "cargo", fields: cargo },
      { key: "other", fields: ["remark"] },
    ],
    other: [
      { key: "basic", fields: basic },
      { key: "route", fields: ["departure", "arrival"] },
      { key: "cargo", fields: cargo },
      { key: "other", fields: ["remark"] },
    ],
  };
})();

/** The air-import dates show only on AI orders. */
export function sectionsFor(scope: BusinessScope) {
  const sections = SCOPE_SECTIONS[SCOPE_MODE[scope]];
  return scope === "AE" ? sections.filter((s) => s.key !== "import") : sections;
}
