import { getDefaultStore } from "jotai";
import {
  type CounterPage,
  fetchMenus,
  fetchMessages,
  fetchMyOrgs,
  fetchToDo,
  type MenuNode,
  type OrgItem,
} from "../../api/access";
import { fetchHotMenus } from "../../api/dashboard";
import type { HotMenuRecord } from "../../domain/hot-menu";
import { sessionAtom } from "../state/session";

type Requests = {
  menus: Promise<MenuNode[]>;
  hotMenus: Promise<HotMenuRecord[]>;
  orgs: Promise<OrgItem[]>;
  counters: Promise<[CounterPage, CounterPage]>;
};

let early: { owner: string; requests: Partial<Requests> } | null = null;

/**
 * The shell's first requests, sent as soon as its code has run rather than after its first
 * commit: React holds a lazily loaded layout back for a moment before committing it, and
 * effects only run after that, which cost a signed-in page load about a quarter of a second.
 * Each request is taken once, by the effect that would have sent it, and only by the same user
 * in the same organisation; anything not taken is simply dropped.
 */
export function sendEarlyRequests(): void {
  const user = getDefaultStore().get(sessionAtom)?.user;
  if (!user) return;
  const quiet = <T>(promise: Promise<T>) => {
    // The taker handles failures; an untaken one must not surface as unhandled.
    promise.catch(() => undefined);
    return promise;
  };
  early = {
    owner: `${user.orgId}:${user.userId}`,
    requests: {
      menus: quiet(fetchMenus(user.loginType)),
      hotMenus: quiet(fetchHotMenus()),
      orgs: quiet(fetchMyOrgs()),
      counters: quiet(
        Promise.all([fetchToDo(user.orgId, user.userId), fetchMessages(user.orgId, user.userId)]),
      ),
    },
  };
}

export function takeEarly<K extends keyof Requests>(
  name: K,
  orgId: number,
  userId: number,
): Requests[K] | undefined {
  if (!early || early.owner !== `${orgId}:${userId}`) return undefined;
  const request = early.requests[name];
  delete early.requests[name];
  return request as Requests[K] | undefined;
}
