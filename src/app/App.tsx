import * as React from "react";
import { LangProvider } from "../i18n";
import { pageElement } from "./lazy-pages";
import { Redirect, useLocation, useSearch } from "./location";
import { HOME_PATH, LOGIN_PATH } from "./paths";
import { publicPage } from "./public-routes";
import { languageAtom, languageOverridesAtom } from "./state/language";
import { sessionAtom } from "./state/session";
import { useAtomValue } from "./state/use-atom";

type ShellModule = typeof import("./shell/ShellLayout");
let shellModule: ShellModule | null = null;

/** The shell (top bar, sidebar, dialogs) loads only for signed-in pages, never on /login. */
export function preloadShell(): Promise<ShellModule> {
  // With the first page's code too: the shell and its page draw in one frame.
  return import("./shell/ShellLayout").then((module) =>
    module.firstPage.then(() => {
      shellModule = module;
      return module;
    }),
  );
}

const LazyShellLayout = React.lazy(preloadShell);

function ShellLayout() {
  const Ready = shellModule?.default;
  return Ready ? <Ready /> : <LazyShellLayout />;
}

export function PageFallback() {
  return (
    <div className="grid min-h-dvh place-items-center" role="status" aria-live="polite">
      {/* CSS only: the first load should not wait for a component to show it is loading. */}
      <span className="size-6 animate-spin rounded-full border-[3px] border-brand-100 border-t-brand" />
      <span className="sr-only">加载中</span>
    </div>
  );
}

function ScrollToTop() {
  const [location] = useLocation();
  React.useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function LanguageProvider({ children }: { children: React.ReactNode }) {
  const lang = useAtomValue(languageAtom);
  const overrides = useAtomValue(languageOverridesAtom);
  React.useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <LangProvider lang={lang} overrides={overrides}>
      {children}
    </LangProvider>
  );
}

function Resolve() {
  const [location] = useLocation();
  const search = useSearch();
  const session = useAtomValue(sessionAtom);
  if (location === "/") return <Redirect to={HOME_PATH} replace />;
  const page = publicPage(location);
  if (page) {
    return pageElement(page);
  }
  if (!session) {
    // Anything else needs a login first; the shell then resolves it (page, unPermission, 404).
    const wanted = search ? `${location}?${search}` : location;
    return <Redirect to={`${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  return <ShellLayout />;
}

export function App() {
  return (
    <LanguageProvider>
      <ScrollToTop />
      <React.Suspense fallback={<PageFallback />}>
        <Resolve />
      </React.Suspense>
    </LanguageProvider>
  );
}
