import { useQuery, useQueryClient } from "@tanstack/react-query";
import * as React from "react";
import { useLocation, useSearch } from "wouter";
import {
  approveApproval,
  fetchApprovalPage,
  fetchMessagePage,
  readMessage,
  rejectApproval,
} from "../../api/notification";
import { ORDER_PAGE_PATH } from "../../domain/order";
import { notify } from "../../ui/toast";
import {
  type NotificationItem,
  NotificationScreen,
  type NotificationTab,
} from "../../widgets/notification/NotificationScreen";
import { failureNotice, successNotice } from "../error-presenter";
import { keys } from "../queries/keys";
import { loadableOf, useCounters, useSessionUser } from "../queries/shell";

const PAGE_SIZE = 10;

/** /notification?id=0 (approvals) or ?id=1 (messages), over GET /prm/api/toDo and /haveMessage. */
export default function NotificationPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const who = useSessionUser();
  const client = useQueryClient();
  const counters = useCounters();
  const tab: NotificationTab = new URLSearchParams(search).get("id") === "1" ? "1" : "0";
  const [page, setPage] = React.useState(1);
  const [busyId, setBusyId] = React.useState<number | null>(null);
  const list = useQuery({
    queryKey: keys.notifications(who, tab, page),
    queryFn: () =>
      (tab === "0" ? fetchApprovalPage : fetchMessagePage)(who.orgId, who.userId, page, PAGE_SIZE),
  });

  /** One call on one item: success toast, then the list and the top bar's counts change. */
  const act = async (item: NotificationItem, call: () => Promise<unknown>) => {
    setBusyId(item.id);
    try {
      await call();
      successNotice({ notify });
      // The list and the top bar's counts change with it.
      await Promise.all([
        client.invalidateQueries({ queryKey: keys.notificationsOf(who) }),
        client.invalidateQueries({ queryKey: keys.counters(who) }),
        // An approval opens an order again: its list and page show it at once.
        client.invalidateQueries({ queryKey: keys.ordersOf(who) }),
      ]);
    } catch (error) {
      // One toast, the catalogue's: the call is silent so the client shows nothing itself.
      failureNotice({ notify }, failureText(error));
    } finally {
      setBusyId(null);
    }
  };

  const counts = counters.data ?? { approvals: 0, messages: 0 };
  return (
    <NotificationScreen
      tab={tab}
      counts={
        list.data
          ? tab === "0"
            ? { ...counts, approvals: list.data.total }
            : { ...counts, messages: list.data.total }
          : counts
      }
      list={loadableOf(list)}
      busyId={busyId}
      onTabChange={(next) => {
        setPage(1);
        navigate(`/notification?id=${next}`, { replace: true });
      }}
      onPage={setPage}
      onMarkRead={(item) => void act(item, () => readMessage(item.id))}
      onApprove={(item) => void act(item, () => approveApproval(item.id))}
      onOpenOrder={(uuid) => navigate(`${ORDER_PAGE_PATH}?uuid=${encodeURIComponent(uuid)}`)}
      onReject={(item, reason) => void act(item, () => rejectApproval(item.id, reason))}
      onRetry={() => void list.refetch()}
    />
  );
}

function failureText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
