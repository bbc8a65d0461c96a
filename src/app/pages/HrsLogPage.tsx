import { keepPreviousData, useQuery } from "@tanstack/react-query";
import * as React from "react";
import { ApiError } from "../../api/client";
import { hrsUserApi } from "../../api/hrs-user";
import { useT } from "../../i18n";
import { hrsUserMessages } from "../../i18n/messages/hrs-user";
import { notify } from "../../ui/toast";
import { HrsLogScreen } from "../../widgets/hrs-user/HrsLogScreen";
import { hrsText } from "../../widgets/hrs-user/text";
import { saveBlob } from "../download";
import { keys } from "../queries/keys";
import { loadableOf, useSessionUser } from "../queries/shell";

const PAGE_SIZE = 20;

/** /hrs_log: the organisation's audit log (issue 20). */
export default function HrsLogPage() {
  const who = useSessionUser();
  const t = useT(hrsUserMessages);
  const [action, setAction] = React.useState("");
  const [page, setPage] = React.useState(1);
  const log = useQuery({
    queryKey: keys.hrsLog(who, action, page),
    queryFn: ({ signal }) => hrsUserApi.log({ action, current: page, size: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const [exporting, setExporting] = React.useState(false);
  const exportAll = async () => {
    setExporting(true);
    try {
      const file = await hrsUserApi.exportLog(action);
      saveBlob(file.blob, file.fileName ?? "audit-log.xlsx");
    } catch (e) {
      notify("error", hrsText(t, e instanceof ApiError ? e.message : String(e)) ?? String(e));
    } finally {
      setExporting(false);
    }
  };
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
      onExport={() => void exportAll()}
      exporting={exporting}
    />
  );
}
