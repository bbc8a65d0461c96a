import type { AwbPrintInfo, DeliveryNoticeFlag, HawbPrintInfo } from "../../domain/share-link";

/** Shapes shared by the share screen and its views (kept apart so the views need not import it). */

/** What the air checks found: notices by flag, the printable main bill and house bills. */
export type AirDocuments = {
  noticeWarehouse: boolean;
  noticeStorehouse: boolean;
  master: AwbPrintInfo | null;
  houses: HawbPrintInfo[];
};

export type NoticeDocuments = { notice: boolean };

/** Callbacks out of the views; the page container does the work. */
export type ShareActions = {
  linkTarget?: "_self" | "_blank";
  onMore?: () => void;
  moreBusy?: boolean;
  onOpenNotice?: (flag: DeliveryNoticeFlag) => void;
  onDownloadMaster?: () => void;
  onDownloadHouse?: (awbPrintId: string) => void;
  /** The running download: 'master' or a house bill's print id. */
  busy?: string | null;
};
