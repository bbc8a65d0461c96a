import { searchText } from "../../src/domain/airports.ts";

/**
 * One in-memory lookup table, searched and paged the same way for every lookup: each row's codes
 * and names are prepared once (NFKC, lower case: width and case ignored), a search is one pass
 * over them. Rank: 0 a whole code, 1 part of a code, 2 a word of a name starting so, 3 anywhere
 * in a name; within a rank the table's own order is kept.
 */
type Indexed<T> = { row: T; codes: string[]; codeText: string; names: string };

export type SearchTable<T> = {
  search(
    keyword: string,
    current: number,
    size: number,
    sort?: { key: string; desc: boolean } | null,
  ): { total: number; records: T[] };
  readonly size: number;
};

export type TableSpec<T> = {
  /** The row's codes, matched whole (rank 0) or in part (rank 1). */
  codes: (row: T) => (string | null | undefined)[];
  /** Names in every language, matched by word start (rank 2) or anywhere (rank 3). */
  names: (row: T) => (string | null | undefined)[];
  /** The columns a caller may sort by. */
  sortable: readonly (keyof T & string)[];
};

function rank<T>(a: Indexed<T>, q: string): number {
  if (a.codes.includes(q)) return 0;
  if (a.codeText.includes(q)) return 1;
  if (a.names.startsWith(q) || a.names.includes(` ${q}`)) return 2;
  if (a.names.includes(q)) return 3;
  return -1;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === "") return 1;
  if (b === null || b === undefined || b === "") return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), "zh-CN");
}

/** A table over rows given lazily (read on the first search) in their default order. */
export function searchTable<T>(rows: () => readonly T[], spec: TableSpec<T>): SearchTable<T> {
  let index: Indexed<T>[] | undefined;
  const all = () => {
    index ??= rows().map((row) => {
      const codes = spec
        .codes(row)
        .filter((c): c is string => Boolean(c))
        .map(searchText);
      return {
        row,
        codes,
        codeText: codes.join(" "),
        names: searchText(spec.names(row).filter(Boolean).join(" ")),
      };
    });
    return index;
  };
  return {
    get size() {
      return all().length;
    },
    search(keyword, current, size, sort) {
      const q = searchText(keyword);
      let matches = all();
      if (q) {
        const buckets: Indexed<T>[][] = [[], [], [], []];
        for (const a of matches) {
          const r = rank(a, q);
          if (r >= 0) buckets[r]?.push(a);
        }
        matches = buckets.flat();
      }
      let records = matches.map((m) => m.row);
      if (sort && (spec.sortable as readonly string[]).includes(sort.key)) {
        const key = sort.key as keyof T;
        const dir = sort.desc ? -1 : 1;
        // Empty values last in either direction.
        records = [...records].sort((a, b) => {
          const x = a[key];
          const y = b[key];
          const empty = (v: unknown) => v === null || v === undefined || v === "";
          if (empty(x) || empty(y)) return compare(x, y);
          return dir * compare(x, y);
        });
      }
      const start = (current - 1) * size;
      return { total: records.length, records: records.slice(start, start + size) };
    },
  };
}
