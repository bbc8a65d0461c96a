import * as React from "react";

/**
 * Whether an element has come within half a screen of the viewport; once true it stays true.
 * Returns that flag and the ref to put on the element. The ref observes the element itself (and
 * stops when it leaves): it never sets state while React commits, which would re-render the
 * caller synchronously in the same task. `initial` true skips the observer (stories, screens
 * that draw everything at once). The observer reports after layout, so something already on
 * screen turns true only after the first paint; what it reveals then renders as a transition,
 * in slices, not in one long task.
 */
export function useNearViewport(
  initial: boolean,
): [near: boolean, ref: React.RefCallback<Element>] {
  const [near, setNear] = React.useState(initial);
  const nearRef = React.useRef(initial);
  const ref = React.useCallback((element: Element | null) => {
    if (!element || nearRef.current) return;
    const reached = () => {
      nearRef.current = true;
      React.startTransition(() => setNear(true));
    };
    if (typeof IntersectionObserver === "undefined") {
      queueMicrotask(reached);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          reached();
        }
      },
      { rootMargin: "50% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [near, ref];
}
