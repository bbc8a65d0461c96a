import * as React from "react";
import { Redirect } from "wouter";
import { useT } from "../../i18n";
import { commonMessages } from "../../i18n/messages/common";
import { lazyDefault } from "../../ui/lazy";
import { Spinner } from "../../ui/spinner";
import { StatusScreen } from "../../widgets/status/StatusScreen";
import { LoadBoundary } from "../LoadBoundary";
import NotFoundPage from "../pages/NotFoundPage";
import { usePermittedPaths } from "../queries/shell";
import { findRoute } from "../routes";

const UnDevelopPage = lazyDefault(() => import("../pages/UnDevelopPage"), {
  name: "UnDevelopPage",
});

/**
 * The first page's code, asked for with the shell's: App hands the shell over once both are in,
 * so the shell and its page draw in one frame. On a full load the server has already named
 * that code in the page's <head> (server/http/preload.ts).
 */
export function preloadFirstPage(): Promise<unknown> {
  const first = findRoute(window.location.pathname);
  return first ? first.page.preload().catch(() => undefined) : Promise.resolve();
}

/**
 * The page for the location, by the route table: a page for any signed-in user draws at once; a
 * permission route waits for the menus, and one the menus do not grant goes
 * to /unPermission; a path the server grants but no page describes yet shows the unDevelop page;
 * anything else is not found. The guard is a convenience: the server checks every call.
 */
export function PageOutlet({ location }: { location: string }) {
  const t = useT(commonMessages);
  const permitted = usePermittedPaths();
  const route = findRoute(location);
  let Page: React.ComponentType;
  if (route?.access === "auth") {
    // Any signed-in user may open it: it draws with the shell, not after the menus' answer.
    Page = route.page;
  } else if (!permitted) {
    return <PageSpinner label={t("loading")} />;
  } else if (!route) {
    Page = permitted.has(location) ? UnDevelopPage : NotFoundPage;
  } else if (route.access === "permission" && !permitted.has(route.path)) {
    return <Redirect to="/unPermission" replace />;
  } else {
    Page = route.page;
  }
  return (
    <LoadBoundary resetKey={location}>
      <React.Suspense fallback={<PageSpinner label={t("loading")} />}>
        <MemoPage page={Page} />
      </React.Suspense>
    </LoadBoundary>
  );
}

/** Memoised: the shell's own updates (counters, organisations…) do not re-render the page. */
const MemoPage = React.memo(function MemoPage({ page: Page }: { page: React.ComponentType }) {
  return <Page />;
});

/** The shell's data failed (not a 401, which signs out): say so, and let the user retry. */
PageOutlet.LoadFailed = function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT(commonMessages);
  return <StatusScreen title={t("loadFailed")} actionLabel={t("retry")} onAction={onRetry} />;
};

export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="grid min-h-[50dvh] place-items-center text-brand" role="status">
      <Spinner className="size-6" label={label} />
    </div>
  );
}
