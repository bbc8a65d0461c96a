import type { Db, Queryable } from "./client.ts";

/**
 * Answers kept in memory per database handle until a NOTIFY on their channel, on the embedded
 * database only. The one place where the server remembers what it read (decisions 39, 41).
 *
 * Why it is never stale: a migration's triggers notify the channel on every write that can
 * change a kept answer, and PGlite delivers the notification before the writing query's promise
 * resolves, so the next read already goes to the tables. An answer read while a notification
 * arrived is not kept (the generation counter). PostgreSQL, with several processes whose
 * notifications arrive later, reads the tables every time: `memoOf` answers null there, as it
 * does for a transaction's handle and until the listener is in place.
 */
export type Memo = {
  /** Counts notifications: an answer read before one arrived is not kept. */
  readonly generation: number;
  get<T>(key: string): T | undefined;
  /** Keeps value under key if no notification came since `generation` was read. */
  set(generation: number, key: string, value: unknown): void;
  delete(key: string): void;
};

type State = { ready: boolean; generation: number; values: Map<string, unknown> };

/** Bounds memory under a flood of distinct keys (tokens): past this the memo starts again empty. */
const MAX_ENTRIES = 20_000;

/**
 * A memo of its own on a channel, for answers much larger than a session (a page of 50 orders is
 * some 30 KB): `name` keeps them apart from the channel's other answers, `maxEntries` bounds them.
 */
export type MemoSpace = { name: string; maxEntries: number };

const states = new WeakMap<object, Map<string, State>>();

function isPglite(q: Queryable): q is Db {
  return (q as Partial<Db>).kind === "pglite" && typeof (q as Partial<Db>).listen === "function";
}

export function memoOf(q: Queryable, channel: string, space?: MemoSpace): Memo | null {
  if (!isPglite(q)) return null;
  let channels = states.get(q);
  if (!channels) {
    channels = new Map();
    states.set(q, channels);
  }
  const stateKey = space ? `${channel}\u0000${space.name}` : channel;
  const maxEntries = space?.maxEntries ?? MAX_ENTRIES;
  let state = channels.get(stateKey);
  if (!state) {
    const created: State = { ready: false, generation: 0, values: new Map() };
    state = created;
    channels.set(stateKey, created);
    const registry = channels;
    q.listen(channel, () => {
      created.generation++;
      created.values.clear();
    }).then(
      () => {
        created.ready = true;
      },
      () => {
        registry.delete(stateKey);
      },
    );
  }
  if (!state.ready) return null;
  const s = state;
  return {
    get generation() {
      return s.generation;
    },
    get: <T>(key: string) => s.values.get(key) as T | undefined,
    set: (generation, key, value) => {
      if (generation !== s.generation) return;
      if (s.values.size >= maxEntries) s.values.clear();
      s.values.set(key, value);
    },
    delete: (key) => void s.values.delete(key),
  };
}

/** The answer under key, loaded once per notification on channel (every time elsewhere). */
export async function remembered<T>(
  q: Queryable,
  channel: string,
  key: string,
  load: () => Promise<T>,
  space?: MemoSpace,
): Promise<T> {
  const memo = memoOf(q, channel, space);
  const hit = memo?.get<{ value: T }>(key);
  if (hit) return hit.value;
  const generation = memo?.generation ?? 0;
  const value = await load();
  memo?.set(generation, key, { value });
  return value;
}
