/** Tenant administration (issue 20): paths and answers shared by server, client and stories. */
export const TENANT_PATHS = {
  /** Public: GET ?token= says whose link it is; POST sets the password once. */
  setPassword: "/hrs/user/setPassword",
} as const;

/** The public page a set-password link opens: `/setPassword?token=…`. */
export const SET_PASSWORD_PAGE = "/setPassword";

/** GET /hrs/user/setPassword?token=: the account the link is for. */
export type SetPasswordLinkInfo = { loginName: string; orgCode: string; expiresAt: string };

export type SetPasswordBody = { token: string; newPassword: string; confirmPassword: string };

/** POST /__internal/orgs (npm run create-org): the new organisation and the admin's link. */
export type CreatedOrg = { orgId: number; userId: number; link: string; expiresAt: string };
