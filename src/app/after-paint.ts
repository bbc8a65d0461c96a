/**
 * Resolves once the frame being prepared is on screen, and on a page load not before the page's
 * first contentful paint has been presented (the paint timing entry). A frame is on screen only
 * after its rasterization, which for a first frame of Chinese text can take a good part of a
 * frame budget off the main thread; work that waits for "after the first paint" (the shell's and
 * the pages' requests) then no longer lands between the frame's commit and its presentation.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A frame callback runs just before that frame paints; a task queued from it runs after.
    const afterFrame = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    const paintTiming =
      typeof PerformanceObserver !== "undefined" &&
      (PerformanceObserver.supportedEntryTypes ?? []).includes("paint");
    if (!paintTiming || performance.getEntriesByName("first-contentful-paint").length > 0) {
      afterFrame();
      return;
    }
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      window.clearTimeout(fallback);
      afterFrame();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) finish();
    });
    // buffered: a paint reported before this call (and not listed by a faked `performance`) counts.
    observer.observe({ type: "paint", buffered: true });
    // A page painted in a background tab reports no paint until shown: do not wait for ever.
    const fallback = window.setTimeout(finish, 2000);
  });
}

/**
 * Starts `work` once the frame being prepared is on screen (see afterPaint), in a task of its
 * own: several requests started by one commit's effects then dispatch in separate tasks, not in
 * one long one (each fetch's dispatch costs a few milliseconds of main thread). Returns a cancel
 * for an effect's cleanup; a start already made is not undone.
 */
export function startAfterPaint(work: () => void): () => void {
  let cancelled = false;
  void afterPaint().then(() => {
    if (!cancelled) work();
  });
  return () => {
    cancelled = true;
  };
}
