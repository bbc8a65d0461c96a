import { useSetAtom, useStore } from "jotai";
import * as React from "react";
import { fetchPublishedVersion } from "../../api/access";
import { publishedVersion } from "../../domain/hrs-org";
import { readStoredToken, sessionAtom } from "../state/session";

declare const __APP_VERSION__: string;
const VERSION_CHECK_EVERY = 30_000;

/**
 * The session rules of seed 000 §4 that watch the page rather than a call:
 * - another tab changed the stored token → reload this one;
 * - on clicks (at most every 30 s) compare /version.json with this build and the organisation's
 *   release → clear token, reload;
 * - Ctrl/⌘ K opens the menu search;
 * (The reference files are a query of the shell: src/app/reference/queries.ts.)
 */
export function useShellEffects({ onSearch }: { onSearch: () => void }): void {
  const store = useStore();
  const setSession = useSetAtom(sessionAtom);

  React.useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== "access_token" && event.key !== null) return;
      if (readStoredToken() !== store.get(sessionAtom)?.token) window.location.reload();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [store]);

  React.useEffect(() => {
    let last = 0;
    const onClick = () => {
      const now = Date.now();
      if (now - last < VERSION_CHECK_EVERY || typeof __APP_VERSION__ === "undefined") return;
      last = now;
      const user = store.get(sessionAtom)?.user;
      void fetchPublishedVersion(user?.orgId).then((published) => {
        // The build's version with the organisation's release (/hrs_version) as this page knows it.
        if (published && published !== publishedVersion(__APP_VERSION__, user?.orgRelease ?? 0)) {
          setSession(null);
          window.location.reload();
        }
      });
    };
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, [setSession, store]);

  React.useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        onSearch();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onSearch]);
}
