import * as React from "react";
import type { PageLoader } from "./public-routes";

const cache = new Map<PageLoader, React.LazyExoticComponent<React.ComponentType>>();

/** One lazy component per page module, shared by every route that shows it. */
export function lazyPage(page: PageLoader): React.LazyExoticComponent<React.ComponentType> {
  let component = cache.get(page);
  if (!component) {
    component = React.lazy(page);
    cache.set(page, component);
  }
  return component;
}
