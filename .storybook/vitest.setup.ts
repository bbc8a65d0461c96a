import { afterEach, expect } from "vitest";
import { page } from "vitest/browser";
import "./disable-motion.css";

/**
 * One visual baseline per story, taken after the story (and its play function) has run, with
 * fonts loaded and animations off, so captures repeat exactly on the CI machine.
 */
afterEach(async (context) => {
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  if (!storyId || context.task.result?.state === "fail") return;
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(storyId);
});
