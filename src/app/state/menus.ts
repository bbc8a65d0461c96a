import { atom } from "jotai";
import type { MenuNode } from "../../api/access";

/** The caller's permitted menu tree; null until loaded for this session. */
export const menusAtom = atom<MenuNode[] | null>(null);

function collect(nodes: MenuNode[], into: Set<string>): Set<string> {
  for (const node of nodes) {
    if (node.path) into.add(node.path);
    collect(node.children ?? [], into);
  }
  return into;
}

/** Every path the caller may open, from the tree (parents included). */
export const permittedPathsAtom = atom((get) => {
  const menus = get(menusAtom);
  return menus ? collect(menus, new Set()) : null;
});
