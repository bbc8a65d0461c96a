/** The export choice every exporting table offers (one dialog: src/ui/export-dialog.tsx). */
export const EXPORT_MODES = ["page", "selected", "filter"] as const;
/** This page, the selected rows, or everything matching the filter. */
export type ExportMode = (typeof EXPORT_MODES)[number];
