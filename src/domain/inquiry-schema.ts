import * as v from "valibot";
import { isIsoDate } from "./business-stats";

/** The inquiry form's schema, shared by the form and POST /afbase/orderInquiry/save. */

const numberText = (field: string, { max, integer }: { max: number; integer: boolean }) =>
  v.pipe(
    v.string(`请输入${field}`),
    v.trim(),
    v.minLength(1, `请输入${field}`),
    v.regex(
      integer ? /^\d+$/ : /^\d+(\.\d{1,3})?$/,
      integer ? `${field}应为正整数` : `${field}应为数字，最多 3 位小数`,
    ),
    v.transform(Number),
    v.minValue(integer ? 1 : 0.001, `${field}应大于 0`),
    v.maxValue(max, `${field}不能超过 ${max}`),
  );

/** The inquiry form and POST /afbase/orderInquiry/save share this schema. */
export const INQUIRY_SCHEMA = v.object({
  departure: v.pipe(
    v.string("请输入始发港"),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{3}$/, "始发港应为 3 位字母三字码"),
  ),
  destination: v.pipe(
    v.string("请输入目的港"),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{3}$/, "目的港应为 3 位字母三字码"),
  ),
  grossWeight: numberText("毛重", { max: 1_000_000, integer: false }),
  pieces: numberText("件数", { max: 99_999, integer: true }),
  volume: v.pipe(
    v.string("体积应为数字"),
    v.trim(),
    v.regex(/^(\d+(\.\d{1,3})?)?$/, "体积应为数字，最多 3 位小数"),
    v.transform((s) => (s === "" ? null : Number(s))),
    v.nullable(v.pipe(v.number(), v.maxValue(100_000, "体积不能超过 100000"))),
  ),
  flightDate: v.pipe(
    v.string("航班日期应为日期"),
    v.trim(),
    v.check((s) => s === "" || isIsoDate(s), "航班日期应为 YYYY-MM-DD 格式的日期"),
    v.transform((s) => (s === "" ? null : s)),
  ),
  airline: v.pipe(
    v.string("航空公司应为文本"),
    v.trim(),
    v.maxLength(40, "航空公司不能超过 40 个字符"),
  ),
  cargoName: v.pipe(
    v.string("品名应为文本"),
    v.trim(),
    v.maxLength(100, "品名不能超过 100 个字符"),
  ),
  remark: v.pipe(v.string("备注应为文本"), v.trim(), v.maxLength(500, "备注不能超过 500 个字符")),
  source: v.picklist(["YC", "MANUAL"], "来源不正确"),
});

export type InquiryInput = v.InferInput<typeof INQUIRY_SCHEMA>;
export type InquiryValues = v.InferOutput<typeof INQUIRY_SCHEMA>;
