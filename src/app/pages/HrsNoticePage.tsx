import { useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { ApiError } from "../../api/client";
import { hrsNoticeApi } from "../../api/hrs-notice";
import type { AdminNotice } from "../../contract/hrs-notice";
import { useT } from "../../i18n";
import { hrsNoticeMessages } from "../../i18n/messages/hrs-notice";
import { notify } from "../../ui/toast";
import { NoticeAdminScreen } from "../../widgets/hrs-notice/NoticeAdminScreen";
import { keys } from "../queries/keys";
import { loadableOf, useSessionUser } from "../queries/shell";

/** /hrs_notice: the organisation's system notices, published and withdrawn (issue 20). */
export default function HrsNoticePage() {
  const who = useSessionUser();
  const t = useT(hrsNoticeMessages);
  const client = useQueryClient();
  const [publishing, setPublishing] = React.useState(false);
  const [withdrawing, setWithdrawing] = React.useState<AdminNotice | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const notices = useQuery({ queryKey: keys.hrsNotices(who), queryFn: hrsNoticeApi.list });
  const run = async (work: () => Promise<unknown>, done: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      done();
      notify("success", t("done"));
      // The dashboard's notices card reads the same rows.
      await Promise.all([
        client.invalidateQueries({ queryKey: keys.hrsNotices(who) }),
        client.invalidateQueries({ queryKey: keys.notices(who) }),
      ]);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <NoticeAdminScreen
      notices={loadableOf(notices)}
      onRetry={() => void notices.refetch()}
      publishing={publishing}
      onPublishing={(open) => {
        setError(null);
        setPublishing(open);
      }}
      onPublish={(input) =>
        void run(
          () => hrsNoticeApi.publish(input),
          () => setPublishing(false),
        )
      }
      withdrawing={withdrawing}
      onWithdrawing={(next) => {
        setError(null);
        setWithdrawing(next);
      }}
      onConfirmWithdraw={(n) =>
        void run(
          () => hrsNoticeApi.withdraw(n.noticeId),
          () => setWithdrawing(null),
        )
      }
      busy={busy}
      error={error}
    />
  );
}
