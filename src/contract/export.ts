/** The export choice every exporting table offers (one dialog: src/widgets/export). */
export const EXPORT_MODES = ["page", "selected", "filter"] as const;
/** This page, the selected rows, or everything matching the filter. */
export type ExportMode = (typeof EXPORT_MODES)[number];
