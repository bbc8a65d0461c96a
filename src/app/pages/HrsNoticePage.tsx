import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import type { AdminNotice } from "../../contract/hrs-notice";
import { useT } from "../../i18n";
import { hrsNoticeMessages } from "../../i18n/messages/hrs-notice";
import { notify } from "../../ui/toast";
import { NoticeAdminScreen } from "../../widgets/hrs-notice/NoticeAdminScreen";
import { hrsNoticeQueries, usePublishNotice, useWithdrawNotice } from "../hrs-notice/queries";
import { anyPending, latestError, loadableOf, useSessionUser } from "../queries/shell";

/** /hrs_notice: the organisation's system notices, published and withdrawn (issue 20). */
export default function HrsNoticePage() {
  const who = useSessionUser();
  const t = useT(hrsNoticeMessages);
  const [publishing, setPublishing] = React.useState(false);
  const [withdrawing, setWithdrawing] = React.useState<AdminNotice | null>(null);
  const notices = useQuery(hrsNoticeQueries.list(who));
  const publish = usePublishNotice();
  const withdraw = useWithdrawNotice();
  const clear = () => {
    publish.reset();
    withdraw.reset();
  };
  return (
    <NoticeAdminScreen
      notices={loadableOf(notices)}
      onRetry={() => void notices.refetch()}
      publishing={publishing}
      onPublishing={(open) => {
        clear();
        setPublishing(open);
      }}
      onPublish={(input) =>
        publish.mutate(input, {
          onSuccess: () => {
            setPublishing(false);
            notify("success", t("done"));
          },
        })
      }
      withdrawing={withdrawing}
      onWithdrawing={(next) => {
        clear();
        setWithdrawing(next);
      }}
      onConfirmWithdraw={(n) =>
        withdraw.mutate(n.noticeId, {
          onSuccess: () => {
            setWithdrawing(null);
            notify("success", t("done"));
          },
        })
      }
      busy={anyPending(publish, withdraw)}
      error={latestError(publish, withdraw)}
    />
  );
}
