import { atom } from "jotai";

/** The hot-menu settings dialog, opened from the sidebar's gear and the dashboard's. */
export const hotMenuDialogOpenAtom = atom(false);
