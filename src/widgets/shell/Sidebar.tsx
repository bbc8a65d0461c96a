import { useT } from "../../i18n";
import { shellMessages } from "../../i18n/messages/shell";
import { BrandMark } from "../../ui/brand-mark";
import { cn } from "../../ui/cn";
import { GearIcon } from "../../ui/gear-icon";
import { MenuTree } from "./MenuTree";
import type { ShellLink, ShellMenu } from "./types";

export type SidebarProps = {
  title: string;
  hideBrand: boolean;
  menus: ShellMenu[];
  frequent: ShellLink[];
  activePath: string;
  onNavigate: (menu: ShellMenu & { path: string }) => void;
  /** Absent when the tenant cannot edit hot menus (booking-only version). */
  onOpenHotMenu?: (() => void) | undefined;
  onOpenSearch: () => void;
  /**
   * Show the search's keyboard shortcut (Ctrl K). Not in the phone drawer, where there is no
   * keyboard to press it with (issue 35).
   */
  shortcutHint?: boolean;
  /** While the menus load: placeholders where the menus will be (not yet a navigation). */
  loading?: boolean;
  className?: string;
};

export function Sidebar({
  title,
  hideBrand,
  shortcutHint = true,
  menus,
  frequent,
  activePath,
  onNavigate,
  onOpenHotMenu,
  onOpenSearch,
  loading = false,
  className,
}: SidebarProps) {
  const t = useT(shellMessages);
  return (
    <div
      data-slot="sidebar"
      className={cn("flex h-full w-60 flex-col bg-brand-900 text-white", className)}
    >
      {/* A private deployment shows no brand, and no empty row where it was (issue 24): the
          search starts at the top. */}
      {hideBrand ? null : (
        <div className="flex h-14 shrink-0 items-center gap-2.5 px-4">
          <BrandMark inverted className="size-7" />
          <span className="truncate font-semibold tracking-wide">{title}</span>
        </div>
      )}
      <div className={cn("px-3 pb-2", hideBrand && "pt-3")}>
        <button
          type="button"
          onClick={onOpenSearch}
          className="flex h-9 w-full items-center gap-2 rounded bg-white/10 px-3 text-sm text-white/80 transition-colors hover:bg-white/15"
        >
          <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
            <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path
              d="M10.5 10.5L14 14"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
            />
          </svg>
          <span className="flex-1 text-left">{t("searchMenus")}</span>
          {shortcutHint ? (
            <kbd className="rounded border border-white/25 px-1 font-sans text-[11px] text-white/75">
              Ctrl K
            </kbd>
          ) : null}
        </button>
      </div>
      {loading ? (
        <div className="flex min-h-0 flex-1 flex-col gap-2 px-6 pt-3" aria-hidden="true">
          {[64, 48, 56, 40, 52, 44].map((width, index) => (
            <span
              key={`${width}-${index}`}
              className="h-4 animate-pulse rounded bg-white/10"
              style={{ width: `${width}%` }}
            />
          ))}
        </div>
      ) : (
        <nav aria-label={t("mainNav")} className="min-h-0 flex-1 overflow-y-auto px-3 pb-6">
          <section
            aria-labelledby="frequent-heading"
            className="mb-3 border-b border-white/10 pb-3"
          >
            <div className="flex h-8 items-center justify-between pl-3">
              <h2 id="frequent-heading" className="text-xs font-medium tracking-wide text-white/75">
                {t("frequentMenus")}
              </h2>
              {onOpenHotMenu ? (
                <button
                  type="button"
                  onClick={onOpenHotMenu}
                  aria-label={t("hotMenuSettings")}
                  className="grid size-7 place-items-center rounded text-white/75 hover:bg-white/10 hover:text-white"
                >
                  <GearIcon />
                </button>
              ) : null}
            </div>
            {frequent.length === 0 ? (
              <p className="px-3 py-1 text-xs text-white/70">
                {t(onOpenHotMenu ? "frequentEmpty" : "frequentEmptyNoEditor")}
              </p>
            ) : (
              <ul className="flex flex-col gap-0.5">
                {frequent.map((link) => (
                  <li key={link.id}>
                    <a
                      href={link.path}
                      aria-current={link.path === activePath ? "page" : undefined}
                      onClick={(event) => {
                        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                        event.preventDefault();
                        onNavigate(link);
                      }}
                      className={cn(
                        "flex h-8 items-center gap-2 rounded px-3 text-sm",
                        link.path === activePath
                          ? "bg-white font-medium text-brand"
                          : "text-white/85 hover:bg-white/10",
                      )}
                    >
                      <span
                        aria-hidden="true"
                        className="size-1.5 rounded-full bg-current opacity-60"
                      />
                      <span className="truncate">{link.name}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <MenuTree
            menus={menus}
            activePath={activePath}
            onNavigate={onNavigate}
            externalLabel={t("externalLink")}
          />
        </nav>
      )}
    </div>
  );
}
