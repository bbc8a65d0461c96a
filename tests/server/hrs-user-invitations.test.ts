import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../server/envelope.ts";
import type { OrgItem } from "../../src/contract/access.ts";
import type {
  HrsUser,
  InvitationAccepted,
  MyInvitation,
  Page,
  PendingInvitation,
  UserAdded,
  UserLink,
} from "../../src/contract/hrs-user.ts";
import { HRS_MESSAGES } from "../../src/domain/hrs-user.ts";
import { demoServer } from "./helpers.ts";

/**
 * Issue 33 (decision 53): no organisation reaches another's people. DEMO owns the people made
 * here; DEMO2's administrator (the `admin2` session) is the other organisation. Adding an
 * existing login invites; the person accepts or declines; the non-owning organisation may change
 * only its membership; a session from a non-owner's SSO ticket stays in that organisation.
 */

const demo = demoServer("admin", "admin2");
const { get, send } = demo;
const PASSWORD = "Harbour-Crane-42";
let addressCounter = 0;
/** SSO exchanges are throttled per address: each gets its own. */
const freshAddress = () => `198.51.100.${++addressCounter}`;
let people = 0;

async function roleIdOf(code: string, org: number): Promise<number> {
  const [row] = await demo.h.db.query<{ id: number }>(
    "select id from roles where org_id = $1 and code = $2",
    [org, code],
  );
  return row?.id ?? 0;
}

type Person = { id: number; email: string; username: string; token: string };

/** A new DEMO staff member with a password, signed in to DEMO. */
async function demoPerson(local: string): Promise<Person> {
  const email = `${local}@demo.example`;
  const added = await send<UserLink>("/hrs/user", demo.tokens.admin, {
    loginType: 1,
    cname: "演示员工",
    ename: "Stored Name",
    email,
    phone: `1390000${1000 + ++people}`,
    roleId: await roleIdOf("staff", demo.ids.demo),
  });
  if (added.body.code !== 0) throw new Error(added.body.messageInfo);
  const token = new URL(added.body.data.link).searchParams.get("token") ?? "";
  const set = await send("/hrs/user/setPassword", undefined, {
    token,
    newPassword: PASSWORD,
    confirmPassword: PASSWORD,
  });
  if (set.body.code !== 0) throw new Error(set.body.messageInfo);
  const username = `1|${email}|DEMO`;
  return {
    id: added.body.data.userId,
    email,
    username,
    token: await demo.h.login(username, PASSWORD),
  };
}

/** DEMO2's administrator adds the person's e-mail: an invitation. */
async function invite(p: Person, cname = "对方输入的名字") {
  return send<UserAdded>("/hrs/user", demo.tokens.admin2, {
    loginType: 1,
    cname,
    email: p.email,
    roleId: await roleIdOf("staff", demo.ids.demo2),
  });
}

async function invitationIdOf(p: Person): Promise<number> {
  const mine = await get<MyInvitation[]>("/auth/invitations", p.token);
  const found = mine.body.data.find((i) => i.orgId === demo.ids.demo2);
  if (!found) throw new Error("no invitation");
  return found.invitationId;
}

/** Invited into DEMO2 and accepted: a member there, owned by DEMO. */
async function joinedPerson(local: string): Promise<Person> {
  const p = await demoPerson(local);
  await invite(p);
  const accepted = await send(`/auth/invitations/${await invitationIdOf(p)}/accept`, p.token);
  if (accepted.body.code !== 0) throw new Error(accepted.body.messageInfo);
  return p;
}

const membership = async (userId: number, orgId: number) =>
  demo.h.db.query("select 1 from user_orgs where user_id = $1 and org_id = $2", [userId, orgId]);

const stored = async (userId: number) =>
  (
    await demo.h.db.query<{ cname: string; state: number; version: number }>(
      "select cname, state, version from users where id = $1",
      [userId],
    )
  )[0];

const inList = async (token: string, email: string) =>
  (await get<Page<HrsUser>>(`/hrs/user/page?size=100&keyword=${encodeURIComponent(email)}`, token))
    .body.data.records[0];

