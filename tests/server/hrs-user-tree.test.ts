import { describe, expect, it } from "vitest";
import type { GrantNode } from "../../src/contract/hrs-user.ts";
import { demoServer } from "./helpers.ts";

/**
 * GET /hrs/role/tree (issue 20): what the role editor offers, every menu and button of the
 * product, to an administrator of roles only.
 */
const demo = demoServer("admin", "staff", "partner");
const { get } = demo;

describe("the grantable tree", () => {
  it("lists every menu and every button, each button under its menu", async () => {
    const answer = await get<GrantNode[]>("/hrs/role/tree", demo.tokens.admin);
    expect(answer.status).toBe(200);
    const nodes = answer.body.data;
    const byId = new Map(nodes.map((n) => [n.id, n]));
    const user = nodes.find((n) => n.path === "/hrs_user");
    expect(user).toMatchObject({ kind: "menu", name: "用户管理" });
    const add = nodes.find((n) => n.kind === "button" && n.name === "hrs_user_add");
    expect(add?.parentId).toBe(user?.id);
    // Every parent is in the list, and is a menu.
    for (const n of nodes) {
      if (n.parentId !== null) expect(byId.get(n.parentId)?.kind).toBe("menu");
    }
    const [count] = await demo.h.db.query<{ n: number }>(
      "select count(*)::int as n from permissions",
    );
    expect(nodes).toHaveLength(count?.n ?? -1);
  });

  it("is refused without the role menu", async () => {
    expect((await get("/hrs/role/tree", demo.tokens.staff)).status).toBe(403);
    expect((await get("/hrs/role/tree", demo.tokens.partner)).status).toBe(403);
  });
});
