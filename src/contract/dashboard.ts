import type { StatisticsAnswer } from "../domain/business-stats";

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

export const DASHBOARD_PATHS = {
  activeIndex: "/hrs/userAccessRecord/topActiveIndex",
  notices: "/hrs/notice",
  notice: (id: number) => `/hrs/notice/${id}`,
  statistics: "/afbase/aforder/statistics",
  helpDoc: (name: string) => `/hrs/permission/helpDoc/${encodeURIComponent(name)}`,
  guide: "/hrs/userGuide",
  finishGuide: "/hrs/userGuide/finish",
} as const;
