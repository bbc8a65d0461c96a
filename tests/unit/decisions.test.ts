import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/decisions/: one record a file (`NNNN-title.md`), an index in its README. Code and docs cite
 * a record as "decisions §N"; every such citation must name a record that exists.
 */
const root = path.resolve(import.meta.dirname, "../..");
const dir = path.join(root, "docs/decisions");
const RECORD = /^(\d{4})-[a-z0-9-]+\.md$/;

const files = readdirSync(dir).filter((name) => RECORD.test(name));
const numberOf = (name: string) => Number(name.slice(0, 4));
const index = readFileSync(path.join(dir, "README.md"), "utf8");

function walk(folder: string, out: string[] = []): string[] {
  for (const name of readdirSync(folder)) {
    if (["node_modules", "__screenshots__", ".git", "dist", "data", ".tmp"].includes(name))
      continue;
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(ts|tsx|mjs|md|sql)$/.test(name)) out.push(full);
  }
  return out;
}

describe("decision records", () => {
  it("are numbered 1..N without gaps or repeats", () => {
    const numbers = files.map(numberOf).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it.each(files)("%s has its title line, a status, and a line in the index", (name) => {
    const text = readFileSync(path.join(dir, name), "utf8");
    const n = numberOf(name);
    expect(text.split("\n")[0]).toMatch(new RegExp(`^# ${n}\\. \\S`));
    expect(text).toMatch(/\*\*Status:\*\* \S/);
    expect(index).toMatch(new RegExp(`^\\| ${n} +\\| \\[`, "m"));
    expect(index).toContain(`](${name})`);
  });

  it("every 'decisions §N' cited in the code and docs names a record", () => {
    const known = new Set(files.map(numberOf));
    const missing: string[] = [];
    for (const file of ["src", "server", "stories", "tests", "scripts", "bench", "docs", ".ci"]
      .map((d) => path.join(root, d))
      .flatMap((d) => walk(d))
      .concat(path.join(root, "README.md"))) {
      for (const m of readFileSync(file, "utf8").matchAll(/decisions §(\d+)/g)) {
        if (!known.has(Number(m[1]))) missing.push(`${path.relative(root, file)}: §${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
