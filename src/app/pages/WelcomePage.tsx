import { useLocation } from "wouter";
import { recordMenu } from "../../api/access";
import type { MenuNode } from "../../contract/access";
import { flattenMenus, type ShellLink } from "../../widgets/shell/types";
import { type WelcomeFamily, WelcomeScreen } from "../../widgets/shell/WelcomeScreen";
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

function groupsOf(root: MenuNode): { name: string; items: ShellLink[] }[] {
  const direct = (root.children ?? []).filter(
    (c) => !c.hidden && !(c.children ?? []).length && c.path,
  );
  const nested = (root.children ?? []).filter((c) => !c.hidden && (c.children ?? []).length > 0);
  return [
    { name: root.name, items: flattenMenus(direct) },
    ...nested.map((group) => ({ name: group.name, items: flattenMenus(group.children ?? []) })),
  ].filter((g) => g.items.length > 0);
}
