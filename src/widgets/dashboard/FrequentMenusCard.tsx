import { useT } from "../../i18n";
import { dashboardMessages } from "../../i18n/messages/dashboard";
import { Button } from "../../ui/button";
import { GearIcon } from "../../ui/gear-icon";
import type { Loadable } from "../../ui/loadable";
import { BlockCard, BlockError, SkeletonLines } from "./BlockCard";

export type FrequentMenu = { id: number; name: string; path: string };

export type FrequentMenusCardProps = {
  menus: Loadable<FrequentMenu[]>;
  /** Absent for a booking-only tenant: the hot-menu editor is hidden. */
  onOpenSettings?: (() => void) | undefined;
  onOpen: (menu: FrequentMenu) => void;
  onRetry?: () => void;
};

/** The first six hot menus, with the settings icon that opens the hot-menu dialog. */
export function FrequentMenusCard({
  menus,
  onOpenSettings,
  onOpen,
  onRetry,
}: FrequentMenusCardProps) {
  const t = useT(dashboardMessages);
  return (
    <BlockCard
      title={t("frequentTitle")}
      labelledBy="dash-frequent"
      actions={
        onOpenSettings ? (
          <button
            type="button"
            onClick={onOpenSettings}
            aria-label={t("frequentSettings")}
            className="grid size-8 place-items-center rounded text-neutral-600 hover:bg-neutral-100 hover:text-brand"
          >
            <GearIcon />
          </button>
        ) : null
      }
    >
      {menus.status === "loading" ? (
        <div className="grid grid-cols-2 gap-2">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="h-10 animate-pulse rounded bg-neutral-100" />
          ))}
          <SkeletonLines rows={0} className="sr-only" />
        </div>
      ) : menus.status === "error" ? (
        <BlockError message={t("failFrequent")} onRetry={onRetry} />
      ) : menus.data.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 py-3 text-center">
          <p className="text-sm font-medium text-neutral-800">{t("frequentEmpty")}</p>
          <p className="text-xs text-neutral-600">{t("frequentEmptyHint")}</p>
          {onOpenSettings ? (
            <Button variant="secondary" size="sm" onClick={onOpenSettings} className="mt-1">
              {t("frequentAdd")}
            </Button>
          ) : null}
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-2">
          {menus.data.slice(0, 6).map((menu) => (
            <li key={menu.id} className="min-w-0">
              <a
                href={menu.path}
                onClick={(e) => {
                  if (e.metaKey || e.ctrlKey || e.shiftKey) return;
                  e.preventDefault();
                  onOpen(menu);
                }}
                title={menu.name}
                className="flex h-full min-h-10 items-center gap-2 rounded border border-neutral-200 px-3 py-1.5 text-sm text-neutral-800 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand"
              >
                <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-brand" />
                {/* Two lines before an ellipsis: English names ("Air export orders") are wider
                    than half the card and were cut after a few letters. */}
                <span className="line-clamp-2 min-w-0 break-words">{menu.name}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </BlockCard>
  );
}
