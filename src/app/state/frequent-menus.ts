import { atom } from "jotai";
import { startTransition } from "react";
import { fetchHotMenus } from "../../api/dashboard";
import type { HotMenuRecord } from "../../domain/hot-menu";

/**
 * The caller's hot menus (GET /hrs/userAccessRecord/getUserAccessRecordList): the sidebar's
 * 'my frequent menus' and the dashboard's first six both read this one atom, so a save in the
 * dialog shows everywhere at once. null until loaded; "error" when the load failed.
 */
export const frequentMenusAtom = atom<HotMenuRecord[] | null | "error">(null);

/**
 * Loads the list. The shell passes `fresh` once per user and organisation (the list starts over
 * as loading) unless it showed the cached list; a retry or a refresh keeps what is shown until
 * the answer comes.
 */
export const loadFrequentMenusAtom = atom(null, async (get, set, options?: { fresh?: boolean }) => {
  if (options?.fresh) set(frequentMenusAtom, null);
  try {
    const list = await fetchHotMenus();
    // The same list as shown (the cached one, most loads) changes nothing: no render at all.
    const shown = get(frequentMenusAtom);
    if (Array.isArray(shown) && JSON.stringify(shown) === JSON.stringify(list)) return;
    // With the menus, this completes the shell's first render: a transition, rendered in slices.
    startTransition(() => set(frequentMenusAtom, list));
  } catch {
    // A list already shown (the previous load's, from the shell's cache) stays; the client has
    // said why the refresh failed.
    if (options?.fresh || !Array.isArray(get(frequentMenusAtom))) set(frequentMenusAtom, "error");
  }
});

/** The hot-menu settings dialog, opened from the sidebar's gear and the dashboard's. */
export const hotMenuDialogOpenAtom = atom(false);
