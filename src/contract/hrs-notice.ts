import { type NoticeType, noticeSchema } from "../domain/hrs-notice";
import { endpoint } from "./endpoint";

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

const NOTICE_ADMIN = "menu:/hrs_notice";

/** System notices' administration (issue 20): publish and withdraw; GET stays the dashboard's. */
export const HRS_NOTICE = {
  /** The organisation's own notices, scheduled ones too (the administrator's list). */
  list: endpoint<AdminNotice[]>()({
    method: "GET",
    path: "/hrs/notice/admin",
    permission: NOTICE_ADMIN,
  }),
  publish: endpoint<PublishedNotice>()({
    method: "POST",
    path: "/hrs/notice",
    permission: NOTICE_ADMIN,
    body: noticeSchema,
  }),
  withdraw: endpoint<boolean>()({
    method: "DELETE",
    path: "/hrs/notice/:id{[0-9]{1,9}}",
    permission: NOTICE_ADMIN,
  }),
};
