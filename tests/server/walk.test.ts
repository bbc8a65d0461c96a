import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../server/auth/password.ts";
import { createSession } from "../../server/auth/sessions.ts";
import { hashToken } from "../../server/auth/tokens.ts";
import { loadConfig } from "../../server/config.ts";
import { INTERNAL_PREFIX } from "../../server/http/internal.ts";
import { isPublicApi } from "../../server/http/public-paths.ts";
import { isApiPath } from "../../src/contract/prefixes.ts";
import { type Harness, startHarness } from "./harness.ts";
import { orgIds, userIds } from "./helpers.ts";

/**
 * Walks every API route the app registers: (a) no token and (b) an expired token must get 401;
 * (c) an outsider (an administrator of DEMO2 only) must neither see DEMO's rows nor change them.
 * (c) checks every route the same way: DEMO's canary texts must not appear in the answer, and a
 * fingerprint of every DEMO-owned row must be the same before and after. Routes that take ids
 * or organisation numbers also get a hostile request aimed at DEMO's rows, with the expected
 * refusal.
 */

type Route = { method: string; path: string };
type Probe = {
  query?: () => string;
  body?: () => unknown;
  /** Statuses the hostile request may get; undefined: anything but a 5xx. */
  status?: number[];
};

let h: Harness;
const ids = {
  demo: 0,
  demo2: 0,
  admin: 0,
  staff: 0,
  outsider: 0,
  demoMessage: 0,
  demoLink: 0,
  demoOrderCode: "",
  demoOrderUuid: "",
};
let outsiderOrgId = 0;
let expired = "";
let canaries: string[] = [];
let demoOrgName = "";
/** Routes whose answer is the network-wide member directory (company names by design). */
const NETWORK_DIRECTORY = new Set(["GET /hrs/userAccessRecord/topActiveIndex"]);
/**
 * Routes that name the owning organisation of a person who accepted the outsider's invitation
 * (decision 53: the user list's owner column, and its audit rows).
 */
const OWNER_NAMED = new Set(["GET /hrs/user/page", "GET /hrs/log/page"]);
const config = loadConfig({ STATIC_DIR: "", LOG_REQUESTS: "0" });

/** A session for the outsider without a password round (scrypt would slow the walk down). */
async function outsiderToken(): Promise<string> {
  return (
    await createSession(h.db, config, { userId: ids.outsider, orgId: ids.demo2, loginType: 2 })
  ).token;
}

/** Every DEMO-owned row a route could leak or touch, as one text. */
async function demoFingerprint(): Promise<string> {
  const [row] = await h.db.query<{ f: string }>(
    `select json_build_object(
       'approvals', (select json_agg(a order by a.id) from approvals a where a.org_id = $1),
       'messages', (select json_agg(m order by m.id) from messages m where m.org_id = $1),
       'records', (select json_agg(r order by r.id) from user_access_records r where r.org_id = $1),
       'orders', (select json_agg(json_build_object('id', o.id, 'code', o.order_code,
                    'updated', o.updated_at) order by o.id) from orders o where o.org_id = $1),
       'links', (select json_agg(json_build_object('id', l.id, 'revoked', l.revoked_at,
                    'expires', l.expires_at) order by l.id)
                 from order_share_links l join orders o on o.id = l.order_id where o.org_id = $1),
       'people', (select json_agg(json_build_object('id', u.id, 'hash', u.password_hash,
                    'lang', u.page_language, 'state', u.state, 'cname', u.cname,
                    'email', u.email, 'phone', u.phone) order by u.id)
                  from users u where u.owner_org_id = $1),
       'members', (select json_agg(uo order by uo.user_id) from user_orgs uo where uo.org_id = $1),
       'grants', (select json_agg(rp order by rp.role_id, rp.permission_id)
                  from role_permissions rp join roles r on r.id = rp.role_id where r.org_id = $1),
       'sessions', (select json_agg(json_build_object('id', s.id, 'revoked', s.revoked_at)
                    order by s.id) from sessions s where s.org_id = $1),
       'tickets', (select json_agg(json_build_object('id', t.id, 'used', t.used_at) order by t.id)
                   from sso_tickets t where t.org_id = $1)
     )::text as f`,
    [ids.demo],
  );
  return row?.f ?? "";
}

