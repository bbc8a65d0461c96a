import { type CounterPage, NOTIFICATION_PATHS } from "../contract/notification";
import { api } from "./client";

type CounterCall = (
  orgId: number,
  userId: number,
  current?: number,
  size?: number,
) => Promise<CounterPage>;

const counterPage =
  (path: string): CounterCall =>
  (orgId, userId, current = 1, size = 10) =>
    api.get<CounterPage>(path, { query: { orgId, userId, current, size }, silent: true });

/** Approvals to do: the top bar's first counter and the message centre's first tab. */
export const fetchApprovalPage = counterPage(NOTIFICATION_PATHS.toDo);
/** Unread messages: the top bar's second counter and the message centre's second tab. */
export const fetchMessagePage = counterPage(NOTIFICATION_PATHS.messages);
export const readMessage = (id: number) =>
  api.post<boolean>(NOTIFICATION_PATHS.readMessage, { json: { id }, silent: true });
/** The approver's decision on an unlock application (the order opens again on approval). */
export const approveApproval = (id: number, version: number) =>
  api.post<boolean>(NOTIFICATION_PATHS.approve(id), { json: { version }, silent: true });
export const rejectApproval = (id: number, version: number, reason: string) =>
  api.post<boolean>(NOTIFICATION_PATHS.reject(id), { json: { version, reason }, silent: true });
