import { atom } from "jotai";
import type { MenuNode } from "../../api/access";

/** The caller's permitted menu tree; null until loaded for this session. */
export const menusAtom = atom<MenuNode[] | null>(null);
