import * as React from "react";

/**
 * Whether an element's content overflows it on one axis. A scroll container that overflows must
 * be reachable by keyboard (axe: scrollable-region-focusable), but one that does not should not
 * add a tab stop, so callers set tabIndex only while this is true. It hands back a callback ref
 * because the element may mount later than its owner (a Radix portal renders after the first
 * commit). The element and its children are observed, so late fonts or new rows update it.
 *
 * Measured from a ResizeObserver, which reports after the browser's own layout: measuring as the
 * element mounts forced a layout inside React's commit and re-rendered its owner synchronously
 * (twice), which made a table's arrival one long task. The answer renders as a transition.
 */
export function useOverflow<T extends HTMLElement>(
  axis: "x" | "y",
): [ref: React.RefCallback<T>, overflows: boolean] {
  const [overflows, setOverflows] = React.useState(false);
  const ref = React.useCallback(
    (element: T | null) => {
      if (!element) return;
      const measure = () => {
        const next =
          axis === "x"
            ? element.scrollWidth > element.clientWidth
            : element.scrollHeight > element.clientHeight;
        React.startTransition(() => setOverflows(next));
      };
      if (typeof ResizeObserver === "undefined") {
        // No observer (old test environments): one measurement after the commit.
        queueMicrotask(measure);
        return;
      }
      const observer = new ResizeObserver(measure);
      observer.observe(element);
      for (const child of element.children) observer.observe(child);
      return () => observer.disconnect();
    },
    [axis],
  );
  return [ref, overflows];
}
