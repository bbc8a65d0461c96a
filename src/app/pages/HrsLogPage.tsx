import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useT } from "../../i18n";
import { hrsUserMessages } from "../../i18n/messages/hrs-user";
import { notify } from "../../ui/toast";
import { HrsLogScreen } from "../../widgets/hrs-user/HrsLogScreen";
import { hrsText } from "../../widgets/hrs-user/text";
import { saveBlob } from "../download";
import { hrsUserQueries, useExportLog } from "../hrs-user/queries";
import { errorText, loadableOf, useSessionUser } from "../queries/shell";

/** /hrs_log: the organisation's audit log (issue 20). */
export default function HrsLogPage() {
  const who = useSessionUser();
  const t = useT(hrsUserMessages);
  const [action, setAction] = React.useState("");
  const [page, setPage] = React.useState(1);
  const log = useQuery(hrsUserQueries.log(who, action, page));
  const exportLog = useExportLog();
  return (
    <HrsLogScreen
      action={action}
      onActionChange={(next) => {
        setAction(next);
        setPage(1);
      }}
      log={loadableOf(log)}
      refreshing={log.isPlaceholderData}
      onPage={setPage}
      onRetry={() => void log.refetch()}
      onExport={() =>
        exportLog.mutate(action, {
          onSuccess: (file) => saveBlob(file.blob, file.fileName ?? "audit-log.xlsx"),
          onError: (e) => {
            const reason = errorText(e) ?? "";
            notify("error", hrsText(t, reason) ?? reason);
          },
        })
      }
      exporting={exportLog.isPending}
    />
  );
}
