import { describe, expect, it } from "vitest";
import { EDGE_MESSAGES } from "../../src/contract/errors";
import { RECOGNITION_MESSAGES } from "../../src/domain/address-recognition";
import { keyOfSource } from "../../src/i18n";
import { serverErrorMessages } from "../../src/i18n/messages/server-errors";

/**
 * Issue 35: the server's error messages arrive as Chinese data; each must find its English in the
 * error catalogue (src/i18n/messages/server-errors.ts), or an English page shows it in Chinese.
 */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

describe("the server error catalogue", () => {
  const sources = [...Object.values(EDGE_MESSAGES), ...Object.values(RECOGNITION_MESSAGES)];

  it.each(sources)("has %s with an English text", (source) => {
    const key = keyOfSource(serverErrorMessages, source);
    expect(key, source).toBeDefined();
    const english =
      serverErrorMessages["en-US"][key as keyof (typeof serverErrorMessages)["en-US"]];
    expect(english.trim().length).toBeGreaterThan(0);
    expect(english).not.toMatch(CJK);
  });

  it("gives every entry both languages", () => {
    const zh = serverErrorMessages["zh-CN"];
    const en = serverErrorMessages["en-US"];
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const [key, text] of Object.entries(zh)) {
      expect(text, key).toMatch(CJK);
      expect(en[key as keyof typeof en], key).not.toMatch(CJK);
    }
  });
});
