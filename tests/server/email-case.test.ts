/**
 * Issue 33, "e-mail case": an e-mail login is stored trimmed and lower-cased on every write,
 * compared lower-cased at sign-in, and unique on lower(email), so `Case.User@Demo.Example` signs
 * in however it is typed and `case.user@demo.example` cannot be added as a second person.
 * Migration 023 lower-cases the rows there are and keeps one address of rows that differ only by
 * case (decision 55).
 */
import { describe, expect, it } from "vitest";
import { hashPassword } from "../../server/auth/password.ts";
import { migrate } from "../../server/db/migrate.ts";
import type { HrsUser, Page, UserAdded } from "../../src/contract/hrs-user.ts";
import { HRS_MESSAGES } from "../../src/domain/hrs-user.ts";
import { DEMO_PASSWORD } from "./harness.ts";
import { demoServer } from "./helpers.ts";

const demo = demoServer("admin", "admin2");
const { get, send, tokens } = demo;

async function roleIdOf(code: string, org: number): Promise<number> {
  const [row] = await demo.h.db.query<{ id: number }>(
    "select id from roles where org_id = $1 and code = $2",
    [org, code],
  );
  return row?.id ?? 0;
}

/** Gives the user the demo password (what the set-password link would do). */
async function setPassword(userId: number): Promise<void> {
  await demo.h.db.query("update users set password_hash = $2 where id = $1", [
    userId,
    await hashPassword(DEMO_PASSWORD),
  ]);
}

const usersNamed = async (email: string) =>
  demo.h.db.query<{ id: number; email: string }>(
    "select id, email from users where lower(email) = lower($1)",
    [email],
  );

describe("an e-mail login typed with capitals", () => {
  let userId = 0;

  it("is stored lower-cased and trimmed", async () => {
    const added = await send<UserAdded>("/hrs/user", tokens.admin, {
      loginType: 1,
      cname: "大小写",
      email: "  Case.User@Demo.Example ",
      roleId: await roleIdOf("staff", demo.ids.demo),
    });
    expect(added.status, added.body.messageInfo).toBe(200);
    const data = added.body.data;
    if (!("userId" in data)) throw new Error("a new address makes a new person");
    userId = data.userId;
    expect(await usersNamed("case.user@demo.example")).toEqual([
      { id: userId, email: "case.user@demo.example" },
    ]);
  });

  it.each([
    "1|Case.User@Demo.Example|DEMO",
    "1|case.user@demo.example|DEMO",
    "1|CASE.USER@DEMO.EXAMPLE|DEMO",
  ])("signs in as %s", async (username) => {
    await setPassword(userId);
    expect(await demo.h.login(username)).toMatch(/\S{20,}/);
  });

  it.each(["case.user@demo.example", "CASE.USER@demo.example"])(
    "cannot be added again as %s in the same organisation (409)",
    async (email) => {
      const before = await demo.h.db.query("select id from users");
      const again = await send("/hrs/user", tokens.admin, {
        loginType: 1,
        cname: "第二个人",
        email,
        roleId: await roleIdOf("staff", demo.ids.demo),
      });
      expect(again).toMatchObject({
        status: 409,
        body: { messageInfo: HRS_MESSAGES.memberExists },
      });
      expect(await demo.h.db.query("select id from users")).toHaveLength(before.length);
    },
  );

  it("is invited to another organisation as the same person, in any case", async () => {
    const joined = await send<UserAdded>("/hrs/user", tokens.admin2, {
      loginType: 1,
      cname: "另一个名字",
      email: "Case.USER@demo.example",
      roleId: await roleIdOf("admin", demo.ids.demo2),
    });
    expect(joined.status, joined.body.messageInfo).toBe(200);
    expect(joined.body.data).toMatchObject({ joined: true, invited: true });
    const invited = await demo.h.db.query<{ userId: number }>(
      `select user_id as "userId" from user_invitations where org_id = $1`,
      [demo.ids.demo2],
    );
    expect(invited).toEqual([{ userId }]);
    expect(await usersNamed("case.user@demo.example")).toHaveLength(1);
  });

  it("is no other person's contact e-mail in another case (409, nobody added)", async () => {
    const before = await demo.h.db.query("select id from users");
    const phone = await send("/hrs/user", tokens.admin, {
      loginType: 0,
      cname: "电话用户",
      phone: "13900000033",
      email: "Case.User@DEMO.example",
      roleId: await roleIdOf("staff", demo.ids.demo),
    });
    expect(phone).toMatchObject({ status: 409, body: { messageInfo: HRS_MESSAGES.loginExists } });
    expect(await demo.h.db.query("select id from users")).toHaveLength(before.length);

    const page = await get<Page<HrsUser>>("/hrs/user/page?keyword=partner", tokens.admin);
    const partner = page.body.data.records[0];
    if (!partner) throw new Error("the demo seed has a partner");
    const edit = await send(
      `/hrs/user/${partner.userId}`,
      tokens.admin,
      {
        cname: partner.cname,
        email: "CASE.user@demo.example",
        roleId: partner.roleId,
        version: partner.version,
      },
      { method: "PUT" },
    );
    expect(edit).toMatchObject({ status: 409, body: { messageInfo: HRS_MESSAGES.loginExists } });
  });

  it("an edit stores the new address lower-cased", async () => {
    const page = await get<Page<HrsUser>>("/hrs/user/page?keyword=case.user", tokens.admin);
    const user = page.body.data.records[0];
    if (!user) throw new Error("added above");
    const edit = await send<HrsUser>(
      `/hrs/user/${user.userId}`,
      tokens.admin,
      {
        cname: user.cname,
        email: "Case.Renamed@Demo.Example",
        roleId: user.roleId,
        version: user.version,
      },
      { method: "PUT" },
    );
    expect(edit.status, edit.body.messageInfo).toBe(200);
    expect(edit.body.data.email).toBe("case.renamed@demo.example");
    expect(await demo.h.login("1|CASE.RENAMED@demo.example|DEMO")).toMatch(/\S{20,}/);
  });
});

