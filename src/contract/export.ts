/** The export modes live with the rules (src/domain/export.ts); requests name them from here. */
export { EXPORT_MODES, type ExportMode } from "../domain/export";
