import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/performance.md lists every performance mechanism as `file` › `symbol`, with the test that
 * fails without it as `test file` › "test name" (decisions §60). The index stays true to the
 * code: a listed file must exist and contain its symbol, a listed test file must exist and
 * contain the test's name. Rows of the proved tables ("Server", "Client and build") must name a
 * test; rows under "To prove or delete" may not have one yet.
 */
const root = path.resolve(import.meta.dirname, "../..");
const doc = readFileSync(path.join(root, "docs/performance.md"), "utf8");

type Row = { section: string; line: number; cells: string[] };

function tableRows(markdown: string): Row[] {
  const rows: Row[] = [];
  let section = "";
  markdown.split("\n").forEach((text, i) => {
    const heading = /^## (.+)$/.exec(text);
    if (heading?.[1]) section = heading[1].trim();
    if (!text.startsWith("|") || /^\|\s*-{3}/.test(text)) return;
    const cells = text
      .slice(1, text.endsWith("|") ? -1 : undefined)
      .split(" | ")
      .map((cell) => cell.trim());
    if (cells[0] === "Mechanism") return;
    rows.push({ section, line: i + 1, cells });
  });
  return rows;
}

const PLACE = /`([^`]+)` › `([^`]+)`/g;
const TEST = /`(tests\/[^`]+)` › "([^"]+)"/g;
const PROVED = new Set(["Server", "Client and build"]);

const rows = tableRows(doc);
const places = rows.flatMap((row) =>
  [...(row.cells[1] ?? "").matchAll(PLACE)].map((m) => ({
    line: row.line,
    file: m[1] ?? "",
    symbol: m[2] ?? "",
  })),
);
const tests = rows.flatMap((row) =>
  [...row.cells.slice(2).join(" | ").matchAll(TEST)].map((m) => ({
    line: row.line,
    file: m[1] ?? "",
    name: m[2] ?? "",
  })),
);

const textOf = (file: string) => {
  const full = path.join(root, file);
  return existsSync(full) && statSync(full).isFile() ? readFileSync(full, "utf8") : null;
};

describe("the performance index (docs/performance.md)", () => {
  it("states its rule and has its three tables", () => {
    expect(doc).toContain("**The rule**");
    for (const section of [...PROVED, "To prove or delete"]) {
      expect(rows.some((row) => row.section === section)).toBe(true);
    }
  });

  it("names a place (`file` › `symbol`) in every row, and a test in every proved row", () => {
    const bad = rows
      .filter(
        (row) =>
          row.cells.length !== 6 ||
          row.cells.some((cell) => cell === "") ||
          ![...(row.cells[1] ?? "").matchAll(PLACE)].length ||
          (PROVED.has(row.section) && !tests.some((t) => t.line === row.line)),
      )
      .map((row) => `line ${row.line}: ${row.cells[0]}`);
    expect(bad).toEqual([]);
  });

  it("lists only files that exist, each holding its symbol", () => {
    const missing = places
      .filter(({ file, symbol }) => !textOf(file)?.includes(symbol))
      .map(({ line, file, symbol }) =>
        textOf(file) === null
          ? `line ${line}: ${file} is missing`
          : `line ${line}: ${symbol} not in ${file}`,
      );
    expect(missing).toEqual([]);
  });

  it("lists only tests that exist, by their file and name", () => {
    const missing = tests
      .filter(({ file, name }) => !textOf(file)?.includes(name))
      .map(({ line, file, name }) =>
        textOf(file) === null
          ? `line ${line}: ${file} is missing`
          : `line ${line}: "${name}" not in ${file}`,
      );
    expect(missing).toEqual([]);
  });
});
