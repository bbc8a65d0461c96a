import { searchText } from "../../src/domain/airports.ts";

/**
 * One in-memory lookup table, searched and paged the same way for every lookup: each row's codes
 * and names are prepared once (NFKC, lower case: width and case ignored). Rank: 0 a whole code,
 * 1 a whole short name (the names people type, 东航 for 中国东方航空), 2 a whole name, 3 part of
 * a code, 4 a word of a name starting so, 5 anywhere in a name; within a rank the table's own
 * order is kept (issue 34: 国航 finds 中国国际航空 before 美国航空, which merely contains it).
 *
 * Performance (issue 22, airport search p99 at typing pace; docs/perf-journal.md §37): a search
 * does not visit every row. All rows' code texts are one string and all their names another, so
 * a keyword is found by a few native `indexOf` scans, each hit mapped back to its row by binary
 * search over the row offsets; whole codes come from a map. Sorting compares small integers (each
 * row's place in the column's order, worked out once per column), not strings per request.
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
  /** Names in every language, matched whole (rank 2), by word start (4) or anywhere (5). */
  names: (row: T) => (string | null | undefined)[];
  /** Short names, matched whole (rank 1) and, like names, by word start or anywhere. */
  aliases?: (row: T) => readonly (string | null | undefined)[];
  /** The columns a caller may sort by. */
  sortable: readonly (keyof T & string)[];
};

/** Between two rows' texts in the joined strings: no searched text holds it. */
const ROW_END = "\u0000";

/** Rank of a row that does not match (ranks are 0–5). */
const NO_MATCH = 6;

/** Many rows' texts as one string, with where each row's text starts. */
type Joined = { text: string; starts: Int32Array };

function join(texts: string[]): Joined {
  const starts = new Int32Array(texts.length);
  let at = 0;
  texts.forEach((t, i) => {
    starts[i] = at;
    at += t.length + 1;
  });
  return { text: texts.join(ROW_END) + ROW_END, starts };
}

/** The row whose text holds position `at`, at or after row `from`. */
function rowAt(starts: Int32Array, at: number, from: number): number {
  let lo = from;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

type Index<T> = {
  rows: T[];
  byCode: Map<string, number[]>;
  /** Whole short names and whole names, each with the rows that bear it. */
  byAlias: Map<string, number[]>;
  byName: Map<string, number[]>;
  codes: Joined;
  names: Joined;
  /** Per sortable column: each row's place in the column's order (ties share it), -1 if empty. */
  places: Map<string, Int32Array>;
};

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), "zh-CN");
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === "";

/** Each row's place in a column's ascending order; equal values share a place, empty is -1. */
function placesOf<T>(rows: readonly T[], key: keyof T): Int32Array {
  const places = new Int32Array(rows.length).fill(-1);
  const filled = rows.flatMap((row, i) => (isEmpty(row[key]) ? [] : [i]));
  filled.sort((a, b) => compare(rows[a]?.[key], rows[b]?.[key]));
  let place = 0;
  filled.forEach((i, n) => {
    const prev = filled[n - 1];
    if (n > 0 && prev !== undefined && compare(rows[prev]?.[key], rows[i]?.[key]) !== 0) place++;
    places[i] = place;
  });
  return places;
}

