import { atom } from "jotai";
import { fetchHotMenus } from "../../api/dashboard";
import type { HotMenuRecord } from "../../domain/hot-menu";

/**
 * The caller's hot menus (GET /hrs/userAccessRecord/getUserAccessRecordList): the sidebar's
 * 'my frequent menus' and the dashboard's first six both read this one atom, so a save in the
 * dialog shows everywhere at once. null until loaded; "error" when the load failed.
 */
export const frequentMenusAtom = atom<HotMenuRecord[] | null | "error">(null);

/** (Re)loads the list; the shell calls it once per session, the dashboard's retry again. */
export const loadFrequentMenusAtom = atom(null, async (_get, set) => {
  set(frequentMenusAtom, null);
  try {
    set(frequentMenusAtom, await fetchHotMenus());
  } catch {
    set(frequentMenusAtom, "error");
  }
});

/** The hot-menu settings dialog, opened from the sidebar's gear and the dashboard's. */
export const hotMenuDialogOpenAtom = atom(false);
