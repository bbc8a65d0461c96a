import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { launch, newPage } from "./browser.ts";
import { signInTo } from "./sign-in.ts";

let browser: Browser;
const baseUrl = inject("baseUrl");

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

it("staff issue a share link from the staff screen; the customer opens it; revoking it closes it", async () => {
  const { context, page } = await newPage(browser);
  await signInTo(page, "/login?redirect=%2Forder_share_links", "邮箱", "staff@demo.example");

  // The count is read from the search's own answer (not the list kept from before typing).
  const searched = page.waitForResponse(
    (r) => r.url().includes("/afbase/orderShare/orders") && r.url().includes("keyword=AE2500003"),
  );
  await page.getByLabel("搜索订单号或主单号").fill("AE2500003");
  await searched;
  const orderButton = page.getByRole("button", { name: /AE2500003/ });
  const activeLinks = async () =>
    Number((/(\d+) 个有效链接/.exec((await orderButton.textContent()) ?? "") ?? [])[1]);
  await orderButton.click();
  const before = await activeLinks();
  expect(before).toBeGreaterThanOrEqual(0);
  await page.getByRole("button", { name: "生成链接" }).click();
  const url = (await page.locator("p.font-mono").first().textContent())?.trim() ?? "";
  // Issue 34: the order's count of active links follows at once, without a reload.
  await expect.poll(activeLinks).toBe(before + 1);
  expect(url).toMatch(/\/externalOrderTrack\?o=AF[A-Za-z0-9_-]{43}/);

  const customer = await newPage(browser, { phone: true });
  const track = new URL(url);
  await customer.page.goto(`${baseUrl}${track.pathname}${track.search}`);
  // The order's page opens: its header names the order (the customer never sees a login).
  await customer.page.getByRole("heading", { level: 1 }).waitFor();
  await customer.page.getByRole("img", { name: "本页链接二维码" }).waitFor();
  expect(await customer.page.getByRole("heading", { name: "链接无效或已过期" }).count()).toBe(0);

  await page
    .getByRole("button", { name: /^作废链接/ })
    .first()
    .click();
  // Revoking cannot be undone, so it asks first.
  const confirm = page.getByRole("dialog", { name: "作废链接" });
  await confirm.getByRole("button", { name: "作废", exact: true }).click();
  await confirm.waitFor({ state: "detached" });
  await expect
    .poll(async () => {
      const res = await fetch(
        `${baseUrl}/afbase/external/order/orderTrack?o=${encodeURIComponent(track.searchParams.get("o") ?? "")}`,
      );
      return ((await res.json()) as { code: number }).code;
    })
    .toBe(1);
  // Revoking takes the count back down, again without a reload.
  await expect.poll(activeLinks).toBe(before);
  await customer.context.close();
  await context.close();
});

// Issue 34: its heading sat 21 px (the pages' side padding) left of the other workspaces' (the
// order list, the home page, the HAWB page: full-width pages, whose headings share one line).
it("the share-link screen's heading starts where the other workspaces' do", async () => {
  const { context, page } = await newPage(browser);
  await signInTo(page, "/login?redirect=%2Fhawb_info_page", "邮箱", "staff@demo.example");
  const left = async () => {
    const heading = page.getByRole("heading", { level: 1 }).first();
    await heading.waitFor();
    return (await heading.boundingBox())?.x;
  };
  const other = await left();
  expect(other).toBeGreaterThan(0);
  await page.goto(`${baseUrl}/order_share_links`);
  await page.getByRole("heading", { level: 1, name: "订单分享链接" }).waitFor();
  expect(await left()).toBe(other);
  await context.close();
});

it("a partner cannot reach the staff share-link screen", async () => {
  const { context, page } = await newPage(browser);
  await page.goto(`${baseUrl}/login?redirect=%2Forder_share_links`);
  await page.getByText("邮箱", { exact: true }).click();
  await page.getByPlaceholder("请输入邮箱").fill("partner@demo.example");
  await page.getByLabel("机构代码").fill("DEMO");
  await page.getByLabel("密码", { exact: true }).fill("Demo@2026");
  await page.getByRole("button", { name: "登录" }).click();
  await page.waitForURL(`${baseUrl}/unPermission`);
  await context.close();
});
