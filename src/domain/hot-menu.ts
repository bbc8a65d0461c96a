/**
 * Hot menus ("my frequent menus", seed 000 §2.5, §4, §5, §9): the rules the settings dialog and
 * the server share. Only leaf menus the caller may open can be chosen, at most ten; the save list
 * follows §4 exactly: chosen items get status 1 and sort = their position, items saved before but
 * no longer chosen get status 0 and sort -1, and duplicates by permissionId are dropped.
 */

export const MAX_HOT_MENUS = 10;
/** The dashboard shows the first six of the list. */
export const DASHBOARD_FREQUENT_COUNT = 6;

/** §5 leaves the text of the reverted 11th tick open; this is ours. */
export const HOT_MENU_LIMIT_MESSAGE = `最多只能选择 ${MAX_HOT_MENUS} 个常用菜单`;
export const HOT_MENU_LEAF_MESSAGE = "只能选择末级菜单";
export const HOT_MENU_NOT_PERMITTED_MESSAGE = "所选菜单不存在或您没有该菜单的权限";
export const HOT_MENU_RECORD_MESSAGE = "常用菜单记录不存在";

export type HotMenuStatus = 0 | 1;

/** One row of GET /hrs/userAccessRecord/getUserAccessRecordList (§3 user access record). */
export type HotMenuRecord = {
  recordId: number;
  permissionId: number;
  permissionName: string;
  status: HotMenuStatus;
  sort: number;
  path: string | null;
  accessTime: string | null;
  editTime: string;
  createTime: string;
};

/** A menu in the dialog's right-hand table. recordId when the caller has a row for it already. */
export type HotMenuChoice = {
  permissionId: number;
  permissionName: string;
  recordId: number | null;
};

/** One item of POST /hrs/userAccessRecord/saveUserAccessRecordList. */
export type HotMenuSaveItem = HotMenuChoice & { status: HotMenuStatus; sort: number };

/** A menu node as both GET /hrs/permission/getAllPermissionAndHave and the shell know it. */
export type HotMenuTreeInput = {
  id: number;
  name: string;
  path: string | null;
  hidden?: boolean;
  /** Only in getAllPermissionAndHave: the caller holds it. Absent means held. */
  have?: boolean;
  children?: HotMenuTreeInput[];
};

/** A node of the dialog's checkbox tree: parents carry children, leaves can be ticked. */
export type HotMenuNode = {
  id: number;
  name: string;
  path: string | null;
  leaf: boolean;
  children: HotMenuNode[];
};

/**
 * Pages that never belong in the tree: the no-permission pages (§6) and stand-ins that reload
 * in place (§2.4). External links open in a new tab and are not the caller's pages either.
 */
const EXCLUDED_PATHS = /^\/(unPermission|noPermission|unDevelop)(\/|$|\?)/;
const EXTERNAL = /^https?:\/\//i;

export function isHotMenuCandidatePath(path: string | null): boolean {
  return path !== null && path !== "" && !EXCLUDED_PATHS.test(path) && !EXTERNAL.test(path);
}

/**
 * The tree the dialog offers: granted, visible nodes; a node with children in the full tree is a
 * parent (never tickable) and is kept only when some leaf below it is offered.
 */
export function hotMenuTree(nodes: readonly HotMenuTreeInput[]): HotMenuNode[] {
  const out: HotMenuNode[] = [];
  for (const node of nodes) {
    if (node.hidden || node.have === false) continue;
    const kids = node.children ?? [];
    if (kids.length > 0) {
      const children = hotMenuTree(kids);
      if (children.length > 0) {
        out.push({ id: node.id, name: node.name, path: node.path, leaf: false, children });
      }
    } else if (isHotMenuCandidatePath(node.path)) {
      out.push({ id: node.id, name: node.name, path: node.path, leaf: true, children: [] });
    }
  }
  return out;
}

/** Every tickable leaf of a dialog tree, in tree order. */
export function hotMenuLeaves(tree: readonly HotMenuNode[]): HotMenuNode[] {
  return tree.flatMap((n) => (n.leaf ? [n] : hotMenuLeaves(n.children)));
}

export function dedupeByPermissionId<T extends { permissionId: number }>(items: readonly T[]): T[] {
  const seen = new Set<number>();
  return items.filter((item) => {
    if (seen.has(item.permissionId)) return false;
    seen.add(item.permissionId);
    return true;
  });
}

/** The saved hot menus (status 1) in their order: what the sidebar and dashboard show. */
export function chosenRecords(records: readonly HotMenuRecord[]): HotMenuRecord[] {
  return dedupeByPermissionId(
    records.filter((r) => r.status === 1).sort((a, b) => a.sort - b.sort),
  );
}

/** The dialog's starting choice: the saved (status 1) records in their order. */
export function initialChoices(records: readonly HotMenuRecord[]): HotMenuChoice[] {
  return chosenRecords(records).map((r) => ({
    permissionId: r.permissionId,
    permissionName: r.permissionName,
    recordId: r.recordId,
  }));
}

