import type { Page } from "./http";

/** The top bar's counters and the message centre (/notification) over the same calls. */
export type CounterItem = { id: number; title: string; createTime: string; kind: string };
export type CounterPage = Page<CounterItem>;

export const NOTIFICATION_PATHS = {
  toDo: "/prm/api/toDo",
  messages: "/prm/api/haveMessage",
  readMessage: "/prm/api/readMessage",
} as const;
