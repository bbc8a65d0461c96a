/** A menu as the shell draws it (structurally the server's MenuNode). */
export type ShellMenu = {
  id: number;
  name: string;
  path: string | null;
  hidden?: boolean;
  children?: ShellMenu[];
};

export type ShellLink = { id: number; name: string; path: string };

export const isExternal = (path: string | null | undefined): boolean =>
  /^https?:\/\//.test(path ?? "");

/** Visible leaves with a path, in tree order: the search index and the hot-menu candidates. */
export function flattenMenus(
  menus: ShellMenu[],
  trail: string[] = [],
): (ShellLink & { trail: string[] })[] {
  const out: (ShellLink & { trail: string[] })[] = [];
  for (const menu of menus) {
    if (menu.hidden) continue;
    const children = (menu.children ?? []).filter((c) => !c.hidden);
    if (children.length > 0) out.push(...flattenMenus(children, [...trail, menu.name]));
    else if (menu.path) out.push({ id: menu.id, name: menu.name, path: menu.path, trail });
  }
  return out;
}

export function findMenuByPath<T extends ShellMenu>(menus: T[], path: string): T | undefined {
  for (const menu of menus) {
    if (menu.path === path) return menu;
    const found = findMenuByPath((menu.children ?? []) as T[], path);
    if (found) return found;
  }
  return undefined;
}
