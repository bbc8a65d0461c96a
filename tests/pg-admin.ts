import pg from "pg";

/**
 * One statement on a PostgreSQL server (TEST_DATABASE_URL's unless told) over a connection of its
 * own: the tests create, copy and drop their databases with it.
 */
export async function pgAdmin(
  sql: string,
  server = process.env.TEST_DATABASE_URL ?? "",
): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on `server`. */
export function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.href;
}
