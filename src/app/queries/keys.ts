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
  buttons: (who: Who) => [...mine(who), "buttons"] as const,
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
  /** Chat (issue 21): every chat key starts with chatOf, so one invalidation reaches them all. */
  chatOf: (who: Who) => [...mine(who), "chat"] as const,
  chatPerm: (who: Who) => [...mine(who), "chat", "perm"] as const,
  chatUser: (who: Who) => [...mine(who), "chat", "user"] as const,
  chatUnread: (who: Who) => [...mine(who), "chat", "unread"] as const,
  chatContacts: (who: Who) => [...mine(who), "chat", "contacts"] as const,
  chatTopics: (who: Who) => [...mine(who), "chat", "topics"] as const,
  chatHistory: (who: Who, accid: string) => [...mine(who), "chat", "history", accid] as const,
  activeIndex: (who: Who) => [...mine(who), "activeIndex"] as const,
  statistics: (who: Who) => [...mine(who), "statistics"] as const,
  helpDoc: (name: string) => ["helpDoc", name] as const,
  /** Where the quote page lives: the deployment's, the same for everyone. */
  quoteConfig: () => ["quoteConfig"] as const,
  businessAnalysis: (who: Who, filter: object) =>
    [...mine(who), "businessAnalysis", filter] as const,
  personalSettings: (who: Who) => [...mine(who), "personalSettings"] as const,
  /** The user's per-scope digits and defaults (personal settings), per organisation. */
  preferences: (who: Who) => [...mine(who), "preferences"] as const,
  /** The reference files (airlines, countries, hot cities): the same for everyone. */
  reference: () => ["reference"] as const,
  cargoTracking: (who: Who, numbers: readonly string[]) =>
    [...mine(who), "orders", "cargoTracking", numbers] as const,
  /** A lookup tool's page (airports, carriers, ports, lines…): the same for the organisation. */
  lookup: (who: Who, name: string, query: object) => [...mine(who), "lookup", name, query] as const,
  survey: (who: Who) => [...mine(who), "survey"] as const,
  /** The share-link screen's order search; every keyword's answer counts the order's links. */
  shareOrdersOf: (who: Who) => [...mine(who), "shareOrders"] as const,
  shareOrders: (who: Who, keyword: string) => [...mine(who), "shareOrders", keyword] as const,
  shareLinksOf: (who: Who) => [...mine(who), "shareLinks"] as const,
  shareLinks: (who: Who, orderCode: string) => [...mine(who), "shareLinks", orderCode] as const,
  inquiriesOf: (who: Who) => [...mine(who), "inquiries"] as const,
  inquiries: (who: Who, page: number) => [...mine(who), "inquiries", page] as const,
  /** Every order key (lists and details): what a save, lock or upload invalidates. */
  ordersOf: (who: Who) => [...mine(who), "orders"] as const,
  orderPage: (who: Who, query: object) => [...mine(who), "orders", "page", query] as const,
  order: (who: Who, uuid: string) => [...mine(who), "orders", "detail", uuid] as const,
  /** An order's legs, events, manifests and weighing (a version of their own). */
  orderDocuments: (who: Who, uuid: string) => [...mine(who), "orders", "documents", uuid] as const,
  orderTracks: (who: Who, uuid: string) => [...mine(who), "orders", "tracks", uuid] as const,
  unlockApproval: (who: Who, scope: string) => [...mine(who), "unlockApproval", scope] as const,
  hrsUsersOf: (who: Who) => [...mine(who), "hrsUsers"] as const,
  hrsUsers: (who: Who, keyword: string, page: number) =>
    [...mine(who), "hrsUsers", keyword, page] as const,
  hrsRoles: (who: Who) => [...mine(who), "hrsRoles"] as const,
  grantTree: (who: Who) => [...mine(who), "grantTree"] as const,
  hrsDepts: (who: Who) => [...mine(who), "hrsDepts"] as const,
  /** The organisation's pending invitations (/hrs_user) and the person's own (the shell). */
  hrsInvitations: (who: Who) => [...mine(who), "hrsInvitations"] as const,
  myInvitations: (who: Who) => [...mine(who), "myInvitations"] as const,
  hrsPermissionMatrix: (who: Who) => [...mine(who), "hrsPermissionMatrix"] as const,
  /** The organisation's own record (profile and configuration are one row). */
  hrsOrg: (who: Who) => [...mine(who), "hrsOrg"] as const,
  hrsReleases: (who: Who) => [...mine(who), "hrsReleases"] as const,
  hrsWorkgroups: (who: Who) => [...mine(who), "hrsWorkgroups"] as const,
  hrsWorkgroupCandidates: (who: Who) => [...mine(who), "hrsWorkgroupCandidates"] as const,
  hrsNotices: (who: Who) => [...mine(who), "hrsNotices"] as const,
  hrsLogOf: (who: Who) => [...mine(who), "hrsLog"] as const,
  hrsLog: (who: Who, action: string, page: number) =>
    [...mine(who), "hrsLog", action, page] as const,
};
