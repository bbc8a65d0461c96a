import * as v from "valibot";

/** System notices (seed 000 §1 HRS, issue 20): update, promotion, maintenance. */
export const NOTICE_TYPES = ["XTGX", "HDTG", "XTWH"] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

export const NOTICE_MESSAGES = {
  title: "请输入公告标题（1 到 100 个字符）",
  type: "公告类型应为 XTGX、HDTG 或 XTWH",
  content: "公告内容最多 10000 个字符",
  publishTime: "发布时间格式不正确",
} as const;

/** POST /hrs/notice: publish now, or at publishTime (ISO date-time). */
export const noticeSchema = v.strictObject({
  noticeTitle: v.pipe(
    v.string(NOTICE_MESSAGES.title),
    v.trim(),
    v.minLength(1, NOTICE_MESSAGES.title),
    v.maxLength(100, NOTICE_MESSAGES.title),
  ),
  noticeType: v.picklist(NOTICE_TYPES, NOTICE_MESSAGES.type),
  content: v.optional(v.pipe(v.string(), v.maxLength(10_000, NOTICE_MESSAGES.content)), ""),
  publishTime: v.optional(v.pipe(v.string(), v.isoTimestamp(NOTICE_MESSAGES.publishTime))),
});
export type NoticeInput = v.InferOutput<typeof noticeSchema>;

/**
 * A datetime-local value read as Beijing time ('2026-12-01T08:30') to an ISO instant; null when
 * empty or not a time.
 */
export function beijingLocalToIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const at = new Date(`${local}:00+08:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
