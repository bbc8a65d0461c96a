import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "../../vitest.config.ts";

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

export async function newPage(
  browser: Browser,
  options: { phone?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(
    options.phone
      ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: "zh-CN" }
      : { viewport: { width: 1280, height: 800 }, locale: "zh-CN" },
  );
  return { context, page: await context.newPage() };
}
