import { describe, expect, it } from "vitest";
import {
  SAVE_MESSAGES,
  SETTINGS_MESSAGES,
  VERIFY_MESSAGES,
} from "../../../src/domain/personal-settings";
import { keyOfSource, type Lang } from "../../../src/i18n";
import {
  settingsErrorMessages,
  smtpReasonMessages,
} from "../../../src/i18n/messages/personal-settings-errors";
import { errorText } from "../../../src/widgets/personal-settings/error-text";

describe("errorText", () => {
  it.each<[string | undefined, Lang, string | undefined]>([
    [undefined, "zh-CN", undefined],
    [undefined, "en-US", undefined],
    ["请输入邮箱", "zh-CN", "请输入邮箱"],
    ["请输入邮箱", "en-US", "Enter an e-mail address"],
    ["长度不超过 100", "en-US", "At most 100 characters"],
    ["端口应为 1 到 65535 的整数", "en-US", "A port from 1 to 65535"],
    ["操作成功", "en-US", "Saved"],
    ["验证成功", "en-US", "Verified"],
    ["设置已在其他窗口修改，请刷新后重试", "zh-CN", "设置已在其他窗口修改，请刷新后重试"],
    ["验证失败：用户名或密码错误", "zh-CN", "验证失败：用户名或密码错误"],
    ["验证失败：用户名或密码错误", "en-US", "Verification failed: wrong user name or password"],
    ["验证失败：服务器说不", "en-US", "Verification failed: 服务器说不"],
    ["验证失败：{reason}$&", "en-US", "Verification failed: {reason}$&"],
    ["抄送人不能重复", "en-US", "抄送人不能重复"],
    ["", "en-US", ""],
    ["Some server text", "zh-CN", "Some server text"],
  ])("errorText(%j, %s) is %j", (message, lang, expected) => {
    expect(errorText(message, lang)).toBe(expected);
  });

  it("has an entry for nothing the domain does not say", () => {
    const domain = new Set<string>([
      ...Object.values(SETTINGS_MESSAGES),
      ...Object.values(SAVE_MESSAGES),
      VERIFY_MESSAGES.success,
    ]);
    for (const text of Object.values(settingsErrorMessages["zh-CN"]))
      expect(domain).toContain(text);
  });

  it("finds keys by their zh-CN source text", () => {
    expect(keyOfSource(settingsErrorMessages, "请输入邮箱")).toBe("emailRequired");
    expect(keyOfSource(smtpReasonMessages, "连接邮件服务器超时")).toBe("timeout");
    expect(keyOfSource(smtpReasonMessages, "not there")).toBeUndefined();
  });
});
