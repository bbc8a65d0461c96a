import type { Queryable } from "../db/client.ts";

/**
 * Failed-login limits, kept in the database so every server process sees the same counts.
 * - account+address: 5 failures in 15 min lock that pair, 1 min doubling to at most 15 min;
 * - address: 30 failures in 15 min lock the address for 15 min;
 * - account from anywhere: 20 failures in 15 min lock it for 1 min only, so a stranger
 *   cannot keep a real user out for long while a spray is still slowed down.
 */
type Rule = { prefix: string; max: number; baseLockSeconds: number; maxLockSeconds: number };

const WINDOW_SECONDS = 15 * 60;
const RULES = {
  pair: { prefix: "pair", max: 5, baseLockSeconds: 60, maxLockSeconds: 15 * 60 },
  address: { prefix: "ip", max: 30, baseLockSeconds: 15 * 60, maxLockSeconds: 15 * 60 },
  account: { prefix: "acct", max: 20, baseLockSeconds: 60, maxLockSeconds: 60 },
} satisfies Record<string, Rule>;

function keys(account: string, address: string): [Rule, string][] {
  return [
    [RULES.pair, `${RULES.pair.prefix}:${account}:${address}`],
    [RULES.address, `${RULES.address.prefix}:${address}`],
    [RULES.account, `${RULES.account.prefix}:${account}`],
  ];
}

/** Seconds until the caller may try again, or 0. */
export async function lockedFor(q: Queryable, account: string, address: string): Promise<number> {
  const rows = await q.query<{ wait: number }>(
    `select coalesce(max(ceil(extract(epoch from locked_until - now()))), 0)::int as wait
     from login_throttle where key = any($1::text[]) and locked_until > now()`,
    [keys(account, address).map(([, key]) => key)],
  );
  return rows[0]?.wait ?? 0;
}

export async function recordFailure(q: Queryable, account: string, address: string): Promise<void> {
  for (const [rule, key] of keys(account, address)) {
    const [row] = await q.query<{ failures: number }>(
      `insert into login_throttle (key, failures, window_start) values ($1, 1, now())
       on conflict (key) do update set
         failures = case when login_throttle.window_start < now() - make_interval(secs => $2)
                         then 1 else login_throttle.failures + 1 end,
         window_start = case when login_throttle.window_start < now() - make_interval(secs => $2)
                             then now() else login_throttle.window_start end
       returning failures`,
      [key, WINDOW_SECONDS],
    );
    const failures = row?.failures ?? 0;
    if (failures >= rule.max) {
      const seconds = Math.min(
        rule.maxLockSeconds,
        rule.baseLockSeconds * 2 ** (failures - rule.max),
      );
      await q.query(
        "update login_throttle set locked_until = now() + make_interval(secs => $2) where key = $1",
        [key, seconds],
      );
    }
  }
}

/** A right password clears the pair's count; address and account counts age out on their own. */
export async function recordSuccess(q: Queryable, account: string, address: string): Promise<void> {
  await q.query("delete from login_throttle where key = $1", [
    `${RULES.pair.prefix}:${account}:${address}`,
  ]);
}
