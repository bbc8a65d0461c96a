import type { AuditRow } from "../../src/contract/hrs-user.ts";
import type { Queryable } from "../db/client.ts";

/**
 * The organisation's audit log (issue 20): rows written by every HRS change and sign-in, read
 * newest first, filtered by action ('' for all).
 */

/** Rows read per query while the log export streams. */
export const LOG_EXPORT_BATCH = 500;

export type AuditEntry = { action: string; target: string; before?: unknown; after?: unknown };

/** One audit row; before and after are stored as JSON. */
export async function insertAuditRow(
  q: Queryable,
  row: AuditEntry & { orgId: number; actorId: number | null; address: string },
): Promise<void> {
  await q.query(
    `insert into audit_log (org_id, actor_id, action, target, before, after, address)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      row.orgId,
      row.actorId,
      row.action,
      row.target,
      row.before === undefined ? null : JSON.stringify(row.before),
      row.after === undefined ? null : JSON.stringify(row.after),
      row.address,
    ],
  );
}

/** The id of the organisation with this code, or null. */
export async function orgIdByCode(q: Queryable, code: string): Promise<number | null> {
  const [org] = await q.query<{ id: number }>("select id from orgs where code = $1", [code]);
  return org?.id ?? null;
}

const LOG_COLUMNS = `a.id, u.cname as actor, a.action, a.target, a.before, a.after, a.address,
  to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"`;

/** A page of the log, newest first, and how many rows match. */
export async function logPage(
  q: Queryable,
  orgId: number,
  action: string,
  current: number,
  size: number,
): Promise<{ records: AuditRow[]; total: number }> {
  const [count] = await q.query<{ n: number }>(
    "select count(*)::int as n from audit_log where org_id = $1 and ($2 = '' or action = $2)",
    [orgId, action],
  );
  const records = await q.query<AuditRow>(
    `select ${LOG_COLUMNS}
     from audit_log a left join users u on u.id = a.actor_id
     where a.org_id = $1 and ($2 = '' or a.action = $2)
     order by a.id desc limit $3 offset $4`,
    [orgId, action, size, (current - 1) * size],
  );
  return { records, total: count?.n ?? 0 };
}

/** How many rows match and the newest one's id (null when none). */
export async function logTop(
  q: Queryable,
  orgId: number,
  action: string,
): Promise<{ n: number; newest: number | null }> {
  const [top] = await q.query<{ n: number; newest: number | null }>(
    `select count(*)::int as n, max(id) as newest from audit_log
     where org_id = $1 and ($2 = '' or action = $2)`,
    [orgId, action],
  );
  return { n: top?.n ?? 0, newest: top?.newest ?? null };
}

/**
 * The matching rows newest first, from the newest id down, LOG_EXPORT_BATCH at a time, each batch
 * its own short query from where the last one stopped (by id), so other calls' queries run
 * between them.
 */
export async function* logBatches(
  q: Queryable,
  orgId: number,
  action: string,
  newest: number | null,
  count: number,
): AsyncIterable<AuditRow[]> {
  if (newest === null) return;
  let before = newest + 1;
  for (let left = count; left > 0; ) {
    const rows = await q.query<AuditRow>(
      `select ${LOG_COLUMNS}
       from audit_log a left join users u on u.id = a.actor_id
       where a.org_id = $1 and ($2 = '' or a.action = $2) and a.id < $3
       order by a.id desc limit $4`,
      [orgId, action, before, Math.min(left, LOG_EXPORT_BATCH)],
    );
    if (rows.length === 0) return;
    left -= rows.length;
    before = (rows.at(-1) as AuditRow).id;
    yield rows;
  }
}
