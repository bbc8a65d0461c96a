import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  approveApproval,
  fetchApprovalPage,
  fetchMessagePage,
  readMessage,
  rejectApproval,
} from "../../api/notification";
import { keys } from "../queries/keys";
import { useSessionUser } from "../queries/shell";
import type { Session } from "../state/session";

type Who = Session["user"];
export type NotificationTabKey = "0" | "1";
const PAGE_SIZE = 10;

/** /notification: approvals (tab 0) and messages (tab 1), a page at a time. */
export const notificationQueries = {
  page: (who: Who, tab: NotificationTabKey, page: number) =>
    queryOptions({
      queryKey: keys.notifications(who, tab, page),
      queryFn: () =>
        (tab === "0" ? fetchApprovalPage : fetchMessagePage)(
          who.orgId,
          who.userId,
          page,
          PAGE_SIZE,
        ),
    }),
};

export type NotificationAction =
  | { kind: "read"; id: number }
  | { kind: "approve"; id: number; version: number }
  | { kind: "reject"; id: number; version: number; reason: string };

/**
 * One call on one item (mark read, approve, reject). The list and the top bar's counts change
 * with it, and an approval opens an order again: its list and page show it at once.
 */
export function useNotificationAction() {
  const who = useSessionUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: NotificationAction): Promise<unknown> =>
      action.kind === "read"
        ? readMessage(action.id)
        : action.kind === "approve"
          ? approveApproval(action.id, action.version)
          : rejectApproval(action.id, action.version, action.reason),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.notificationsOf(who) }),
        client.invalidateQueries({ queryKey: keys.counters(who) }),
        client.invalidateQueries({ queryKey: keys.ordersOf(who) }),
      ]),
  });
}
