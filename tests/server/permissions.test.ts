import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { permissionsDocument, SEEDED_ROLES } from "../../scripts/permissions-document.ts";
import { createSession } from "../../server/auth/sessions.ts";
import { loadConfig } from "../../server/config.ts";
import { INTERNAL_PREFIX } from "../../server/http/internal.ts";
import { isPublicApi } from "../../server/http/public-paths.ts";
import { REQUIRES } from "../../server/http/requires.ts";
import { isApiPath } from "../../src/contract/prefixes.ts";
import { type Harness, startHarness } from "./harness.ts";
import { orgIds, userIds } from "./helpers.ts";

/**
 * The server enforces what the menus and buttons say: every protected call has an entry in
 * server/http/requires.ts, docs/permissions.md is that table as it is, and a walk of every call
 * as each seeded role of DEMO gets the 403 of the catalogue exactly where the document says ✗.
 */

const FORBIDDEN = { code: 403, messageInfo: "您没有操作权限,请联系管理员", data: null };
const DOC = new URL("../../docs/permissions.md", import.meta.url);
const config = loadConfig({ STATIC_DIR: "", LOG_REQUESTS: "0" });

let h: Harness;
const people = { admin: 0, staff: 0, partner: 0 };
let demo = 0;

beforeAll(async () => {
  h = await startHarness();
  demo = (await orgIds(h)).demo;
  Object.assign(people, await userIds(h));
});
afterAll(() => h.close());

/** Registered API calls that need a token, as "METHOD path". */
function protectedCalls(): string[] {
  const keys = new Set<string>();
  for (const r of h.app.routes) {
    if (r.method === "ALL") continue;
    if (!isApiPath(r.path) || isPublicApi(r.path) || r.path.startsWith(INTERNAL_PREFIX)) continue;
    keys.add(`${r.method} ${r.path}`);
  }
  return [...keys];
}

/** The document's rows: call → the seeded roles' marks. */
function documented(): Map<string, Record<string, boolean>> {
  const rows = new Map<string, Record<string, boolean>>();
  for (const line of readFileSync(DOC, "utf8").split("\n")) {
    const match = /^\| `(.+?)` \| .+? \| (.+) \|$/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const marks = match[2].split(" | ");
    rows.set(
      match[1].replace(/\\\|/g, "|"),
      Object.fromEntries(SEEDED_ROLES.map((role, i) => [role, marks[i] === "✓"])),
    );
  }
  return rows;
}

/** Path parameters filled with something the route accepts; a user id is the caller's own. */
function concrete(path: string, userId: number): string {
  // A parameter's pattern may hold braces of its own (`:id{[0-9]{1,9}}`).
  return path.replace(/:(\w+)(\{(?:[^{}]|\{[^{}]*\})*\})?/g, (_m, name: string) => {
    if (name === "userId") return String(userId);
    if (name === "uuid" || name === "fileId") return "00000000-0000-4000-8000-000000000000";
    if (name === "name" || name === "category") return "x";
    return name === "types" ? "AE" : "1";
  });
}

describe("server/http/requires.ts", () => {
  it("names a requirement for every protected call, and only for calls that exist", () => {
    const calls = protectedCalls();
    expect(calls.length).toBeGreaterThan(50);
    expect(calls.filter((k) => !(k in REQUIRES))).toEqual([]);
    expect(Object.keys(REQUIRES).filter((k) => !calls.includes(k))).toEqual([]);
  });

  it("is what docs/permissions.md says (regenerate with scripts/permissions-doc.ts)", () => {
    expect(readFileSync(DOC, "utf8")).toBe(permissionsDocument());
  });
});

describe("the permission walk", () => {
  it("answers 403 with the catalogue text exactly where the document marks a seeded role ✗", async () => {
    const doc = documented();
    expect(doc.size).toBe(Object.keys(REQUIRES).length);
    const misses: string[] = [];
    let refused = 0;
    for (const role of SEEDED_ROLES) {
      for (const [key, marks] of doc) {
        const [method = "GET", path = ""] = key.split(" ");
        // A fresh session per call: logout and switchLogin end theirs.
        const { token } = await createSession(h.db, config, {
          userId: people[role],
          orgId: demo,
          loginType: role === "admin" ? 2 : 1,
        });
        const hasBody = method !== "GET";
        const res = await h.call(concrete(path, people[role]), {
          method,
          token,
          address: "192.0.2.77",
          ...(hasBody ? { body: "{}", headers: { "content-type": "application/json" } } : {}),
        });
        const text = await res.text();
        const denied = res.status === 403 && text === JSON.stringify(FORBIDDEN);
        if (!marks[role] && !denied) misses.push(`${role} ${key}: ${res.status}, expected 403`);
        if (marks[role] && res.status === 403) misses.push(`${role} ${key}: 403, expected access`);
        if (denied) refused++;
      }
    }
    expect(misses).toEqual([]);
    // The partner is refused the waybills, orders, cc list, statistics and share links at least.
    expect(refused).toBeGreaterThanOrEqual(15);
  });

  it("refuses the external partner the issue's examples and changes nothing", async () => {
    const { token } = await createSession(h.db, config, {
      userId: people.partner,
      orgId: demo,
      loginType: 1,
    });
    const before = await h.db.query("select * from hawb_waybills order by id");
    for (const [method, path] of [
      ["GET", "/afbase/hawbInfo/list"],
      ["GET", "/afbase/hawbInfo/2"],
      ["PUT", "/afbase/hawbInfo/2"],
      ["GET", "/afbase/hawbInfo/fromOrder?orderCode=AE2500001"],
      ["GET", "/hrs/dept/selectUser"],
      ["GET", "/afbase/aforder/statistics"],
    ] as const) {
      const res = await h.call(path, {
        method,
        token,
        ...(method === "PUT"
          ? {
              body: JSON.stringify({ mawbNumber: "784-23456786" }),
              headers: { "content-type": "application/json" },
            }
          : {}),
      });
      expect({ call: `${method} ${path}`, status: res.status, body: await res.json() }).toEqual({
        call: `${method} ${path}`,
        status: 403,
        body: FORBIDDEN,
      });
    }
    expect(await h.db.query("select * from hawb_waybills order by id")).toEqual(before);
  });

  it("follows the role's grants as they are now: a granted menu opens the call, a removed one closes it", async () => {
    const [role] = await h.db.query<{ id: number }>(
      "select role_id as id from user_orgs where user_id = $1 and org_id = $2",
      [people.partner, demo],
    );
    const { token } = await createSession(h.db, config, {
      userId: people.partner,
      orgId: demo,
      loginType: 1,
    });
    await h.db.query(
      `insert into role_permissions (role_id, permission_id)
       select $1, id from permissions where kind = 'menu' and path = '/af_order'`,
      [role?.id],
    );
    expect((await h.call("/afbase/hawbInfo/list", { token })).status).toBe(200);
    await h.db.query(
      `delete from role_permissions where role_id = $1
       and permission_id = (select id from permissions where kind = 'menu' and path = '/af_order')`,
      [role?.id],
    );
    expect((await h.call("/afbase/hawbInfo/list", { token })).status).toBe(403);
  });
});
