import * as v from "valibot";

export const PASSWORD_MESSAGES = {
  oldRequired: "请输入原密码",
  newRequired: "请输入新密码",
  length: "密码长度应为 8 到 128 位",
  confirmRequired: "请再次输入新密码",
  mismatch: "两次输入的密码不一致",
  sameAsOld: "新密码不能与原密码相同",
  wrongOld: "原密码错误",
  common: "密码过于简单，请换一个",
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The change-password form; the server applies the same rules plus the common-password list. */
export const changePasswordSchema = v.pipe(
  v.object({
    oldPassword: v.pipe(
      v.string(),
      v.nonEmpty(PASSWORD_MESSAGES.oldRequired),
      v.maxLength(PASSWORD_MAX, PASSWORD_MESSAGES.length),
    ),
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
  v.forward(
    v.partialCheck(
      [["oldPassword"], ["newPassword"]],
      (input) => input.oldPassword !== input.newPassword,
      PASSWORD_MESSAGES.sameAsOld,
    ),
    ["newPassword"],
  ),
);

export type ChangePasswordForm = v.InferOutput<typeof changePasswordSchema>;
