import { atom } from "jotai";
import { applyTheme, HEX, hasPickedTheme, readTheme, THEME_KEY } from "./theme";

// The theme picker's atom, apart from theme.ts: the entry only reads and applies the stored
// colour, and a module of the first load travels whole in the login page's chunk.

const baseThemeAtom = atom(readTheme());

export const themeColorAtom = atom(
  (get) => get(baseThemeAtom),
  (_get, set, color: string) => {
    if (!HEX.test(color)) return;
    try {
      localStorage.setItem(THEME_KEY, color.toUpperCase());
    } catch {
      // private mode: the choice lasts for this tab
    }
    applyTheme(color);
    set(baseThemeAtom, color.toUpperCase());
  },
);

/**
 * The organisation's default theme (/hrs_org_configure): shown, not stored, and only while the
 * user has not picked one of their own.
 */
export const orgThemeAtom = atom(null, (_get, set, color: string | null) => {
  if (!color || !HEX.test(color) || hasPickedTheme()) return;
  applyTheme(color.toUpperCase());
  set(baseThemeAtom, color.toUpperCase());
});
