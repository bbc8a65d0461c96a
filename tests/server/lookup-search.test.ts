import { afterEach, describe, expect, it, vi } from "vitest";
import { AIRPORT_SEARCH, AIRPORTS } from "../../server/reference/airports.ts";
import { searchTable, type TableSpec } from "../../server/reference/search.ts";
import { searchText } from "../../src/domain/airports.ts";

/**
 * The lookup tables' search (server/reference/search.ts) against the plain rule it implements:
 * rank 0 a whole code, 1 a whole short name, 2 a whole name, 3 part of a code, 4 a word of a name
 * starting so, 5 anywhere in a name;
 * within a rank the table's order; a sort by a column puts empty values last and keeps that order
 * among equal values.
 */
function plainSearch<T>(
  rows: readonly T[],
  spec: TableSpec<T>,
  keyword: string,
  sort: { key: string; desc: boolean } | null,
): T[] {
  const q = searchText(keyword);
  const rankOf = (row: T) => {
    const codes = spec
      .codes(row)
      .filter((c): c is string => Boolean(c))
      .map(searchText);
    const whole = (list: readonly (string | null | undefined)[]) =>
      list.filter((c): c is string => Boolean(c)).map(searchText);
    const aliases = whole(spec.aliases?.(row) ?? []);
    const names = [...whole(spec.names(row)), ...aliases].join(" ");
    if (codes.includes(q)) return 0;
    if (aliases.includes(q)) return 1;
    if (whole(spec.names(row)).includes(q)) return 2;
    if (codes.join(" ").includes(q)) return 3;
    if (names.startsWith(q) || names.includes(` ${q}`)) return 4;
    if (names.includes(q)) return 5;
    return -1;
  };
  const ranked = rows.map((row, i) => ({ row, i, rank: q ? rankOf(row) : 0 }));
  const found = ranked.filter((r) => r.rank >= 0).sort((a, b) => a.rank - b.rank || a.i - b.i);
  if (!sort) return found.map((r) => r.row);
  const empty = (v: unknown) => v === null || v === undefined || v === "";
  const value = (row: T) => (row as Record<string, unknown>)[sort.key];
  return found
    .map((r) => r.row)
    .sort((a, b) => {
      const x = value(a);
      const y = value(b);
      if (empty(x) || empty(y)) return Number(empty(x)) - Number(empty(y));
      if (x === y) return 0;
      const c =
        typeof x === "number" && typeof y === "number"
          ? x - y
          : String(x).localeCompare(String(y), "zh-CN");
      return sort.desc ? -c : c;
    });
}

type Row = { code: string; alt: string; name: string; zh: string; size: number | null };
const ROWS: Row[] = [
  { code: "PVG", alt: "ZSPD", name: "Shanghai Pudong", zh: "上海浦东", size: 3 },
  { code: "SHA", alt: "ZSSS", name: "Shanghai Hongqiao", zh: "上海虹桥", size: null },
  { code: "PEK", alt: "ZBAA", name: "Beijing Capital", zh: "北京首都", size: 3 },
  { code: "HAM", alt: "EDDH", name: "Hamburg", zh: "汉堡", size: 1 },
  { code: "XSH", alt: "", name: "Fishang Island", zh: "", size: 2 },
];
const SPEC: TableSpec<Row> = {
  codes: (r) => [r.code, r.alt],
  names: (r) => [r.name, r.zh],
  sortable: ["code", "name", "size"],
};

describe("lookup table search", () => {
  afterEach(() => vi.restoreAllMocks());

  it("ranks whole codes, parts of codes, word starts, then anywhere, in the table's order", () => {
    const table = searchTable(() => ROWS, SPEC);
    const codes = (keyword: string) =>
      table.search(keyword, 1, 20, null).records.map((r) => r.code);
    expect(codes("sha")).toEqual(["SHA", "PVG", "XSH"]);
    expect(codes("ＳＨＡＮＧ")).toEqual(["PVG", "SHA", "XSH"]);
    expect(codes("上海")).toEqual(["PVG", "SHA"]);
    expect(codes("dd")).toEqual(["HAM"]);
    expect(codes("")).toEqual(["PVG", "SHA", "PEK", "HAM", "XSH"]);
    expect(codes("nowhere")).toEqual([]);
    // A keyword never spans two rows' texts.
    expect(codes("zspd\u0000")).toEqual([]);
    expect(codes("pudong shanghai")).toEqual([]);
  });

  it("sorts by a column with empty values last either way and pages the result", () => {
    const table = searchTable(() => ROWS, SPEC);
    const sorted = (desc: boolean) =>
      table.search("", 1, 20, { key: "size", desc }).records.map((r) => r.code);
    expect(sorted(false)).toEqual(["HAM", "XSH", "PVG", "PEK", "SHA"]);
    expect(sorted(true)).toEqual(["PVG", "PEK", "XSH", "HAM", "SHA"]);
    expect(table.search("", 2, 2, { key: "code", desc: false })).toEqual({
      total: 5,
      records: [ROWS[0], ROWS[1]],
    });
    // A column nobody may sort by leaves the order as it is.
    expect(table.search("", 1, 2, { key: "zh", desc: false }).records).toEqual(ROWS.slice(0, 2));
  });

  it("answers as the plain rule does over the real airports", () => {
    const rows = AIRPORTS.search("", 1, AIRPORTS.size, null).records;
    expect(rows.length).toBeGreaterThan(5000);
    const keywords = ["shang", "pvg", "浦东", "a", "in", "int", "新", "de", "zz", "Ｌｏｎ", "x y"];
    for (const keyword of keywords) {
      for (const sort of [null, { key: "cityEn", desc: false }, { key: "timeZone", desc: true }]) {
        const expected = plainSearch(rows, AIRPORT_SEARCH, keyword, sort);
        const got = AIRPORTS.search(keyword, 1, AIRPORTS.size, sort);
        expect(got.total, `${keyword} ${JSON.stringify(sort)}`).toBe(expected.length);
        expect(got.records, `${keyword} ${JSON.stringify(sort)}`).toEqual(expected);
      }
    }
  }, 60_000);

  // The reason for the joined texts: a search at typing pace must not visit every row. Over
  // 5,000 rows a keyword found in three costs a handful of scans, not one or more per row.
  it("finds a keyword without visiting every row", () => {
    const many: Row[] = Array.from({ length: 5000 }, (_, i) => ({
      code: `C${i}`,
      alt: `A${i}`,
      name: `Place number ${i}`,
      zh: `地点${i}`,
      size: i % 7,
    }));
    many[4000] = { ...ROWS[0], size: 1 } as Row;
    const table = searchTable(() => many, SPEC);
    table.search("", 1, 1, null); // built once, before counting
    const indexOf = vi.spyOn(String.prototype, "indexOf");
    const includes = vi.spyOn(String.prototype, "includes");
    const startsWith = vi.spyOn(String.prototype, "startsWith");
    const found = table.search("pudong", 1, 20, null);
    const scans =
      indexOf.mock.calls.length + includes.mock.calls.length + startsWith.mock.calls.length;
    expect(found.records.map((r) => r.code)).toEqual(["PVG"]);
    expect(scans).toBeLessThan(20);
  });
});
