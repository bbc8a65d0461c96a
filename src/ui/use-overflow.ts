import * as React from "react";

/**
 * Whether an element's content overflows it on one axis. A scroll container that overflows must
 * be reachable by keyboard (axe: scrollable-region-focusable), but one that does not should not
 * add a tab stop, so callers set tabIndex only while this is true. It hands back a callback ref
 * because the element may mount later than its owner (a Radix portal renders after the first
 * commit). The ref measures the element as React attaches it, so the tab stop is there in the
 * same commit; a content that fits sets no state at all (no second render). The element and its
 * children are observed, so late fonts or new rows update it.
 */
export function useOverflow<T extends HTMLElement>(
  axis: "x" | "y",
): [ref: React.RefCallback<T>, overflows: boolean] {
  const [overflows, setOverflows] = React.useState(false);
  const ref = React.useCallback(
    (element: T | null) => {
      if (!element) return;
      const measure = () =>
        setOverflows(
          axis === "x"
            ? element.scrollWidth > element.clientWidth
            : element.scrollHeight > element.clientHeight,
        );
      measure();
      if (typeof ResizeObserver === "undefined") return;
      const observer = new ResizeObserver(measure);
      observer.observe(element);
      for (const child of element.children) observer.observe(child);
      return () => observer.disconnect();
    },
    [axis],
  );
  return [ref, overflows];
}
