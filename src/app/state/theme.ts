export const DEFAULT_THEME = "#002FA7";
export const THEME_KEY = "themeColor";
/** A theme colour as the picker and storage keep it: #RRGGBB. */
export const HEX = /^#[0-9A-Fa-f]{6}$/;

export function readTheme(): string {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return stored && HEX.test(stored) ? stored.toUpperCase() : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** Whether this browser holds the user's own pick (the organisation's theme yields to it). */
export function hasPickedTheme(): boolean {
  try {
    return HEX.test(localStorage.getItem(THEME_KEY) ?? "");
  } catch {
    return false;
  }
}

/** One CSS variable drives the whole brand scale (tailwind.config.ts mixes the shades from it). */
export function applyTheme(color: string): void {
  document.documentElement.style.setProperty("--brand", color);
}
