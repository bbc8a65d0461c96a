import { type Atom, useSetAtom, useStore, type WritableAtom } from "jotai";
import * as React from "react";

/**
 * jotai's `useAtomValue` for the app's atoms (plain values, never promises), without the
 * re-render jotai 2.20 dispatches from every reader's subscribe effect: on a first load that
 * was a second render of the shell, the page and every text (the language provider reads two
 * atoms) in the task after the first paint. This one subscribes in the same effect and
 * re-renders only if the atom changed between the render and the subscription.
 *
 * Updates still go through `useReducer`, as jotai's do, so a write made in a transition
 * renders as a transition (a store hook would render every write synchronously).
 * decisions.md §23.
 */
export function useAtomValue<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  type State = readonly [Value, typeof store, Atom<Value>];
  const [[value, fromStore, fromAtom], rerender] = React.useReducer(
    (prev: State): State => {
      const next = store.get(atom);
      return Object.is(prev[0], next) && prev[1] === store && prev[2] === atom
        ? prev
        : [next, store, atom];
    },
    undefined,
    (): State => [store.get(atom), store, atom],
  );
  let current = value;
  if (fromStore !== store || fromAtom !== atom) {
    // Another store or atom than the last render's (as jotai does).
    rerender();
    current = store.get(atom);
  }
  const rendered = React.useRef(current);
  rendered.current = current;
  React.useEffect(() => {
    const unsubscribe = store.sub(atom, rerender);
    if (!Object.is(store.get(atom), rendered.current)) rerender();
    return unsubscribe;
  }, [store, atom]);
  return current;
}

/** `[value, set]` for a writable atom: this module's `useAtomValue` with jotai's `useSetAtom`. */
export function useAtom<Value, Args extends unknown[], Result>(
  atom: WritableAtom<Value, Args, Result>,
): [Value, (...args: Args) => Result] {
  return [useAtomValue(atom), useSetAtom(atom)];
}
