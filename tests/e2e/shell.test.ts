import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launch, newPage, signOutThroughMenu } from "./browser.ts";
import { apiLogin, finishTour, signIn } from "./sign-in.ts";

let browser: Browser;
const baseUrl = inject("baseUrl");

beforeAll(async () => {
  browser = await launch();
  // The dashboard's first-visit tour covers the page, and these tests click the shell: the users
  // they click as have seen it, whichever files ran before (the phone user's was finished only by
  // the chat and order walks, and shell ran first in one CI run).
  await finishTour("2|admin|DEMO");
  await finishTour("0|13800000001|DEMO");
});
afterAll(() => browser?.close());

describe("shell", () => {
  it("sends an anonymous deep link through login and back to it, inside the shell", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/af`);
    await page.waitForURL(`${baseUrl}/login?redirect=%2Faf`);
    await signIn(page, "管理员", "admin");
    await page.waitForURL(`${baseUrl}/af`);
    await page.getByRole("heading", { name: "空运管理 AF" }).waitFor();
    await page.getByRole("navigation", { name: "主导航" }).waitFor();
    await context.close();
  });

  it("sends a partner to /unPermission for a page their role lacks", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/login`);
    await signIn(page, "邮箱", "partner@demo.example");
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.goto(`${baseUrl}/hrs_role`);
    await page.waitForURL(`${baseUrl}/unPermission`);
    await page.getByRole("heading", { name: "暂无权限访问" }).waitFor();
    await context.close();
  });

  it("shows the unDevelop page inside the shell for a permitted page not built yet", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/login?redirect=%2Fhrs_orgUser`);
    await signIn(page, "管理员", "admin");
    await page.waitForURL(`${baseUrl}/hrs_orgUser`);
    await page.getByRole("heading", { name: "功能暂未开放，敬请期待。" }).waitFor();
    await context.close();
  });

  it("shows page-not-found with a way home for an unknown path", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/login?redirect=%2Fno%2Fsuch%2Fpage`);
    await signIn(page, "管理员", "admin");
    await page.waitForURL(`${baseUrl}/no/such/page`);
    await page.getByRole("heading", { name: "页面不存在" }).waitFor();
    await page.getByRole("button", { name: "返回首页" }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await context.close();
  });

  it("switches organisation: new token, new org name, reloaded menus", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/login`);
    await signIn(page, "管理员", "admin");
    await page.waitForURL(`${baseUrl}/dashboard`);
    const before = await page.evaluate(() => localStorage.getItem("access_token"));
    await page.getByText("上海演示国际货运代理有限公司").first().waitFor();
    await page.getByRole("button", { name: /切换公司/ }).click();
    // Switching ends in a full page load; wait for the new document, not the old URL.
    const reloaded = page.waitForEvent("load");
    await page.getByRole("menuitemradio", { name: "深圳演示二号供应链管理有限公司" }).click();
    await reloaded;
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByText("深圳演示二号供应链管理有限公司").first().waitFor();
    const after = await page.evaluate(() => localStorage.getItem("access_token"));
    expect(after).not.toBe(before);
    expect(await page.evaluate(() => localStorage.getItem("orgId"))).not.toBe("1");
    // The old token no longer works.
    const res = await fetch(`${baseUrl}/hrs/permission/getButtonInfo`, {
      headers: { authorization: `Bearer ${before}` },
    });
    expect(res.status).toBe(401);
    await context.close();
  });

  it("logs out through the confirm dialog and revokes the token at the server", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/login`);
    await signIn(page, "手机号", "13800000001");
    await page.waitForURL(`${baseUrl}/dashboard`);
    const token = await page.evaluate(() => localStorage.getItem("access_token"));
    await signOutThroughMenu(page);
    await page.waitForURL(/\/login\?redirect=%2Fdashboard/);
    const res = await fetch(`${baseUrl}/hrs/permission/getButtonInfo`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(401);
    await context.close();
  });

  it("frames a signed-in landing page's loading spinner with the shell's bars, in the user's colour", async () => {
    // The app's entry is held at the server's door, so index.html's own loading state stays:
    // `loading` opens `address` with the entry held and reads the frame, then lets the entry go.
    const ENTRY = /\/assets\/main-[^/]*\.js$/;
    const loading = async (page: Page, address: string) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const hold = async (route: Route) => {
        await held;
        await route.continue();
      };
      await page.route(ENTRY, hold);
      await page.goto(`${baseUrl}${address}`, { waitUntil: "commit" });
      // Styled: the stylesheet is in (until then every box shows).
      await page.waitForFunction(() => {
        const status = document.querySelector('[role="status"]');
        return status !== null && getComputedStyle(status).display === "flex";
      });
      const frame = await page.evaluate(() => {
        const shown = (el: Element | undefined) =>
          Boolean(el && getComputedStyle(el).display !== "none");
        const [sidebar, bar] = document.querySelectorAll(".boot-frame");
        return {
          sidebar: shown(sidebar),
          bar: shown(bar),
          sidebarColour: sidebar ? getComputedStyle(sidebar).backgroundColor : "",
        };
      });
      release();
      return { frame, done: () => page.unroute(ENTRY, hold) };
    };

    // Signed out: the spinner alone, even on a landing page's address.
    const { context, page } = await newPage(browser);
    // index.html's inline scripts run under the server's Content-Security-Policy (by hash).
    const refused: string[] = [];
    context.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const signedOut = await loading(page, "/dashboard");
    expect(signedOut.frame).toMatchObject({ sidebar: false, bar: false });
    await page.waitForURL(/\/login/);
    await signedOut.done();

    // Signed in, default colour, then a colour of the user's own.
    await signIn(page, "管理员", "admin");
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByRole("heading", { name: "您好，系统管理员" }).waitFor();
    const sidebars: string[] = [];
    for (const theme of [null, "#AA3300"]) {
      if (theme) await page.evaluate((c) => localStorage.setItem("themeColor", c), theme);
      const signedIn = await loading(page, "/dashboard");
      expect(signedIn.frame).toMatchObject({ sidebar: true, bar: true });
      sidebars.push(signedIn.frame.sidebarColour);
      // The shell replaces the frame where it stood.
      await page.getByRole("navigation", { name: "主导航" }).waitFor();
      expect(await page.locator(".boot-frame").count()).toBe(0);
      await signedIn.done();
    }
    expect(sidebars[0]).not.toBe(sidebars[1]);

    // The login page and a signed-in address the shell answers with its welcome page: no frame.
    for (const address of ["/login", "/hrs_orgUser"]) {
      const tab = await context.newPage();
      expect((await loading(tab, address)).frame).toMatchObject({ sidebar: false, bar: false });
      await tab.close();
    }
    expect(refused).toEqual([]);
    await context.close();
  });

  it("updates the counters after the server's counts change", async () => {
    const { context, page } = await newPage(browser);
    await page.clock.install();
    await page.goto(`${baseUrl}/login`);
    await signIn(page, "邮箱", "staff@demo.example");
    await page.waitForURL(`${baseUrl}/dashboard`);
    const bell = page.getByRole("link", { name: /消息中心/ });
    const messageCount = async () =>
      Number(/消息\s*(\d+)/.exec((await bell.textContent()) ?? "")?.[1] ?? -1);
    // The counts arrive after the shell's first paint; a loaded CI host can take more than the
    // poll's default second to get there.
    await expect.poll(messageCount, { timeout: 10_000 }).toBeGreaterThan(0);
    const before = await messageCount();

    const token = await apiLogin("1|staff@demo.example|DEMO");
    const info = await fetch(`${baseUrl}/prm/api/haveMessage?orgId=1&userId=2&current=1&size=10`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const first = ((await info.json()) as { data: { records: { id: number }[] } }).data.records[0];
    expect(first).toBeDefined();
    await fetch(`${baseUrl}/prm/api/readMessage`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ id: first?.id }),
    });

    await page.clock.fastForward(61_000);
    await expect.poll(messageCount, { timeout: 10_000 }).toBe(before - 1);
    await context.close();
  });

  it("opens the menu search with Ctrl+K and navigates to a result", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/login`);
    await signIn(page, "管理员", "admin");
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByRole("navigation", { name: "主导航" }).waitFor();
    await page.keyboard.press("Control+k");
    await page.getByRole("combobox", { name: "搜索菜单" }).fill("机场");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl}/af_airport`);
    await context.close();
  });
});