beforeAll(async () => {
  h = await startHarness();
  Object.assign(ids, await orgIds(h));
  outsiderOrgId = ids.demo2;
  const users = await userIds(h);
  ids.admin = users.admin;
  ids.staff = users.staff;

  // An administrator of DEMO2 who has nothing to do with DEMO.
  const [outsider] = await h.db.query<{ id: number }>(
    `insert into users (login_name, cname, password_hash) values ('ops2', '周外', $1) returning id`,
    [await hashPassword("Outsider-Pass-9")],
  );
  ids.outsider = outsider?.id ?? 0;
  await h.db.query(
    `insert into user_orgs (user_id, org_id, role_id, login_role, is_default)
     select $1, $2, r.id, 'admin', true from roles r where r.org_id = $2 and r.code = 'admin'`,
    [ids.outsider, ids.demo2],
  );

  // DEMO rows to aim at: a message, a menu visit, an order with a share link.
  const [message] = await h.db.query<{ id: number }>(
    "select id from messages where org_id = $1 and read_at is null order by id limit 1",
    [ids.demo],
  );
  ids.demoMessage = message?.id ?? 0;
  await h.db.query(
    `insert into user_access_records (user_id, org_id, permission_id, permission_name, access_count)
     values ($1, $2, 101, '空运出口订单', 3)`,
    [ids.staff, ids.demo],
  );
  const [order] = await h.db.query<{ id: number; code: string; uuid: string }>(
    `select id, order_code as code, uuid::text as uuid from orders where org_id = $1
     order by id limit 1`,
    [ids.demo],
  );
  if (order) {
    ids.demoOrderCode = order.code;
    ids.demoOrderUuid = order.uuid;
    const [link] = await h.db.query<{ id: number }>(
      `insert into order_share_links (order_id, token_hash, expires_at)
       values ($1, $2, now() + interval '1 day') returning id`,
      [order.id, hashToken("walk-test-link")],
    );
    ids.demoLink = link?.id ?? 0;
  }

  // Texts that exist only in DEMO's rows.
  const texts = await h.db.query<{ t: string }>(
    `select name as t from orgs where id = $1
     union select u.cname from users u join user_orgs uo on uo.user_id = u.id and uo.org_id = $1
       where not exists (select 1 from user_orgs x where x.user_id = u.id and x.org_id <> $1)
     union select email from users u join user_orgs uo on uo.user_id = u.id and uo.org_id = $1
       where u.email is not null
         and not exists (select 1 from user_orgs x where x.user_id = u.id and x.org_id <> $1)
     union select title from approvals where org_id = $1
     union select title from messages where org_id = $1
     union select o.order_code from orders o where o.org_id = $1
       and not exists (select 1 from orders x where x.order_code = o.order_code and x.org_id <> $1)`,
    [ids.demo],
  );
  canaries = texts.map((r) => r.t).filter((t) => t && t.length >= 3);
  demoOrgName =
    (await h.db.query<{ name: string }>("select name from orgs where id = $1", [ids.demo]))[0]
      ?.name ?? "";

  const token = (
    await createSession(h.db, config, { userId: ids.staff, orgId: ids.demo, loginType: 1 })
  ).token;
  await h.db.query(
    "update sessions set expires_at = now() - interval '1 second' where token_hash = $1",
    [hashToken(token)],
  );
  expired = token;
});
afterAll(() => h.close());

/** The API routes a caller needs a token for. */
function protectedRoutes(): Route[] {
  const seen = new Map<string, Route>();
  for (const r of h.app.routes) {
    if (r.method === "ALL") continue; // middleware
    if (!isApiPath(r.path) || isPublicApi(r.path) || r.path.startsWith(INTERNAL_PREFIX)) continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  return [...seen.values()];
}

/** Path parameters point at DEMO's rows. */
function concrete(path: string): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, (_m, name: string) => {
    if (name === "id") return String(ids.demoLink || 1);
    if (name === "uuid") return ids.demoOrderUuid || "00000000-0000-0000-0000-000000000000";
    return "1";
  });
}

