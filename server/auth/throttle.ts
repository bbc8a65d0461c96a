import { type Clock, systemClock } from "../clock.ts";
import type { Queryable } from "../db/client.ts";

/**
 * Failed-login limits, kept in the database so every server process sees the same counts
 * (decision 0058). Counts run in 15-minute windows from a key's first failure.
 * - pair (one account from one address): 5 failures lock that pair, 1 min doubling to 15 min;
 * - account (the person, by user id, whichever organisation the name said): 20 failures put it
 *   "under spray" for a minute after each further failure. Under spray an address with at most
 *   2 failures on it waits `slowdownMs` and then has its password checked (the right one gets
 *   in); an address with 3 or 4 is refused until the spray cools;
 * - address (everything from one address): from 30 failures every attempt from it waits, 1 s
 *   doubling every 10 further failures, at most 10 s. Never a lock: a shared office address is
 *   slowed, not shut out.
 * A wait happens before the password is checked, for right and wrong passwords alike, so its
 * length tells nothing about the password.
 */
type Rule = { prefix: string; max: number; baseLockSeconds: number; maxLockSeconds: number };

export const THROTTLE_WINDOW_SECONDS = 15 * 60;
const RULES = {
  pair: { prefix: "pair", max: 5, baseLockSeconds: 60, maxLockSeconds: 15 * 60 },
  account: { prefix: "acct", max: 20, baseLockSeconds: 60, maxLockSeconds: 60 },
  address: { prefix: "ip", max: 30, baseLockSeconds: 0, maxLockSeconds: 0 },
} satisfies Record<string, Rule>;

/** Under spray, an address with more failures than this on the account is refused. */
export const SPRAY_PAIR_ALLOWANCE = 2;
/** How long a sprayed account's attempt waits, unless configured (LOGIN_SLOWDOWN_MS). */
export const DEFAULT_SLOWDOWN_MS = 2000;
/** The shared-address slow-down: from this many failures, this long, doubling every step. */
export const ADDRESS_SLOW_FROM = RULES.address.max;
const ADDRESS_FIRST_MS = 1000;
const ADDRESS_STEP = 10;
export const ADDRESS_MAX_DELAY_MS = 10_000;

/** The wait of an address with `failures` in its window: 0 below 30, then 1 s, 2 s, 4 s… ≤ 10 s. */
export function addressDelayMs(failures: number): number {
  if (failures < ADDRESS_SLOW_FROM) return 0;
  const steps = Math.min(Math.floor((failures - ADDRESS_SLOW_FROM) / ADDRESS_STEP), 10);
  return Math.min(ADDRESS_MAX_DELAY_MS, ADDRESS_FIRST_MS * 2 ** steps);
}

const pairKey = (account: string, address: string) => `${RULES.pair.prefix}:${account}:${address}`;

function keys(account: string, address: string): [Rule, string][] {
  return [
    [RULES.pair, pairKey(account, address)],
    [RULES.address, `${RULES.address.prefix}:${address}`],
    [RULES.account, `${RULES.account.prefix}:${account}`],
  ];
}

export type ThrottleOptions = {
  /** The sprayed account's wait (LOGIN_SLOWDOWN_MS); 0 turns every wait off. */
  slowdownMs?: number;
  clock?: Clock;
};

/** What the throttle decided for one attempt. */
export type ThrottleVerdict = {
  /** Seconds until this address may try this account again (429 with Retry-After), or 0. */
  wait: number;
  /** How long the attempt was held before its password was checked (0: not at all). */
  delayMs: number;
};

/**
 * Decides one attempt before its password is checked: refused (`wait` > 0), or let through after
 * `delayMs`, which it has already waited on the clock.
 */
export async function checkThrottle(
  q: Queryable,
  account: string,
  address: string,
  options: ThrottleOptions = {},
): Promise<ThrottleVerdict> {
  const { slowdownMs = DEFAULT_SLOWDOWN_MS, clock = systemClock } = options;
  const rows = await q.query<{ key: string; failures: number; wait: number }>(
    `select key,
            case when window_start < $3::timestamptz - make_interval(secs => $2) then 0
                 else failures end as failures,
            coalesce(ceil(extract(epoch from locked_until - $3::timestamptz)), 0)::int as wait
     from login_throttle where key = any($1::text[])`,
    [keys(account, address).map(([, key]) => key), THROTTLE_WINDOW_SECONDS, at(clock)],
  );
  const row = (prefix: string) => rows.find((r) => r.key.startsWith(`${prefix}:`));
  const pair = row(RULES.pair.prefix);
  const locked = Math.max(0, pair?.wait ?? 0);
  if (locked > 0) return { wait: locked, delayMs: 0 };
  const hot = Math.max(0, row(RULES.account.prefix)?.wait ?? 0);
  if (hot > 0 && (pair?.failures ?? 0) > SPRAY_PAIR_ALLOWANCE) return { wait: hot, delayMs: 0 };
  // LOGIN_SLOWDOWN_MS=0 turns every wait off (the fuzz test's storm of sign-ins).
  const delayMs =
    slowdownMs <= 0
      ? 0
      : Math.max(
          hot > 0 ? slowdownMs : 0,
          addressDelayMs(row(RULES.address.prefix)?.failures ?? 0),
        );
  if (delayMs > 0) await clock.sleep(delayMs);
  return { wait: 0, delayMs };
}

/** The clock's time as the SQL's timestamptz parameter. */
const at = (clock: Clock) => new Date(clock.now()).toISOString();

export async function recordFailure(
  q: Queryable,
  account: string,
  address: string,
  clock: Clock = systemClock,
): Promise<void> {
  const now = at(clock);
  for (const [rule, key] of keys(account, address)) {
    const [row] = await q.query<{ failures: number }>(
      `insert into login_throttle (key, failures, window_start) values ($1, 1, $3::timestamptz)
       on conflict (key) do update set
         failures = case when login_throttle.window_start
                               < $3::timestamptz - make_interval(secs => $2)
                         then 1 else login_throttle.failures + 1 end,
         window_start = case when login_throttle.window_start
                                   < $3::timestamptz - make_interval(secs => $2)
                             then $3::timestamptz else login_throttle.window_start end
       returning failures`,
      [key, THROTTLE_WINDOW_SECONDS, now],
    );
    const failures = row?.failures ?? 0;
    if (rule.baseLockSeconds > 0 && failures >= rule.max) {
      const seconds = Math.min(
        rule.maxLockSeconds,
        rule.baseLockSeconds * 2 ** Math.min(failures - rule.max, 20),
      );
      await q.query(
        `update login_throttle set locked_until = $3::timestamptz + make_interval(secs => $2)
         where key = $1`,
        [key, seconds, now],
      );
    }
  }
}

/** A right password clears the pair's count; address and account counts age out on their own. */
export async function recordSuccess(q: Queryable, account: string, address: string): Promise<void> {
  await q.query("delete from login_throttle where key = $1", [pairKey(account, address)]);
}
