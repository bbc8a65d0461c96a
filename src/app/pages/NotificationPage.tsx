import { useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useLocation, useSearch } from "wouter";
import { ORDER_PAGE_PATH } from "../../domain/order";
import { notify } from "../../ui/toast";
import {
  NotificationScreen,
  type NotificationTab,
} from "../../widgets/notification/NotificationScreen";
import { failureNotice, successNotice } from "../error-presenter";
import {
  type NotificationAction,
  notificationQueries,
  useNotificationAction,
} from "../notification/queries";
import { loadableOf, useCounters, useSessionUser } from "../queries/shell";

/** /notification?id=0 (approvals) or ?id=1 (messages), over GET /prm/api/toDo and /haveMessage. */
export default function NotificationPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const who = useSessionUser();
  const counters = useCounters();
  const tab: NotificationTab = new URLSearchParams(search).get("id") === "1" ? "1" : "0";
  const [page, setPage] = React.useState(1);
  const list = useQuery(notificationQueries.page(who, tab, page));
  const action = useNotificationAction();
  /** One call on one item: success toast, or the catalogue's one toast (the call is silent). */
  const act = (next: NotificationAction) =>
    action.mutate(next, {
      onSuccess: () => successNotice({ notify }),
      onError: (error) => failureNotice({ notify }, failureText(error)),
    });

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
      busyId={action.isPending ? action.variables.id : null}
      onTabChange={(next) => {
        setPage(1);
        navigate(`/notification?id=${next}`, { replace: true });
      }}
      onPage={setPage}
      onMarkRead={(item) => act({ kind: "read", id: item.id })}
      onApprove={(item) => act({ kind: "approve", id: item.id, version: item.version ?? 1 })}
      onOpenOrder={(uuid) => navigate(`${ORDER_PAGE_PATH}?uuid=${encodeURIComponent(uuid)}`)}
      onReject={(item, reason) =>
        act({ kind: "reject", id: item.id, version: item.version ?? 1, reason })
      }
      onRetry={() => void list.refetch()}
    />
  );
}

function failureText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
