import { formatTimestamp } from "../../domain/format";
import { useLang, useT } from "../../i18n";
import { dashboardMessages } from "../../i18n/messages/dashboard";
import { Dialog, DialogContent } from "../../ui/dialog";
import { SkeletonLines } from "./BlockCard";
import { type NoticeItem, NoticeTag } from "./NoticesCard";

export type NoticeDialogProps = {
  notice: NoticeItem | null;
  /** null while loading */
  content: string | null;
  onClose: () => void;
};

/** A notice's full text; line breaks are kept and nothing is read as HTML. */
export function NoticeDialog({ notice, content, onClose }: NoticeDialogProps) {
  const t = useT(dashboardMessages);
  const lang = useLang();
  return (
    <Dialog open={notice !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {notice ? (
        <DialogContent width="md" closeLabel={t("noticeDialogClose")} title={notice.noticeTitle}>
          <p className="mb-3 flex items-center gap-2 text-xs text-neutral-600">
            <NoticeTag type={notice.noticeType} />
            <time dateTime={notice.publishTime}>{formatTimestamp(notice.publishTime, lang)}</time>
          </p>
          {content === null ? (
            <SkeletonLines rows={3} />
          ) : (
            <p className="text-sm leading-6 whitespace-pre-line text-neutral-800">{content}</p>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
