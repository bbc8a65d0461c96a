import { useAtomValue } from "jotai";
import * as React from "react";
import { lazyComponent, lazyModule } from "../ui/lazy";
import { LanguageProvider } from "./LanguageProvider";
import { LoadBoundary } from "./LoadBoundary";
import { Redirect, useLocation, useSearch } from "./location";
import { PageFallback } from "./PageFallback";
import { HOME_PATH, loginHref } from "./paths";
import { publicPage } from "./public-routes";
import { sessionAtom } from "./state/session";

/**
 * The shell (top bar, sidebar, dialogs) loads only for signed-in pages, never on /login; with it,
 * the first page's code, so the shell and its page draw in one frame.
 */
export const shellModule = lazyModule(() =>
  import("./shell/ShellLayout").then(async (module) => {
    await module.preloadFirstPage();
    return module;
  }),
);
const ShellLayout = lazyComponent(shellModule, (m) => m.default, { name: "ShellLayout" });

function ScrollToTop() {
  const [location] = useLocation();
  React.useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

function Resolve() {
  const [location] = useLocation();
  const search = useSearch();
  const session = useAtomValue(sessionAtom);
  if (location === "/") return <Redirect to={HOME_PATH} replace />;
  const Page = publicPage(location);
  if (Page) return <Page />;
  // Anything else needs a login first; the shell then resolves it (page, unPermission, 404).
  if (!session) return <Redirect to={loginHref(location, search)} replace />;
  return <ShellLayout />;
}

export function App() {
  return (
    <LanguageProvider>
      <ScrollToTop />
      <LoadBoundary>
        <React.Suspense fallback={<PageFallback />}>
          <Resolve />
        </React.Suspense>
      </LoadBoundary>
    </LanguageProvider>
  );
}