describe("adding another organisation's person (join)", () => {
  it("invites: no membership, and the answer and the log hold only what was typed", async () => {
    const p = await demoPerson("invitee1");
    const added = await invite(p, "对方输入的名字");
    expect(added.status).toBe(200);
    expect(added.body.code).toBe(0);
    expect(added.body.data).toMatchObject({
      joined: true,
      invited: true,
      login: p.email,
    });
    const text = JSON.stringify(added.body.data);
    for (const secret of ["演示员工", "Stored Name", "1390000"]) {
      expect(text).not.toContain(secret);
    }
    // Nor the person's id (a value, not a substring: the expiry's clock digits may hold it).
    expect(added.body.data).not.toHaveProperty("userId");
    expect(Object.values(added.body.data)).not.toContain(p.id);
    // Not a member: not listed, no sign-in, no switch, no ticket, no reset.
    expect(await membership(p.id, demo.ids.demo2)).toHaveLength(0);
    expect(await inList(demo.tokens.admin2, p.email)).toBeUndefined();
    await expect(demo.h.login(`1|${p.email}|DEMO2`, PASSWORD)).rejects.toThrow();
    const switched = await send("/auth/switchLogin", p.token, {
      orgId: demo.ids.demo2,
      userId: p.id,
    });
    expect(switched.status).toBe(403);
    const ticket = await send("/hrs/org/createSsoTicket", demo.tokens.admin2, {
      username: `1|${p.email}|DEMO2`,
    });
    expect(ticket.body).toMatchObject({ code: 1, messageInfo: MESSAGES.userNotFound });
    const reset = await send(`/hrs/user/${p.id}/resetPassword`, demo.tokens.admin2);
    expect(reset.status).toBe(404);
    // The pending list shows what was typed and when it expires, seven days on.
    const pending = await get<PendingInvitation[]>("/hrs/user/invitations", demo.tokens.admin2);
    const row = pending.body.data.find((i) => i.login === p.email);
    expect(row).toMatchObject({ cname: "对方输入的名字", loginType: 1 });
    const days =
      (new Date(row?.expiresAt ?? 0).getTime() - new Date(row?.createdAt ?? 0).getTime()) /
      86_400_000;
    expect(days).toBe(7);
    const log = await demo.h.db.query<{ after: unknown }>(
      "select after from audit_log where org_id = $1 and action = 'user.invite'",
      [demo.ids.demo2],
    );
    expect(JSON.stringify(log)).not.toContain("演示员工");
    // Again while pending: 409, still one invitation.
    const again = await invite(p);
    expect(again.status).toBe(409);
    expect(again.body.messageInfo).toBe(HRS_MESSAGES.invitePending);
    const [count] = await demo.h.db.query<{ n: number }>(
      "select count(*)::int as n from user_invitations where user_id = $1",
      [p.id],
    );
    expect(count?.n).toBe(1);
  });

  it("refuses a new person whose contact phone another person has with 409, saving nothing", async () => {
    const p = await demoPerson("phoneowner1");
    const [stored] = await demo.h.db.query<{ phone: string }>(
      "select phone from users where id = $1",
      [p.id],
    );
    const added = await send("/hrs/user", demo.tokens.admin2, {
      loginType: 1,
      cname: "新人",
      email: "fresh-contact@demo2.example",
      phone: stored?.phone,
      roleId: await roleIdOf("staff", demo.ids.demo2),
    });
    expect(added.status).toBe(409);
    expect(added.body.messageInfo).toBe(HRS_MESSAGES.loginExists);
    const rows = await demo.h.db.query("select 1 from users where email = $1", [
      "fresh-contact@demo2.example",
    ]);
    expect(rows).toHaveLength(0);
  });

  it("withdraws a pending invitation, leaving nothing", async () => {
    const p = await demoPerson("withdrawn1");
    const added = await invite(p);
    if (!added.body.data.invited) throw new Error("not invited");
    const id = added.body.data.invitationId;
    const gone = await send(`/hrs/user/invitations/${id}`, demo.tokens.admin2, undefined, {
      method: "DELETE",
    });
    expect(gone.body.code).toBe(0);
    expect((await get<MyInvitation[]>("/auth/invitations", p.token)).body.data).toEqual([]);
    // Another organisation cannot withdraw (or see) it.
    const again = await invite(p);
    if (!again.body.data.invited) throw new Error("not invited");
    const foreign = await send(
      `/hrs/user/invitations/${again.body.data.invitationId}`,
      demo.tokens.admin,
      undefined,
      { method: "DELETE" },
    );
    expect(foreign.status).toBe(404);
  });
});

