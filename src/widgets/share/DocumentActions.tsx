import type { DeliveryNoticeFlag, HawbPrintInfo } from "../../domain/share-link";
import { useT } from "../../i18n";
import { shareMessages } from "../../i18n/messages/share";
import { DownloadIcon, ExternalIcon, FileIcon } from "../../ui/icons";
import { Spinner } from "../../ui/spinner";

export type DocumentActionsProps = {
  /** Notices whose check succeeded. Road and sea show one, labelled as a plain notice. */
  notices: DeliveryNoticeFlag[];
  noticeLabel?: "air" | "sea" | "road";
  /** Whether the main bill can be printed (viewByOrderUuid succeeded). */
  master?: boolean;
  houses?: HawbPrintInfo[];
  /** Which download is running: 'master' or a house bill's print id. */
  busy?: string | null;
  onOpenNotice?: (flag: DeliveryNoticeFlag) => void;
  onDownloadMaster?: () => void;
  onDownloadHouse?: (awbPrintId: string) => void;
};

const buttonClass =
  "inline-flex h-9 items-center gap-1.5 rounded-md border border-neutral-300 bg-white px-3 text-sm font-medium text-neutral-800 hover:border-brand hover:text-brand disabled:opacity-60";

/**
 * Delivery notices and waybill downloads; each appears only when its check succeeded
 * (001 §2.1), so the block is absent when nothing is offered.
 */
export function DocumentActions({
  notices,
  noticeLabel = "air",
  master = false,
  houses = [],
  busy,
  onOpenNotice,
  onDownloadMaster,
  onDownloadHouse,
}: DocumentActionsProps) {
  const t = useT(shareMessages);
  if (notices.length === 0 && !master && houses.length === 0) return null;
  return (
    <div data-slot="document-actions" className="mt-4 border-t border-neutral-100 pt-3">
      <h3 className="mb-2 flex items-center gap-1.5 text-sm font-semibold text-neutral-800">
        <FileIcon className="size-4 text-brand" />
        {t("documents")}
      </h3>
      <div className="flex flex-wrap gap-2">
        {notices.map((flag) => (
          <button
            key={flag}
            type="button"
            className={buttonClass}
            onClick={() => onOpenNotice?.(flag)}
          >
            {noticeLabel === "road"
              ? t("noticeRoad")
              : noticeLabel === "sea"
                ? t("noticeSea")
                : t(flag === "warehouse" ? "noticeWarehouse" : "noticeStorehouse")}
            <ExternalIcon className="size-3.5" />
          </button>
        ))}
        {master ? (
          <button
            type="button"
            className={buttonClass}
            disabled={busy === "master"}
            aria-busy={busy === "master" || undefined}
            onClick={() => onDownloadMaster?.()}
          >
            {busy === "master" ? (
              <Spinner className="size-3.5" />
            ) : (
              <DownloadIcon className="size-4" />
            )}
            {t("printMaster")}
          </button>
        ) : null}
        {houses.map((house) => (
          <button
            key={house.awbPrintId}
            type="button"
            className={buttonClass}
            disabled={busy === house.awbPrintId}
            aria-busy={busy === house.awbPrintId || undefined}
            onClick={() => onDownloadHouse?.(house.awbPrintId)}
          >
            {busy === house.awbPrintId ? (
              <Spinner className="size-3.5" />
            ) : (
              <DownloadIcon className="size-4" />
            )}
            {t("printHouse", { no: house.hawbNumber })}
          </button>
        ))}
      </div>
    </div>
  );
}
