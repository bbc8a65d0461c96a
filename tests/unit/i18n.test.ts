import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Messages } from "../../src/i18n";

const dir = path.resolve(import.meta.dirname, "../../src/i18n/messages");

describe("message catalogues", () => {
  const files = readdirSync(dir).filter((f) => f.endsWith(".ts"));
  it.each(files)("%s has every zh-CN key in en-US, none empty", async (file) => {
    const mod = (await import(path.join(dir, file))) as Record<string, Messages<string>>;
    for (const messages of Object.values(mod)) {
      const zh = Object.keys(messages["zh-CN"]).sort();
      expect(Object.keys(messages["en-US"]).sort()).toEqual(zh);
      for (const text of Object.values(messages["en-US"])) expect(text.trim()).not.toBe("");
    }
  });
});

describe("translate", () => {
  it("lays server wording over the catalogue by source text, in the current language", async () => {
    const { defineMessages, translate } = await import("../../src/i18n");
    const messages = defineMessages(
      { logout: "退出登录", hello: "您好，{name}" },
      { logout: "Sign out", hello: "Hello, {name}" },
    );
    expect(translate(messages, "en-US")("logout")).toBe("Sign out");
    expect(translate(messages, "en-US", { 退出登录: "Log off" })("logout")).toBe("Log off");
    expect(
      translate(messages, "zh-CN", { "您好，{name}": "欢迎，{name}" })("hello", { name: "张敏" }),
    ).toBe("欢迎，张敏");
    expect(translate(messages, "zh-CN")("hello", { name: "张敏" })).toBe("您好，张敏");
  });
});
