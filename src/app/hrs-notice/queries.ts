import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { hrsNoticeApi } from "../../api/hrs-notice";
import type { NoticeInput } from "../../domain/hrs-notice";
import { keys } from "../queries/keys";
import { useSessionUser } from "../queries/shell";
import type { Session } from "../state/session";

type Who = Session["user"];

/** /hrs_notice: the organisation's system notices (issue 20). */
export const hrsNoticeQueries = {
  list: (who: Who) => queryOptions({ queryKey: keys.hrsNotices(who), queryFn: hrsNoticeApi.list }),
};

/** A notice published or withdrawn changes the admin list and the dashboard's notices card. */
function useRefresh() {
  const who = useSessionUser();
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: keys.hrsNotices(who) }),
      client.invalidateQueries({ queryKey: keys.notices(who) }),
    ]);
}

export function usePublishNotice() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: NoticeInput) => hrsNoticeApi.publish(input),
    onSuccess: refresh,
  });
}

export function useWithdrawNotice() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (noticeId: number) => hrsNoticeApi.withdraw(noticeId),
    onSuccess: refresh,
  });
}
