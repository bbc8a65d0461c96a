import { setTimeout as sleep } from "node:timers/promises";
import type { Queryable } from "../db/client.ts";

/**
 * Failed-login limits, kept in the database so every server process sees the same counts.
 * - account+address: 5 failures in 15 min lock that pair, 1 min doubling to at most 15 min;
 * - address: 30 failures in 15 min lock the address for 15 min;
 * - account from anywhere: 20 failures in 15 min make the account "hot" for 1 min (renewed by
 *   each further failure). A hot account is slowed down, not locked: an address that has failed
 *   on it in the window is refused until it cools, and any other address waits `slowdownMs`
 *   before its password is checked. So a stranger spraying from many addresses cannot keep the
 *   real user out, and the right password from an address that has not been failing gets in.
 */
type Rule = { prefix: string; max: number; baseLockSeconds: number; maxLockSeconds: number };

const WINDOW_SECONDS = 15 * 60;
const RULES = {
  pair: { prefix: "pair", max: 5, baseLockSeconds: 60, maxLockSeconds: 15 * 60 },
  address: { prefix: "ip", max: 30, baseLockSeconds: 15 * 60, maxLockSeconds: 15 * 60 },
  account: { prefix: "acct", max: 20, baseLockSeconds: 60, maxLockSeconds: 60 },
} satisfies Record<string, Rule>;

/** How long a hot account's attempt from a clean address waits, unless configured. */
export const DEFAULT_SLOWDOWN_MS = 2000;

const pairKey = (account: string, address: string) => `${RULES.pair.prefix}:${account}:${address}`;

function keys(account: string, address: string): [Rule, string][] {
  return [
    [RULES.pair, pairKey(account, address)],
    [RULES.address, `${RULES.address.prefix}:${address}`],
    [RULES.account, `${RULES.account.prefix}:${account}`],
  ];
}

/**
 * Seconds until the caller may try again, or 0. When the account is hot and this address has not
 * been failing on it, it first waits the slow-down and then answers 0.
 */
export async function lockedFor(
  q: Queryable,
  account: string,
  address: string,
  slowdownMs = DEFAULT_SLOWDOWN_MS,
): Promise<number> {
  const rows = await q.query<{ key: string; failures: number; wait: number }>(
    `select key,
            case when window_start < now() - make_interval(secs => $2) then 0 else failures end
              as failures,
            coalesce(ceil(extract(epoch from locked_until - now())), 0)::int as wait
     from login_throttle where key = any($1::text[])`,
    [keys(account, address).map(([, key]) => key), WINDOW_SECONDS],
  );
  const row = (prefix: string) => rows.find((r) => r.key.startsWith(`${prefix}:`));
  const pair = row(RULES.pair.prefix);
  const hard = Math.max(0, pair?.wait ?? 0, row(RULES.address.prefix)?.wait ?? 0);
  if (hard > 0) return hard;
  const hot = Math.max(0, row(RULES.account.prefix)?.wait ?? 0);
  if (hot === 0) return 0;
  if ((pair?.failures ?? 0) > 0) return hot;
  if (slowdownMs > 0) await sleep(slowdownMs);
  return 0;
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
        rule.baseLockSeconds * 2 ** Math.min(failures - rule.max, 20),
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
  await q.query("delete from login_throttle where key = $1", [pairKey(account, address)]);
}
