import { useLocation, useSearch } from "wouter";
import { HELP_VIDEOS } from "../../domain/help-videos";
import { TutorialScreen, type TutorialTab } from "../../widgets/help/TutorialScreen";

const TABS: TutorialTab[] = ["videos", "manual", "guide"];

/** /tutorial?tab=videos|manual|guide&video=…: the tab and tutorial live in the address. */
export default function TutorialPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const q = new URLSearchParams(search);
  const tab = TABS.find((t) => t === q.get("tab")) ?? "videos";
  const video = q.get("video") ?? HELP_VIDEOS[0].id;
  const go = (next: { tab: TutorialTab; video?: string }) => {
    const params = new URLSearchParams({ tab: next.tab });
    if (next.tab === "videos") params.set("video", next.video ?? video);
    navigate(`/tutorial?${params.toString()}`, { replace: true });
  };
  return (
    <TutorialScreen
      tab={tab}
      video={video}
      manualHref="/help/user-manual.html"
      onTabChange={(t) => go({ tab: t })}
      onVideoChange={(id) => go({ tab: "videos", video: id })}
    />
  );
}
