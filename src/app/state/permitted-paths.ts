import { atom } from "jotai";
import type { MenuNode } from "../../api/access";
import { menusAtom } from "./menus";

// Its own file, apart from menusAtom: the entry (main.tsx) needs only that one, and a module
// of the first load travels whole in the login page's chunk.

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
