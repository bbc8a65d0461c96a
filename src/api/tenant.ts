import { type SetPasswordBody, type SetPasswordLinkInfo, TENANT_PATHS } from "../contract/tenant";
import { api } from "./client";

/** GET /hrs/user/setPassword?token=: whose one-time link it is (public; the page shows failures). */
export const fetchSetPasswordLink = (token: string) =>
  api.get<SetPasswordLinkInfo>(TENANT_PATHS.setPassword, { query: { token }, silent: true });

/** POST /hrs/user/setPassword: sets the password once (public). */
export const setPassword = (body: SetPasswordBody) =>
  api.post<boolean>(TENANT_PATHS.setPassword, { json: body, silent: true });
