import { Hono } from "hono";
import { type SetPasswordLinkInfo, TENANT } from "../../src/contract/tenant.ts";
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN } from "../../src/domain/password.ts";
import { TENANT_MESSAGES } from "../../src/domain/tenant.ts";
import { isCommonPassword } from "../auth/common-passwords.ts";
import { hashPassword } from "../auth/password.ts";
import { findSetPasswordLink } from "../auth/set-password.ts";
import { fail, ok } from "../envelope.ts";
import { limitBody } from "../http/body.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { route } from "../http/route.ts";
import type { AppEnv, Deps } from "../http/types.ts";

/**
 * GET/POST /hrs/user/setPassword (public): what a one-time link is for, and setting the password
 * through it. Setting it uses the link up and ends every session the person had. Both are
 * rate-limited per address (SET_PASSWORD_RATE_LIMIT a minute, server/http/rate-limit.ts).
 */
export function setPasswordRoutes(deps: Deps) {
  const { db } = deps;
  // Checking and setting count together per address: no one tries links by the thousand.
  const app = new Hono<AppEnv>();
  const limit = rateLimit(deps, "setPassword");
  route(app, TENANT.setPasswordLink, limit, async (c, { query: { token } }) => {
    const found = await findSetPasswordLink(db, token);
    if (!found) return fail(c, TENANT_MESSAGES.linkInvalid);
    const { loginName, orgCode, expiresAt } = found;
    return ok<SetPasswordLinkInfo>(c, { loginName, orgCode, expiresAt });
  });
  route(app, TENANT.setPassword, limit, limitBody(), async (c, { body }) => {
    if (body.newPassword !== body.confirmPassword) return fail(c, PASSWORD_MESSAGES.mismatch);
    const length = body.newPassword.length;
    if (length < PASSWORD_MIN || length > PASSWORD_MAX) return fail(c, PASSWORD_MESSAGES.length);
    if (isCommonPassword(body.newPassword)) return fail(c, PASSWORD_MESSAGES.common);
    if (!(await findSetPasswordLink(db, body.token))) return fail(c, TENANT_MESSAGES.linkInvalid);
    // Hash outside the transaction (scrypt is slow on purpose), then claim the link once.
    const hash = await hashPassword(body.newPassword);
    const done = await db.tx(async (q) => {
      const target = await findSetPasswordLink(q, body.token);
      if (!target) return false;
      const claimed = await q.query(
        "update set_password_links set used_at = now() where id = $1 and used_at is null returning id",
        [target.linkId],
      );
      if (claimed.length === 0) return false;
      await q.query(
        "update users set password_hash = $2, password_changed_at = now() where id = $1",
        [target.userId, hash],
      );
      await q.query(
        "update sessions set revoked_at = now() where user_id = $1 and revoked_at is null",
        [target.userId],
      );
      return true;
    });
    if (!done) return fail(c, TENANT_MESSAGES.linkInvalid);
    return ok(c, true, TENANT_MESSAGES.passwordSet);
  });
  return app;
}
