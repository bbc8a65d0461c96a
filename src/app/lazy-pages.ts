import * as React from "react";
import type { PageLoader } from "./public-routes";

const lazies = new Map<PageLoader, React.LazyExoticComponent<React.ComponentType>>();
const loaded = new Map<PageLoader, React.ComponentType>();

/** Starts loading a page's code; once it is in, the page renders without suspending. */
export function preloadPage(page: PageLoader): ReturnType<PageLoader> {
  return page().then((module) => {
    loaded.set(page, module.default);
    return module;
  });
}

/**
 * One page element per page module. A page whose code is already here renders at once: a lazy
 * component would still suspend for a tick, and React then holds the revealed page back for a
 * moment (its fallback throttle), which a preloaded page should not pay.
 */
export function pageElement(page: PageLoader): React.ReactElement {
  const Ready = loaded.get(page);
  if (Ready) return React.createElement(Ready);
  let Lazy = lazies.get(page);
  if (!Lazy) {
    Lazy = React.lazy(() => preloadPage(page));
    lazies.set(page, Lazy);
  }
  return React.createElement(Lazy);
}

/** For pages bundled with their caller (the login page): known loaded from the start. */
export function registerLoadedPage(page: PageLoader, component: React.ComponentType): void {
  loaded.set(page, component);
}
