import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CHAT_PATHS } from "../../src/contract/chat.ts";
import { type Harness, startHarness } from "./harness.ts";
import { userIds } from "./helpers.ts";

// server/auth/auth-cache.ts: resolved sessions and role grants kept in memory on the embedded
// database, forgotten on every write that could change them (migration 015). PostgreSQL reads the
// tables on every call; the same tests hold there, with the query counts it really makes.

let h: Harness;
let staffId = 0;

beforeAll(async () => {
  h = await startHarness();
  staffId = (await userIds(h)).staff;
});
afterAll(() => h.close());

const LIST = "/afbase/order/page?businessScope=AE&current=1&size=5";
const status = async (token: string, path = LIST) => (await h.call(path, { token })).status;

/** The SQL the database was asked while fn ran. */
async function queriesDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(h.db, "query");
  try {
    await fn();
    return spy.mock.calls.map(([sql]) => sql);
  } finally {
    spy.mockRestore();
  }
}

const about = (sqls: string[], table: string) =>
  sqls.filter((sql) => new RegExp(`\\b(from|join)\\s+${table}\\b`).test(sql)).length;

describe("the bearer check on the embedded database", () => {
  it("asks for neither the session nor the role's grants on a second call", async () => {
    const token = await h.login("1|staff@demo.example|DEMO");
    // The process's first signed-in call also starts listening for auth_changed.
    expect(await status(token)).toBe(200);
    expect(await status(token)).toBe(200);
    const sqls = await queriesDuring(async () => expect(await status(token)).toBe(200));
    if (h.db.kind === "pglite") {
      expect(about(sqls, "sessions")).toBe(0);
      expect(about(sqls, "role_permissions")).toBe(0);
    } else {
      expect(about(sqls, "sessions")).toBe(1);
      expect(about(sqls, "role_permissions")).toBeGreaterThan(0);
    }
  });

  it("ends a session signed out, at once", async () => {
    const token = await h.login("1|staff@demo.example|DEMO");
    expect(await status(token)).toBe(200);
    const out = await h.call("/auth/token/logout", { method: "DELETE", token });
    expect(out.status).toBe(200);
    expect(await status(token)).toBe(401);
  });

  it("ends a session revoked or expired by a direct write, at once", async () => {
    const a = await h.login("1|staff@demo.example|DEMO");
    const b = await h.login("1|staff@demo.example|DEMO");
    expect(await status(a)).toBe(200);
    expect(await status(b)).toBe(200);
    await h.db.query(
      "update sessions set revoked_at = now() where id = (select max(id) - 1 from sessions)",
    );
    expect(await status(a)).toBe(401);
    expect(await status(b)).toBe(200);
    await h.db.query(
      "update sessions set expires_at = now() where id = (select max(id) from sessions)",
    );
    expect(await status(b)).toBe(401);
  });

  it("applies the idle limit at once when last-seen is moved back", async () => {
    const token = await h.login("1|staff@demo.example|DEMO");
    expect(await status(token)).toBe(200);
    await h.db.query(
      "update sessions set last_seen_at = now() - interval '1 day' where id = (select max(id) from sessions)",
    );
    expect(await status(token)).toBe(401);
  });

  it("follows a user disabled and enabled again", async () => {
    const token = await h.login("1|staff@demo.example|DEMO");
    expect(await status(token)).toBe(200);
    await h.db.query("update users set state = 0 where id = $1", [staffId]);
    try {
      expect(await status(token)).toBe(401);
    } finally {
      await h.db.query("update users set state = 1 where id = $1", [staffId]);
    }
    expect(await status(token)).toBe(200);
  });

  it("follows a membership losing its role", async () => {
    const token = await h.login("1|staff@demo.example|DEMO");
    expect(await status(token)).toBe(200);
    const [row] = await h.db.query<{ role_id: number }>(
      "select role_id from user_orgs where user_id = $1 and role_id is not null limit 1",
      [staffId],
    );
    await h.db.query("update user_orgs set role_id = null where user_id = $1", [staffId]);
    try {
      expect(await status(token)).toBe(401);
    } finally {
      await h.db.query("update user_orgs set role_id = $2 where user_id = $1", [
        staffId,
        row?.role_id,
      ]);
    }
    expect(await status(token)).toBe(200);
  });

  it("follows a grant taken away and given back, inside a transaction too", async () => {
    const token = await h.login("1|staff@demo.example|DEMO");
    expect(await status(token)).toBe(200);
    const grant = { role: 0, permission: 0 };
    await h.db.tx(async (q) => {
      const [row] = await q.query<{ role_id: number; permission_id: number }>(
        `delete from role_permissions rp using permissions p, user_orgs uo
         where p.id = rp.permission_id and p.kind = 'menu' and p.path = '/af_order'
           and uo.role_id = rp.role_id and uo.user_id = $1
         returning rp.role_id, rp.permission_id`,
        [staffId],
      );
      grant.role = row?.role_id ?? 0;
      grant.permission = row?.permission_id ?? 0;
    });
    expect(grant.role).toBeGreaterThan(0);
    expect(await status(token)).toBe(403);
    await h.db.query("insert into role_permissions (role_id, permission_id) values ($1, $2)", [
      grant.role,
      grant.permission,
    ]);
    expect(await status(token)).toBe(200);
  });

  it("follows chat switched off for the user and for the organisation", async () => {
    const token = await h.login("1|staff@demo.example|DEMO");
    const imUser = async () =>
      ((await (await h.call(CHAT_PATHS.imUser, { token })).json()) as { code: number }).code;
    expect(await imUser()).toBe(200);
    expect(await imUser()).toBe(200);
    await h.db.query("update users set online_service = false where id = $1", [staffId]);
    try {
      expect(await imUser()).toBe(500);
    } finally {
      await h.db.query("update users set online_service = true where id = $1", [staffId]);
    }
    expect(await imUser()).toBe(200);
    await h.db.query("update orgs set im_enabled = false where code = 'DEMO'");
    try {
      expect(await imUser()).toBe(500);
    } finally {
      await h.db.query("update orgs set im_enabled = true where code = 'DEMO'");
    }
    expect(await imUser()).toBe(200);
  });
});