describe("advisories", () => {
  it("shows the small-screen notice on a phone until acknowledged, once per tab", async () => {
    const { context, page } = await newPage(browser, { phone: true });
    await page.goto(`${baseUrl}/login`);
    // Not on the public pages.
    await page.getByRole("heading", { name: "登录" }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);

    // Signed in within the tab: the shell shows it.
    await signIn(page, "管理员", "admin");
    await page.waitForURL(`${baseUrl}/dashboard`);
    const notice = page.getByRole("dialog", { name: "重要提示" });
    await notice
      .getByText("当前屏幕宽度较小，为获得完整的操作体验，建议使用电脑访问本系统。")
      .waitFor();
    // Only its button closes it.
    const closes: string[] = [];
    await page.exposeFunction("__closed", () => closes.push("close"));
    await page.evaluate(() =>
      document
        .querySelector("dialog")
        ?.addEventListener("close", () => (window as unknown as { __closed(): void }).__closed()),
    );
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await page.waitForTimeout(100);
    expect(await notice.isVisible()).toBe(true);
    expect(closes).toEqual([]);
    await notice.getByRole("button", { name: "我知道了" }).click();
    await notice.waitFor({ state: "detached" });
    await page.reload();
    await page.getByRole("heading", { name: "您好，系统管理员" }).waitFor();
    expect(await page.getByRole("dialog", { name: "重要提示" }).count()).toBe(0);

    // A new tab, already signed in: the notice comes with the first paint, the shell behind it.
    const tab = await context.newPage();
    await tab.goto(`${baseUrl}/dashboard`);
    const again = tab.getByRole("dialog", { name: "重要提示" });
    await again.waitFor();
    await tab.getByRole("heading", { name: "您好，系统管理员" }).waitFor({ state: "attached" });
    await again.getByRole("button", { name: "我知道了" }).click();
    await again.waitFor({ state: "detached" });
    await tab.getByRole("button", { name: "打开菜单" }).waitFor();
    await context.close();
  });
});

