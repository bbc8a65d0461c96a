import * as React from "react";
import { cn } from "../../ui/cn";
import { isExternal, type ShellMenu } from "./types";

export type MenuTreeProps = {
  menus: ShellMenu[];
  activePath: string;
  onNavigate: (menu: ShellMenu & { path: string }) => void;
  externalLabel: string;
};

function containsPath(menu: ShellMenu, path: string): boolean {
  return menu.path === path || (menu.children ?? []).some((c) => containsPath(c, path));
}

/** The permitted route tree. One top-level submenu is open at a time; the active one starts open. */
export function MenuTree({ menus, activePath, onNavigate, externalLabel }: MenuTreeProps) {
  const visible = menus.filter((m) => !m.hidden);
  const [openId, setOpenId] = React.useState<number | null>(
    () => visible.find((m) => containsPath(m, activePath))?.id ?? null,
  );
  return (
    <ul data-slot="menu-tree" className="flex flex-col gap-0.5">
      {visible.map((menu) => (
        <MenuItem
          key={menu.id}
          menu={menu}
          depth={0}
          activePath={activePath}
          onNavigate={onNavigate}
          externalLabel={externalLabel}
          open={openId === menu.id}
          onToggle={() => setOpenId((id) => (id === menu.id ? null : menu.id))}
        />
      ))}
    </ul>
  );
}

type MenuItemProps = Omit<MenuTreeProps, "menus"> & {
  menu: ShellMenu;
  depth: number;
  open: boolean;
  onToggle: () => void;
};

function MenuItem({
  menu,
  depth,
  activePath,
  onNavigate,
  externalLabel,
  open,
  onToggle,
}: MenuItemProps) {
  const children = (menu.children ?? []).filter((c) => !c.hidden);
  const pad = { paddingLeft: `${12 + depth * 14}px` };
  const [nestedOpen, setNestedOpen] = React.useState<number | null>(
    () => children.find((c) => containsPath(c, activePath))?.id ?? null,
  );
  if (children.length > 0) {
    const active = containsPath(menu, activePath);
    const panelId = `menu-panel-${menu.id}`;
    return (
      <li>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          style={pad}
          className={cn(
            "flex h-10 w-full items-center gap-2 rounded pr-2 text-left text-sm transition-colors hover:bg-white/10",
            depth === 0 ? "font-medium" : "",
            active ? "text-white" : "text-white/80",
          )}
        >
          <span className="min-w-0 flex-1 truncate">{menu.name}</span>
          <svg
            viewBox="0 0 16 16"
            className={cn("size-3.5 shrink-0 transition-transform", open && "rotate-90")}
            aria-hidden="true"
          >
            <path
              d="M6 4l4 4-4 4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          </svg>
        </button>
        {open ? (
          <ul id={panelId} className="flex flex-col gap-0.5 pb-1">
            {children.map((child) => (
              <MenuItem
                key={child.id}
                menu={child}
                depth={depth + 1}
                activePath={activePath}
                onNavigate={onNavigate}
                externalLabel={externalLabel}
                open={nestedOpen === child.id}
                onToggle={() => setNestedOpen((id) => (id === child.id ? null : child.id))}
              />
            ))}
          </ul>
        ) : null}
      </li>
    );
  }
  if (!menu.path) return null;
  const path = menu.path;
  const active = path === activePath;
  const external = isExternal(path);
  return (
    <li>
      <a
        href={path}
        target={external ? "_blank" : undefined}
        rel={external ? "noopener noreferrer" : undefined}
        aria-current={active ? "page" : undefined}
        onClick={(event) => {
          if (external || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
            return;
          event.preventDefault();
          onNavigate({ ...menu, path });
        }}
        style={pad}
        className={cn(
          "flex h-9 items-center gap-2 rounded pr-2 text-sm transition-colors",
          active
            ? "bg-white font-medium text-brand"
            : "text-white/85 hover:bg-white/10 hover:text-white",
        )}
      >
        <span className="min-w-0 flex-1 truncate">{menu.name}</span>
        {external ? (
          <>
            <svg viewBox="0 0 16 16" className="size-3 shrink-0" aria-hidden="true">
              <path
                d="M6 3H3v10h10v-3M9 3h4v4M13 3L7 9"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.4"
              />
            </svg>
            <span className="sr-only">{externalLabel}</span>
          </>
        ) : null}
      </a>
    </li>
  );
}