describe("the invitee", () => {
  it("sees the invitation after signing in, accepts it and then has the organisation", async () => {
    const p = await demoPerson("accepts1");
    await invite(p);
    const mine = await get<MyInvitation[]>("/auth/invitations", p.token);
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.data[0]).toMatchObject({ orgId: demo.ids.demo2, orgCode: "DEMO2" });
    const id = mine.body.data[0]?.invitationId ?? 0;
    // Someone else's invitation id is 404, and changes nothing.
    const other = await demoPerson("bystander1");
    const foreign = await send(`/auth/invitations/${id}/accept`, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.messageInfo).toBe(HRS_MESSAGES.invitationGone);
    expect(await membership(other.id, demo.ids.demo2)).toHaveLength(0);

    const accepted = await send<InvitationAccepted>(`/auth/invitations/${id}/accept`, p.token);
    expect(accepted.body.code).toBe(0);
    expect(accepted.body.data).toMatchObject({ orgId: demo.ids.demo2, orgCode: "DEMO2" });
    const orgs = await get<OrgItem[]>("/hrs/org/getMyOrgList", p.token);
    expect(orgs.body.data.map((o) => o.orgCode)).toEqual(["DEMO", "DEMO2"]);
    expect(await demo.h.login(`1|${p.email}|DEMO2`, PASSWORD)).toMatch(/^[\w-]{20,}$/);
    // DEMO2 lists them with DEMO as the owner; the invitation is gone; the accept is logged.
    expect(await inList(demo.tokens.admin2, p.email)).toMatchObject({
      cname: "演示员工",
      owned: false,
      ownerOrgName: "上海演示国际货运代理有限公司",
    });
    expect(await inList(demo.tokens.admin, p.email)).toMatchObject({ owned: true });
    expect((await get<MyInvitation[]>("/auth/invitations", p.token)).body.data).toEqual([]);
    const log = await demo.h.db.query(
      "select 1 from audit_log where org_id = $1 and action = 'user.invite.accept' and actor_id = $2",
      [demo.ids.demo2, p.id],
    );
    expect(log).toHaveLength(1);
  });

  it("declines, leaving no row and no membership", async () => {
    const p = await demoPerson("declines1");
    await invite(p);
    const declined = await send(`/auth/invitations/${await invitationIdOf(p)}/decline`, p.token);
    expect(declined.body.code).toBe(0);
    const rows = await demo.h.db.query("select 1 from user_invitations where user_id = $1", [p.id]);
    expect(rows).toHaveLength(0);
    expect(await membership(p.id, demo.ids.demo2)).toHaveLength(0);
    const log = await demo.h.db.query(
      "select 1 from audit_log where org_id = $1 and action = 'user.invite.decline' and actor_id = $2",
      [demo.ids.demo2, p.id],
    );
    expect(log).toHaveLength(1);
  });

  it("cannot accept an expired invitation, which is then gone", async () => {
    const p = await demoPerson("expires1");
    await invite(p);
    const id = await invitationIdOf(p);
    await demo.h.db.query(
      `update user_invitations set created_at = now() - interval '8 days',
         expires_at = now() - interval '1 day' where id = $1`,
      [id],
    );
    const accepted = await send(`/auth/invitations/${id}/accept`, p.token);
    expect(accepted.status).toBe(404);
    expect(accepted.body.messageInfo).toBe(HRS_MESSAGES.invitationGone);
    expect(await membership(p.id, demo.ids.demo2)).toHaveLength(0);
    const rows = await demo.h.db.query("select 1 from user_invitations where user_id = $1", [p.id]);
    expect(rows).toHaveLength(0);
    // An expired invitation blocks nothing: DEMO2 may invite again.
    expect((await invite(p)).body.code).toBe(0);
  });
});