/** A table over rows given lazily (read on the first search) in their default order. */
export function searchTable<T>(rows: () => readonly T[], spec: TableSpec<T>): SearchTable<T> {
  let index: Index<T> | undefined;
  const build = (): Index<T> => {
    const texts = (list: readonly (string | null | undefined)[]) =>
      list.filter((c): c is string => Boolean(c)).map(searchText);
    const prepared: (Indexed<T> & { aliases: string[]; wholeNames: string[] })[] = rows().map(
      (row) => {
        const codes = texts(spec.codes(row));
        const aliases = texts(spec.aliases?.(row) ?? []);
        const wholeNames = texts(spec.names(row));
        return {
          row,
          codes,
          aliases,
          wholeNames,
          codeText: codes.join(" "),
          names: [...wholeNames, ...aliases].join(" "),
        };
      },
    );
    const byCode = new Map<string, number[]>();
    const byAlias = new Map<string, number[]>();
    const byName = new Map<string, number[]>();
    const add = (map: Map<string, number[]>, keys: string[], i: number) => {
      for (const key of new Set(keys)) {
        const list = map.get(key);
        if (list) list.push(i);
        else map.set(key, [i]);
      }
    };
    prepared.forEach((p, i) => {
      add(byCode, p.codes, i);
      add(byAlias, p.aliases, i);
      add(byName, p.wholeNames, i);
    });
    return {
      rows: prepared.map((p) => p.row),
      byCode,
      byAlias,
      byName,
      codes: join(prepared.map((p) => p.codeText)),
      names: join(prepared.map((p) => p.names)),
      places: new Map(),
    };
  };
  const all = () => {
    index ??= build();
    return index;
  };

  /**
   * The matching rows in the order shown: by rank, then the table's order. Each text is scanned
   * once; after a row's best possible rank in it is found the scan jumps to the next row.
   */
  function matching(idx: Index<T>, q: string): number[] {
    const rowCount = idx.rows.length;
    const best = new Uint8Array(rowCount).fill(NO_MATCH);
    const touched: number[] = [];
    const note = (row: number, rank: number) => {
      if (best[row] === NO_MATCH) touched.push(row);
      if ((best[row] ?? NO_MATCH) > rank) best[row] = rank;
    };
    for (const row of idx.byCode.get(q) ?? []) note(row, 0);
    for (const row of idx.byAlias.get(q) ?? []) note(row, 1);
    for (const row of idx.byName.get(q) ?? []) note(row, 2);
    const scan = ({ text, starts }: Joined, rankAt: (row: number, at: number) => number) => {
      let row = 0;
      for (let at = text.indexOf(q); at >= 0; ) {
        row = rowAt(starts, at, row);
        const rank = rankAt(row, at);
        note(row, rank);
        // Nothing later in this row can rank better than a word start.
        const next = rank <= 4 ? (starts[row + 1] ?? text.length) : at + 1;
        at = text.indexOf(q, next);
      }
    };
    scan(idx.codes, () => 3);
    scan(idx.names, (row, at) =>
      at === idx.names.starts[row] || idx.names.text[at - 1] === " " ? 4 : 5,
    );
    const rankOf = (row: number) => best[row] ?? NO_MATCH;
    if (touched.length < rowCount / 16) {
      return touched.sort((a, b) => rankOf(a) - rankOf(b) || a - b);
    }
    // Most rows match (a keyword of one letter): a pass per rank in row order beats a sort.
    const order: number[] = [];
    for (let rank = 0; rank < NO_MATCH; rank++) {
      for (let row = 0; row < rowCount; row++) if (best[row] === rank) order.push(row);
    }
    return order;
  }

  return {
    get size() {
      return all().rows.length;
    },
    search(keyword, current, size, sort) {
      const idx = all();
      const q = searchText(keyword);
      // Row numbers in the order shown: by rank, then the table's order.
      let order: number[];
      if (!q) order = idx.rows.map((_, i) => i);
      else if (q.includes(ROW_END)) order = [];
      else order = matching(idx, q);
      if (sort && (spec.sortable as readonly string[]).includes(sort.key)) {
        let places = idx.places.get(sort.key);
        if (!places) {
          places = placesOf(idx.rows, sort.key as keyof T);
          idx.places.set(sort.key, places);
        }
        const at = places;
        const dir = sort.desc ? -1 : 1;
        // Empty values last in either direction; ties keep the order above.
        const position = new Int32Array(idx.rows.length);
        order.forEach((row, n) => {
          position[row] = n;
        });
        order.sort((a, b) => {
          const x = at[a] ?? -1;
          const y = at[b] ?? -1;
          if (x !== y) {
            if (x < 0) return 1;
            if (y < 0) return -1;
            return dir * (x - y);
          }
          return (position[a] ?? 0) - (position[b] ?? 0);
        });
      }
      const start = (current - 1) * size;
      return {
        total: order.length,
        records: order.slice(start, start + size).map((row) => idx.rows[row] as T),
      };
    },
  };
}
