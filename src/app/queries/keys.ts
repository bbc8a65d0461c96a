import type { Session } from "../state/session";

/**
 * Query keys, one per resource. Every key of a signed-in user's data starts with the session's
 * user and organisation, so an organisation switch or another sign-in never shows the last one's
 * rows; signing out clears the whole cache (session/policy.ts).
 */
type Who = Pick<Session["user"], "userId" | "orgId">;
const mine = (who: Who) => ["user", who.userId, who.orgId] as const;

export const keys = {
  menus: (who: Who, loginType: number) => [...mine(who), "menus", loginType] as const,
  allMenus: (who: Who) => [...mine(who), "allMenus"] as const,
  myOrgs: (who: Who) => [...mine(who), "myOrgs"] as const,
  paramText: (who: Who) => [...mine(who), "paramText"] as const,
  languagePage: (lang: string) => ["languagePage", "shell", lang] as const,
  hotMenus: (who: Who) => [...mine(who), "hotMenus"] as const,
  counters: (who: Who) => [...mine(who), "counters"] as const,
  notificationsOf: (who: Who) => [...mine(who), "notifications"] as const,
  notifications: (who: Who, tab: string, page: number) =>
    [...mine(who), "notifications", tab, page] as const,
  notices: (who: Who) => [...mine(who), "notices"] as const,
  activeIndex: (who: Who) => [...mine(who), "activeIndex"] as const,
  statistics: (who: Who) => [...mine(who), "statistics"] as const,
  helpDoc: (name: string) => ["helpDoc", name] as const,
};
