import * as React from "react";

export type ScrollEdges = {
  /** Content overflows the frame on either axis (the frame then takes a tab stop). */
  overflows: boolean;
  /** There is content scrolled out of view on the left / on the right. */
  left: boolean;
  right: boolean;
};

const NONE: ScrollEdges = { overflows: false, left: false, right: false };

/**
 * Where a scroll frame has content out of view sideways, so the list draws a shadow on that edge.
 * Measured as React attaches the frame (no flash of a missing shadow), on scroll, and when the
 * frame or its table resizes (late fonts, new rows, another column choice).
 */
export function useScrollEdges<T extends HTMLElement>(): [React.RefCallback<T>, ScrollEdges] {
  const [edges, setEdges] = React.useState<ScrollEdges>(NONE);
  const ref = React.useCallback((element: T | null) => {
    if (!element) return;
    const measure = () => {
      const max = element.scrollWidth - element.clientWidth;
      const next: ScrollEdges = {
        overflows: max > 0 || element.scrollHeight > element.clientHeight,
        left: element.scrollLeft > 0,
        right: max > 0 && element.scrollLeft < max - 1,
      };
      setEdges((prev) =>
        prev.overflows === next.overflows && prev.left === next.left && prev.right === next.right
          ? prev
          : next,
      );
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(element);
    for (const child of element.children) observer?.observe(child);
    return () => {
      element.removeEventListener("scroll", measure);
      observer?.disconnect();
    };
  }, []);
  return [ref, edges];
}
