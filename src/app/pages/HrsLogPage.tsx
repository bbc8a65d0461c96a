import { keepPreviousData, useQuery } from "@tanstack/react-query";
import * as React from "react";
import { hrsUserApi } from "../../api/hrs-user";
import type { AuditRow } from "../../contract/hrs-user";
import { changeText, HrsLogScreen } from "../../widgets/hrs-user/HrsLogScreen";
import { keys } from "../queries/keys";
import { loadableOf, useSessionUser } from "../queries/shell";

const PAGE_SIZE = 20;

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? "" : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The rows shown, as a CSV file the spreadsheet programs open (UTF-8 with a byte-order mark). */
function download(rows: AuditRow[]) {
  const head = ["id", "createdAt", "actor", "action", "target", "address", "before", "after"];
  const lines = rows.map((r) =>
    [r.id, r.createdAt, r.actor, r.action, r.target, r.address]
      .concat([changeText(r.before), changeText(r.after)])
      .map(csvCell)
      .join(","),
  );
  const blob = new Blob([`\ufeff${[head.join(","), ...lines].join("\n")}`], {
    type: "text/csv;charset=utf-8",
  });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = "audit-log.csv";
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** /hrs_log: the organisation's audit log (issue 20). */
export default function HrsLogPage() {
  const who = useSessionUser();
  const [action, setAction] = React.useState("");
  const [page, setPage] = React.useState(1);
  const log = useQuery({
    queryKey: keys.hrsLog(who, action, page),
    queryFn: ({ signal }) => hrsUserApi.log({ action, current: page, size: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
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
      onExport={download}
    />
  );
}
