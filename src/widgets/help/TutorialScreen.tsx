import type * as React from "react";
import { HELP_VIDEOS } from "../../domain/help-videos";
import { useT } from "../../i18n";
import { helpMessages } from "../../i18n/messages/help";
import { cn } from "../../ui/cn";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs";

export type TutorialTab = "videos" | "manual" | "guide";
export type TutorialScreenProps = {
  tab: TutorialTab;
  /** The tutorial shown in the videos tab (a HELP_VIDEOS id). */
  video: string;
  manualHref: string;
  onTabChange: (tab: TutorialTab) => void;
  onVideoChange: (id: string) => void;
};

type VideoKey = (typeof HELP_VIDEOS)[number]["id"];

/** /tutorial: the video tutorials (written steps until a deployment adds video files), the manual, the guide. */
export function TutorialScreen({
  tab,
  video,
  manualHref,
  onTabChange,
  onVideoChange,
}: TutorialScreenProps) {
  const t = useT(helpMessages);
  const current = (HELP_VIDEOS.find((v) => v.id === video)?.id ?? HELP_VIDEOS[0].id) as VideoKey;
  const k = (suffix: string) => `${current}.${suffix}` as Parameters<typeof t>[0];
  return (
    <div
      data-slot="tutorial-screen"
      className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-5 sm:px-6"
    >
      <h1 className="text-xl font-semibold text-neutral-900">{t("tutorialTitle")}</h1>
      <Tabs value={tab} onValueChange={(v) => onTabChange(v as TutorialTab)}>
        <TabsList>
          <TabsTrigger value="videos">{t("tabVideos")}</TabsTrigger>
          <TabsTrigger value="manual">{t("tabManual")}</TabsTrigger>
          <TabsTrigger value="guide">{t("tabGuide")}</TabsTrigger>
        </TabsList>
        <TabsContent value="videos">
          <div className="grid gap-4 md:grid-cols-[220px_1fr]">
            <nav
              aria-label={t("videosNav")}
              className="rounded-md border border-neutral-200 bg-white p-2"
            >
              <ul className="flex flex-col gap-0.5">
                {HELP_VIDEOS.map((v) => (
                  <li key={v.id}>
                    <button
                      type="button"
                      aria-current={v.id === current ? "true" : undefined}
                      onClick={() => onVideoChange(v.id)}
                      className={cn(
                        "flex h-9 w-full items-center rounded px-3 text-left text-sm",
                        v.id === current
                          ? "bg-brand-50 font-medium text-brand"
                          : "text-neutral-800 hover:bg-neutral-50",
                      )}
                    >
                      {t(`${v.id}.title` as Parameters<typeof t>[0])}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            <article className="rounded-md border border-neutral-200 bg-white p-5">
              <h2 className="text-lg font-semibold text-neutral-900">{t(k("title"))}</h2>
              <p className="mt-1 text-sm text-neutral-700">{t(k("summary"))}</p>
              <div className="mt-4 grid aspect-video max-h-72 w-full place-items-center rounded-md bg-gradient-to-br from-brand-800 to-brand text-white">
                <div className="flex max-w-sm flex-col items-center gap-3 px-6 text-center">
                  <svg viewBox="0 0 40 40" className="size-12 opacity-80" aria-hidden="true">
                    <circle
                      cx="20"
                      cy="20"
                      r="18"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                    />
                    <path d="M16 13v14l11-7z" fill="currentColor" />
                  </svg>
                  <p className="text-sm text-white/90">{t("videoNoFile")}</p>
                </div>
              </div>
              <h3 className="mt-5 text-sm font-semibold text-neutral-900">{t("stepsTitle")}</h3>
              <Steps items={[t(k("s1")), t(k("s2")), t(k("s3"))]} />
            </article>
          </div>
        </TabsContent>
        <TabsContent value="manual">
          <article className="rounded-md border border-neutral-200 bg-white p-5">
            <h2 className="text-lg font-semibold text-neutral-900">{t("manualTitle")}</h2>
            <p className="mt-1 text-sm text-neutral-700">{t("manualBody")}</p>
            <h3 className="mt-4 text-sm font-semibold text-neutral-900">{t("manualContents")}</h3>
            <Steps
              items={[t("manualC1"), t("manualC2"), t("manualC3"), t("manualC4"), t("manualC5")]}
            />
            <div className="mt-5 flex flex-wrap gap-2">
              <a href={manualHref} target="_blank" rel="noopener" className={LINK_PRIMARY}>
                {t("manualOpen")}
              </a>
              <a href={manualHref} download className={LINK_OUTLINE}>
                {t("manualDownload")}
              </a>
            </div>
          </article>
        </TabsContent>
        <TabsContent value="guide">
          <article className="rounded-md border border-neutral-200 bg-white p-5">
            <h2 className="text-lg font-semibold text-neutral-900">{t("guideTitle")}</h2>
            <p className="mt-1 text-sm text-neutral-700">{t("guideBody")}</p>
            <Steps items={[t("guideS1"), t("guideS2"), t("guideS3"), t("guideS4")]} />
          </article>
        </TabsContent>
      </Tabs>
    </div>
  );
}

const LINK_PRIMARY =
  "inline-flex h-9 items-center rounded bg-brand px-4 text-sm font-medium text-white hover:bg-brand-700";
const LINK_OUTLINE =
  "inline-flex h-9 items-center rounded border border-neutral-300 bg-white px-4 text-sm font-medium text-neutral-800 hover:border-brand hover:text-brand";

function Steps({ items }: { items: React.ReactNode[] }) {
  return (
    <ol className="mt-2 flex flex-col gap-2">
      {items.map((item, i) => (
        <li key={i} className="flex gap-3 text-sm text-neutral-800">
          <span className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-50 text-xs font-semibold text-brand">
            {i + 1}
          </span>
          <span className="pt-0.5">{item}</span>
        </li>
      ))}
    </ol>
  );
}
