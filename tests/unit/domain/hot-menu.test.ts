import { describe, expect, it } from "vitest";
import {
  buildHotMenuSaveList,
  dedupeByPermissionId,
  type HotMenuChoice,
  type HotMenuRecord,
  type HotMenuSaveItem,
  hotMenuLeaves,
  hotMenuTree,
  initialChoices,
  MAX_HOT_MENUS,
  moveHotMenuDown,
  moveHotMenuUp,
  planHotMenuSave,
  toggleHotMenu,
} from "../../../src/domain/hot-menu";

const choice = (id: number, recordId: number | null = null): HotMenuChoice => ({
  permissionId: id,
  permissionName: `m${id}`,
  recordId,
});
const record = (id: number, recordId: number, status: 0 | 1, sort: number): HotMenuRecord => ({
  recordId,
  permissionId: id,
  permissionName: `m${id}`,
  status,
  sort,
  path: `/p${id}`,
  accessTime: null,
  editTime: "2026-01-01T00:00:00Z",
  createTime: "2026-01-01T00:00:00Z",
});
const ids = (list: { permissionId: number }[]) => list.map((c) => c.permissionId);
const range = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i);

describe("hotMenuTree", () => {
  const tree = hotMenuTree([
    {
      id: 1,
      name: "空运",
      path: "/af",
      have: true,
      children: [
        { id: 11, name: "订单", path: "/af_order", have: true },
        { id: 12, name: "无权", path: "/af_x", have: false },
        { id: 13, name: "外链", path: "https://example.com", have: true },
        { id: 14, name: "隐藏", path: "/af_h", have: true, hidden: true },
        {
          id: 15,
          name: "基础资料",
          path: null,
          have: true,
          children: [{ id: 151, name: "机场", path: "/af_airport", have: true }],
        },
      ],
    },
    {
      id: 2,
      name: "人事",
      path: "/hrs",
      have: true,
      children: [
        { id: 21, name: "无权限", path: "/unPermission", have: true },
        { id: 22, name: "电子合同", path: "/unDevelop", have: true },
      ],
    },
    { id: 3, name: "无子项的组", path: null, have: true, children: [] },
  ]);

  it("keeps granted, visible, internal leaves and the parents leading to them", () => {
    expect(tree).toEqual([
      {
        id: 1,
        name: "空运",
        path: "/af",
        leaf: false,
        children: [
          { id: 11, name: "订单", path: "/af_order", leaf: true, children: [] },
          {
            id: 15,
            name: "基础资料",
            path: null,
            leaf: false,
            children: [{ id: 151, name: "机场", path: "/af_airport", leaf: true, children: [] }],
          },
        ],
      },
    ]);
    expect(hotMenuLeaves(tree).map((n) => n.id)).toEqual([11, 151]);
  });
});

describe("toggleHotMenu", () => {
  const leaf = (id: number) => ({ id, name: `m${id}`, leaf: true });
  it.each<
    [
      string,
      number[],
      { id: number; name: string; leaf: boolean },
      boolean,
      number[],
      string | null,
    ]
  >([
    ["adds a leaf at the end", [1, 2], leaf(3), true, [1, 2, 3], null],
    ["ignores a leaf already chosen", [1, 2], leaf(2), true, [1, 2], null],
    ["removes on untick", [1, 2, 3], leaf(2), false, [1, 3], null],
    ["untick of an absent item changes nothing", [1], leaf(9), false, [1], null],
    ["never ticks a parent", [1], { id: 7, name: "p", leaf: false }, true, [1], "notLeaf"],
    ["accepts the tenth", range(9), leaf(10), true, range(10), null],
    ["reverts the eleventh", range(10), leaf(11), true, range(10), "limit"],
    ["unticks even when full", range(10), leaf(4), false, range(10).filter((i) => i !== 4), null],
  ])("%s", (_label, before, node, checked, after, rejected) => {
    const result = toggleHotMenu(
      before.map((i) => choice(i)),
      node,
      checked,
    );
    expect(ids(result.chosen)).toEqual(after);
    expect(result.rejected).toBe(rejected);
  });

  it("carries the caller's existing recordId", () => {
    const result = toggleHotMenu([], leaf(5), true, [record(5, 77, 0, -1)]);
    expect(result.chosen[0]?.recordId).toBe(77);
  });

  it("limit is ten", () => expect(MAX_HOT_MENUS).toBe(10));
});

describe("moving rows", () => {
  it.each<[string, number, number[]]>([
    ["up from the first row is ignored", 0, [1, 2, 3]],
    ["up from the middle", 1, [2, 1, 3]],
    ["up from the last", 2, [1, 3, 2]],
    ["out of range is ignored", 5, [1, 2, 3]],
  ])("%s", (_l, index, expected) => expect(moveHotMenuUp([1, 2, 3], index)).toEqual(expected));

  it.each<[string, number, number[]]>([
    ["down from the last row is ignored", 2, [1, 2, 3]],
    ["down from the first", 0, [2, 1, 3]],
    ["down from the middle", 1, [1, 3, 2]],
    ["negative is ignored", -1, [1, 2, 3]],
  ])("%s", (_l, index, expected) => expect(moveHotMenuDown([1, 2, 3], index)).toEqual(expected));
});

