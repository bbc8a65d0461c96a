import type { GrantNode } from "../../contract/hrs-user";

/** A menu of the role editor, with its sub-menus and its buttons. */
export type GrantMenu = {
  node: GrantNode;
  children: GrantMenu[];
  buttons: GrantNode[];
  /** The ids of the leaf menus and buttons at and under this menu: what its checkbox sets. */
  grants: number[];
};

export type GrantTree = {
  roots: GrantMenu[];
  /** Each shown leaf menu and button: its ancestors' ids, nearest first. */
  ancestors: Map<number, number[]>;
  /** Ids the editor does not show (hidden menus and what hangs on them). */
  unseen: Set<number>;
  /** Every id the editor can check. */
  checkable: Set<number>;
};

/**
 * The grantable tree as the role editor shows it: the visible menus in display order, buttons on
 * their menu. A role's grants are its leaf menus and buttons; a menu with sub-menus is checked
 * through them (its ancestors are saved with any granted leaf, as the sidebar shows them).
 */
export function buildGrantTree(nodes: GrantNode[]): GrantTree {
  const byParent = new Map<number | null, GrantNode[]>();
  for (const n of nodes) {
    const list = byParent.get(n.parentId) ?? [];
    list.push(n);
    byParent.set(n.parentId, list);
  }
  const ids = new Set(nodes.map((n) => n.id));
  const ancestors = new Map<number, number[]>();
  const unseen = new Set<number>();
  const checkable = new Set<number>();
  const hide = (n: GrantNode) => {
    unseen.add(n.id);
    for (const child of byParent.get(n.id) ?? []) hide(child);
  };
  const make = (n: GrantNode, path: number[]): GrantMenu | null => {
    if (n.hidden) {
      hide(n);
      return null;
    }
    const below = byParent.get(n.id) ?? [];
    const children = below
      .filter((c) => c.kind === "menu")
      .map((c) => make(c, [n.id, ...path]))
      .filter((c): c is GrantMenu => c !== null);
    const buttons = below.filter((c) => c.kind === "button");
    const grants: number[] = [];
    if (children.length === 0 && below.every((c) => c.kind === "button" || c.hidden)) {
      grants.push(n.id);
      ancestors.set(n.id, path);
      checkable.add(n.id);
    }
    for (const b of buttons) {
      grants.push(b.id);
      ancestors.set(b.id, [n.id, ...path]);
      checkable.add(b.id);
    }
    for (const c of children) grants.push(...c.grants);
    return { node: n, children, buttons, grants };
  };
  const roots = nodes
    .filter((n) => n.kind === "menu" && (n.parentId === null || !ids.has(n.parentId)))
    .map((n) => make(n, []))
    .filter((c): c is GrantMenu => c !== null);
  return { roots, ancestors, unseen, checkable };
}

/** What the editor starts from: the role's leaf menus and buttons that it shows. */
export function checkedOf(tree: GrantTree, permissionIds: readonly number[]): Set<number> {
  return new Set(permissionIds.filter((id) => tree.checkable.has(id)));
}

/** The ids to save: the checked leaves and buttons, their ancestors, and what is not shown. */
export function grantsToSave(
  tree: GrantTree,
  checked: ReadonlySet<number>,
  permissionIds: readonly number[],
): number[] {
  const out = new Set<number>();
  for (const id of checked) {
    if (!tree.checkable.has(id)) continue;
    out.add(id);
    for (const a of tree.ancestors.get(id) ?? []) out.add(a);
  }
  for (const id of permissionIds) if (tree.unseen.has(id)) out.add(id);
  return [...out].sort((a, b) => a - b);
}

/** all, some or none of a menu's grants are checked. */
export function stateOf(menu: GrantMenu, checked: ReadonlySet<number>): "all" | "some" | "none" {
  const n = menu.grants.filter((id) => checked.has(id)).length;
  return n === 0 ? "none" : n === menu.grants.length ? "all" : "some";
}

/**
 * Checking a menu with sub-menus checks everything under it, unchecking clears it. A leaf menu
 * checks itself alone and, unchecked, takes its buttons with it; a button checks its menu.
 */
export function toggle(
  tree: GrantTree,
  checked: ReadonlySet<number>,
  target: GrantMenu | number,
  on: boolean,
): Set<number> {
  const next = new Set(checked);
  if (typeof target === "number") {
    if (!on) next.delete(target);
    else {
      next.add(target);
      const owner = tree.ancestors.get(target)?.[0];
      if (owner !== undefined && tree.checkable.has(owner)) next.add(owner);
    }
    return next;
  }
  const leaf = target.children.length === 0;
  if (on && leaf) next.add(target.node.id);
  else {
    for (const id of target.grants) {
      if (on) next.add(id);
      else next.delete(id);
    }
  }
  return next;
}

export function countOf(tree: GrantTree, checked: ReadonlySet<number>, buttonIds: Set<number>) {
  let menus = 0;
  let buttons = 0;
  for (const id of checked) {
    if (!tree.checkable.has(id)) continue;
    if (buttonIds.has(id)) buttons++;
    else menus++;
  }
  return { menus, buttons };
}
