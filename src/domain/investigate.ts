import * as v from "valibot";

/**
 * The questionnaire behind the dashboard's activity banner (/investigate). The questions live
 * here so the page and the server agree on what a complete answer is.
 */

export const SURVEY_ID = "2026-product-survey";

export type SurveyQuestion =
  | { id: string; kind: "single"; title: string; options: readonly string[]; required: true }
  | {
      id: string;
      kind: "multi";
      title: string;
      options: readonly string[];
      required: true;
      max: number;
    }
  | { id: string; kind: "rating"; title: string; required: true }
  | { id: string; kind: "text"; title: string; required: false; maxLength: number };

export const SURVEY_QUESTIONS: readonly SurveyQuestion[] = [
  {
    id: "role",
    kind: "single",
    title: "您在公司的主要岗位是？",
    options: ["操作", "销售", "客服", "财务", "管理层", "其他"],
    required: true,
  },
  {
    id: "scopes",
    kind: "multi",
    title: "您日常处理哪些业务？（可多选）",
    options: ["空运出口", "空运进口", "海运", "铁路", "陆运", "其他业务"],
    required: true,
    max: 6,
  },
  { id: "satisfaction", kind: "rating", title: "您对平台整体的满意度（1–5 分）", required: true },
  {
    id: "wanted",
    kind: "multi",
    title: "您最希望我们优先改进的功能？（最多选 3 项）",
    options: ["在线询价", "订单追踪", "报表分析", "移动端", "对账结算", "消息通知"],
    required: true,
    max: 3,
  },
  { id: "advice", kind: "text", title: "其他意见或建议", required: false, maxLength: 500 },
];

export type SurveyAnswers = Record<string, string | string[] | number>;

export const SURVEY_ANSWER_SCHEMA = v.record(
  v.pipe(v.string(), v.maxLength(40)),
  v.union([
    v.pipe(v.string(), v.maxLength(500, "回答不能超过 500 个字符")),
    v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.maxLength(10)),
    v.number(),
  ]),
);

/** The first problem with an answer sheet, in Chinese, or null when it is complete. */
export function surveyProblem(answers: SurveyAnswers): string | null {
  for (const key of Object.keys(answers)) {
    if (!SURVEY_QUESTIONS.some((q) => q.id === key)) return `未知的问题：${key.slice(0, 40)}`;
  }
  for (const q of SURVEY_QUESTIONS) {
    const a = answers[q.id];
    switch (q.kind) {
      case "single":
        if (typeof a !== "string" || !q.options.includes(a)) return `请回答：${q.title}`;
        break;
      case "multi":
        if (!Array.isArray(a) || a.length === 0) return `请回答：${q.title}`;
        if (a.length > q.max) return `最多选择 ${q.max} 项：${q.title}`;
        if (a.some((x) => !q.options.includes(x)) || new Set(a).size !== a.length) {
          return `请回答：${q.title}`;
        }
        break;
      case "rating":
        if (typeof a !== "number" || !Number.isInteger(a) || a < 1 || a > 5) {
          return `请回答：${q.title}`;
        }
        break;
      case "text":
        if (a !== undefined && (typeof a !== "string" || a.length > q.maxLength)) {
          return `回答不能超过 ${q.maxLength} 个字符`;
        }
        break;
    }
  }
  return null;
}
