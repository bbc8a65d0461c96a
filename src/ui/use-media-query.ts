import * as React from "react";

const lists = new Map<string, MediaQueryList>();

function listFor(query: string): MediaQueryList | null {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return null;
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether a media query matches now, following its changes. Right in the first render (the
 * query is read synchronously), so a part drawn only on wide screens is never drawn, then
 * removed, on a narrow one. Without matchMedia (some test DOMs) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = React.useCallback(
    (notify: () => void) => {
      const list = listFor(query);
      list?.addEventListener("change", notify);
      return () => list?.removeEventListener("change", notify);
    },
    [query],
  );
  return React.useSyncExternalStore(
    subscribe,
    () => listFor(query)?.matches ?? fallback,
    () => fallback,
  );
}
