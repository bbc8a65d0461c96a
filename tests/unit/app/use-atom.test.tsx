import { act, cleanup, render, screen } from "@testing-library/react";
import { atom, createStore, Provider } from "jotai";
import * as React from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useAtom, useAtomValue } from "../../../src/app/state/use-atom";

afterEach(cleanup);

function setup<T>(initial: T) {
  const store = createStore();
  const value = atom(initial);
  const renders: T[] = [];
  function Reader() {
    const current = useAtomValue(value);
    renders.push(current);
    return <output>{String(current)}</output>;
  }
  const wrap = (children: React.ReactNode) => <Provider store={store}>{children}</Provider>;
  return { store, value, renders, Reader, wrap };
}

describe("useAtomValue", () => {
  it("renders once at mount (no second render from its subscription)", async () => {
    const { renders, Reader, wrap } = setup("a");
    render(wrap(<Reader />));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(renders).toEqual(["a"]);
  });

  it("re-renders with each value written to the store, and not for an equal one", async () => {
    const { store, value, renders, Reader, wrap } = setup(1);
    render(wrap(<Reader />));
    act(() => store.set(value, 2));
    expect(screen.getByRole("status").textContent).toBe("2");
    act(() => store.set(value, 2));
    act(() => store.set(value, 3));
    expect(screen.getByRole("status").textContent).toBe("3");
    expect(renders).toEqual([1, 2, 3]);
  });

  it("catches a write made between its render and its subscription", () => {
    const { store, value, Reader, wrap } = setup("before");
    function WritesInLayoutEffect() {
      React.useLayoutEffect(() => store.set(value, "after"), []);
      return null;
    }
    render(
      wrap(
        <>
          <Reader />
          <WritesInLayoutEffect />
        </>,
      ),
    );
    expect(screen.getByRole("status").textContent).toBe("after");
  });

  it("renders a write made in a transition", async () => {
    const { store, value, Reader, wrap } = setup("old");
    render(wrap(<Reader />));
    await act(async () => {
      React.startTransition(() => store.set(value, "new"));
    });
    expect(screen.getByRole("status").textContent).toBe("new");
  });

  it("follows a different atom given to the same reader", () => {
    const store = createStore();
    const first = atom("first");
    const second = atom("second");
    function Reader({ which }: { which: typeof first }) {
      return <output>{useAtomValue(which)}</output>;
    }
    const view = render(
      <Provider store={store}>
        <Reader which={first} />
      </Provider>,
    );
    view.rerender(
      <Provider store={store}>
        <Reader which={second} />
      </Provider>,
    );
    expect(screen.getByRole("status").textContent).toBe("second");
    act(() => store.set(second, "second, changed"));
    expect(screen.getByRole("status").textContent).toBe("second, changed");
  });
});

describe("useAtom", () => {
  it("reads and writes", () => {
    const store = createStore();
    const count = atom(0);
    function Counter() {
      const [n, setN] = useAtom(count);
      return (
        <button type="button" onClick={() => setN(n + 1)}>
          {n}
        </button>
      );
    }
    render(
      <Provider store={store}>
        <Counter />
      </Provider>,
    );
    act(() => screen.getByRole("button").click());
    act(() => screen.getByRole("button").click());
    expect(screen.getByRole("button").textContent).toBe("2");
    expect(store.get(count)).toBe(2);
  });
});
