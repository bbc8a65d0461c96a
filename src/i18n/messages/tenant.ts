import { defineMessages } from "..";

/**
 * Tenant administration (issue 20): the set-password page. The server's and the shared schema's
 * Chinese texts are found here by source text (keyOfSource).
 */
export const tenantMessages = defineMessages(
  {
    setPasswordTitle: "设置密码",
    setPasswordHint:
      "为账号 {login}（机构 {org}）设置登录密码。此链接只能使用一次，有效期至 {until}。",
    checkingLink: "正在核对链接…",
    newPassword: "新密码",
    confirmPassword: "确认新密码",
    rules: "密码要求",
    ruleLength: "8 到 128 位",
    ruleMatch: "两次输入一致",
    ruleCommon: "不能是常见密码（提交时检查）",
    ruleMet: "已满足",
    ruleUnmet: "未满足",
    submit: "设置密码",
    goLogin: "去登录",
    linkInvalid: "链接无效或已过期，请联系管理员重新发送",
    passwordSet: "密码设置成功，请登录",
    newRequired: "请输入新密码",
    length: "密码长度应为 8 到 128 位",
    confirmRequired: "请再次输入新密码",
    mismatch: "两次输入的密码不一致",
    common: "密码过于简单，请换一个",
  },
  {
    setPasswordTitle: "Set your password",
    setPasswordHint:
      "Set the sign-in password of {login} (organisation {org}). This link works once, until {until}.",
    checkingLink: "Checking the link…",
    newPassword: "New password",
    confirmPassword: "Repeat new password",
    rules: "Password rules",
    ruleLength: "8 to 128 characters",
    ruleMatch: "Both entries match",
    ruleCommon: "Not a common password (checked on submit)",
    ruleMet: "met",
    ruleUnmet: "not met",
    submit: "Set password",
    goLogin: "Go to sign-in",
    linkInvalid: "This link is invalid or has expired. Ask your administrator for a new one.",
    passwordSet: "Password set. Please sign in.",
    newRequired: "Enter a new password",
    length: "The password must be 8 to 128 characters long",
    confirmRequired: "Enter the new password again",
    mismatch: "The two passwords do not match",
    common: "This password is too common; choose another",
  },
);
