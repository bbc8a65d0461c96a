import { EDGE_MESSAGES } from "../../contract/errors";
import { defineMessages } from "..";

/**
 * Personal settings: the Chinese messages of the shared schema (src/domain/personal-settings.ts)
 * and of the server (spec §8). The zh-CN texts are those messages, word for word, so a message
 * that arrives as data finds its entry by its text (keyOfSource in src/i18n).
 */
export const settingsErrorMessages = defineMessages(
  {
    emailRequired: "请输入邮箱",
    emailInvalid: "请输入正确的邮箱地址",
    max80: "长度不超过 80",
    englishNameRequired: "请输入英文名",
    max40: "长度不超过 40",
    phoneRequired: "请输入手机号",
    max30: "长度不超过 30",
    phoneCharacters: "手机号只能包含数字、空格、+、-、括号",
    areaCodeRequired: "区号不能为空",
    areaCodeInvalid: "区号格式不正确",
    senderRequired: "发件人不能为空",
    max20: "长度不超过 20",
    max100: "长度不超过 100",
    smtpRequired: "SMTP不能为空",
    smtpInvalid: "SMTP 服务器地址格式不正确",
    portRequired: "端口不能为空",
    portRange: "端口应为 1 到 65535 的整数",
    userNameRequired: "用户名不能为空",
    passwordRequired: "密码不能为空",
    max200: "长度不超过 200",
    decimalsRequired: "请输入小数位数",
    decimals0to3: "小数位数为 0 到 3",
    decimals0to2: "小数位数为 0 到 2",
    max10: "长度不超过 10",
    lettersDigitsOnly: "只能输入字母或数字",
    chooseOption: "请选择有效的选项",
    verifySucceeded: "验证成功",
    reloginRequired: "提示：邮箱信息修改后 需要重新登录系统才会生效",
    saved: "操作成功",
    conflict: "设置已在其他窗口修改，请刷新后重试",
  },
  {
    emailRequired: "Enter an e-mail address",
    emailInvalid: "Enter a valid e-mail address",
    max80: "At most 80 characters",
    englishNameRequired: "Enter your English name",
    max40: "At most 40 characters",
    phoneRequired: "Enter a mobile number",
    max30: "At most 30 characters",
    phoneCharacters: "Digits, spaces, +, - and brackets only",
    areaCodeRequired: "Choose a country code",
    areaCodeInvalid: "Invalid country code",
    senderRequired: "Enter the sender name",
    max20: "At most 20 characters",
    max100: "At most 100 characters",
    smtpRequired: "Enter the SMTP server",
    smtpInvalid: "Enter a host name or IP address",
    portRequired: "Enter the port",
    portRange: "A port from 1 to 65535",
    userNameRequired: "Enter the user name",
    passwordRequired: "Enter the password",
    max200: "At most 200 characters",
    decimalsRequired: "Enter the decimals",
    decimals0to3: "0 to 3",
    decimals0to2: "0 to 2",
    max10: "At most 10 characters",
    lettersDigitsOnly: "Letters and digits only",
    chooseOption: "Choose one of the options",
    verifySucceeded: "Verified",
    reloginRequired: "Note: e-mail changes take effect after you sign in again",
    saved: "Saved",
    conflict: "These settings were changed in another window. Reload and try again.",
  },
);

/**
 * Reasons the server gives after '验证失败：' when it cannot send through the user's mailbox
 * (spec §8), and the sentence that joins them.
 */
export const smtpReasonMessages = defineMessages(
  {
    verifyFailed: "验证失败：{reason}",
    wrongCredentials: "用户名或密码错误",
    timeout: "连接邮件服务器超时",
    unreachable: "无法连接邮件服务器",
    unknownHost: "找不到该邮件服务器",
    tlsFailed: "SSL/TLS 连接失败，请检查 SSL 与端口设置",
    badAnswer: "邮件服务器响应异常",
    passwordUnreadable: "已保存的邮箱密码无法解密，请重新输入密码",
    portNotAllowed: EDGE_MESSAGES.smtpPortNotAllowed,
    addressNotAllowed: EDGE_MESSAGES.smtpAddressNotAllowed,
  },
  {
    verifyFailed: "Verification failed: {reason}",
    wrongCredentials: "wrong user name or password",
    timeout: "the mail server did not answer in time",
    unreachable: "cannot reach the mail server",
    unknownHost: "no such mail server",
    tlsFailed: "SSL/TLS failed; check the SSL and port settings",
    badAnswer: "the mail server answered unexpectedly",
    passwordUnreadable: "the saved password cannot be read; enter it again",
    portNotAllowed: "only ports 25, 454, 465, 587 and 994 are allowed",
    addressNotAllowed: "internal network addresses are not allowed",
  },
);
