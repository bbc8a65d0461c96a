import type { NoticeType } from "../domain/hrs-notice";

/** System notices' administration (issue 20): publish and withdraw; GET stays the dashboard's. */
export const HRS_NOTICE_PATHS = {
  notices: "/hrs/notice",
  /** The organisation's own notices, scheduled ones too (the administrator's list). */
  adminList: "/hrs/notice/admin",
  notice: (id: number) => `/hrs/notice/${id}`,
} as const;

export type PublishedNotice = { noticeId: number; publishTime: string };

/** GET /hrs/notice/admin: one of the organisation's notices, as its administrator sees it. */
export type AdminNotice = {
  noticeId: number;
  noticeTitle: string;
  noticeType: NoticeType;
  publishTime: string;
  content: string;
  /** Published later: the dashboard does not show it yet. */
  scheduled: boolean;
};
