import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launch, newPage } from "./browser.ts";
import { finishTour, signIn, signInTo } from "./sign-in.ts";

/**
 * How a session ends and survives (the architecture issue's five bugs): only a 401 ends it, on
 * any call; the way back after login keeps the query; an outage or a page whose code cannot
 * load leaves the user signed in with a retry; the message centre says one thing per outcome.
 */
let browser: Browser;
const baseUrl = inject("baseUrl");

beforeAll(async () => {
  browser = await launch();
  await finishTour("2|admin|DEMO");
});
afterAll(() => browser?.close());

const signInAsAdmin = (page: Page) => signIn(page, "管理员", "admin");

async function signedInPage(path = "/dashboard") {
  const { context, page } = await newPage(browser);
  await signInTo(page, `/login?redirect=${encodeURIComponent(path)}`);
  return { context, page };
}

/** A move inside the app, as a menu click makes it (no page load). */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem("access_token"));

describe("the session", () => {
  it("a session ended on the server signs out on the next call, even a silent one", async () => {
    const { context, page } = await signedInPage();
    await page.getByRole("navigation", { name: "主导航" }).waitFor();
    const token = await storedToken(page);
    // The token is revoked elsewhere (another tab's sign-out, an administrator).
    const res = await fetch(`${baseUrl}/auth/token/logout`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    // 我的询价 loads its list with a silent call.
    await goInApp(page, "/af_order_inquiry");
    await page.waitForURL(`${baseUrl}/login?redirect=%2Faf_order_inquiry`);
    expect(await storedToken(page)).toBeNull();
    await page.getByText("登录已超时，请重新登录").first().waitFor();
    await context.close();
  });

  it("a deep link with a query comes back with one '?' after sign-in", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/af_order_inquiry?departure=PVG&destination=LAX`);
    await page.waitForURL(
      `${baseUrl}/login?redirect=${encodeURIComponent("/af_order_inquiry?departure=PVG&destination=LAX")}`,
    );
    await signInAsAdmin(page);
    await page.waitForURL(`${baseUrl}/af_order_inquiry?departure=PVG&destination=LAX`);
    await page.getByRole("heading", { name: "我的询价" }).first().waitFor();
    await context.close();
  });

  it("an outage while the page reloads keeps the session, and a retry recovers", async () => {
    const { context, page } = await signedInPage();
    await page.getByRole("navigation", { name: "主导航" }).waitFor();
    const token = await storedToken(page);
    // Every API call answers 503 (the page and its code still come).
    const outage = async (route: Route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ code: 503, messageInfo: "服务不可用", data: null }),
      });
    await page.route(/\/(hrs|prm|afbase|auth|api)\//, outage);
    await page.reload();
    await page.getByRole("button", { name: "重试" }).first().waitFor();
    expect(page.url()).toBe(`${baseUrl}/dashboard`);
    expect(await storedToken(page)).toBe(token);
    await page.unroute(/\/(hrs|prm|afbase|auth|api)\//, outage);
    await page.getByRole("button", { name: "重试" }).first().click();
    await page.getByRole("navigation", { name: "主导航" }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/dashboard`);
    await context.close();
  });

  it("offline, a page whose code has not loaded shows the network message and a working retry", async () => {
    const { context, page } = await signedInPage();
    await page.getByRole("navigation", { name: "主导航" }).waitFor();
    await context.setOffline(true);
    await goInApp(page, "/af_order_inquiry");
    await page.getByRole("heading", { name: "请检查您的网络" }).waitFor();
    expect(await storedToken(page)).not.toBeNull();
    await context.setOffline(false);
    await page.getByRole("button", { name: "重试" }).click();
    await page.getByRole("heading", { name: "我的询价" }).first().waitFor();
    await context.close();
  });

  it("the message centre shows one toast for a failed mark-read and 操作成功 for a good one", async () => {
    const { context, page } = await signedInPage("/notification?id=1");
    const markRead = page.getByRole("button", { name: /标为已读/ }).first();
    await markRead.waitFor();
    const failing = async (route: Route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ code: 1, messageInfo: "消息不存在", data: null }),
      });
    await page.route("**/prm/api/readMessage", failing);
    await markRead.click();
    const toasts = page.locator("[data-sonner-toast]");
    await toasts.filter({ hasText: "操作失败，消息不存在" }).waitFor();
    // Give a second toast time to appear if one were coming.
    await page.waitForTimeout(500);
    expect(await toasts.count()).toBe(1);
    await page.unroute("**/prm/api/readMessage", failing);
    await markRead.click();
    await toasts.filter({ hasText: "操作成功" }).waitFor();
    await context.close();
  });

  it("a page any signed-in user may open draws with the shell, before the menus answer", async () => {
    const { context, page } = await signedInPage();
    await page.getByRole("navigation", { name: "主导航" }).waitFor();
    // Reload with the menus held at the server's door, alone or inside a batch of GET calls.
    const MENUS = "/hrs/permission/getAllPermissionAndHave";
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hold = async (route: Route) => {
      const request = route.request();
      if (request.url().includes(MENUS) || (request.postData() ?? "").includes(MENUS)) await held;
      await route.continue();
    };
    await page.route(/\/(api\/batch|hrs\/permission\/getAllPermissionAndHave)$/, hold);
    await page.reload();
    await page.getByRole("heading", { name: /您好/ }).waitFor();
    expect(
      await page.getByRole("navigation", { name: "主导航" }).getByText("空运管理").count(),
    ).toBe(0);
    release();
    await page
      .getByRole("navigation", { name: "主导航" })
      .getByText("空运管理", { exact: true })
      .waitFor();
    await page.unroute(/\/(api\/batch|hrs\/permission\/getAllPermissionAndHave)$/, hold);
    await context.close();
  });
});
