/**
 * The reference categories the personal settings dialog offers, by the names the database keeps
 * them under: the seed writes their rows (server/db/seed/personal-settings.ts) and a save checks
 * a body's values against them (server/personal-settings/save.ts).
 */
export const BARCODE_LABEL_SIZE_CATEGORY = 45;
export const COUNTRY_CODE_CATEGORY = "internationalCountryCode";
