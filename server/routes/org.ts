import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import type { OrgItem } from "../../src/contract/access.ts";
import { LOGIN_MESSAGES, parseLoginName } from "../../src/domain/login.ts";
import { issueLogin } from "../auth/login-answer.ts";
import { consumeSsoTicket, createSsoTicket, findSsoTarget, SSO_INVALID } from "../auth/sso.ts";
import { checkThrottle, recordFailure, recordSuccess } from "../auth/throttle.ts";
import { systemClock } from "../clock.ts";
import { ApiError, fail, MESSAGES, ok } from "../envelope.ts";
import { JSON_BODY_LIMIT, limitBody, readJson } from "../http/body.ts";
import { requirePermission } from "../http/permissions.ts";
import type { AppEnv, Deps } from "../http/types.ts";

/** The menu whose holders may hand out single sign-on tickets: user administration. */
export const SSO_ADMIN_PATH = "/hrs_user";

export const SSO_TICKET_BODY = v.strictObject({
  username: v.pipe(
    v.string(LOGIN_MESSAGES.usernameFormat),
    v.maxLength(200, LOGIN_MESSAGES.usernameFormat),
  ),
});

/** The exchange body is read leniently: every malformed shape ends in the one invalid answer. */
function ticketOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const keys = Object.keys(body);
  const token = (body as { token?: unknown }).token;
  if (keys.length !== 1 || typeof token !== "string") return null;
  return /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

/** /hrs/org: the caller's organisations and single sign-on. */
export function orgRoutes({ db, config, clock = systemClock }: Deps) {
  return new Hono<AppEnv>()
    .get("/getMyOrgList", async (c) => {
      const rows = await db.query<OrgItem>(
        `select o.id as "orgId", o.name as "orgName", uo.is_default as "isDefault",
                o.code as "orgCode", o.version as "orgVersion", o.private_saas as "privateSaas",
                to_char(o.valid_until, 'YYYY-MM-DD') as "validUntil", o.theme as "orgTheme",
                (select coalesce(max(r.release), 0)::int from org_releases r
                 where r.org_id = o.id) as "orgRelease"
         from user_orgs uo join orgs o on o.id = uo.org_id
         where uo.user_id = $1
         order by uo.is_default desc, o.id`,
        [c.get("auth").userId],
      );
      return ok(c, rows);
    })
    .post("/createSsoTicket", requirePermission(db, SSO_ADMIN_PATH), limitBody(), async (c) => {
      const auth = c.get("auth");
      const { username } = await readJson(c, SSO_TICKET_BODY);
      const name = parseLoginName(username);
      if (!name) throw new ApiError(400, LOGIN_MESSAGES.usernameFormat);
      // Tickets only for members of the caller's own organisation.
      const [own] = await db.query<{ code: string }>("select code from orgs where id = $1", [
        auth.orgId,
      ]);
      if (own?.code !== name.orgCode) throw new ApiError(403, MESSAGES.forbidden);
      const found = await findSsoTarget(db, name);
      if (!found.ok) {
        return fail(c, found.reason === "no-role" ? MESSAGES.noRole : MESSAGES.userNotFound);
      }
      return ok(c, await createSsoTicket(db, found.target, auth.userId));
    })
    .post(
      "/sourceLoginOfEf",
      // An oversized body is one more invalid ticket, not a different answer.
      bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: (c) => fail(c, SSO_INVALID) }),
      async (c) => {
        const address = c.get("clientAddress");
        // Throttled per address: the account part of the key is the address too, so strangers
        // cannot lock anyone else out of single sign-on.
        const account = `sso@${address}`;
        const { wait } = await checkThrottle(db, account, address, {
          slowdownMs: config.loginSlowdownMs,
          clock,
        });
        if (wait > 0) {
          throw new ApiError(429, MESSAGES.tooManyAttempts, { "Retry-After": String(wait) });
        }
        const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
        const body: unknown =
          type === "application/json"
            ? await c.req.json().catch((error) => {
                if (error instanceof ApiError) throw error;
                return null;
              })
            : null;
        const ticket = ticketOf(body);
        const target = await db.tx(async (q) => {
          const used = await consumeSsoTicket(q, ticket ?? "-");
          return used ? issueLogin(q, config, used) : null;
        });
        if (!target?.ok) {
          await recordFailure(db, account, address, clock);
          return fail(c, SSO_INVALID);
        }
        await recordSuccess(db, account, address);
        return ok(c, target.data);
      },
    );
}
