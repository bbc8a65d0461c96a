import { HRS_NOTICE } from "../contract/hrs-notice";
import type { NoticeInput } from "../domain/hrs-notice";
import { call } from "./call";

/** System notices' administration (/hrs_notice, issue 20). */
export const hrsNoticeApi = {
  list: () => call(HRS_NOTICE.list),
  publish: (input: NoticeInput) => call(HRS_NOTICE.publish, { body: input }, { silent: true }),
  withdraw: (id: number) => call(HRS_NOTICE.withdraw, { params: { id } }, { silent: true }),
};
