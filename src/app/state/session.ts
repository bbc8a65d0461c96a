import { atom } from "jotai";
import type { UserInfo } from "../../contract/access";

/**
 * The session, persisted in localStorage under the spec's keys: the bearer token, the user
 * info, and the ids the original product kept (orgId, roleId, userId, privateSaas, orgVersion,
 * pageLanguage, loginRole).
 */
const TOKEN_KEY = "access_token";
const USER_KEY = "userInfo";
const SPEC_KEYS = [
  "orgId",
  "roleId",
  "userId",
  "privateSaas",
  "orgVersion",
  "pageLanguage",
  "loginRole",
] as const;

export type Session = { token: string; user: UserInfo };

function readStored(): Session | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const user = localStorage.getItem(USER_KEY);
    if (!token || !user) return null;
    return { token, user: JSON.parse(user) as UserInfo };
  } catch {
    return null;
  }
}

export function writeStoredSession(session: Session | null): void {
  try {
    if (!session) {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(USER_KEY);
      for (const key of SPEC_KEYS) localStorage.removeItem(key);
      return;
    }
    localStorage.setItem(TOKEN_KEY, session.token);
    localStorage.setItem(USER_KEY, JSON.stringify(session.user));
    for (const key of SPEC_KEYS) {
      const value = session.user[key];
      localStorage.setItem(key, value === null || value === undefined ? "" : String(value));
    }
  } catch {
    // storage full or blocked: the session still lives in memory for this tab
  }
}

export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

const baseSessionAtom = atom<Session | null>(readStored());

/** Writing the session also writes storage, so a reload keeps it. */
export const sessionAtom = atom(
  (get) => get(baseSessionAtom),
  (_get, set, next: Session | null) => {
    writeStoredSession(next);
    set(baseSessionAtom, next);
  },
);

/**
 * True while this page switches organisation (between the switch call and the page load that
 * follows). The switch ends the old session, which closes its chat socket with "signed out"
 * (4401); that close can arrive before the switch's answer, and must not sign the page out.
 */
export const orgSwitchingAtom = atom(false);
