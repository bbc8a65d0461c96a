import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
} from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "../../vitest.config.ts";
import { pinnedFontsEnv } from "../fonts/pinned.ts";

export async function launch(): Promise<Browser> {
  // The pinned font set, as in the storybook project (tests/fonts/pinned.ts).
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    headless: true,
    env: pinnedFontsEnv(),
  });
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

/** Signs out the way a user does: user menu → 退出登录 → the confirm dialog's 退出登录. */
export async function signOutThroughMenu(page: Page): Promise<void> {
  await page.getByRole("button", { name: /用户菜单/ }).click();
  await page.getByRole("menuitem", { name: "退出登录" }).click();
  const dialog = page.getByRole("dialog", { name: "提示" });
  await dialog.getByText("确认退出登录吗？").waitFor();
  await dialog.getByRole("button", { name: "退出登录" }).click();
}

/** Picks an option of a SelectMenu (src/ui/select-menu.tsx) as a user does: open it, click the option. */
export async function choose(scope: Page | Locator, select: string, option: string): Promise<void> {
  await scope.getByRole("combobox", { name: select, exact: true }).click();
  await scope.getByRole("option", { name: option, exact: true }).click();
}
