import { useAtomValue } from "jotai";
import * as React from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { LangProvider } from "../i18n";
import { Spinner } from "../ui/spinner";
import { lazyPage } from "./lazy-pages";
import NotFoundPage from "./pages/NotFoundPage";
import { findRoute, GROUP_REDIRECTS, HOME_PATH, LOGIN_PATH } from "./routes";
import { languageAtom } from "./state/language";
import { sessionAtom } from "./state/session";

/** The shell (top bar, sidebar, dialogs) loads only for signed-in pages, never on /login. */
const ShellLayout = React.lazy(() => import("./shell/ShellLayout"));

export function PageFallback() {
  return (
    <div className="grid min-h-dvh place-items-center text-brand" role="status" aria-live="polite">
      <Spinner className="size-6" label="加载中" />
    </div>
  );
}

function ScrollToTop() {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design
  React.useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

function LanguageProvider({ children }: { children: React.ReactNode }) {
  const lang = useAtomValue(languageAtom);
  React.useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return <LangProvider lang={lang}>{children}</LangProvider>;
}

function Resolve() {
  const [location] = useLocation();
  const search = useSearch();
  const session = useAtomValue(sessionAtom);
  if (location === "/") return <Redirect to={HOME_PATH} replace />;
  const groupTarget = GROUP_REDIRECTS[location];
  if (groupTarget) return <Redirect to={groupTarget} replace />;

  const route = findRoute(location);
  if (route?.access === "public") {
    const Page = lazyPage(route.page);
    return <Page />;
  }
  if (!session) {
    if (!route) return <NotFoundPage />;
    const wanted = search ? `${location}?${search}` : location;
    return <Redirect to={`${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  return <ShellLayout route={route} />;
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
