import { describe, expect, it } from "vitest";
import type { GrantNode } from "../../../src/contract/hrs-user";
import {
  buildGrantTree,
  checkedOf,
  grantsToSave,
  stateOf,
  toggle,
} from "../../../src/widgets/hrs-user/grant-tree";

const menu = (id: number, parentId: number | null, hidden = false): GrantNode => ({
  id,
  parentId,
  kind: "menu",
  name: `m${id}`,
  path: `/m${id}`,
  hidden,
});
const button = (id: number, parentId: number): GrantNode => ({
  id,
  parentId,
  kind: "button",
  name: `b${id}`,
  path: null,
  hidden: false,
});

// 1 ─ 11 (button 111), 12 ─ 121, 122; 13 hidden (button 131); 2 (a leaf root)
const NODES = [
  menu(1, null),
  menu(11, 1),
  menu(12, 1),
  menu(121, 12),
  menu(122, 12),
  menu(13, 1, true),
  menu(2, null),
  button(111, 11),
  button(131, 13),
];

describe("the role editor's tree", () => {
  const tree = buildGrantTree(NODES);
  const root = tree.roots[0];

  it("offers the visible leaf menus and buttons, and keeps hidden nodes aside", () => {
    expect([...tree.checkable].sort((a, b) => a - b)).toEqual([2, 11, 111, 121, 122]);
    expect([...tree.unseen].sort((a, b) => a - b)).toEqual([13, 131]);
    expect(root?.grants.sort((a, b) => a - b)).toEqual([11, 111, 121, 122]);
  });

  it("starts from the role's leaves, shows a group as partly checked, saves ancestors and hidden grants", () => {
    const checked = checkedOf(tree, [1, 12, 121, 13]);
    expect([...checked]).toEqual([121]);
    if (!root) throw new Error("no root");
    expect(stateOf(root, checked)).toBe("some");
    expect(grantsToSave(tree, checked, [1, 12, 121, 13])).toEqual([1, 12, 13, 121]);
  });

  it("checks a group whole, a button with its menu, and a menu unchecked drops its buttons", () => {
    if (!root) throw new Error("no root");
    const all = toggle(tree, new Set(), root, true);
    expect(stateOf(root, all)).toBe("all");
    const withButton = toggle(tree, new Set(), 111, true);
    expect([...withButton].sort((a, b) => a - b)).toEqual([11, 111]);
    const leaf = root.children[0];
    if (!leaf) throw new Error("no leaf");
    expect([...toggle(tree, withButton, leaf, false)]).toEqual([]);
    expect([...toggle(tree, new Set(), leaf, true)]).toEqual([11]);
  });
});