describe("what only the owning organisation may do", () => {
  it("refuses another organisation's reset, edit, disable and enable with 403, changing nothing", async () => {
    const p = await joinedPerson("owned1");
    const before = await stored(p.id);
    const links = async () =>
      (await demo.h.db.query("select 1 from set_password_links where user_id = $1", [p.id])).length;
    const linksBefore = await links();

    const reset = await send(`/hrs/user/${p.id}/resetPassword`, demo.tokens.admin2);
    expect(reset.status).toBe(403);
    expect(reset.body.messageInfo).toBe(HRS_MESSAGES.notOwner);
    expect(await links()).toBe(linksBefore);

    const disable = await send(`/hrs/user/${p.id}/disable`, demo.tokens.admin2);
    expect(disable.status).toBe(403);
    expect(disable.body.messageInfo).toBe(HRS_MESSAGES.notOwner);
    expect((await get("/hrs/permission", p.token)).status).toBe(200);

    await demo.h.db.query("update users set state = 0 where id = $1", [p.id]);
    const enable = await send(`/hrs/user/${p.id}/enable`, demo.tokens.admin2);
    expect(enable.status).toBe(403);
    expect((await stored(p.id))?.state).toBe(0);
    await demo.h.db.query("update users set state = 1 where id = $1", [p.id]);

    const member = await inList(demo.tokens.admin2, p.email);
    if (!member) throw new Error("not listed");
    const edit = await send(
      `/hrs/user/${p.id}`,
      demo.tokens.admin2,
      {
        cname: "改掉的名字",
        email: "taken-over@demo2.example",
        roleId: member.roleId,
        version: member.version,
      },
      { method: "PUT" },
    );
    expect(edit.status).toBe(403);
    expect(edit.body.messageInfo).toBe(HRS_MESSAGES.notOwner);
    expect(await stored(p.id)).toEqual(before);

    // Its own membership's role is DEMO2's to change; the names and contacts stay.
    const admins = await roleIdOf("admin", demo.ids.demo2);
    const role = await send<HrsUser>(
      `/hrs/user/${p.id}`,
      demo.tokens.admin2,
      {
        cname: member.cname,
        ename: member.ename,
        phone: member.phone,
        email: member.email,
        phoneArea: member.phoneArea,
        roleId: admins,
        version: member.version,
      },
      { method: "PUT" },
    );
    expect(role.body.code).toBe(0);
    expect(role.body.data).toMatchObject({ roleId: admins, cname: "演示员工", owned: false });
  });

  it("lets the owning organisation reset, edit, disable and enable", async () => {
    const p = await joinedPerson("owned2");
    const reset = await send<UserLink>(`/hrs/user/${p.id}/resetPassword`, demo.tokens.admin);
    expect(reset.body.code).toBe(0);
    const member = await inList(demo.tokens.admin, p.email);
    if (!member) throw new Error("not listed");
    const edit = await send(
      `/hrs/user/${p.id}`,
      demo.tokens.admin,
      { cname: "新名字", email: p.email, roleId: member.roleId, version: member.version },
      { method: "PUT" },
    );
    expect(edit.body.code).toBe(0);
    expect((await stored(p.id))?.cname).toBe("新名字");
    expect((await send(`/hrs/user/${p.id}/disable`, demo.tokens.admin)).body.code).toBe(0);
    expect((await stored(p.id))?.state).toBe(0);
    expect((await send(`/hrs/user/${p.id}/enable`, demo.tokens.admin)).body.code).toBe(0);
    expect((await stored(p.id))?.state).toBe(1);
  });

  it("lets another organisation end its membership, leaving the person intact in the owner's", async () => {
    const p = await joinedPerson("removed1");
    const in2 = await demo.h.login(`1|${p.email}|DEMO2`, PASSWORD);
    const removed = await send(`/hrs/user/${p.id}/remove`, demo.tokens.admin2);
    expect(removed.body.code).toBe(0);
    expect(await membership(p.id, demo.ids.demo2)).toHaveLength(0);
    expect((await get("/hrs/permission", in2)).status).toBe(401);
    expect(await inList(demo.tokens.admin2, p.email)).toBeUndefined();
    // In DEMO nothing changed: same session, same sign-in, same record.
    expect((await get("/hrs/permission", p.token)).status).toBe(200);
    expect(await demo.h.login(p.username, PASSWORD)).toMatch(/^[\w-]{20,}$/);
    expect(await inList(demo.tokens.admin, p.email)).toMatchObject({ state: 1, owned: true });
    // The owner disables instead of removing its own account.
    const own = await send(`/hrs/user/${p.id}/remove`, demo.tokens.admin);
    expect(own.status).toBe(409);
    expect(own.body.messageInfo).toBe(HRS_MESSAGES.ownerRemove);
    expect(await membership(p.id, demo.ids.demo)).toHaveLength(1);
  });
});

