/**
 * Resolves once the frame being prepared is on screen, and on a page load not before the page's
 * first contentful paint has been presented (the paint timing entry). A frame is on screen only
 * after its rasterization, which for a first frame of Chinese text can take a good part of a
 * frame budget off the main thread; work that waits for "after the first paint" (the shell's and
 * the pages' requests) then no longer lands between the frame's commit and its presentation.
 *
 * Every caller waiting at the same time shares one paint observer, one fallback timer and one
 * frame callback. The home page's first commit has a dozen such waits in its effects; each of
 * its own would register three browser callbacks in the commit's task (docs/decisions.md §24).
 */
export function afterPaint(): Promise<void> {
  return untilFirstPaint().then(untilFrameOnScreen).then(inATaskOfItsOwn);
}

/**
 * Each waiter resumes in a task of its own, in the order it began to wait. Resumed together,
 * the home page's dozen waiters made one task of 30–40 ms (at 4× CPU, well over 100 ms of
 * blocking time); apart, each is a few milliseconds. Their calls still leave as one batch: the
 * first call's flush (src/api/client.ts) is queued behind every waiter's task.
 */
function inATaskOfItsOwn(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

let paintWait: Promise<void> | null = null;
let frameWait: Promise<void> | null = null;

function untilFirstPaint(): Promise<void> {
  const paintTiming =
    typeof PerformanceObserver !== "undefined" &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes("paint");
  if (!paintTiming || performance.getEntriesByName("first-contentful-paint").length > 0) {
    return Promise.resolve();
  }
  paintWait ??= new Promise<void>((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      window.clearTimeout(fallback);
      paintWait = null;
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) finish();
    });
    // buffered: a paint reported before this call (and not listed by a faked `performance`) counts.
    observer.observe({ type: "paint", buffered: true });
    // A page painted in a background tab reports no paint until shown: do not wait for ever.
    const fallback = window.setTimeout(finish, 2000);
  });
  return paintWait;
}

function untilFrameOnScreen(): Promise<void> {
  // A frame callback runs just before that frame paints; a task queued from it runs after. A
  // caller arriving once that callback has run waits for the next frame.
  frameWait ??= new Promise<void>((resolve) =>
    requestAnimationFrame(() => {
      frameWait = null;
      setTimeout(resolve, 0);
    }),
  );
  return frameWait;
}

/**
 * Starts `work` once the frame being prepared is on screen (see afterPaint). Work started together
 * runs in the order started, each in a task of its own; the requests it makes still leave as one
 * (src/api/batch.ts).
 * Returns a cancel for an effect's cleanup; a start already made is not undone.
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