export type ToggleResult = {
  chosen: HotMenuChoice[];
  /** Why the tick was reverted; the list is then unchanged. */
  rejected: null | "limit" | "notLeaf";
};

/** Ticking adds at the end (an 11th is reverted); unticking removes; parents never tick. */
export function toggleHotMenu(
  chosen: readonly HotMenuChoice[],
  node: { id: number; name: string; leaf: boolean },
  checked: boolean,
  records: readonly HotMenuRecord[] = [],
): ToggleResult {
  const present = chosen.some((c) => c.permissionId === node.id);
  if (!checked) {
    return { chosen: chosen.filter((c) => c.permissionId !== node.id), rejected: null };
  }
  if (!node.leaf) return { chosen: [...chosen], rejected: "notLeaf" };
  if (present) return { chosen: [...chosen], rejected: null };
  if (chosen.length >= MAX_HOT_MENUS) return { chosen: [...chosen], rejected: "limit" };
  const record = records.find((r) => r.permissionId === node.id);
  return {
    chosen: [
      ...chosen,
      { permissionId: node.id, permissionName: node.name, recordId: record?.recordId ?? null },
    ],
    rejected: null,
  };
}

export function removeHotMenu(chosen: readonly HotMenuChoice[], permissionId: number) {
  return chosen.filter((c) => c.permissionId !== permissionId);
}

/** Moves a row up one place; the first row stays where it is. */
export function moveHotMenuUp<T>(list: readonly T[], index: number): T[] {
  if (index <= 0 || index >= list.length) return [...list];
  const next = [...list];
  [next[index - 1], next[index]] = [next[index] as T, next[index - 1] as T];
  return next;
}

/** Moves a row down one place; the last row stays where it is. */
export function moveHotMenuDown<T>(list: readonly T[], index: number): T[] {
  if (index < 0 || index >= list.length - 1) return [...list];
  const next = [...list];
  [next[index], next[index + 1]] = [next[index + 1] as T, next[index] as T];
  return next;
}

/**
 * The body of saveUserAccessRecordList (§4): chosen items with status 1 and sort = position,
 * then the previously saved ones no longer chosen with status 0 and sort -1; duplicates dropped.
 */
export function buildHotMenuSaveList(
  chosen: readonly HotMenuChoice[],
  previous: readonly HotMenuRecord[],
): HotMenuSaveItem[] {
  const picked = dedupeByPermissionId(chosen);
  const pickedIds = new Set(picked.map((c) => c.permissionId));
  const recordOf = new Map(previous.map((r) => [r.permissionId, r.recordId]));
  const kept: HotMenuSaveItem[] = picked.map((c, sort) => ({
    permissionId: c.permissionId,
    permissionName: c.permissionName,
    recordId: c.recordId ?? recordOf.get(c.permissionId) ?? null,
    status: 1,
    sort,
  }));
  const dropped: HotMenuSaveItem[] = previous
    .filter((r) => r.status === 1 && !pickedIds.has(r.permissionId))
    .map((r) => ({
      permissionId: r.permissionId,
      permissionName: r.permissionName,
      recordId: r.recordId,
      status: 0,
      sort: -1,
    }));
  return dedupeByPermissionId([...kept, ...dropped]);
}

export type HotMenuSavePlan =
  | { ok: true; chosen: HotMenuSaveItem[]; removed: number[] }
  | { ok: false; message: string };

/**
 * The server's reading of a save list: duplicates dropped (first wins), at most ten chosen, each
 * chosen id a leaf the caller may open, each recordId one of the caller's own rows for that menu.
 * Chosen come back in their sort order and renumbered 0..n-1; removed lists the unchosen ids.
 */
export function planHotMenuSave(
  items: readonly HotMenuSaveItem[],
  context: { allowedLeafIds: ReadonlySet<number>; ownRecords: ReadonlyMap<number, number> },
): HotMenuSavePlan {
  const unique = dedupeByPermissionId(items);
  for (const item of unique) {
    if (item.recordId !== null && context.ownRecords.get(item.recordId) !== item.permissionId) {
      return { ok: false, message: HOT_MENU_RECORD_MESSAGE };
    }
  }
  const chosen = unique
    .filter((i) => i.status === 1)
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.sort - b.item.sort || a.index - b.index)
    .map(({ item }, sort) => ({ ...item, sort }));
  if (chosen.length > MAX_HOT_MENUS) return { ok: false, message: HOT_MENU_LIMIT_MESSAGE };
  if (chosen.some((c) => !context.allowedLeafIds.has(c.permissionId))) {
    return { ok: false, message: HOT_MENU_NOT_PERMITTED_MESSAGE };
  }
  return {
    ok: true,
    chosen,
    removed: unique.filter((i) => i.status === 0).map((i) => i.permissionId),
  };
}
