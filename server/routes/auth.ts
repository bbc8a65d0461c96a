import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { LOGIN_MESSAGES, LOGIN_TYPES, parseLoginName } from "../../src/domain/login.ts";
import { decoyHash, verifyPassword } from "../auth/password.ts";
import { createSession, revokeSession } from "../auth/sessions.ts";
import { lockedFor, recordFailure, recordSuccess } from "../auth/throttle.ts";
import { loadUserInfo } from "../auth/user-info.ts";
import { ApiError, fail, MESSAGES, ok } from "../http/envelope.ts";
import type { AppEnv, Deps } from "../http/types.ts";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export function authRoutes({ db, config }: Deps) {
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
        const form = await c.req.parseBody().catch(() => {
          throw new ApiError(400, MESSAGES.badRequest);
        });
        const text = (key: string) => (typeof form[key] === "string" ? (form[key] as string) : "");
        if (text("grant_type") !== "password") throw new ApiError(400, LOGIN_MESSAGES.grantType);
        const name = parseLoginName(text("username"));
        if (!name) throw new ApiError(400, LOGIN_MESSAGES.usernameFormat);
        const password = text("password");
        if (!password) throw new ApiError(400, LOGIN_MESSAGES.password);
        if (password.length > 128) throw new ApiError(400, LOGIN_MESSAGES.passwordLength);

        const account = `${name.type}|${name.login}|${name.orgCode}`;
        const address = c.get("clientAddress");
        const wait = await lockedFor(db, account, address);
        if (wait > 0) {
          throw new ApiError(429, MESSAGES.tooManyAttempts, { "Retry-After": String(wait) });
        }

        const column = { 0: "u.phone", 1: "u.email", 2: "u.login_name" }[name.type];
        const [found] = await db.query<{
          id: number;
          orgId: number;
          hash: string;
          loginRole: string;
          state: number;
        }>(
          `select u.id, o.id as "orgId", u.password_hash as hash, uo.login_role as "loginRole", u.state
           from users u join user_orgs uo on uo.user_id = u.id join orgs o on o.id = uo.org_id
           where ${column} = $1 and o.code = $2`,
          [name.login, name.orgCode],
        );
        // Administrator login only for members whose role there is admin.
        const eligible =
          found &&
          found.state === 1 &&
          (name.type !== LOGIN_TYPES.admin || found.loginRole === "admin");
        const valid = await verifyPassword(password, eligible ? found.hash : await decoyHash());
        if (!eligible || !valid) {
          await recordFailure(db, account, address);
          return fail(c, MESSAGES.badCredentials);
        }
        await recordSuccess(db, account, address);
        const session = await createSession(db, config, {
          userId: found.id,
          orgId: found.orgId,
          loginType: name.type,
        });
        const info = await loadUserInfo(db, {
          userId: found.id,
          orgId: found.orgId,
          loginType: name.type,
        });
        if (!info) return fail(c, MESSAGES.userNotFound);
        if (info.roleId === null) return fail(c, MESSAGES.noRole);
        return ok(c, {
          access_token: session.token,
          token_type: "bearer",
          expires_in: session.expiresIn,
          ...info,
        });
      },
    )
    .delete("/token/logout", async (c) => {
      await revokeSession(db, c.get("auth").sessionId);
      return ok(c, true);
    });
}
