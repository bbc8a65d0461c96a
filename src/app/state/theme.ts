import { atom } from "jotai";

export const DEFAULT_THEME = "#002FA7";
const KEY = "themeColor";
const HEX = /^#[0-9A-Fa-f]{6}$/;

export function readTheme(): string {
  try {
    const stored = localStorage.getItem(KEY);
    return stored && HEX.test(stored) ? stored.toUpperCase() : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** One CSS variable drives the whole brand scale (tailwind.config.ts mixes the shades from it). */
export function applyTheme(color: string): void {
  document.documentElement.style.setProperty("--brand", color);
}

const baseThemeAtom = atom(readTheme());

export const themeColorAtom = atom(
  (get) => get(baseThemeAtom),
  (_get, set, color: string) => {
    if (!HEX.test(color)) return;
    try {
      localStorage.setItem(KEY, color.toUpperCase());
    } catch {
      // private mode: the choice lasts for this tab
    }
    applyTheme(color);
    set(baseThemeAtom, color.toUpperCase());
  },
);