type Login = { access_token: string; orgCode: string };

async function ticketSession(username: string, creator: string): Promise<string> {
  const made = await send<{ ticket: string }>("/hrs/org/createSsoTicket", creator, { username });
  if (made.body.code !== 0) throw new Error(made.body.messageInfo);
  const used = await send<Login>(
    "/hrs/org/sourceLoginOfEf",
    undefined,
    { token: made.body.data.ticket },
    { address: freshAddress() },
  );
  if (used.body.code !== 0) throw new Error(used.body.messageInfo);
  return used.body.data.access_token;
}

describe("sessions do not cross organisations by ticket", () => {
  it("keeps a session from a non-owning organisation's ticket in that organisation", async () => {
    const p = await joinedPerson("ticket1");
    const session = await ticketSession(`1|${p.email}|DEMO2`, demo.tokens.admin2);
    expect((await get("/hrs/permission", session)).status).toBe(200);
    const switched = await send("/auth/switchLogin", session, {
      orgId: demo.ids.demo,
      userId: p.id,
    });
    expect(switched.status).toBe(403);
    expect(switched.body.messageInfo).toBe(MESSAGES.forbidden);
    // Nor does it see or answer the person's invitations: DEMO2 accepts nothing in their name.
    const [pending] = await demo.h.db.query<{ id: number }>(
      `insert into user_invitations (org_id, user_id, login_type, login, cname, role_id, login_role)
       select o.id, $1, 1, $2, 'x', r.id, 'partner' from orgs o
         join roles r on r.org_id = o.id and r.code = 'partner'
       where o.code = 'SUPPLY' returning id`,
      [p.id, p.email],
    );
    expect((await get<MyInvitation[]>("/auth/invitations", session)).body.data).toEqual([]);
    const accepted = await send(`/auth/invitations/${pending?.id}/accept`, session);
    expect(accepted.status).toBe(403);
    const declined = await send(`/auth/invitations/${pending?.id}/decline`, session);
    expect(declined.status).toBe(403);
    const left = await demo.h.db.query("select 1 from user_invitations where id = $1", [
      pending?.id,
    ]);
    expect(left).toHaveLength(1);
    // The person themselves still can.
    expect((await get<MyInvitation[]>("/auth/invitations", p.token)).body.data).toHaveLength(1);
  });

  it("lets a session from the owner's ticket, or a password, switch to an organisation joined", async () => {
    const p = await joinedPerson("ticket2");
    const session = await ticketSession(p.username, demo.tokens.admin);
    const switched = await send<Login>("/auth/switchLogin", session, {
      orgId: demo.ids.demo2,
      userId: p.id,
    });
    expect(switched.body.code).toBe(0);
    expect(switched.body.data.orgCode).toBe("DEMO2");
    const back = await send<Login>("/auth/switchLogin", p.token, {
      orgId: demo.ids.demo2,
      userId: p.id,
    });
    expect(back.body.code).toBe(0);
  });
});
