import { atom } from "jotai";
import { fetchPersonalExtend } from "../../api/personal-settings";
import {
  DEFAULT_PREFERENCES,
  preferencesFrom,
  type ScopePreferences,
} from "../../domain/scope-preferences";
import { sessionAtom } from "./session";

/**
 * The signed-in user's per-scope digits and defaults (personal settings), for every page that
 * shows or enters order weights, volumes and charge weights:
 *
 *   const prefs = useAtomValue(preferencesAtom);
 *   formatByScope(order.weight, "AE", "weight", prefs);
 *
 * Loaded once per session and organisation (GET /hrs/user/getHrsUserExtend); the settings
 * dialog writes the saved values straight in, so pages change without a reload. A failed load
 * falls back to the spec's defaults rather than breaking the page.
 */
type Saved = { key: string; preferences: ScopePreferences };

const keyOf = (session: { user: { userId: number; orgId: number } } | null) =>
  session ? `${session.user.userId}:${session.user.orgId}` : "";

const savedAtom = atom<Saved | null>(null);

const loadedAtom = atom(async (get) => {
  if (!get(sessionAtom)) return DEFAULT_PREFERENCES;
  try {
    return preferencesFrom(await fetchPersonalExtend());
  } catch {
    return DEFAULT_PREFERENCES;
  }
});

export const preferencesAtom = atom(
  (get): ScopePreferences | Promise<ScopePreferences> => {
    const saved = get(savedAtom);
    if (saved && saved.key === keyOf(get(sessionAtom))) return saved.preferences;
    return get(loadedAtom);
  },
  (get, set, preferences: ScopePreferences) => {
    set(savedAtom, { key: keyOf(get(sessionAtom)), preferences });
  },
);
