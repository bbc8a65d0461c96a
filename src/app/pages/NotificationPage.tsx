import * as React from "react";
import { useLocation, useSearch } from "wouter";
import { fetchApprovalPage, fetchMessagePage, readMessage } from "../../api/dashboard";
import { notify } from "../../ui/toast";
import { failed, type Loadable, loading, ready } from "../../widgets/dashboard/types";
import {
  type NotificationItem,
  NotificationScreen,
  type NotificationTab,
  type NotificationPage as Page,
} from "../../widgets/notification/NotificationScreen";
import { countsAtom } from "../state/counts";
import { sessionAtom } from "../state/session";
import { useAtom, useAtomValue } from "../state/use-atom";

const PAGE_SIZE = 10;

/** /notification?id=0 (approvals) or ?id=1 (messages), over GET /prm/api/toDo and /haveMessage. */
export default function NotificationPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const session = useAtomValue(sessionAtom);
  const [counts, setCounts] = useAtom(countsAtom);
  const tab: NotificationTab = new URLSearchParams(search).get("id") === "1" ? "1" : "0";
  const [page, setPage] = React.useState(1);
  const [list, setList] = React.useState<Loadable<Page>>(loading);
  const [attempt, setAttempt] = React.useState(0);
  const [busyId, setBusyId] = React.useState<number | null>(null);
  const orgId = session?.user.orgId;
  const userId = session?.user.userId;

  React.useEffect(() => {
    if (orgId === undefined || userId === undefined) return;
    let live = true;
    setList(loading);
    const call = tab === "0" ? fetchApprovalPage : fetchMessagePage;
    call(orgId, userId, page, PAGE_SIZE)
      .then((data) => {
        if (!live) return;
        setList(ready(data));
        setCounts((c) =>
          tab === "0" ? { ...c, approvals: data.total } : { ...c, messages: data.total },
        );
      })
      .catch(() => live && setList(failed));
    return () => {
      live = false;
    };
  }, [tab, page, attempt, orgId, userId, setCounts]);

  const markRead = async (item: NotificationItem) => {
    setBusyId(item.id);
    try {
      await readMessage(item.id);
      setAttempt((n) => n + 1);
    } catch {
      notify("error", "操作失败");
    } finally {
      setBusyId(null);
    }
  };

  return (
    <NotificationScreen
      tab={tab}
      counts={counts}
      list={list}
      busyId={busyId}
      onTabChange={(next) => {
        setPage(1);
        navigate(`/notification?id=${next}`, { replace: true });
      }}
      onPage={setPage}
      onMarkRead={(item) => void markRead(item)}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}
