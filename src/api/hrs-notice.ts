import { type AdminNotice, HRS_NOTICE_PATHS, type PublishedNotice } from "../contract/hrs-notice";
import type { NoticeInput } from "../domain/hrs-notice";
import { api } from "./client";

/** System notices' administration (/hrs_notice, issue 20). */
export const hrsNoticeApi = {
  list: () => api.get<AdminNotice[]>(HRS_NOTICE_PATHS.adminList),
  publish: (input: NoticeInput) =>
    api.post<PublishedNotice>(HRS_NOTICE_PATHS.notices, { json: input, silent: true }),
  withdraw: (id: number) => api.delete<boolean>(HRS_NOTICE_PATHS.notice(id), { silent: true }),
};
