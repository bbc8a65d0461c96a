import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { INTERNAL_SECRET_HEADER, readInternalSecret } from "../../server/http/internal.ts";
import { launch } from "./browser.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const port = new URL(baseUrl).port;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** A phone: 375 px, touch, and a mobile user agent (links then open in the same window). */
async function phonePage() {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: "zh-CN",
    userAgent: IPHONE,
    acceptDownloads: true,
  });
  return { context, page: await context.newPage() };
}

/** The CLI prints localhost; the test server listens on 127.0.0.1 only. */
const local = (url: string) => url.replace("//localhost:", "//127.0.0.1:");

/** `npm run share-link -- <code>` against the running server, as a person would. */
async function cliLink(orderCode?: string): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "scripts/share-link.ts", ...(orderCode ? [orderCode] : [])],
    { cwd: root, env: { ...process.env, PORT: port, DATA_DIR: dataDir } },
  );
  return stdout.trim();
}

async function internalLink(orderCode: string, seconds: number): Promise<string> {
  const res = await fetch(`${baseUrl}/__internal/share-links`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [INTERNAL_SECRET_HEADER]: readInternalSecret(dataDir) ?? "",
    },
    body: JSON.stringify({ orderCode, seconds }),
  });
  const body = (await res.json()) as { data: { path: string }[] };
  return `${baseUrl}${body.data[0]?.path}`;
}

async function expectNotFound(page: Page, url: string) {
  // Not even the server's first paint names an order for a dead link.
  const html = await (await fetch(url)).text();
  expect(html).not.toContain("<h1");
  expect(html).not.toContain('id="share-qr"');
  await page.goto(url);
  await page.getByRole("heading", { name: "链接无效或已过期" }).waitFor();
  expect(await page.getByText("未查询到订单信息或链接已失效").count()).toBe(1);
  expect(await page.getByRole("heading", { level: 1 }).count()).toBe(0);
}

it("prints one working link per demo order", async () => {
  const lines = (await cliLink()).split("\n");
  expect(lines.map((l) => l.split(" ").slice(0, 2).join(" "))).toEqual([
    "AF AE2500001",
    "AF AE2500002",
    "AF AE2500003",
    "AI AI2500001",
    "SE SE2500001",
    "SI SI2500001",
    "LC LC2500001",
    "AF AE2590001",
    "LC LC2590001",
  ]);
  for (const line of lines) {
    expect(line).toMatch(
      new RegExp(
        `^[A-Z]{2} \\S+ http://localhost:${port}/externalOrderTrack\\?o=[A-Z]{2}[\\w-]{43}&code=`,
      ),
    );
  }
});

it("opens a share link on a phone: every section, MORE, both PDFs, the notice", async () => {
  const link = await cliLink("AE2500001");
  const { context, page } = await phonePage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(local(link));
  await page.getByRole("heading", { level: 1, name: "784-55123401_SHA25110001" }).waitFor();
  // The server's HTML already names the order; wait for the order itself (the header's QR code
  // and the first section) before looking at what was loaded.
  const qr = page.getByRole("img", { name: "本页链接二维码" });
  await qr.waitFor();
  await page.getByRole("button", { name: /^订单信息/ }).waitFor();

  // The staff app is not part of this page.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => e.name)
      .filter((n) => n.endsWith(".js")),
  );
  expect(scripts.some((s) => /ShellLayout|LoginPage|toast-runtime/.test(s))).toBe(false);
  // The server drew the page's QR code, so the phone neither downloads nor runs the encoder.
  expect(await qr.locator("svg path").count()).toBeGreaterThan(0);
  expect(await page.locator("template#share-qr").getAttribute("data-link")).toBe(page.url());
  expect(scripts.some((s) => /\/esm-[\w-]+\.js$/.test(s))).toBe(false);

  // Every section: closed by a tap, opened again by a tap.
  const sections = ["订单信息", "轨迹信息", "舱单信息", "相关文件", "相关图片"];
  for (const name of sections) {
    const toggle = page.getByRole("button", { name: new RegExp(`^${name}`) });
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
  }
  await page.getByRole("button", { name: /查看全部轨迹/ }).click();
  await page.getByText("舱位不足，50件拉货改配次日 CZ307 航班").waitFor();
  await page.getByText("SHA25110003").first().waitFor();
  await page.getByRole("link", { name: "打开 Commercial invoice BLX-7781.pdf" }).waitFor();
  const photo = page.getByRole("img", { name: "货站过磅" });
  await photo.waitFor();
  expect(
    await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true);
  await page.getByRole("button", { name: "下一张" }).click();
  await page.getByRole("img", { name: "分单标签" }).waitFor();

  // Both PDFs, generated by the server, carry the AWB number.
  for (const label of ["下载主单", "下载分单 SHA25110001"]) {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: label }).click(),
    ]);
    const file = await download.path();
    const pdf = readFileSync(file);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.includes("784-55123401")).toBe(true);
  }

  // MORE opens the carrier's tracking page; on a phone in the same window.
  await page.route("https://tang.csair.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>CZ cargo</title>carrier" }),
  );
  await Promise.all([
    page.waitForURL(/^https:\/\/tang\.csair\.com\/.*awbprefix=784&awbno=55123401$/),
    page.getByRole("button", { name: /MORE/ }).click(),
  ]);
  // Go back only once the carrier page has fully loaded: going back while the cross-site
  // navigation is still swapping processes fails now and then ("not attached to a page").
  await page.getByText("carrier").waitFor();
  await page.goBack();
  await page.getByRole("heading", { level: 1, name: "784-55123401_SHA25110001" }).waitFor();

  // The delivery notice, built from the order.
  await page.getByRole("button", { name: /进仓通知（货站）/ }).click();
  await page.waitForURL(/\/externalOrderDeliveryNotice\?o=AF[\w-]{43}&flag=warehouse$/);
  await page.getByText("浦东机场西货运区 3号货站").first().waitFor();
  await page.getByRole("heading", { name: "进仓通知（货站）" }).waitFor();

  expect(errors).toEqual([]);
  await context.close();
});

