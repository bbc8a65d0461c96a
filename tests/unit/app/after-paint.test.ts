import { afterEach, describe, expect, it, vi } from "vitest";
import { afterPaint } from "../../../src/app/after-paint";

type Callback = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** A paint-timing observer the test drives: `paint()` reports the first contentful paint. */
function fakePaintTiming(alreadyPainted = false) {
  const observers: Callback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ["paint"];
    constructor(private readonly callback: Callback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  vi.spyOn(performance, "getEntriesByName").mockReturnValue(
    alreadyPainted ? ([{ name: "first-contentful-paint" }] as PerformanceEntryList) : [],
  );
  vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => setTimeout(() => cb(0), 16));
  return {
    observers,
    paint: () => {
      for (const cb of [...observers])
        cb({ getEntriesByName: (n) => (n === "first-contentful-paint" ? [{}] : []) });
    },
  };
}

async function settledWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}

describe("afterPaint", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("on a page load, waits for the first contentful paint, then for the frame after it", async () => {
    vi.useFakeTimers();
    const timing = fakePaintTiming();
    const done = afterPaint();
    expect(await settledWithin(done, 500)).toBe(false);
    timing.paint();
    expect(await settledWithin(done, 50)).toBe(true);
    expect(timing.observers).toHaveLength(0);
  });

  it("once the page has painted, waits only for the frame being prepared", async () => {
    vi.useFakeTimers();
    const timing = fakePaintTiming(true);
    expect(await settledWithin(afterPaint(), 50)).toBe(true);
    expect(timing.observers).toHaveLength(0);
  });

  it("does not wait for ever when no paint is reported (a background tab)", async () => {
    vi.useFakeTimers();
    const timing = fakePaintTiming();
    const done = afterPaint();
    expect(await settledWithin(done, 1900)).toBe(false);
    expect(await settledWithin(done, 200)).toBe(true);
    expect(timing.observers).toHaveLength(0);
  });
});
