import { afterEach, expect } from "vitest";
import { page } from "vitest/browser";
import "./disable-motion.css";

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
 * (the shell, the dashboard, the waybill form). Wider stories capture the whole document.
 */
afterEach(async (context) => {
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  if (!storyId || context.task.result?.state === "fail") return;
  await document.fonts.ready;
  await nextFrames();
  const fullHeight = document.documentElement.scrollHeight;
  if (window.innerWidth >= PHONE_WIDTH || fullHeight <= window.innerHeight) {
    await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(storyId);
    return;
  }
  // The viewport, as an element: a fixed, transparent frame above everything.
  const frame = document.createElement("div");
  frame.setAttribute("aria-hidden", "true");
  frame.style.cssText = "position:fixed;inset:0;pointer-events:none;z-index:2147483647";
  document.body.append(frame);
  try {
    const screens = Math.ceil(fullHeight / window.innerHeight);
    for (let i = 0; i < screens; i++) {
      window.scrollTo(0, i * window.innerHeight);
      await nextFrames();
      await expect(page.elementLocator(frame)).toMatchScreenshot(`${storyId}-screen-${i + 1}`);
    }
  } finally {
    frame.remove();
    window.scrollTo(0, 0);
  }
});
