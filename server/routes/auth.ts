import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import { LOGIN_MESSAGES, LOGIN_TYPES, parseLoginName } from "../../src/domain/login.ts";
import { issueLogin } from "../auth/login-answer.ts";
import { findMember, mayLogIn, throttleAccount } from "../auth/members.ts";
import { decoyHash, hashPassword, needsRehash, verifyPassword } from "../auth/password.ts";
import { revokeSession } from "../auth/sessions.ts";
import { checkThrottle, recordFailure, recordSuccess } from "../auth/throttle.ts";
import { systemClock } from "../clock.ts";
import { ApiError, fail, MESSAGES, ok } from "../envelope.ts";
import { idSchema, limitBody, readJson } from "../http/body.ts";
import type { AppEnv, Deps } from "../http/types.ts";

/** POST /auth/switchLogin: the organisation to switch to, and the caller's own user id. */
const SWITCH_LOGIN = v.strictObject({ orgId: idSchema("orgId"), userId: idSchema("userId") });

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export function authRoutes({ db, config, clock = systemClock }: Deps) {
  return new Hono<AppEnv>()
    .post(
      "/oauth/token",
      bodyLimit({
        maxSize: 8 * 1024,
        onError: () => {
          throw new ApiError(413, MESSAGES.tooLarge);
        },
      }),
      async (c) => {
        const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
        if (!FORM_TYPES.includes(type)) throw new ApiError(415, MESSAGES.unsupportedType);
        const form = await c.req.parseBody().catch((error) => {
          throw error instanceof ApiError ? error : new ApiError(400, MESSAGES.badRequest);
        });
        const text = (key: string) => (typeof form[key] === "string" ? (form[key] as string) : "");
        if (text("grant_type") !== "password") throw new ApiError(400, LOGIN_MESSAGES.grantType);
        const name = parseLoginName(text("username"));
        if (!name) throw new ApiError(400, LOGIN_MESSAGES.usernameFormat);
        const password = text("password");
        if (!password) throw new ApiError(400, LOGIN_MESSAGES.password);
        if (password.length > 128) throw new ApiError(400, LOGIN_MESSAGES.passwordLength);

        // Counted by the person, across organisations, and by address (server/auth/throttle.ts).
        const account = await throttleAccount(db, name);
        const address = c.get("clientAddress");
        const { wait } = await checkThrottle(db, account, address, {
          slowdownMs: config.loginSlowdownMs,
          clock,
        });
        if (wait > 0) {
          throw new ApiError(429, MESSAGES.tooManyAttempts, { "Retry-After": String(wait) });
        }

        const found = await findMember(db, name);
        const eligible = mayLogIn(found, name.type);
        const valid = await verifyPassword(password, eligible ? found.hash : await decoyHash());
        if (!eligible || !valid) {
          await recordFailure(db, account, address, clock);
          return fail(c, MESSAGES.badCredentials);
        }
        await recordSuccess(db, account, address);
        if (needsRehash(found.hash)) {
          // Stored at an older, cheaper cost: replace it now that we know the password, unless
          // it changed meanwhile.
          await db.query(
            "update users set password_hash = $1 where id = $2 and password_hash = $3",
            [await hashPassword(password), found.id, found.hash],
          );
        }
        const login = await issueLogin(db, config, {
          userId: found.id,
          orgId: found.orgId,
          loginType: name.type,
        });
        return login.ok ? ok(c, login.data) : fail(c, login.message);
      },
    )
    .post("/switchLogin", limitBody(), async (c) => {
      const body = await readJson(c, SWITCH_LOGIN);
      const auth = c.get("auth");
      if (body.userId !== auth.userId) throw new ApiError(403, MESSAGES.forbidden);
      // A session an SSO ticket of a non-owning organisation opened stays there (decision 53).
      if (auth.confinedOrgId !== null && body.orgId !== auth.confinedOrgId) {
        throw new ApiError(403, MESSAGES.forbidden);
      }
      const [target] = await db.query<{ loginRole: string; roleId: number | null }>(
        `select uo.login_role as "loginRole", uo.role_id as "roleId"
         from user_orgs uo join orgs o on o.id = uo.org_id
         where uo.user_id = $1 and uo.org_id = $2`,
        [auth.userId, body.orgId],
      );
      // Not a member, or an administrator session into an organisation where one is not admin.
      if (!target || (auth.loginType === LOGIN_TYPES.admin && target.loginRole !== "admin")) {
        throw new ApiError(403, MESSAGES.forbidden);
      }
      if (target.roleId === null) return fail(c, MESSAGES.noRole);
      const login = await db.tx(async (q) => {
        const next = await issueLogin(q, config, {
          userId: auth.userId,
          orgId: body.orgId,
          loginType: auth.loginType,
          confinedOrgId: auth.confinedOrgId,
        });
        if (next.ok) await revokeSession(q, auth.sessionId);
        return next;
      });
      return login.ok ? ok(c, login.data) : fail(c, login.message);
    })
    .delete("/token/logout", async (c) => {
      await revokeSession(db, c.get("auth").sessionId);
      return ok(c, true);
    });
}
