import path from "node:path";

/**
 * The environment Chromium runs with in the visual tests (the storybook project, and the e2e
 * browser): fontconfig reads only tests/fonts/fonts.conf, which admits only the font files the
 * baselines were drawn with (DejaVu, Noto CJK) and no user or local configuration, so another
 * machine's extra fonts (Liberation, Droid Sans Fallback, ~/.fonts) draw no pixel (decisions 0066).
 * FONTCONFIG_PATH makes the file's relative `<include>conf.d</include>` resolve next to it.
 */
const dir = import.meta.dirname;
export const PINNED_FONTS_ENV: Record<string, string> = {
  FONTCONFIG_PATH: dir,
  FONTCONFIG_FILE: path.join(dir, "fonts.conf"),
};

/** The process environment with the pinned font set, for a browser's `launch({ env })`. */
export function pinnedFontsEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  return { ...env, ...PINNED_FONTS_ENV };
}
