import * as RadixDialog from "@radix-ui/react-dialog";
import * as React from "react";
import { useT } from "../../i18n";
import { shellMessages } from "../../i18n/messages/shell";
import { CloseIcon } from "../../ui/close-icon";
import { useOpenedOnce } from "../../ui/opened-once";
import { useMediaQuery } from "../../ui/use-media-query";
import type { MenuSearchProps } from "./MenuSearch";
import { Sidebar, type SidebarProps } from "./Sidebar";
import { TopBar, type TopBarProps } from "./TopBar";
import { flattenMenus } from "./types";

/** The `desk` breakpoint (tailwind.config.ts): the sidebar beside the page from here on. */
const DESK_QUERY = "(min-width: 992px)";

export type AppShellProps = {
  topBar: Omit<TopBarProps, "onOpenMobileMenu" | "onOpenSearch" | "title" | "hideBrand">;
  sidebar: Omit<SidebarProps, "onOpenSearch" | "title" | "hideBrand" | "className">;
  title: string;
  /** Private deployment: no logo, no brand name, no contact-us link. */
  privateDeployment: boolean;
  mobileMenuOpen: boolean;
  onMobileMenuOpenChange: (open: boolean) => void;
  search: Pick<MenuSearchProps, "open" | "onOpenChange" | "onChoose"> & { initialQuery?: string };
  children: React.ReactNode;
};

type SearchModule = typeof import("./MenuSearch");
let searchModule: SearchModule | null = null;

/**
 * The menu search dialog is not part of the shell's first load: it loads on first open, or
 * earlier once the browser is idle (`preloadMenuSearch`), and renders at once when loaded.
 */
export function preloadMenuSearch(): Promise<SearchModule> {
  return import("./MenuSearch").then((module) => {
    searchModule = module;
    return module;
  });
}

const LazyMenuSearch = React.lazy(async () => ({
  default: (await preloadMenuSearch()).MenuSearch,
}));

function DeferredMenuSearch(props: MenuSearchProps) {
  const Ready = searchModule?.MenuSearch;
  if (Ready) return <Ready {...props} />;
  return (
    <React.Suspense fallback={null}>
      <LazyMenuSearch {...props} />
    </React.Suspense>
  );
}

/** The application frame: sidebar (a drawer under 992 px), top bar, and the page. */
export function AppShell({
  topBar,
  sidebar,
  title,
  privateDeployment,
  mobileMenuOpen,
  onMobileMenuOpenChange,
  search,
  children,
}: AppShellProps) {
  const t = useT(shellMessages);
  const openSearch = () => search.onOpenChange(true);
  const wide = useMediaQuery(DESK_QUERY);
  // Mounted from its first opening on, so closing it still animates and keeps its state.
  const [searchUsed, setSearchUsed] = React.useState(search.open);
  const drawerOpened = useOpenedOnce(mobileMenuOpen);
  if (search.open && !searchUsed) setSearchUsed(true);
  React.useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => void preloadMenuSearch().catch(() => undefined));
  }, []);
  const sidebarProps = {
    ...sidebar,
    title,
    hideBrand: privateDeployment,
    onOpenSearch: openSearch,
  };
  return (
    <div data-slot="app-shell" className="flex min-h-dvh bg-neutral-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t("skipToContent")}
      </a>
      {/* Only on a wide screen: a phone's first frame is spared the whole menu tree it would
          hide (the drawer below draws it when opened). */}
      {wide ? (
        <aside className="sticky top-0 hidden h-dvh shrink-0 desk:block">
          <Sidebar {...sidebarProps} />
        </aside>
      ) : null}
      <RadixDialog.Root open={mobileMenuOpen} onOpenChange={onMobileMenuOpenChange}>
        {/* The drawer mounts from its first opening on (src/ui/opened-once.ts). */}
        {drawerOpened ? (
          <RadixDialog.Portal>
            <RadixDialog.Overlay className="fixed inset-0 z-40 bg-neutral-950/45 desk:hidden" />
            <RadixDialog.Content
              className="fixed inset-y-0 left-0 z-50 flex outline-none desk:hidden"
              aria-describedby={undefined}
            >
              <RadixDialog.Title className="sr-only">{t("mainNav")}</RadixDialog.Title>
              <Sidebar
                {...sidebarProps}
                onNavigate={(menu) => {
                  onMobileMenuOpenChange(false);
                  sidebar.onNavigate(menu);
                }}
                shortcutHint={false}
                className="shadow-2xl"
              />
              <RadixDialog.Close
                aria-label={t("closeMenu")}
                className="m-2 grid size-10 place-items-center rounded-full bg-white/90 text-neutral-800"
              >
                <CloseIcon />
              </RadixDialog.Close>
            </RadixDialog.Content>
          </RadixDialog.Portal>
        ) : null}
      </RadixDialog.Root>
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          {...topBar}
          title={title}
          hideBrand={privateDeployment}
          onOpenMobileMenu={() => onMobileMenuOpenChange(true)}
          onOpenSearch={openSearch}
        />
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
      {searchUsed ? (
        <DeferredMenuSearch
          open={search.open}
          onOpenChange={search.onOpenChange}
          onChoose={search.onChoose}
          items={flattenMenus(sidebar.menus)}
          initialQuery={search.initialQuery ?? ""}
        />
      ) : null}
    </div>
  );
}
