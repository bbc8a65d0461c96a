/**
 * The brand colours a user may pick (the top bar's theme menu, the organisation's default); each
 * name is a key of the shell's catalogue.
 */
export const THEME_COLORS = [
  { value: "#002FA7", name: "themeKlein" },
  { value: "#1D4ED8", name: "themeSky" },
  { value: "#0F766E", name: "themeHarbour" },
  { value: "#15803D", name: "themeJungle" },
  { value: "#B45309", name: "themeAmber" },
  { value: "#B91C1C", name: "themeChinaRed" },
  { value: "#6D28D9", name: "themeDusk" },
  { value: "#334155", name: "themeGraphite" },
] as const;
