import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launch, newPage } from "./browser.ts";
import { finishTour, signInTo } from "./sign-in.ts";

/**
 * Issue 34: the administrator's 审批 badge counts exactly the approvals listed in /notification,
 * and every listed approval offers 通过 and 驳回 and links to its order.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
  await finishTour("2|admin|DEMO");
});
afterAll(() => browser?.close());

it("every approval in /notification has 通过 and 驳回 and opens its order; the badge counts them", async () => {
  const { context, page } = await newPage(browser);
  await signInTo(page, "/notification?id=0");
  const rows = page.getByRole("button", { name: /^通过“/ });
  await rows.first().waitFor();
  const titles = await page.getByRole("link", { name: /^解锁申请：/ }).allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  expect(await rows.count()).toBe(titles.length);
  for (const title of titles) {
    await expect(page.getByRole("button", { name: `驳回“${title}”` }).isVisible()).resolves.toBe(
      true,
    );
  }
  // The top bar's 审批 count is the list's count (orders made by other tests may add rows).
  const bell = page.getByRole("link", { name: /消息中心/ });
  const approvals = async () =>
    Number(/审批\s*(\d+)/.exec((await bell.textContent()) ?? "")?.[1] ?? -1);
  const listed = async () => page.getByRole("button", { name: /^通过“/ }).count();
  await expect.poll(async () => (await approvals()) === (await listed())).toBe(true);

  // A row's title opens its order, locked, with the application pending.
  const first = titles[0] ?? "";
  const code = /解锁申请：(\S+?)（/.exec(first)?.[1] ?? "";
  await page.getByRole("link", { name: first }).click();
  await page.waitForURL(/\/order_page\?uuid=/);
  await page.getByText(code).first().waitFor();
  await context.close();
});
