import { type Context, Hono } from "hono";
import * as v from "valibot";
import type { CreatedOrg, SetPasswordLinkInfo } from "../../src/contract/tenant.ts";
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN } from "../../src/domain/password.ts";
import { createOrgSchema, TENANT_MESSAGES } from "../../src/domain/tenant.ts";
import { isCommonPassword } from "../auth/common-passwords.ts";
import { hashPassword } from "../auth/password.ts";
import { createSetPasswordLink, findSetPasswordLink } from "../auth/set-password.ts";
import { newToken } from "../auth/tokens.ts";
import { ApiError, fail, ok } from "../envelope.ts";
import { limitBody, readJson } from "../http/body.ts";
import { rateLimit } from "../http/rate-limit.ts";
import type { AppEnv, Deps } from "../http/types.ts";

/** Where links point: PUBLIC_URL when set, else the origin the caller reached us on. */
function base(c: Context<AppEnv>, publicUrl: string | undefined): string {
  return publicUrl ?? new URL(c.req.url).origin;
}

const text = (message: string) => v.pipe(v.string(message), v.minLength(1, message));
const SET_PASSWORD = v.strictObject({
  token: v.pipe(v.string(TENANT_MESSAGES.linkInvalid), v.maxLength(200)),
  newPassword: text(PASSWORD_MESSAGES.newRequired),
  confirmPassword: text(PASSWORD_MESSAGES.confirmRequired),
});

/**
 * GET/POST /hrs/user/setPassword (public): what a one-time link is for, and setting the password
 * through it. Setting it uses the link up and ends every session the person had. Both are
 * rate-limited per address (SET_PASSWORD_RATE_LIMIT a minute, server/http/rate-limit.ts).
 */
export function setPasswordRoutes(deps: Deps) {
  const { db } = deps;
  // Checking and setting count together per address: no one tries links by the thousand.
  return new Hono<AppEnv>()
    .use("/setPassword", rateLimit(deps, "setPassword"))
    .get("/setPassword", async (c) => {
      const found = await findSetPasswordLink(db, c.req.query("token") ?? "");
      if (!found) return fail(c, TENANT_MESSAGES.linkInvalid);
      const { loginName, orgCode, expiresAt } = found;
      return ok<SetPasswordLinkInfo>(c, { loginName, orgCode, expiresAt });
    })
    .post("/setPassword", limitBody(), async (c) => {
      const body = await readJson(c, SET_PASSWORD);
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
}

/**
 * POST /__internal/orgs, for `npm run create-org`: a new organisation with an administrator role
 * granted every menu and button, its administrator (login type 2) without a usable password,
 * and the one-time link where the administrator sets it.
 */
export function createOrgInternalRoutes({ db, config }: Deps) {
  return new Hono<AppEnv>().post("/orgs", limitBody(), async (c) => {
    const input = await readJson(c, createOrgSchema);
    // Never a usable password until the link is used: a random hash no password matches.
    const unusable = await hashPassword(newToken());
    const created = await db.tx(async (q) => {
      const taken = await q.query("select 1 from orgs where code = $1", [input.code]);
      if (taken.length) throw new ApiError(409, TENANT_MESSAGES.orgExists);
      const login = await q.query("select 1 from users where login_name = $1", [input.admin]);
      if (login.length) throw new ApiError(409, TENANT_MESSAGES.loginExists);
      const [org] = await q.query<{ id: number }>(
        "insert into orgs (code, name) values ($1, $2) returning id",
        [input.code, input.name],
      );
      const [role] = await q.query<{ id: number }>(
        "insert into roles (org_id, code, name) values ($1, 'admin', '管理员') returning id",
        [org?.id],
      );
      await q.query(
        "insert into role_permissions (role_id, permission_id) select $1, id from permissions",
        [role?.id],
      );
      const [user] = await q.query<{ id: number }>(
        `insert into users (login_name, cname, password_hash, owner_org_id)
         values ($1, $1, $2, $3) returning id`,
        [input.admin, unusable, org?.id],
      );
      await q.query(
        `insert into user_orgs (user_id, org_id, role_id, login_role, is_default)
         values ($1, $2, $3, 'admin', true)`,
        [user?.id, org?.id, role?.id],
      );
      const link = await createSetPasswordLink(q, user?.id ?? 0, base(c, config.publicUrl));
      return { orgId: org?.id ?? 0, userId: user?.id ?? 0, ...link };
    });
    return ok<CreatedOrg>(c, created);
  });
}
