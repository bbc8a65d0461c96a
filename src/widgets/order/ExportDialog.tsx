import {
  EXPORT_COLUMNS,
  EXPORT_MAX_ROWS,
  type ExportColumn,
  type ExportMode,
} from "../../contract/order";
import { useT } from "../../i18n";
import { orderMessages } from "../../i18n/messages/order";
import { ExportDialog as ExportChoiceDialog } from "../../ui/export-dialog";
import { type OrderKey, orderIssueText } from "./order-text";

/** What the user chose: the page posts it with the list's query. */
export type ExportRequest = { mode: ExportMode; columns: ExportColumn[]; uuids: string[] };

export type ExportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pageCount: number;
  selectedUuids: string[];
  filterCount: number;
  /** Columns ticked at first (the list's visible ones). */
  initialColumns: readonly ExportColumn[];
  /** Posts the export and downloads the file; answers the number of rows. */
  onExport: (request: ExportRequest) => Promise<number>;
  /** Stories: the state shown at first. */
  initialMode?: ExportMode;
  initialError?: string;
};

/** The order list's export choice: the shared dialog (src/ui/export-dialog.tsx) in the order's words. */
export function ExportDialog({ selectedUuids, onExport, ...props }: ExportDialogProps) {
  const t = useT(orderMessages);
  return (
    <ExportChoiceDialog<ExportColumn>
      {...props}
      selectedIds={selectedUuids}
      columns={EXPORT_COLUMNS.map((id) => ({ id, label: t(`col_${id}` as OrderKey) }))}
      maxRows={EXPORT_MAX_ROWS}
      texts={{
        title: t("exportTitle"),
        selected: (count) => t("exportSelected", { count }),
        filter: (count) => t("exportFilter", { count }),
        noSelection: t("exportNoSelection"),
        tooMany: (max) => t("exportTooMany", { max }),
        done: (count) => t("exportDone", { count }),
      }}
      errorText={(message) => orderIssueText(message, t)}
      onExport={({ mode, columns, ids }) => onExport({ mode, columns, uuids: ids })}
    />
  );
}
