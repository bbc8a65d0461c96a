import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_PERMISSIONS } from "../../server/db/seed/permissions.ts";
import { buttonMessages, buttonName } from "../../src/i18n/messages/buttons.ts";

/**
 * Issue 34: the role editor listed buttons by identifier, each labelled only 按钮. Every button
 * the seed or a migration defines has a name in both languages (src/i18n/messages/buttons.ts).
 */
const MIGRATIONS = join(import.meta.dirname, "../../server/db/migrations");

/** Button identifiers a migration inserts: `(id, menu id, 'name')` rows of a permissions insert. */
function migrationButtons(): string[] {
  const names: string[] = [];
  for (const file of readdirSync(MIGRATIONS).filter((f) => f.endsWith(".sql"))) {
    const sql = readFileSync(join(MIGRATIONS, file), "utf8");
    if (!/insert into permissions/i.test(sql) || !sql.includes("'button'")) continue;
    for (const m of sql.matchAll(/\(\s*\d+\s*,\s*\d+\s*,\s*'([a-z0-9_]+)'\s*\)/g)) {
      if (m[1]) names.push(m[1]);
    }
  }
  return names;
}

describe("button names", () => {
  const seeded = DEMO_PERMISSIONS.filter((p) => p.kind === "button").map((p) => p.name);
  const migrated = migrationButtons();

  it("finds the buttons the seed and the migrations define", () => {
    expect(seeded).toContain("af_order_add");
    expect(seeded).toContain("hrs_user_add");
    expect(migrated).toContain("af_order_edit");
  });

  it("names every one of them in Chinese and in English", () => {
    const missing: string[] = [];
    for (const id of new Set([...seeded, ...migrated])) {
      for (const lang of ["zh-CN", "en-US"] as const) {
        const name = buttonName(id, lang);
        if (!name?.trim() || name === id) missing.push(`${id} (${lang})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("names no button twice in a language", () => {
    for (const lang of ["zh-CN", "en-US"] as const) {
      const names = Object.values(buttonMessages[lang]);
      expect(new Set(names).size, lang).toBe(names.length);
    }
  });
});
