import { setTimeout as wait } from "node:timers/promises";

/**
 * Time as the server's limits see it: sign-in throttling and rate limits read `now` and hold an
 * answer back with `sleep`. The server uses the system's; a test passes its own, so counting
 * windows and delays are asserted without waiting (tests/server/login-throttle.test.ts).
 */
export type Clock = {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Waits ms before the answer goes out. */
  sleep(ms: number): Promise<void>;
};

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: async (ms) => {
    if (ms > 0) await wait(ms);
  },
};
