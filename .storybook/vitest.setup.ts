import { configure } from "storybook/test";
import { afterEach, expect } from "vitest";
import { page } from "vitest/browser";
import { ASYNC_WAIT_MS } from "../tests/async-wait.ts";
import "./disable-motion.css";

configure({ asyncUtilTimeout: ASYNC_WAIT_MS });

const PHONE_WIDTH = 640;

const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * One visual baseline per story, taken after the story (and its play function) has run, with
 * fonts loaded and animations off, so captures repeat exactly on the CI machine.
 *
 * A phone story (a viewport under 640 px wide: 375 × 812, 320 × 640) taller than its viewport is
 * captured screen by screen,
 * scrolled as a user scrolls it, one baseline per screen (`<story>-screen-N`). A capture of the
 * whole document beyond the viewport makes Chromium resize the viewport while it paints, which
 * under the phone emulation left everything below the first screen blank in those baselines
 * (the shell, the dashboard, the waybill form). A wider story taller than its viewport is captured
 * whole in a viewport grown to its height: a capture beyond the viewport left it unpainted there.
 */
afterEach(async (context) => {
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  if (!storyId || context.task.result?.state === "fail") return;
  await document.fonts.ready;
  await nextFrames();
  const fullHeight = document.documentElement.scrollHeight;
  if (fullHeight <= window.innerHeight) {
    await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(storyId);
    return;
  }
  if (window.innerWidth >= PHONE_WIDTH) {
    // A wide story taller than its viewport: the viewport grows to the document for the capture,
    // so nothing below the first screen is left unpainted (issue 24), then is put back.
    const { innerWidth: width, innerHeight: height } = window;
    let viewportBound = false;
    try {
      // What the taller viewport brings into view (a chart near the viewport) may grow the
      // document again: grow with it until it settles. A page whose overflow does not shrink
      // as the viewport grows is as tall as its viewport plus a fixed part (min-h-screen under
      // a header): its content fits the first screen, which is what is captured.
      let target = fullHeight;
      let overflow = fullHeight - height;
      // A part sized by the viewport (the dashboard chart's 35vh) makes this a fixed-point
      // search; run it to the end, so the capture's viewport is the same whatever the start.
      // Only the first resize brings new content into view; later rounds only move parts sized
      // by the viewport, so they wait briefly, and a round that looks converged is confirmed
      // with the full wait before it counts.
      for (let round = 0; round < 30; round++) {
        await page.viewport(width, target);
        await settle(round === 0 ? SETTLE_STABLE_MS : SETTLE_QUICK_MS);
        let grown = document.documentElement.scrollHeight;
        if (grown <= target && round > 0) {
          await settle(SETTLE_STABLE_MS);
          grown = document.documentElement.scrollHeight;
        }
        if (grown <= target) break;
        if (grown - target >= overflow) {
          viewportBound = true;
          break;
        }
        overflow = grown - target;
        target = grown;
      }
      if (!viewportBound) {
        await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(storyId);
        return;
      }
    } finally {
      await page.viewport(width, height);
      await settle(viewportBound ? SETTLE_STABLE_MS : SETTLE_QUICK_MS);
    }
    await captureScreens(storyId, 1);
    return;
  }
  await captureScreens(storyId, Math.ceil(fullHeight / window.innerHeight));
});

/** How long the document's height must hold still after a resize that may bring in content. */
const SETTLE_STABLE_MS = 400;
/** After a resize that only moves parts sized by the viewport (the fixed-point search's rounds). */
const SETTLE_QUICK_MS = 100;

/**
 * Until the document stops changing height: what a resize brings into view (a lazy chart's
 * chunk, its first render) can take a while on a loaded host, so a fixed pause is not enough.
 * Stable for `stableMs`, or 5 s at most.
 */
async function settle(stableMs: number): Promise<void> {
  const until = performance.now() + 5000;
  let last = -1;
  let stableSince = performance.now();
  while (performance.now() < until) {
    await nextFrames();
    await document.fonts.ready;
    const height = document.documentElement.scrollHeight;
    if (height !== last) {
      last = height;
      stableSince = performance.now();
    } else if (performance.now() - stableSince >= stableMs) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The story screen by screen, scrolled as a user scrolls it: one baseline per screen
 * (`<story>-screen-N`; a single screen keeps the story's name), through a fixed, transparent
 * frame over the viewport.
 */
async function captureScreens(storyId: string, screens: number): Promise<void> {
  const frame = document.createElement("div");
  frame.setAttribute("aria-hidden", "true");
  frame.style.cssText = "position:fixed;inset:0;pointer-events:none;z-index:2147483647";
  document.body.append(frame);
  try {
    for (let i = 0; i < screens; i++) {
      window.scrollTo(0, i * window.innerHeight);
      await nextFrames();
      const name = screens === 1 ? storyId : `${storyId}-screen-${i + 1}`;
      await expect(page.elementLocator(frame)).toMatchScreenshot(name);
    }
  } finally {
    frame.remove();
    window.scrollTo(0, 0);
  }
}
