import { type Context, Hono } from "hono";
import type { CreatedOrg } from "../../src/contract/tenant.ts";
import { createOrgSchema, TENANT_MESSAGES } from "../../src/domain/tenant.ts";
import { hashPassword } from "../auth/password.ts";
import { createSetPasswordLink } from "../auth/set-password.ts";
import { newToken } from "../auth/tokens.ts";
import { ApiError, ok } from "../envelope.ts";
import { limitBody, readJson } from "../http/body.ts";
import type { AppEnv, Deps } from "../http/types.ts";

/** Where links point: PUBLIC_URL when set, else the origin the caller reached us on. */
function base(c: Context<AppEnv>, publicUrl: string | undefined): string {
  return publicUrl ?? new URL(c.req.url).origin;
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
