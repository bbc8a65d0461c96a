import type * as React from "react";
import { HELP_VIDEOS } from "../../domain/help-videos";
import { useT } from "../../i18n";
import { dashboardMessages } from "../../i18n/messages/dashboard";
import { BlockCard } from "./BlockCard";

export type HelpCardProps = {
  /** Where each link goes; the newcomer guide's address comes from the server (null: loading). */
  links: {
    video: (id: string) => string;
    allVideos: string;
    tutorial: string;
    manual: string;
    guide: string | null;
  };
  onNavigate: (href: string) => void;
};

/** Help videos and help documents. */
export function HelpCard({ links, onNavigate }: HelpCardProps) {
  const t = useT(dashboardMessages);
  const go = (href: string) => (e: React.MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    onNavigate(href);
  };
  return (
    <BlockCard title={t("helpTitle")} tour="learn" labelledBy="dash-help">
      <h3 className="mb-1.5 text-xs font-medium tracking-wide text-neutral-600">
        {t("videosTitle")}
      </h3>
      <ul className="grid grid-cols-2 gap-x-3">
        {HELP_VIDEOS.map((v) => (
          <li key={v.id} className="min-w-0">
            <a
              href={links.video(v.id)}
              onClick={go(links.video(v.id))}
              className="flex h-8 items-center gap-1.5 truncate text-sm text-neutral-800 hover:text-brand"
            >
              <PlayIcon />
              <span className="truncate">{t(v.key)}</span>
            </a>
          </li>
        ))}
        <li>
          <a
            href={links.allVideos}
            onClick={go(links.allVideos)}
            className="flex h-8 items-center gap-1 text-sm font-medium text-brand hover:underline"
          >
            {t("videoAll")}
            <span aria-hidden="true">›</span>
          </a>
        </li>
      </ul>
      <h3 className="mt-3 mb-1.5 text-xs font-medium tracking-wide text-neutral-600">
        {t("helpLinksTitle")}
      </h3>
      <div className="flex flex-wrap gap-2">
        <a href={links.tutorial} onClick={go(links.tutorial)} className={DOC_LINK}>
          {t("linkTutorial")}
        </a>
        <a href={links.manual} download className={DOC_LINK}>
          {t("linkManual")}
        </a>
        {links.guide ? (
          <a href={links.guide} onClick={go(links.guide)} className={DOC_LINK}>
            {t("linkGuide")}
          </a>
        ) : (
          <span aria-disabled="true" className={`${DOC_LINK} cursor-default opacity-60`}>
            {t("linkGuide")}
          </span>
        )}
      </div>
    </BlockCard>
  );
}

const DOC_LINK =
  "inline-flex h-8 items-center rounded border border-neutral-200 px-3 text-sm text-neutral-800 hover:border-brand-300 hover:text-brand";

function PlayIcon() {
  return (
    <svg viewBox="0 0 16 16" className="size-4 shrink-0 text-brand" aria-hidden="true">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
      <path d="M6.6 5.6v4.8L10.4 8z" fill="currentColor" />
    </svg>
  );
}
