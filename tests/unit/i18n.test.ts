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