describe("migration 023 on rows stored before it", () => {
  it("lower-cases addresses, keeps one of those that differ only by case, logs the others", async () => {
    const db = demo.h.db;
    // The rows as they could be before the migration: its index gone, addresses as typed.
    await db.query("drop index users_email_lower_key");
    const hash = await hashPassword(DEMO_PASSWORD);
    const insert = async (email: string) => {
      const [row] = await db.query<{ id: number }>(
        "insert into users (email, cname, password_hash) values ($1, 'x', $2) returning id",
        [email, hash],
      );
      await db.query(
        `insert into user_orgs (user_id, org_id, role_id, login_role, is_default)
         values ($1, $2, $3, 'staff', true)`,
        [row?.id, demo.ids.demo, await roleIdOf("staff", demo.ids.demo)],
      );
      return row?.id ?? 0;
    };
    const mixedFirst = await insert("Twin@Old.Example");
    const lowerSecond = await insert("twin@old.example");
    const upperThird = await insert("TWIN@OLD.EXAMPLE");
    const alone = await insert(" Alone@Old.Example");
    const mixedA = await insert("Pair@Old.Example");
    const mixedB = await insert("PAIR@old.example");
    await db.query("delete from schema_migrations where version = '023_email_lower.sql'");

    expect(await migrate(db)).toEqual(["023_email_lower.sql"]);

    const emails = await db.query<{ id: number; email: string | null; version: number }>(
      "select id, email, version from users where id = any($1::int[]) order by id",
      [[mixedFirst, lowerSecond, upperThird, alone, mixedA, mixedB]],
    );
    expect(emails.map((u) => [u.id, u.email, u.version])).toEqual([
      // The one that could sign in (already lower-case) keeps the address.
      [mixedFirst, null, 2],
      [lowerSecond, "twin@old.example", 1],
      [upperThird, null, 2],
      [alone, "alone@old.example", 1],
      // None could: the lowest id keeps it, lower-cased.
      [mixedA, "pair@old.example", 1],
      [mixedB, null, 2],
    ]);
    const log = await db.query<{ target: string; before: unknown; after: unknown }>(
      `select target, before, after from audit_log
       where action = 'user.update' and target = any($1::text[]) order by target`,
      [[mixedFirst, upperThird, mixedB].map((id) => `user:${id}`)],
    );
    expect(log).toEqual(
      [
        [mixedFirst, "Twin@Old.Example"],
        [upperThird, "TWIN@OLD.EXAMPLE"],
        [mixedB, "PAIR@old.example"],
      ]
        .map(([id, email]) => ({
          target: `user:${id}`,
          before: { email },
          after: { email: null },
        }))
        .sort((a, b) => a.target.localeCompare(b.target)),
    );
    // The index is back: another case of a kept address is refused by the database itself.
    await expect(
      db.query(
        "insert into users (email, cname, password_hash) values ('Alone@OLD.example', 'y', 'z')",
      ),
    ).rejects.toThrow(/unique|duplicate/i);
    expect(await demo.h.login("1|Twin@Old.Example|DEMO")).toMatch(/\S{20,}/);
    expect(await demo.h.login("1|alone@old.example|DEMO")).toMatch(/\S{20,}/);
  });
});
