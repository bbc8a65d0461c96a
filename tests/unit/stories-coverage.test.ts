import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Designers review widgets in Storybook: every component file under src/widgets is imported by
 * a story file (so its states have stories and baselines), or has a story file of its own name.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => ext.test(f) && !f.includes("__screenshots__"))
    .map((f) => path.join(dir, f));
}

describe("stories cover the widgets", () => {
  it("imports every src/widgets/**/*.tsx from a story, or names a story file after it", () => {
    const storyFiles = files("stories", /\.tsx?$/);
    const imported = new Set<string>();
    for (const file of storyFiles) {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      for (const [, spec] of text.matchAll(/from "(\.[^"]+)"/g)) {
        imported.add(path.normalize(path.join(path.dirname(file), spec ?? "")));
      }
    }
    const storyNames = new Set(
      storyFiles.map((f) => path.basename(f).replace(/\.stories\.tsx?$|\.tsx?$/, "")),
    );
    const missing = files("src/widgets", /\.tsx$/).filter((file) => {
      const module = file.replace(/\.tsx$/, "");
      return !imported.has(module) && !storyNames.has(path.basename(module));
    });
    expect(missing).toEqual([]);
  });
});
