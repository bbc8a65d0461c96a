import { useLocation } from "wouter";
import { recordMenu } from "../../api/access";
import type { MenuNode } from "../../contract/access";
import { pageModuleFor } from "../../contract/pages";
import { flattenMenus, isExternal, type ShellLink } from "../../widgets/shell/types";
import {
  type WelcomeFamily,
  type WelcomeItem,
  WelcomeScreen,
} from "../../widgets/shell/WelcomeScreen";
import { useMenus } from "../queries/shell";
import { WELCOME_PATHS } from "../route-list";

/** A sub-system's welcome page: the permitted menus under that family's top-level node. */
export default function WelcomePage() {
  const [location, navigate] = useLocation();
  const menus = useMenus().data ?? [];
  const family = (Object.entries(WELCOME_PATHS).find(([, path]) => path === location)?.[0] ??
    "af") as WelcomeFamily;
  const root = menus.find((m) => m.path === location);
  const groups = root ? groupsOf(root) : [];
  const open = (item: ShellLink) => {
    void recordMenu(item).catch(() => undefined);
    navigate(item.path);
  };
  return <WelcomeScreen family={family} groups={groups} onNavigate={open} />;
}

/**
 * Whether a menu's page works: a link out, or a path with a built page (src/contract/pages.ts,
 * which the route table builds from; the rest show 功能暂未开放).
 */
function isOpen(item: ShellLink): boolean {
  if (isExternal(item.path)) return true;
  const page = pageModuleFor(item.path);
  return page !== undefined && page !== "UnDevelopPage";
}

function groupsOf(root: MenuNode): { name: string; items: WelcomeItem[] }[] {
  const direct = (root.children ?? []).filter(
    (c) => !c.hidden && !(c.children ?? []).length && c.path,
  );
  const nested = (root.children ?? []).filter((c) => !c.hidden && (c.children ?? []).length > 0);
  const items = (menus: MenuNode[]) => flattenMenus(menus).map((m) => ({ ...m, open: isOpen(m) }));
  return [
    { name: root.name, items: items(direct) },
    ...nested.map((group) => ({ name: group.name, items: items(group.children ?? []) })),
  ].filter((g) => g.items.length > 0);
}
