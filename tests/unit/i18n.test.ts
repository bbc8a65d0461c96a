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
      if (typeof messages !== "object" || !("zh-CN" in messages)) continue; // a helper, not a catalogue
      const zh = Object.keys(messages["zh-CN"]).sort();
      expect(Object.keys(messages["en-US"]).sort()).toEqual(zh);
      for (const text of Object.values(messages["en-US"])) expect(text.trim()).not.toBe("");
    }
  });
});

/**
 * English pages show no Chinese (issue 24): an en-US text may hold Chinese only where it is the
 * point — the switch to Chinese, or an example of what a field accepts.
 */
const CHINESE_ON_PURPOSE = new Set([
  "share.ts:switchLanguage",
  "share.ts:switchLanguageShort",
  "lookup.ts:airportPlaceholder",
  "lookup.ts:seaportPlaceholder",
]);

describe("English catalogues", () => {
  const files = readdirSync(dir).filter((f) => f.endsWith(".ts"));
  it.each(files)("%s has no Chinese in en-US", async (file) => {
    const mod = (await import(path.join(dir, file))) as Record<string, Messages<string>>;
    const chinese: string[] = [];
    for (const messages of Object.values(mod)) {
      if (typeof messages !== "object" || !("en-US" in messages)) continue;
      for (const [key, text] of Object.entries(messages["en-US"])) {
        if (/[\u4e00-\u9fff]/.test(text) && !CHINESE_ON_PURPOSE.has(`${file}:${key}`)) {
          chinese.push(`${key}: ${text}`);
        }
      }
    }
    expect(chinese).toEqual([]);
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

describe("menu names", () => {
  it("name every menu of the server's seed, in its own Chinese wording and in English", async () => {
    const { MENU_TREE } = await import("../../server/db/seed/permissions.ts");
    const { MENU_NAMES } = await import("../../src/i18n/messages/menus");
    type Node = { id: number; path: string | null; name: string; children?: Node[] };
    const seen: string[] = [];
    const walk = (nodes: Node[]) => {
      for (const node of nodes) {
        const key = node.path ?? `#${node.id}`;
        seen.push(key);
        expect(MENU_NAMES[key]?.[0], key).toBe(node.name);
        expect(MENU_NAMES[key]?.[1].trim(), key).not.toBe("");
        walk(node.children ?? []);
      }
    };
    walk(MENU_TREE as Node[]);
    expect(Object.keys(MENU_NAMES).sort()).toEqual(seen.sort());
  });

  it("localize a tree, keeping a server name the catalogue lacks and unchanged nodes as they are", async () => {
    const { localizeMenus } = await import("../../src/i18n/messages/menus");
    const tree = [
      {
        id: 100,
        path: "/af",
        name: "空运管理",
        children: [
          { id: 101, path: "/af_order", name: "空运出口订单", children: [] },
          { id: 9001, path: "/custom_page", name: "自定义页面", children: [] },
        ],
      },
    ];
    expect(localizeMenus(tree, "zh-CN")).toBe(tree);
    const en = localizeMenus(tree, "en-US");
    expect(en[0]?.name).toBe("Air freight");
    expect(en[0]?.children.map((c) => c.name)).toEqual(["Air export orders", "自定义页面"]);
    expect(en[0]?.children[1]).toBe(tree[0]?.children[1]);
    expect(tree[0]?.name).toBe("空运管理");
  });
});

describe("questionnaire texts", () => {
  it("have an entry for every question and choice the domain defines", async () => {
    const { SURVEY_QUESTIONS } = await import("../../src/domain/investigate");
    const { surveyMessages } = await import("../../src/i18n/messages/help");
    const { keyOfSource } = await import("../../src/i18n");
    const texts = SURVEY_QUESTIONS.flatMap((q) => [q.title, ...("options" in q ? q.options : [])]);
    for (const text of texts) expect(keyOfSource(surveyMessages, text), text).toBeDefined();
  });
});