/** Hostile requests aimed at DEMO's rows, by route. */
const PROBES: Record<string, Probe> = {
  "GET /prm/api/toDo": {
    query: () => `orgId=${ids.demo}&userId=${ids.staff}`,
    status: [403],
  },
  "GET /prm/api/haveMessage": {
    query: () => `orgId=${ids.demo}&userId=${ids.staff}`,
    status: [403],
  },
  "POST /prm/api/readMessage": { body: () => ({ id: ids.demoMessage }), status: [404] },
  "POST /auth/switchLogin": {
    body: () => ({ orgId: ids.demo, userId: ids.outsider }),
    status: [403],
  },
  "POST /hrs/org/createSsoTicket": {
    body: () => ({ username: "1|staff@demo.example|DEMO" }),
    status: [403],
  },
  "POST /hrs/userAccessRecord/recordMenu": {
    body: () => ({ id: 101, name: "空运出口订单", path: "/af_order" }),
    status: [200],
  },
  "POST /hrs/user/resetPassword": {
    body: () => ({
      oldPassword: "wrong-old-1",
      newPassword: "Another-Pass-77",
      confirmPassword: "Another-Pass-77",
    }),
    status: [200],
  },
  "PUT /hrs/user/paramText": { body: () => ({ paramText: "en-US" }), status: [200] },
  "GET /hrs/language/pages": { query: () => "pageType=shell&languageCode=zh-CN", status: [200] },
  "GET /afbase/orderShare/links": { query: () => `orderCode=${ids.demoOrderCode}`, status: [200] },
  "POST /afbase/orderShare/links": { body: () => ({ orderCode: ids.demoOrderCode }) },
  "DELETE /afbase/orderShare/links/:id": {},
  "GET /afbase/orderShare/orders": { query: () => `keyword=${ids.demoOrderCode}`, status: [200] },
};

async function request(
  route: Route,
  token: string | null,
  probe: Probe = {},
): Promise<{ status: number; text: string }> {
  const query = probe.query?.() ?? "";
  const url = `${concrete(route.path)}${query ? `?${query}` : ""}`;
  const hasBody = !["GET", "HEAD"].includes(route.method);
  const res = await h.call(url, {
    method: route.method,
    ...(token ? { token } : {}),
    ...(hasBody
      ? {
          body: JSON.stringify(probe.body?.() ?? {}),
          headers: { "content-type": "application/json" },
        }
      : {}),
    address: "192.0.2.250",
  });
  return { status: res.status, text: await res.text() };
}

describe("walk of every protected route", () => {
  it("refuses anonymous and expired callers, and keeps DEMO's rows from an outsider", async () => {
    const routes = protectedRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(14);
    expect(canaries.length).toBeGreaterThan(10);
    const misses: string[] = [];
    let checks = 0;
    const unauthorized = JSON.stringify({
      code: 401,
      messageInfo: "登录已超时，请重新登录",
      data: null,
    });

    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const probe = PROBES[key];

      const anonymous = await request(route, null, probe);
      checks++;
      if (anonymous.status !== 401 || anonymous.text !== unauthorized) {
        misses.push(`${key}: no token answered ${anonymous.status}`);
      }
      const stale = await request(route, expired, probe);
      checks++;
      if (stale.status !== 401) misses.push(`${key}: expired token answered ${stale.status}`);

      // Plain call and hostile call, each with a fresh outsider session (logout revokes one).
      for (const variant of probe ? [{}, probe] : [{}]) {
        const before = await demoFingerprint();
        const answer = await request(route, await outsiderToken(), variant);
        const after = await demoFingerprint();
        checks += 3;
        if (answer.status >= 500) misses.push(`${key}: outsider got ${answer.status}`);
        if (before !== after) misses.push(`${key}: outsider changed DEMO's rows`);
        // The activity ranking is the forwarding network's shared directory (seed 000 §2.3): other
        // members' company names are its content. Everything else of DEMO's must still stay out.
        const allowed = NETWORK_DIRECTORY.has(key) || OWNER_NAMED.has(key) ? demoOrgName : null;
        const leaked = canaries.filter((t) => t !== allowed && answer.text.includes(t));
        if (leaked.length)
          misses.push(`${key}: outsider saw DEMO's ${leaked.slice(0, 3).join(", ")}`);
        if (variant === probe && probe.status) {
          checks++;
          if (!probe.status.includes(answer.status)) {
            misses.push(
              `${key}: hostile request answered ${answer.status}, expected ${probe.status}`,
            );
          }
        }
      }
    }
    console.info(
      `walked ${routes.length} protected routes, ${checks} checks, ${misses.length} misses` +
        (misses.length ? `:\n  ${misses.join("\n  ")}` : ""),
    );
    expect(misses).toEqual([]);
  });

  it("lists the hostile probes only for routes that exist", () => {
    const keys = new Set(protectedRoutes().map((r) => `${r.method} ${r.path}`));
    const mine = Object.keys(PROBES).filter((k) => !k.includes("/afbase/orderShare"));
    for (const key of mine) expect(keys.has(key), key).toBe(true);
    expect(outsiderOrgId).toBe(ids.demo2);
  });
});
