import { useAtomValue } from "jotai";
import * as React from "react";
import { Redirect, Route, Switch, useLocation, useSearch } from "wouter";
import { LangProvider } from "../i18n";
import { Spinner } from "../ui/spinner";
import NotFoundPage from "./pages/NotFoundPage";
import { HOME_PATH, LOGIN_PATH, ROUTES, type RouteDef } from "./routes";
import { languageAtom } from "./state/language";
import { sessionAtom } from "./state/session";

const PAGES = new Map(ROUTES.map((route) => [route.path, React.lazy(route.page)]));

function PageFallback() {
  return (
    <div className="grid min-h-dvh place-items-center text-brand" role="status" aria-live="polite">
      <Spinner className="size-6" label="加载中" />
    </div>
  );
}

function Guarded({ route }: { route: RouteDef }) {
  const session = useAtomValue(sessionAtom);
  const [location] = useLocation();
  const search = useSearch();
  const Page = PAGES.get(route.path);
  if (!Page) return <NotFoundPage />;
  if (route.access !== "public" && !session) {
    const wanted = search ? `${location}?${search}` : location;
    return <Redirect to={`${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  return <Page />;
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

export function App() {
  return (
    <LanguageProvider>
      <ScrollToTop />
      <React.Suspense fallback={<PageFallback />}>
        <Switch>
          <Route path="/">
            <Redirect to={HOME_PATH} replace />
          </Route>
          {ROUTES.map((route) => (
            <Route key={route.path} path={route.path}>
              <Guarded route={route} />
            </Route>
          ))}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </React.Suspense>
    </LanguageProvider>
  );
}
