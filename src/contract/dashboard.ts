import * as v from "valibot";
import type { StatisticsAnswer } from "../domain/business-stats";
import { endpoint } from "./endpoint";

/** The dashboard's blocks: notices, active index, statistics, help links, the guided tour. */
export type NoticeType = "XTGX" | "HDTG" | "XTWH";
export type Notice = {
  noticeId: number;
  noticeTitle: string;
  noticeType: NoticeType;
  publishTime: string;
};
export type NoticeDetail = Notice & { content: string };

export type ActiveCompany = {
  id: number;
  orgId: number | null;
  orgName: string;
  rankNumber: number;
  activeIndex: number;
  companyProfile: string;
  companyAdvantage: string;
  companyContactInfo: string;
};

export type { StatisticsAnswer };

export const NOTICE_SIZE_DEFAULT = 6;
export const NOTICE_SIZE_MAX = 50;
export const GUIDES = ["dashboard"] as const;
const GUIDE_NAME = v.picklist(GUIDES, "引导名称不正确");

export const DASHBOARD = {
  /** The network's most active members (the active index block). */
  activeIndex: endpoint<ActiveCompany[]>()({
    method: "GET",
    path: "/hrs/userAccessRecord/topActiveIndex",
    permission: "signed-in",
  }),
  /** The latest published notices for everyone and for the caller's organisation. */
  notices: endpoint<Notice[]>()({
    method: "GET",
    path: "/hrs/notice",
    permission: "signed-in",
    query: v.object({
      size: v.optional(
        v.pipe(
          v.string(),
          v.regex(/^\d{1,3}$/, "size 应为正整数"),
          v.transform(Number),
          v.minValue(1, "size 应为正整数"),
          v.maxValue(NOTICE_SIZE_MAX, `size 不能大于 ${NOTICE_SIZE_MAX}`),
        ),
        String(NOTICE_SIZE_DEFAULT),
      ),
    }),
  }),
  notice: endpoint<NoticeDetail>()({
    method: "GET",
    path: "/hrs/notice/:id{[0-9]{1,9}}",
    permission: "signed-in",
  }),
  /** Spec 000 §3: the statistics' 'more' opens the business analysis, so the two share its menu. */
  statistics: endpoint<StatisticsAnswer>()({
    method: "GET",
    path: "/afbase/aforder/statistics",
    permission: "menu:/css_report_business_analysis",
  }),
  /** Where a help document lives (e.g. 新手指引). */
  helpDoc: endpoint<{ helpDocUrl: string }>()({
    method: "GET",
    path: "/hrs/permission/helpDoc/:name",
    permission: "signed-in",
  }),
  /** Whether the caller finished or skipped a guided tour, per organisation. */
  guide: endpoint<{ finished: boolean }>()({
    method: "GET",
    path: "/hrs/userGuide",
    permission: "signed-in",
    query: v.object({ name: GUIDE_NAME }),
  }),
  finishGuide: endpoint<boolean>()({
    method: "POST",
    path: "/hrs/userGuide/finish",
    permission: "signed-in",
    body: v.strictObject({ name: GUIDE_NAME }),
  }),
};
