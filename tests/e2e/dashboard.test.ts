import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launch, newPage } from "./browser.ts";
import { apiLogin, finishTour, signInTo } from "./sign-in.ts";

let browser: Browser;
const baseUrl = inject("baseUrl");

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

type Body<T> = { code: number; messageInfo: string; data: T };

async function api<T>(token: string, path: string, init: RequestInit = {}): Promise<Body<T>> {
  const res = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
  });
  return (await res.json()) as Body<T>;
}

type Record = { permissionId: number; permissionName: string; status: number; sort: number };

/** Ten partner-management menus, in tree order; the eleventh is one too many. */
const TEN = [
  "合作伙伴",
  "合作协议",
  "询价代理",
  "协议结算",
  "合作方账单",
  "合作方对账",
  "合作方结算",
  "云平台用户",
  "合作趋势",
  "云平台订单",
];

describe("dashboard", () => {
  it("saves ten hot menus in the chosen order; the sidebar and the dashboard show them", async () => {
    const token = await finishTour("2|admin|DEMO");
    const { context, page } = await newPage(browser);
    await signInTo(page, "/login");
    const nav = page.getByRole("navigation", { name: "主导航" });
    await nav.getByRole("button", { name: "设置常用菜单" }).click();
    const dialog = page.getByRole("dialog", { name: "设置常用菜单" });
    await dialog.getByRole("tab", { name: /合作伙伴管理/ }).click();
    for (const name of TEN) await dialog.getByRole("checkbox", { name, exact: true }).check();
    // The eleventh tick is reverted with the limit message.
    const eleventh = dialog.getByRole("checkbox", { name: "运力资源", exact: true });
    await eleventh.click();
    await expect.poll(() => eleventh.isChecked()).toBe(false);
    await dialog.getByRole("alert").filter({ hasText: "最多只能选择 10 个常用菜单" }).waitFor();
    expect(await dialog.getByText("10 / 10").isVisible()).toBe(true);

    // Reorder: first down one, last up one; the first row's 'up' is disabled.
    expect(await dialog.getByRole("button", { name: "上移 合作伙伴" }).isDisabled()).toBe(true);
    await dialog.getByRole("button", { name: "下移 合作伙伴" }).click();
    await dialog.getByRole("button", { name: "上移 云平台订单" }).click();
    const expected = [
      "合作协议",
      "合作伙伴",
      "询价代理",
      "协议结算",
      "合作方账单",
      "合作方对账",
      "合作方结算",
      "云平台用户",
      "云平台订单",
      "合作趋势",
    ];
    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.waitFor({ state: "detached" });

    await page.reload();
    const frequent = nav.getByRole("region", { name: "我的常用菜单" }).getByRole("link");
    await expect.poll(() => frequent.allTextContents()).toEqual(expected);
    const card = page.getByRole("region", { name: "常用菜单", exact: true });
    await expect.poll(() => card.getByRole("link").allTextContents()).toEqual(expected.slice(0, 6));
    const saved = await api<Record[]>(token, "/hrs/userAccessRecord/getUserAccessRecordList");
    expect(saved.data.filter((r) => r.status === 1).map((r) => [r.permissionName, r.sort])).toEqual(
      expected.map((name, i) => [name, i]),
    );

    // Untick one from the dashboard's own settings icon: its record becomes status 0, sort -1.
    await card.getByRole("button", { name: "设置常用菜单" }).click();
    await dialog.getByRole("tab", { name: /合作伙伴管理/ }).click();
    await dialog.getByRole("checkbox", { name: "询价代理", exact: true }).uncheck();
    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect
      .poll(() => card.getByRole("link").allTextContents())
      .toEqual(expected.filter((n) => n !== "询价代理").slice(0, 6));
    const after = await api<Record[]>(token, "/hrs/userAccessRecord/getUserAccessRecordList");
    expect(after.data.find((r) => r.permissionName === "询价代理")).toMatchObject({
      status: 0,
      sort: -1,
    });
    expect(after.data.filter((r) => r.status === 1)).toHaveLength(9);
    await context.close();
  });

  it("quote frame → agent branch created → inquiry saved and listed", async () => {
    const token = await finishTour("1|staff@demo.example|DEMO");
    expect((await api(token, "/afbase/orderInquiry/getFourYCWhenInquiry")).data).toBeNull();
    const { context, page } = await newPage(browser);
    await page.goto(`${baseUrl}/login`);
    await page.getByText("邮箱", { exact: true }).click();
    await page.getByPlaceholder("请输入邮箱").fill("staff@demo.example");
    await page.getByLabel("机构代码").fill("DEMO");
    await page.getByLabel("密码", { exact: true }).fill("Demo@2026");
    await page.getByRole("button", { name: "登录" }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);

    const search = page.getByRole("region", { name: "在线询价" });
    await search.getByLabel("始发港", { exact: true }).fill("pvg");
    await search.getByLabel("目的港", { exact: true }).fill("lax");
    await search.getByRole("button", { name: "查询订舱" }).click();
    await page.waitForURL(`${baseUrl}/panelSearch?f=PVG&t=LAX`);

    // The frame is the window height less 86 px, and follows a resize.
    const frameEl = page.getByTitle("在线报价页面");
    await frameEl.waitFor();
    expect((await frameEl.boundingBox())?.height).toBe(800 - 86);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(async () => (await frameEl.boundingBox())?.height).toBe(900 - 86);

    const quote = page.frameLocator('iframe[title="在线报价页面"]');
    await quote.getByLabel("毛重（kg）").fill("120");
    await quote.getByLabel("件数").fill("3");
    await quote.getByLabel("体积（CBM）").fill("0.8");
    await quote.getByRole("button", { name: "查询运价" }).click();
    await quote.getByText("计费重量 134 kg").waitFor();
    await quote.getByRole("button", { name: "询价" }).first().click();

    const ask = page.getByRole("dialog", { name: "提示" });
    await ask.getByText("是否创建询价代理分支").waitFor();
    await ask.getByRole("button", { name: "是" }).click();
    await page.getByText("保存成功！").waitFor();
    await page.waitForURL(
      /\/af_order_inquiry\?flag=true&name=saveCallBackForYC&departure=PVG&destination=LAX&grossWeight=120&pieces=3&volume=0.8/,
    );
    expect(
      (await api<{ agentCode: string }>(token, "/afbase/orderInquiry/getFourYCWhenInquiry")).data,
    ).toMatchObject({
      agentCode: "YC",
    });

    const form = page.getByRole("form", { name: "新建询价" });
    expect(await form.getByLabel("始发港").inputValue()).toBe("PVG");
    expect(await form.getByLabel("毛重（kg）").inputValue()).toBe("120");
    await form.getByLabel("品名").fill("电子配件");
    await form.getByRole("button", { name: "提交询价" }).click();
    const done = page.getByRole("status").filter({ hasText: "询价已提交" });
    await done.waitFor();
    const inquiryNo = /XJ\d+/.exec((await done.textContent()) ?? "")?.[0];
    expect(inquiryNo).toBeTruthy();
    const row = page.getByRole("row").filter({ hasText: inquiryNo ?? "none" });
    await row.waitFor();
    expect(await row.textContent()).toContain("在线报价");
    expect(await row.textContent()).toContain("PVG → LAX");

    // A second message now goes straight to the form: the branch exists.
    await page.goto(`${baseUrl}/panelSearch?f=PVG&t=FRA`);
    await page
      .frameLocator('iframe[title="在线报价页面"]')
      .getByRole("button", { name: "询价" })
      .first()
      .click();
    await page.waitForURL(
      /\/af_order_inquiry\?flag=true&name=saveCallBackForYC&departure=PVG&destination=FRA/,
    );
    await context.close();
  });

  it("'more' opens the business analysis report over the same 7 days; the tab is remembered", async () => {
    await finishTour("2|admin|DEMO");
    const { context, page } = await newPage(browser);
    await signInTo(page, "/login");
    const stats = page.getByRole("region", { name: "业务统计" });
    await stats.getByRole("tab", { name: /^SE/ }).click();
    const headers = stats.getByRole("columnheader");
    await expect.poll(async () => (await headers.allTextContents()).length).toBe(8);
    const days = (await headers.allTextContents()).slice(1);
    const counts = (
      await stats.getByRole("row", { name: /票数/ }).getByRole("cell").allTextContents()
    ).map(Number);
    await stats.getByRole("button", { name: "更多" }).click();
    await page.waitForURL(/\/css_report_business_analysis\?filter=/);
    const filter = JSON.parse(new URL(page.url()).searchParams.get("filter") ?? "{}");
    expect(filter).toMatchObject({ businessScope: "SE", orderUnit: "day" });
    const report = page.getByRole("table", { name: "业务分析报表" });
    await report.waitFor();
    const periods = await report.locator("tbody tr td:first-child").allTextContents();
    // One order on both (issue 35): the oldest day first.
    expect(periods.map((p) => p.slice(5))).toEqual(days);
    const reportCounts = (await report.locator("tbody tr td:nth-child(2)").allTextContents()).map(
      Number,
    );
    expect(reportCounts).toEqual(counts);

    // Back on the dashboard the SE tab is still the one selected.
    await page.goto(`${baseUrl}/dashboard`);
    await expect
      .poll(() => page.getByRole("tab", { name: /^SE/ }).getAttribute("aria-selected"))
      .toBe("true");
    await context.close();
  });

  it("names its whole first load in the first answer: the entry, the stylesheet and three chunks", async () => {
    // Each file is a request before the first paint (a round trip each on a phone's HTTP/1.1);
    // the home page's shared modules travel in the shell's chunk (decisions §23).
    const html = await (await fetch(`${baseUrl}/dashboard`)).text();
    const scripts = [...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map(
      (m) => m[1],
    );
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map(
      (m) => m[1] ?? "",
    );
    const styles = [...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)];
    expect(scripts).toHaveLength(1);
    expect(styles).toHaveLength(1);
    expect(preloads.map((href) => href.replace(/^\/assets\/|-[\w-]{8}\.js$/g, "")).sort()).toEqual([
      "DashboardPage",
      "public-shared",
      "shell",
    ]);
  });

  it("marks the code its first load runs for eager compiling, on the file's first line only", async () => {
    // V8 reads `//# allFunctionsCalledOnLoad` only as a file's first line (decisions §25).
    const html = await (await fetch(`${baseUrl}/dashboard`)).text();
    const files = [
      ...html.matchAll(
        /<(?:script type="module"|link rel="modulepreload")[^>]* (?:src|href)="([^"]+)"/g,
      ),
    ].map((m) => m[1] ?? "");
    const firstLines = await Promise.all(
      files.map(async (file) => [
        file.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ""),
        (await (await fetch(`${baseUrl}${file}`)).text()).split("\n", 1)[0],
      ]),
    );
    expect(Object.fromEntries(firstLines)).toEqual({
      main: "//# allFunctionsCalledOnLoad",
      shell: "//# allFunctionsCalledOnLoad",
      DashboardPage: "//# allFunctionsCalledOnLoad",
      // Small, and shared with the public pages: compiled as it is called.
      "public-shared": expect.not.stringContaining("allFunctionsCalledOnLoad"),
    });
  });

  it("keeps its layout still while the blocks and the chart load (CLS ≤ 0.01)", async () => {
    await finishTour("2|admin|DEMO");
    const { context, page } = await newPage(browser);
    await signInTo(page, "/login");
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole("img", { name: /近 7 日业务量柱状图/ }).waitFor();
    await page
      .getByRole("region", { name: "签约公司活跃指数" })
      .getByRole("listitem")
      .first()
      .waitFor();
    await page.waitForTimeout(1000);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThanOrEqual(0.01);
    await context.close();
  });

  it("on a phone, the blocks below the first screen draw their answers once scrolled near", async () => {
    await finishTour("2|admin|DEMO");
    const { context, page } = await newPage(browser, { phone: true });
    await signInTo(page, "/login");
    await page
      .getByRole("dialog", { name: "重要提示" })
      .getByRole("button", { name: "我知道了" })
      .click();
    await page.getByRole("heading", { name: "您好，系统管理员" }).waitFor();
    // Every request of the load has been answered...
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(300);
    const ranking = page.getByRole("region", { name: "签约公司活跃指数" });
    const stats = page.getByRole("region", { name: "业务统计" });
    // ...but the blocks two screens down still hold their placeholders (same height, nothing moves).
    expect(await ranking.getByRole("listitem").count()).toBe(0);
    expect(await stats.getByRole("table").count()).toBe(0);
    expect(await stats.getByRole("status").count()).toBe(1);
    const placeholderTop = await ranking.evaluate((el) => el.getBoundingClientRect().top);
    // Scrolling towards them draws them, from the answers already here (no new request).
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await stats.scrollIntoViewIfNeeded();
    await ranking.getByRole("listitem").first().waitFor();
    const table = stats.getByRole("table");
    await table.waitFor();
    // (The chart's code may load now; its chunk's name says "statistics" too, so only calls count.)
    const calls = requests.filter((u) => !new URL(u).pathname.startsWith("/assets/"));
    expect(calls.filter((u) => /topActiveIndex|statistics/.test(u))).toEqual([]);
    // The statistics table is wider than a phone: its frame is a labelled, focusable region.
    const frame = stats.getByRole("region", { name: "空运出口近 7 日业务量" });
    expect(await frame.getAttribute("tabindex")).toBe("0");
    // The page above them kept its place while they drew.
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(await ranking.evaluate((el) => el.getBoundingClientRect().top)).toBeCloseTo(
      placeholderTop - scrolled,
      0,
    );
    await context.close();
  });

  it("shows the first-visit tour after 700 ms, and not again once finished", async () => {
    const token = await apiLogin("2|admin|DEMO2");
    expect(
      (await api<{ finished: boolean }>(token, "/hrs/userGuide?name=dashboard")).data.finished,
    ).toBe(false);
    const { context, page } = await newPage(browser);
    await signInTo(page, "/login", "管理员", "admin", "DEMO2");
    const popover = page.locator(".driver-popover");
    await popover.getByText("在线查询").waitFor();
    await popover.getByRole("button", { name: "下一步" }).click();
    await popover.getByText("快捷工具").waitFor();
    await popover.getByRole("button", { name: "下一步" }).click();
    await popover.getByText("了解更多").waitFor();
    expect(await popover.getByRole("link", { name: "下载用户手册" }).getAttribute("href")).toBe(
      "/help/user-manual.html",
    );
    await popover.getByRole("button", { name: "结束" }).waitFor();
    await popover.getByRole("button", { name: "立即体验" }).click();
    await popover.waitFor({ state: "detached" });
    await expect
      .poll(
        async () =>
          (await api<{ finished: boolean }>(token, "/hrs/userGuide?name=dashboard")).data.finished,
      )
      .toBe(true);
    await page.reload();
    await page.getByRole("heading", { name: "您好，系统管理员" }).waitFor();
    await page.waitForTimeout(1500);
    expect(await popover.count()).toBe(0);
    await context.close();
  });
});
