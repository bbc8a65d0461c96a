import type { Clock } from "../../server/clock.ts";

/** A clock that stands still until moved, and records what the server would have waited. */
export type TestClock = Clock & {
  /** Every wait asked of it, in order (ms). */
  readonly slept: number[];
  /** Moves time on. */
  advance(ms: number): void;
  /** The waits asked since the last call, then forgets them. */
  takeSlept(): number[];
};

export function testClock(start = Date.now()): TestClock {
  let now = start;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
    },
    advance: (ms) => {
      now += ms;
    },
    takeSlept: () => slept.splice(0),
  };
}
