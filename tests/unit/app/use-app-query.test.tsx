import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import type * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAppQuery } from "../../../src/app/queries/use-app-query";

type Callback = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** A paint-timing observer the test drives (as in after-paint.test.ts). */
function fakePaintTiming() {
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
  const entries = vi.spyOn(performance, "getEntriesByName").mockReturnValue([]);
  vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => setTimeout(() => cb(0), 16));
  return {
    paint: () => {
      entries.mockReturnValue(painted);
      for (const cb of [...observers])
        cb({ getEntriesByName: (n) => (n === "first-contentful-paint" ? [{}] : []) });
    },
  };
}

function Reader({ fetch }: { fetch: () => Promise<string> }) {
  const query = useAppQuery({ queryKey: ["probe"], queryFn: fetch });
  return <p>{query.data ?? "…"}</p>;
}

const wrap = (node: React.ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>
);

describe("useAppQuery", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks the server only once the page's first frame is on screen", async () => {
    vi.useFakeTimers();
    const timing = fakePaintTiming();
    const fetch = vi.fn(() => Promise.resolve("menus"));
    const view = render(wrap(<Reader fetch={fetch} />));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(fetch).not.toHaveBeenCalled();
    timing.paint();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(view.getByText("menus")).toBeTruthy();
    view.unmount();
  });
});
