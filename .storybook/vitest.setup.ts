import * as a11yAnnotations from "@storybook/addon-a11y/preview";
import { setProjectAnnotations } from "@storybook/react-vite";
import { afterEach, beforeAll, expect } from "vitest";
import { page } from "vitest/browser";
import * as projectAnnotations from "./preview";
import "./disable-motion.css";

const annotations = setProjectAnnotations([a11yAnnotations, projectAnnotations]);
beforeAll(annotations.beforeAll);

/**
 * One visual baseline per story, taken after the story (and its play function) has run, with
 * fonts loaded and animations settled, so captures are repeatable on the CI machine.
 */
afterEach(async (context) => {
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  if (!storyId || context.task.result?.state === "fail") return;
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(storyId);
});
