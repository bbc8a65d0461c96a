import * as v from "valibot";
import { PASSWORD_MESSAGES } from "../domain/password";
import { TENANT_MESSAGES } from "../domain/tenant";
import { endpoint } from "./endpoint";

/** Tenant administration (issue 20): entries and answers shared by server, client and stories. */

const text = (message: string) => v.pipe(v.string(message), v.minLength(1, message));

/** POST /hrs/user/setPassword: the link's token and the new password twice. */
export const SET_PASSWORD_SCHEMA = v.strictObject({
  token: v.pipe(v.string(TENANT_MESSAGES.linkInvalid), v.maxLength(200)),
  newPassword: text(PASSWORD_MESSAGES.newRequired),
  confirmPassword: text(PASSWORD_MESSAGES.confirmRequired),
});

/**
 * The one-time set-password link (issue 20), public: the token is the proof. GET ?token= says
 * whose link it is; POST sets the password once.
 */
export const TENANT = {
  setPasswordLink: endpoint<SetPasswordLinkInfo>()({
    method: "GET",
    path: "/hrs/user/setPassword",
    permission: "public",
    query: v.object({ token: v.optional(v.string(), "") }),
  }),
  setPassword: endpoint<boolean>()({
    method: "POST",
    path: "/hrs/user/setPassword",
    permission: "public",
    body: SET_PASSWORD_SCHEMA,
  }),
};

/** The public page a set-password link opens: `/setPassword?token=…`. */
export const SET_PASSWORD_PAGE = "/setPassword";

/** GET /hrs/user/setPassword?token=: the account the link is for. */
export type SetPasswordLinkInfo = { loginName: string; orgCode: string; expiresAt: string };

export type SetPasswordBody = { token: string; newPassword: string; confirmPassword: string };

/** POST /__internal/orgs (npm run create-org): the new organisation and the admin's link. */
export type CreatedOrg = { orgId: number; userId: number; link: string; expiresAt: string };
