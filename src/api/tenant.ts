import { type SetPasswordBody, TENANT } from "../contract/tenant";
import { call } from "./call";

/** GET /hrs/user/setPassword?token=: whose one-time link it is (public; the page shows failures). */
export const fetchSetPasswordLink = (token: string) =>
  call(TENANT.setPasswordLink, { query: { token } }, { silent: true });

/** POST /hrs/user/setPassword: sets the password once (public). */
export const setPassword = (body: SetPasswordBody) =>
  call(TENANT.setPassword, { body }, { silent: true });
