import { useSetAtom, useStore } from "jotai";
import * as React from "react";
import type { OrgItem, UserInfo } from "../../contract/access";
import { sessionAtom } from "../state/session";
import { orgThemeAtom } from "../state/theme-color";

const FIELDS = [
  "orgName",
  "orgCode",
  "orgVersion",
  "privateSaas",
  "validUntil",
  "orgTheme",
  "orgRelease",
] as const satisfies readonly (keyof UserInfo & keyof OrgItem)[];

/** The session's user with what the organisation list says of its current organisation. */
export function refreshedUser(user: UserInfo, orgs: readonly OrgItem[]): UserInfo {
  const current = orgs.find((o) => o.orgId === user.orgId);
  if (!current) return user;
  let next = user;
  for (const field of FIELDS) {
    const value = current[field];
    if (value !== undefined && value !== user[field]) next = { ...next, [field]: value };
  }
  return next;
}

/**
 * An administrator's changes to the organisation reach every member at their next page load
 * (issue 20): the shell's organisation list carries them into the stored session, and the
 * organisation's theme applies where the user has not picked one.
 */
export function useOrgRefresh(orgs: readonly OrgItem[] | undefined): void {
  const store = useStore();
  const setSession = useSetAtom(sessionAtom);
  const setOrgTheme = useSetAtom(orgThemeAtom);
  React.useEffect(() => {
    const session = store.get(sessionAtom);
    if (!orgs || !session) return;
    const user = refreshedUser(session.user, orgs);
    if (user !== session.user) setSession({ ...session, user });
    setOrgTheme(user.orgTheme ?? null);
  }, [orgs, store, setSession, setOrgTheme]);
}
