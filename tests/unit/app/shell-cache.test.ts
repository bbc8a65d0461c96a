import { beforeEach, describe, expect, it } from "vitest";
import type { MenuNode } from "../../../src/api/access";
import {
  clearShellCache,
  readShellCache,
  writeShellCache,
} from "../../../src/app/state/shell-cache";
import type { HotMenuRecord } from "../../../src/domain/hot-menu";

const menus: MenuNode[] = [
  {
    id: 1,
    name: "空运出口",
    label: "空运出口",
    path: "/ae",
    icon: null,
    hidden: false,
    alwaysShow: true,
    children: [],
  },
];
const frequent: HotMenuRecord[] = [
  {
    recordId: 7,
    permissionId: 1,
    permissionName: "空运出口",
    status: 1,
    sort: 0,
    path: "/ae",
    accessTime: null,
    editTime: "2026-11-23 09:00:00",
    createTime: "2026-11-23 09:00:00",
  },
];

describe("the shell's cache between page loads", () => {
  beforeEach(() => localStorage.clear());

  it("gives the menus back to the same session only", () => {
    writeShellCache("token-a", { menus, frequent });
    expect(readShellCache("token-a")).toEqual({ menus, frequent });
    expect(readShellCache("token-b")).toBeNull();
    // A token that only shares a prefix or a length is another session too.
    expect(readShellCache("token-a2")).toBeNull();
    expect(readShellCache("token-A")).toBeNull();
  });

  it("never stores the token itself", () => {
    writeShellCache("secret-token-123", { menus, frequent });
    expect(localStorage.getItem("shellCache")).not.toContain("secret-token-123");
  });

  it("ignores a broken, foreign or older entry instead of failing", () => {
    for (const raw of ["{", "null", "[]", '{"v":0}', JSON.stringify({ v: 1, menus, frequent })]) {
      localStorage.setItem("shellCache", raw);
      expect(readShellCache("token-a")).toBeNull();
    }
    writeShellCache("token-a", { menus, frequent });
    const entry = JSON.parse(localStorage.getItem("shellCache") ?? "{}");
    localStorage.setItem("shellCache", JSON.stringify({ ...entry, menus: "x" }));
    expect(readShellCache("token-a")).toBeNull();
  });

  it("is gone after signing out", () => {
    writeShellCache("token-a", { menus, frequent });
    clearShellCache();
    expect(readShellCache("token-a")).toBeNull();
  });
});
