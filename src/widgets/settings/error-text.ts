import type { Lang } from "../../i18n";

/**
 * English for the Chinese messages the shared schema and the server give (the Chinese is the
 * spec's and stays the source); anything not listed is shown as it came.
 */
export const SETTINGS_ERRORS_EN: Record<string, string> = {
  请输入邮箱: "Enter an e-mail address",
  请输入正确的邮箱地址: "Enter a valid e-mail address",
  "长度不超过 80": "At most 80 characters",
  请输入英文名: "Enter your English name",
  "长度不超过 40": "At most 40 characters",
  请输入手机号: "Enter a mobile number",
  "长度不超过 30": "At most 30 characters",
  "手机号只能包含数字、空格、+、-、括号": "Digits, spaces, +, - and brackets only",
  区号不能为空: "Choose a country code",
  区号格式不正确: "Invalid country code",
  发件人不能为空: "Enter the sender name",
  "长度不超过 20": "At most 20 characters",
  "长度不超过 100": "At most 100 characters",
  SMTP不能为空: "Enter the SMTP server",
  "SMTP 服务器地址格式不正确": "Enter a host name or IP address",
  端口不能为空: "Enter the port",
  "端口应为 1 到 65535 的整数": "A port from 1 to 65535",
  用户名不能为空: "Enter the user name",
  密码不能为空: "Enter the password",
  "长度不超过 200": "At most 200 characters",
  请输入小数位数: "Enter the decimals",
  "小数位数为 0 到 3": "0 to 3",
  "小数位数为 0 到 2": "0 to 2",
  "长度不超过 10": "At most 10 characters",
  只能输入字母或数字: "Letters and digits only",
  请选择有效的选项: "Choose one of the options",
  验证成功: "Verified",
  "提示：邮箱信息修改后 需要重新登录系统才会生效":
    "Note: e-mail changes take effect after you sign in again",
  操作成功: "Saved",
  "设置已在其他窗口修改，请刷新后重试":
    "These settings were changed in another window. Reload and try again.",
};

/** A message of the schema or the server, in the page language. */
export function errorText(message: string | undefined, lang: Lang): string | undefined {
  if (message === undefined || lang === "zh-CN") return message;
  if (message.startsWith("验证失败：")) {
    const reason = message.slice("验证失败：".length);
    return `Verification failed: ${SMTP_REASONS_EN[reason] ?? reason}`;
  }
  return SETTINGS_ERRORS_EN[message] ?? message;
}

const SMTP_REASONS_EN: Record<string, string> = {
  用户名或密码错误: "wrong user name or password",
  连接邮件服务器超时: "the mail server did not answer in time",
  无法连接邮件服务器: "cannot reach the mail server",
  找不到该邮件服务器: "no such mail server",
  "SSL/TLS 连接失败，请检查 SSL 与端口设置": "SSL/TLS failed; check the SSL and port settings",
  邮件服务器响应异常: "the mail server answered unexpectedly",
  "已保存的邮箱密码无法解密，请重新输入密码": "the saved password cannot be read; enter it again",
};
