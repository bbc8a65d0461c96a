import * as v from "valibot";
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN } from "./password.ts";

/** Tenant administration's own texts (the password rules' come from password.ts). */
export const TENANT_MESSAGES = {
  orgCode: "机构代码应为 2 到 20 位大写字母、数字、- 或 _",
  orgName: "机构名称应为 1 到 100 个字符",
  adminLogin: "管理员登录名应为 2 到 50 位字母、数字、. _ @ -",
  orgExists: "机构代码已存在",
  loginExists: "登录名已被使用",
  linkInvalid: "链接无效或已过期，请联系管理员重新发送",
  passwordSet: "密码设置成功，请登录",
} as const;

/** A set-password link lives this long (issue 20). */
export const SET_PASSWORD_HOURS = 24;

export const ORG_CODE = /^[A-Z0-9_-]{2,20}$/;
export const ADMIN_LOGIN = /^[A-Za-z0-9._@-]{2,50}$/;

/** `npm run create-org` and its internal route. */
export const createOrgSchema = v.strictObject({
  code: v.pipe(v.string(TENANT_MESSAGES.orgCode), v.regex(ORG_CODE, TENANT_MESSAGES.orgCode)),
  name: v.pipe(
    v.string(TENANT_MESSAGES.orgName),
    v.trim(),
    v.minLength(1, TENANT_MESSAGES.orgName),
    v.maxLength(100, TENANT_MESSAGES.orgName),
  ),
  admin: v.pipe(
    v.string(TENANT_MESSAGES.adminLogin),
    v.regex(ADMIN_LOGIN, TENANT_MESSAGES.adminLogin),
  ),
});
export type CreateOrgInput = v.InferOutput<typeof createOrgSchema>;

/** The set-password form; the server applies the same rules plus the common-password list. */
export const setPasswordSchema = v.pipe(
  v.object({
    newPassword: v.pipe(
      v.string(),
      v.nonEmpty(PASSWORD_MESSAGES.newRequired),
      v.minLength(PASSWORD_MIN, PASSWORD_MESSAGES.length),
      v.maxLength(PASSWORD_MAX, PASSWORD_MESSAGES.length),
    ),
    confirmPassword: v.pipe(v.string(), v.nonEmpty(PASSWORD_MESSAGES.confirmRequired)),
  }),
  v.forward(
    v.partialCheck(
      [["newPassword"], ["confirmPassword"]],
      (input) => input.newPassword === input.confirmPassword,
      PASSWORD_MESSAGES.mismatch,
    ),
    ["confirmPassword"],
  ),
);
export type SetPasswordForm = v.InferOutput<typeof setPasswordSchema>;

/** What the set-password page shows while the user types: each rule and whether it holds. */
export function passwordRuleChecks(password: string, confirm: string) {
  return {
    length: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    match: password.length > 0 && password === confirm,
  };
}
