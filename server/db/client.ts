import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: "pglite" | "postgres";
  exec(sql: string): Promise<void>;
  /** Runs fn in one transaction: all of its writes land, or none do. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel: fn gets each NOTIFY payload after its transaction commits, from any
   * process on the same database (PGlite: this process). Resolves to the unlisten.
   */
  listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The embedded database; `dump` writes its data dir as a tarball that `from` starts another from. */
export type PgliteDb = Db & { dump(): Promise<Blob> };

/**
 * dataDir undefined means an in-memory database (tests); `from`, a dump to start it from instead
 * of an empty cluster (the server tests' seeded copy, tests/server/global-setup.ts).
 */
export async function openPglite(dataDir?: string, from?: Blob): Promise<PgliteDb> {
  // pg_trgm: the order list's keyword is found through a trigram index (migration 020).
  const options = { extensions: { pg_trgm }, ...(from ? { loadDataDir: from } : {}) };
  const lite = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  let chain: Promise<unknown> = Promise.resolve();
  // PGlite has one connection; queue transactions so a query from another request cannot
  // interleave with an open transaction and become part of it.
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = chain.then(fn, fn);
    chain = run.catch(() => undefined);
    return run;
  };
  return {
    kind: "pglite",
    query: <T>(sql: string, params?: unknown[]) =>
      serial(async () => (await lite.query<T>(sql, params)).rows),
    exec: (sql) => serial(async () => void (await lite.exec(sql))),
    tx: (fn) =>
      serial(() =>
        lite.transaction((tx) =>
          fn({
            query: async <T>(sql: string, params?: unknown[]) =>
              (await tx.query<T>(sql, params)).rows,
          }),
        ),
      ),
    listen: async (channel, fn) => {
      const unlisten = await serial(() => lite.listen(channel, fn));
      return () => serial(() => unlisten());
    },
    close: () => serial(() => lite.close()),
    dump: () => serial(() => lite.dumpDataDir("none")),
  };
}

/**
 * onLost hears of an idle pooled connection the server ended (a restart, an administrator, a
 * dropped database): the pool drops it and opens another on the next query. Without a listener
 * on the pool's "error" Node throws it and the whole process exits.
 */
export async function openPostgres(
  connectionString: string,
  onLost: (error: Error) => void = () => {},
): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.PG_POOL_MAX ?? 10) });
  pool.on("error", onLost);
  await pool.query("select 1");
  return {
    kind: "postgres",
    query: async <T>(sql: string, params?: unknown[]) =>
      (await pool.query(sql, params as unknown[])).rows as T[],
    exec: async (sql) => void (await pool.query(sql)),
    tx: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await fn({
          query: async <T>(sql: string, params?: unknown[]) =>
            (await client.query(sql, params as unknown[])).rows as T[],
        });
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback");
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, fn) => listenPostgres(connectionString, channel, fn),
    close: () => pool.end(),
  };
}

/**
 * One connection of its own per channel (a pooled one would be handed to other queries). A lost
 * connection is opened again after a second; notifications sent meanwhile are lost, which the
 * chat client covers by fetching what it missed after its socket reconnects.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  fn: (payload: string) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on("notification", (n) => {
      if (n.channel === channel) fn(n.payload ?? "");
    });
    next.on("error", () => {
      if (stopped) return;
      client = null;
      void next.end().catch(() => {});
      setTimeout(() => void open().catch(() => {}), 1_000);
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
  };
  await open();
  return async () => {
    stopped = true;
    await client?.end();
  };
}
