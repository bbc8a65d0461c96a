import type { Decorator, Preview } from "@storybook/react-vite";
import { createStore, Provider } from "jotai";
import { mswLoader } from "msw-storybook-addon/csf3";
import { isLang, LangProvider } from "../src/i18n";
import "../src/styles.css";

/** Every story gets a fresh atom store, so no state leaks from one story into the next. */
const withFreshStore: Decorator = (Story) => (
  <Provider store={createStore()}>
    <Story />
  </Provider>
);

const withLanguage: Decorator = (Story, context) => {
  const lang = isLang(context.globals.locale) ? context.globals.locale : "zh-CN";
  return (
    <LangProvider lang={lang}>
      <Story />
    </LangProvider>
  );
};

type Layout = "padded" | "centered" | "fullscreen";

/**
 * Under Vitest each story renders as it does in Storybook (issue 24). Storybook's preview puts
 * the story's layout on the body (`sb-show-main sb-main-padded`, styled by its preview head,
 * which Vitest loads too) and renders into #storybook-root; Vitest's story runner does neither,
 * so every story was captured flush at (0, 0) and right borders were clipped. Here the same
 * classes and id are set before each story renders; in Storybook itself this does nothing.
 *
 * And a story opens as a user opens it, with the mouse: one pointer click (on a shield over
 * the page, so nothing beneath receives it) before the story renders. A dialog then moves focus
 * to its × as it does after a mouse click in the product, without a focus ring, where a page
 * never touched by a pointer showed one on every dialog's ×. A story about keyboard focus sets
 * `parameters.keyboardFocus`: it gets a key press instead, and the ring a keyboard user sees.
 */
async function asInStorybook(context: Parameters<NonNullable<Preview["beforeEach"]>>[0]) {
  if (!(globalThis as { __vitest_browser__?: unknown }).__vitest_browser__) return;
  const layout: Layout = (context.parameters.layout as Layout | undefined) ?? "padded";
  const body = document.body;
  for (const name of [...body.classList])
    if (name.startsWith("sb-main-")) body.classList.remove(name);
  body.classList.add("sb-show-main", `sb-main-${layout}`);
  if (context.canvasElement) context.canvasElement.id = "storybook-root";
  const { userEvent } = await import("vitest/browser");
  if (context.parameters.keyboardFocus) {
    // A key press (Shift, which does nothing) makes the story's focus a keyboard user's.
    await userEvent.keyboard("{Shift}");
    return;
  }
  const shield = document.createElement("div");
  shield.setAttribute("aria-hidden", "true");
  // Focusable, so the click is a focus by mouse (the browser's last focus type), as a click on
  // the button that opens a dialog is; a click on something that takes no focus is not.
  shield.tabIndex = -1;
  shield.style.cssText = "position:fixed;inset:0;z-index:2147483647;outline:none";
  body.append(shield);
  try {
    await userEvent.click(shield, { position: { x: 0, y: 0 } });
    // The pointer leaves the page again, so nothing in the story is captured hovered.
    await userEvent.hover(shield, { position: { x: -8, y: -8 }, force: true });
  } finally {
    shield.remove();
  }
}

const preview: Preview = {
  beforeEach: asInStorybook,
  loaders: [mswLoader()],
  decorators: [withLanguage, withFreshStore],
  globalTypes: {
    locale: {
      description: "界面语言 / UI language",
      toolbar: {
        icon: "globe",
        items: [
          { value: "zh-CN", title: "简体中文" },
          { value: "en-US", title: "English" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "zh-CN" },
  parameters: {
    layout: "padded",
    a11y: { test: "error" },
    controls: { expanded: true },
    viewport: {
      options: {
        phone: { name: "Phone 375", styles: { width: "375px", height: "812px" }, type: "mobile" },
        narrow: { name: "Phone 320", styles: { width: "320px", height: "640px" }, type: "mobile" },
        tablet: {
          name: "Tablet 768",
          styles: { width: "768px", height: "1024px" },
          type: "tablet",
        },
        desktop: {
          name: "Desktop 1280",
          styles: { width: "1280px", height: "800px" },
          type: "desktop",
        },
      },
    },
  },
};

export default preview;
