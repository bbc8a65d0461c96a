import * as React from "react";
import { navigate, useBrowserLocation, useSearch } from "wouter/use-browser-location";

/**
 * The first load (the login page and the app's entry) routes with wouter's browser-location
 * hooks alone; wouter's router (path patterns, `<Route>`, `<Switch>`) loads with the signed-in
 * shell. Both read the same location store, so they always agree.
 */
export { navigate, useSearch };
export const useLocation = useBrowserLocation;

/** Navigates once, when mounted, like wouter's `<Redirect>`. */
export function Redirect({ to, replace = false }: { to: string; replace?: boolean }) {
  React.useLayoutEffect(() => {
    navigate(to, { replace });
  }, []);
  return null;
}
