import type { Page } from "./http";

/** The top bar's counters and the message centre (/notification) over the same calls. */
export type CounterItem = {
  id: number;
  title: string;
  createTime: string;
  kind: string;
  /** Approvals only: one the caller approves or rejects in /notification (an unlock application). */
  decidable?: boolean;
  /** Approvals of an order's unlock application: the order, which the row links to. */
  orderUuid?: string;
  /** Approvals: the version the decision names (a stale one answers 409). */
  version?: number;
};
export type CounterPage = Page<CounterItem>;

export const NOTIFICATION_PATHS = {
  toDo: "/prm/api/toDo",
  messages: "/prm/api/haveMessage",
  readMessage: "/prm/api/readMessage",
  approve: (id: number) => `/prm/api/approval/${id}/approve`,
  reject: (id: number) => `/prm/api/approval/${id}/reject`,
} as const;