describe("single sign-on landing", () => {
  async function ticketFor(username: string): Promise<string> {
    const admin = await apiLogin("2|admin|DEMO");
    const res = await fetch(`${baseUrl}/hrs/org/createSsoTicket`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ username }),
    });
    const body = (await res.json()) as { code: number; data: { ticket: string } };
    expect(body.code).toBe(0);
    return body.data.ticket;
  }

  it("lands on the dashboard with a fresh ticket, and refuses the same ticket the second time", async () => {
    const ticket = await ticketFor("1|staff@demo.example|DEMO");
    const first = await newPage(browser);
    await first.page.goto(`${baseUrl}/efForLogin?token=${encodeURIComponent(ticket)}`);
    await first.page.waitForURL(`${baseUrl}/dashboard`);
    await first.page.getByRole("heading", { name: "您好，张敏" }).waitFor();
    await first.page.getByRole("navigation", { name: "主导航" }).waitFor();
    await first.context.close();

    const second = await newPage(browser);
    await second.page.goto(`${baseUrl}/efForLogin?token=${encodeURIComponent(ticket)}`);
    await second.page.getByRole("heading", { name: "用户信息无效，无法访问" }).waitFor();
    expect(second.page.url()).toContain("/efForLogin");
    await second.context.close();
  });

  it.each([
    ["missing", ""],
    ["forged", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
  ])("shows the invalid-user text for a %s ticket", async (_name, token) => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/efForLogin${token ? `?token=${token}` : ""}`);
    await page.getByRole("heading", { name: "用户信息无效，无法访问" }).waitFor();
    await context.close();
  });
});
