import type { Context, MiddlewareHandler } from "hono";
import { EDGE_MESSAGES } from "../../src/contract/errors.ts";
import { type Clock, systemClock } from "../clock.ts";
import type { Config } from "../config.ts";
import { ApiError } from "../envelope.ts";
import type { AppEnv, Deps } from "./types.ts";

/**
 * The server's one request-rate limiter (decision 0058): fixed one-minute windows per key, where
 * a key is a bucket and who is counted (`share:<address>`, `lookup:s:<session>`…). Counts are kept
 * in the process and added to a row per key every quarter second (one statement for all keys),
 * reading back the total every process has added: several processes agree within a flush, and a
 * call never waits on the database for the limit.
 *
 * Buckets and their limits per minute (0 turns one off):
 * - share: public share pages and their API, per address (SHARE_RATE_LIMIT, 240);
 * - setPassword: the one-time link's check and set, per address (SET_PASSWORD_RATE_LIMIT, 20);
 * - lookup: the reference lookups' pages and exports, per session (LOOKUP_RATE_LIMIT, 600) and
 *   per address (five times that: an office behind one address);
 * - tracking: cargo tracking, per session (TRACKING_RATE_LIMIT, 120) and per address (five times).
 */
const WINDOW_MS = 60_000;
const FLUSH_MS = 250;
/** A signed-in bucket's per-address limit is this many sessions' worth. */
export const ADDRESS_SESSIONS = 5;

export type RateBucket = keyof Config["rateLimits"];

type Count = { window: number; pending: number; global: number };

class RateLimiter {
  private readonly counts = new Map<string, Count>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private flushing = false;
  private flushes = 0;

  constructor(
    private readonly db: Deps["db"],
    private readonly clock: Clock,
  ) {}

  /** Counts a call under key; the seconds to wait when it is over `limit`, else 0. */
  hit(key: string, limit: number): number {
    const now = this.clock.now();
    const window = now - (now % WINDOW_MS);
    let count = this.counts.get(key);
    if (!count || count.window !== window) {
      count = { window, pending: 0, global: 0 };
      this.counts.set(key, count);
    }
    count.pending += 1;
    this.timer ??= this.startTimer();
    if (count.global + count.pending <= limit) return 0;
    return Math.max(1, Math.ceil((window + WINDOW_MS - now) / 1000));
  }

  private startTimer() {
    const timer = setInterval(() => void this.flush(), FLUSH_MS);
    timer.unref?.();
    return timer;
  }

  async flush(): Promise<void> {
    if (this.flushing) return;
    const batch = [...this.counts].filter(([, c]) => c.pending > 0);
    const now = this.clock.now();
    for (const [key, c] of this.counts) {
      if (c.pending === 0 && c.window + WINDOW_MS < now) this.counts.delete(key);
    }
    if (batch.length === 0) return;
    this.flushing = true;
    const sent = batch.map(([, c]) => c.pending);
    try {
      const rows = await this.db.query<{ key: string; hits: number }>(
        `insert into public_rate_limit as r (key, window_start, hits)
         select * from unnest($1::text[], $2::timestamptz[], $3::int[])
         on conflict (key) do update set
           hits = case when r.window_start = excluded.window_start
                       then r.hits + excluded.hits else excluded.hits end,
           window_start = excluded.window_start
         returning key, hits`,
        [batch.map(([key]) => key), batch.map(([, c]) => new Date(c.window).toISOString()), sent],
      );
      const totals = new Map(rows.map((r) => [r.key, r.hits]));
      batch.forEach(([key, c], i) => {
        c.pending -= sent[i] ?? 0;
        c.global = totals.get(key) ?? c.global + (sent[i] ?? 0);
      });
      if (++this.flushes % 240 === 0) {
        await this.db.query(
          "delete from public_rate_limit where window_start < now() - interval '10 minutes'",
        );
      }
    } catch {
      // The database is closing or busy: the counts stay pending for the next flush.
    } finally {
      this.flushing = false;
    }
  }
}

const limiters = new WeakMap<Config, RateLimiter>();

/** The app's one limiter (one per config, so every route of an app counts together). */
function limiterOf({ db, config, clock = systemClock }: Deps): RateLimiter {
  let limiter = limiters.get(config);
  if (!limiter) {
    limiter = new RateLimiter(db, clock);
    limiters.set(config, limiter);
  }
  return limiter;
}

/** A bucket's per-minute limit from the configuration (0: off). */
export function bucketLimit(config: Config, bucket: RateBucket): number {
  return config.rateLimits[bucket];
}

/** Counts one call of `who` in the bucket; the seconds it must wait, or 0. */
export function rateWait(deps: Deps): (bucket: RateBucket, who: string, limit?: number) => number {
  const limiter = limiterOf(deps);
  return (bucket, who, limit = bucketLimit(deps.config, bucket)) =>
    limit <= 0 ? 0 : limiter.hit(`${bucket}:${who}`, limit);
}

/**
 * Middleware: 429 with Retry-After and `message` once the caller's address (and, on signed-in
 * routes, its session) is over the bucket's limit. A session may make the limit's calls; its
 * address five times that.
 */
export function rateLimit(
  deps: Deps,
  bucket: RateBucket,
  message: string = EDGE_MESSAGES.tooManyRequests,
): MiddlewareHandler<AppEnv> {
  const waitFor = rateWait(deps);
  return async (c, next) => {
    const wait = callerWait(c, bucket, deps.config, waitFor);
    if (wait > 0) throw new ApiError(429, message, { "Retry-After": String(wait) });
    return next();
  };
}

function callerWait(
  c: Context<AppEnv>,
  bucket: RateBucket,
  config: Config,
  waitFor: ReturnType<typeof rateWait>,
): number {
  const limit = bucketLimit(config, bucket);
  const address = c.get("clientAddress");
  const session = c.get("auth")?.sessionId;
  if (session === undefined) return waitFor(bucket, address, limit);
  return Math.max(
    waitFor(bucket, `s:${session}`, limit),
    waitFor(bucket, `ip:${address}`, limit * ADDRESS_SESSIONS),
  );
}
