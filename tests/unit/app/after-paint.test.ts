import { afterEach, describe, expect, it, vi } from "vitest";
import { afterPaint, startAfterPaint } from "../../../src/app/after-paint";

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
  const painted = [{ name: "first-contentful-paint" }] as PerformanceEntryList;
  const entries = vi
    .spyOn(performance, "getEntriesByName")
    .mockReturnValue(alreadyPainted ? painted : []);
  vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => setTimeout(() => cb(0), 16));
  return {
    observers,
    paint: () => {
      entries.mockReturnValue(painted);
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

describe("startAfterPaint", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("starts work after the paint, in the order started, with one observer and one frame", async () => {
    vi.useFakeTimers();
    const timing = fakePaintTiming();
    const frames = vi.fn();
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => {
      frames();
      return setTimeout(() => cb(0), 16);
    });
    const log: string[] = [];
    startAfterPaint(() => log.push("menus"));
    startAfterPaint(() => log.push("counts"));
    startAfterPaint(() => log.push("orgs"));
    // Three waits, one paint observer.
    expect(timing.observers).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(log).toEqual([]);
    timing.paint();
    await vi.advanceTimersByTimeAsync(50);
    expect(log).toEqual(["menus", "counts", "orgs"]);
    expect(frames).toHaveBeenCalledTimes(1);
    expect(timing.observers).toHaveLength(0);
    // A wait begun after that frame waits for a frame of its own.
    startAfterPaint(() => log.push("language"));
    await vi.advanceTimersByTimeAsync(50);
    expect(log.at(-1)).toBe("language");
    expect(frames).toHaveBeenCalledTimes(2);
  });

  it("resumes each waiter in a task of its own, in order", async () => {
    vi.useFakeTimers();
    const timing = fakePaintTiming();
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) =>
      setTimeout(() => cb(0), 16),
    );
    const log: string[] = [];
    // A microtask queued by the first waiter's work runs before the second waiter resumes: the
    // two never share a task (together, the home page's waiters made one long task).
    startAfterPaint(() => {
      log.push("menus");
      queueMicrotask(() => log.push("menus' microtask"));
    });
    void afterPaint().then(() => log.push("notices"));
    timing.paint();
    await vi.advanceTimersByTimeAsync(50);
    expect(log).toEqual(["menus", "menus' microtask", "notices"]);
  });

  it("never starts work cancelled before the paint (an effect cleaned up)", async () => {
    vi.useFakeTimers();
    const timing = fakePaintTiming();
    const started: string[] = [];
    const cancel = startAfterPaint(() => started.push("orgs"));
    startAfterPaint(() => started.push("language"));
    cancel();
    timing.paint();
    await vi.advanceTimersByTimeAsync(50);
    expect(started).toEqual(["language"]);
  });
});