describe("buildHotMenuSaveList (seed 000 §4)", () => {
  const row = (
    id: number,
    recordId: number | null,
    status: 0 | 1,
    sort: number,
  ): HotMenuSaveItem => ({
    permissionId: id,
    permissionName: `m${id}`,
    recordId,
    status,
    sort,
  });
  it.each<[string, HotMenuChoice[], HotMenuRecord[], HotMenuSaveItem[]]>([
    ["nothing before, nothing now", [], [], []],
    [
      "new choices get status 1 and their position",
      [choice(3), choice(1)],
      [],
      [row(3, null, 1, 0), row(1, null, 1, 1)],
    ],
    [
      "a saved one kept takes its recordId and new position",
      [choice(2), choice(1)],
      [record(1, 10, 1, 0), record(2, 20, 1, 1)],
      [row(2, 20, 1, 0), row(1, 10, 1, 1)],
    ],
    [
      "saved before but unchosen now: status 0, sort -1",
      [choice(2)],
      [record(1, 10, 1, 0), record(2, 20, 1, 1)],
      [row(2, 20, 1, 0), row(1, 10, 0, -1)],
    ],
    [
      "records never chosen are not sent",
      [choice(1)],
      [record(9, 90, 0, -1)],
      [row(1, null, 1, 0)],
    ],
    [
      "duplicates by permissionId are dropped",
      [choice(1), choice(2), choice(1)],
      [],
      [row(1, null, 1, 0), row(2, null, 1, 1)],
    ],
    ["all removed", [], [record(1, 10, 1, 0)], [row(1, 10, 0, -1)]],
  ])("%s", (_l, chosen, previous, expected) => {
    expect(buildHotMenuSaveList(chosen, previous)).toEqual(expected);
  });
});

describe("planHotMenuSave (the server's check)", () => {
  const allowed = new Set(range(20));
  const own = new Map([
    [100, 1],
    [200, 2],
  ]);
  const item = (
    id: number,
    status: 0 | 1,
    sort: number,
    recordId: number | null = null,
  ): HotMenuSaveItem => ({
    permissionId: id,
    permissionName: `m${id}`,
    recordId,
    status,
    sort,
  });
  it.each<[string, HotMenuSaveItem[], { chosen?: number[]; removed?: number[]; message?: string }]>(
    [
      ["ten chosen", range(10).map((i, s) => item(i, 1, s)), { chosen: range(10), removed: [] }],
      [
        "eleven chosen",
        range(11).map((i, s) => item(i, 1, s)),
        { message: "最多只能选择 10 个常用菜单" },
      ],
      [
        "eleven with a duplicate is ten",
        [...range(10).map((i, s) => item(i, 1, s)), item(3, 1, 10)],
        { chosen: range(10), removed: [] },
      ],
      ["ordered by sort", [item(3, 1, 1), item(4, 1, 0)], { chosen: [4, 3], removed: [] }],
      ["removed listed", [item(1, 0, -1, 100), item(3, 1, 0)], { chosen: [3], removed: [1] }],
      ["not permitted", [item(99, 1, 0)], { message: "所选菜单不存在或您没有该菜单的权限" }],
      ["someone else's record", [item(1, 1, 0, 300)], { message: "常用菜单记录不存在" }],
      ["own record of another menu", [item(1, 1, 0, 200)], { message: "常用菜单记录不存在" }],
      ["own record", [item(2, 1, 0, 200)], { chosen: [2], removed: [] }],
      [
        "removing a menu no longer permitted is fine",
        [item(99, 0, -1)],
        { chosen: [], removed: [99] },
      ],
    ],
  )("%s", (_l, items, expected) => {
    const plan = planHotMenuSave(items, { allowedLeafIds: allowed, ownRecords: own });
    if (expected.message) {
      expect(plan).toEqual({ ok: false, message: expected.message });
    } else if (plan.ok) {
      expect(ids(plan.chosen)).toEqual(expected.chosen);
      expect(plan.chosen.map((c) => c.sort)).toEqual(plan.chosen.map((_, i) => i));
      expect(plan.removed).toEqual(expected.removed);
    } else {
      throw new Error(plan.message);
    }
  });
});

describe("initialChoices and dedupe", () => {
  it("takes saved records in sort order", () => {
    expect(
      ids(initialChoices([record(1, 1, 1, 2), record(2, 2, 0, -1), record(3, 3, 1, 0)])),
    ).toEqual([3, 1]);
  });
  it("dedupes keeping the first", () => {
    expect(
      dedupeByPermissionId([
        { permissionId: 1, n: "a" },
        { permissionId: 1, n: "b" },
      ]),
    ).toEqual([{ permissionId: 1, n: "a" }]);
  });
});
