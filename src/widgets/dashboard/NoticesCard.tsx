import { monthDay, parseDateTime } from "../../domain/format";
import { useT } from "../../i18n";
import { dashboardMessages } from "../../i18n/messages/dashboard";
import { Badge } from "../../ui/badge";
import type { Loadable } from "../../ui/loadable";
import { BlockCard, BlockError, SkeletonLines } from "./BlockCard";

export type NoticeType = "XTGX" | "HDTG" | "XTWH";
export type NoticeItem = {
  noticeId: number;
  noticeTitle: string;
  noticeType: NoticeType;
  publishTime: string;
};

const TONE = { XTGX: "brand", HDTG: "warning", XTWH: "danger" } as const;

export function NoticeTag({ type }: { type: NoticeType }) {
  const t = useT(dashboardMessages);
  return (
    <Badge tone={TONE[type]} className="shrink-0">
      {t(`notice${type}`)}
    </Badge>
  );
}

/** Month-day of an ISO instant in China time, e.g. 11-22; empty when it is not a time. */
export function shortDate(iso: string): string {
  // Through the shared formatter: plain arithmetic for Beijing time, no Intl zone data to load.
  return parseDateTime(iso) === null ? "" : monthDay(iso);
}

export type NoticesCardProps = {
  notices: Loadable<NoticeItem[]>;
  onOpen: (notice: NoticeItem) => void;
  onRetry?: () => void;
};

/** The six latest system notices, each tagged update, promotion or maintenance. */
export function NoticesCard({ notices, onOpen, onRetry }: NoticesCardProps) {
  const t = useT(dashboardMessages);
  return (
    <BlockCard title={t("noticesTitle")} labelledBy="dash-notices">
      {notices.status === "loading" ? (
        <SkeletonLines rows={6} />
      ) : notices.status === "error" ? (
        <BlockError message={t("failNotices")} onRetry={onRetry} />
      ) : notices.data.length === 0 ? (
        <p className="flex flex-1 items-center justify-center text-sm text-neutral-600">
          {t("noticesEmpty")}
        </p>
      ) : (
        <ul className="-my-1 flex flex-col">
          {notices.data.slice(0, 6).map((n) => (
            <li key={n.noticeId}>
              <button
                type="button"
                onClick={() => onOpen(n)}
                className="flex h-8 w-full items-center gap-2 rounded px-1 text-left text-sm text-neutral-800 hover:bg-neutral-50 hover:text-brand"
              >
                <NoticeTag type={n.noticeType} />
                <span className="min-w-0 flex-1 truncate">{n.noticeTitle}</span>
                <time
                  dateTime={n.publishTime}
                  className="shrink-0 text-xs text-neutral-600 tabular-nums"
                >
                  {shortDate(n.publishTime)}
                </time>
              </button>
            </li>
          ))}
        </ul>
      )}
    </BlockCard>
  );
}