it("reads in English through the switch and remembers it", async () => {
  const link = await cliLink("SE2500001");
  const { context, page } = await phonePage();
  await page.goto(local(link));
  await page.getByRole("button", { name: /^订单信息/ }).waitFor();
  await page.getByRole("button", { name: /Switch to English/ }).click();
  await page.getByRole("button", { name: /^Order information/ }).waitFor();
  await page.reload();
  await page.getByRole("button", { name: /^Order information/ }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("en-US");
  await context.close();
});

it("shows the same not-found page for an expired, a revoked and a made-up link", async () => {
  const { context, page } = await phonePage();

  const expired = await internalLink("AE2500002", 1);
  await new Promise((r) => setTimeout(r, 1500));
  await expectNotFound(page, expired);

  const login = await fetch(`${baseUrl}/auth/oauth/token`, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "password",
      username: "2|admin|DEMO",
      password: "Demo@2026",
    }),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const auth = { authorization: `Bearer ${token}` };
  const created = await fetch(`${baseUrl}/afbase/orderShare/links`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ orderCode: "LC2500001" }),
  });
  const link = ((await created.json()) as { data: { id: number; url: string } }).data;
  await page.goto(link.url);
  await page.getByRole("heading", { level: 1, name: "LC2500001" }).waitFor();
  await fetch(`${baseUrl}/afbase/orderShare/links/${link.id}`, { method: "DELETE", headers: auth });
  await expectNotFound(page, link.url);

  await expectNotFound(page, `${baseUrl}/externalOrderTrack?o=AF${"x".repeat(43)}`);

  await page.goto(`${baseUrl}/externalOrderTrack`);
  await page.getByText("未获取到查询相关信息").waitFor();
  await context.close();
});

it("the share page's track and manifest sections open the two timeline dialogs, with the manifest remarks", async () => {
  const link = local(await cliLink("AE2500001"));
  const context = await browser.newContext({
    locale: "zh-CN",
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.goto(link);
  const manifest = page.getByRole("region", { name: "舱单信息" });
  await expect.poll(() => manifest.textContent()).toContain("海关已放行");
  await page.getByRole("button", { name: "航线轨迹" }).click();
  const route = page.getByRole("dialog", { name: /^航线轨迹 / });
  await expect.poll(() => route.textContent()).toContain("舱位不足，50件拉货改配次日 CZ307 航班");
  await route.getByRole("button", { name: "关闭" }).first().click();
  await route.waitFor({ state: "detached" });
  await page.getByRole("button", { name: "舱单详情" }).click();
  const dialog = page.getByRole("dialog", { name: /^舱单详情 / });
  for (const remark of ["预配舱单已申报", "运抵报告已接收", "海关已放行"]) {
    await expect.poll(() => dialog.textContent()).toContain(remark);
  }
  await context.close();
});
