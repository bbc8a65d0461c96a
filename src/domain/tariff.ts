/**
 * The organisation's own tariffs (/af_tariff_details, issue 22): one schema for the edit form,
 * the server and each row of an .xlsx import.
 */
import * as v from "valibot";
import type { RateBreaks } from "./rates";

export type TariffRow = RateBreaks & {
  id: number;
  route: string;
  origin: string;
  destination: string;
  /** '' for any carrier. */
  carrier: string;
  currency: string;
  validFrom: string | null;
  validTo: string | null;
  remark: string;
  version: number;
};

export const TARIFF_EDIT_BUTTON = "af_tariff_edit";

/** The import sheet's columns, in order (the first row holds these headers). */
export const TARIFF_COLUMNS = [
  ["origin", "始发站"],
  ["destination", "目的站"],
  ["carrier", "航司"],
  ["currency", "币种"],
  ["minimum", "最低收费"],
  ["normal", "普通运价"],
  ["q45", "+45"],
  ["q100", "+100"],
  ["q300", "+300"],
  ["q500", "+500"],
  ["q1000", "+1000"],
  ["validFrom", "生效日期"],
  ["validTo", "失效日期"],
  ["remark", "备注"],
] as const;

export const TARIFF_MAX_IMPORT_ROWS = 2000;

const code3 = (label: string) =>
  v.pipe(
    v.string(`${label}不能为空`),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{3}$/, `${label}应为三字码`),
  );

const rate = (label: string) =>
  v.pipe(
    v.union(
      [
        v.number(),
        v.pipe(v.string(), v.trim(), v.nonEmpty(`${label}不能为空`), v.transform(Number)),
      ],
      `${label}不能为空`,
    ),
    v.number(`${label}应为数字`),
    v.check((n) => Number.isFinite(n) && n >= 0 && n < 1e9, `${label}应为不小于0的数字`),
    v.transform((n) => Math.round(n * 100) / 100),
  );

const date = (label: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.check(
          (s) => s === "" || (/^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s))),
          `${label}格式应为 YYYY-MM-DD`,
        ),
        v.transform((s) => (s === "" ? null : s)),
      ),
    ),
    null,
  );

export const TARIFF_FIELDS_SCHEMA = v.pipe(
  v.object({
    origin: code3("始发站"),
    destination: code3("目的站"),
    carrier: v.optional(
      v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^([A-Z0-9]{2})?$/, "航司应为二字码")),
      "",
    ),
    currency: v.optional(
      v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, "币种应为三位字母")),
      "CNY",
    ),
    minimum: rate("最低收费"),
    normal: rate("普通运价"),
    q45: rate("+45"),
    q100: rate("+100"),
    q300: rate("+300"),
    q500: rate("+500"),
    q1000: rate("+1000"),
    validFrom: date("生效日期"),
    validTo: date("失效日期"),
    remark: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "备注不能超过200个字符")), ""),
  }),
  v.check(
    (t) => !t.validFrom || !t.validTo || t.validFrom <= t.validTo,
    "失效日期不能早于生效日期",
  ),
);

export type TariffFields = v.InferOutput<typeof TARIFF_FIELDS_SCHEMA>;

/** One row's problem in an import: its sheet row number (headers are row 1) and the message. */
export type TariffImportError = { row: number; message: string };
export type TariffImportResult = { imported: number; errors: TariffImportError[] };

export const TARIFF_MESSAGES = {
  stale: "运价已被他人修改，请刷新后重试",
  notFound: "运价不存在",
  duplicate: "该航线与航司的运价已存在",
  noFile: "请选择要导入的 .xlsx 文件",
  notXlsx: "文件不是有效的 .xlsx 表格",
  tooManyRows: `一次最多导入${TARIFF_MAX_IMPORT_ROWS}行`,
  badHeader: "表头与模板不一致，请使用导出的模板",
  tooLarge: "表格解压后过大，请删去多余的内容或拆分后再导入",
  importBusy: "本机构正有一份运价表在导入，请等它完成后再试",
} as const;
