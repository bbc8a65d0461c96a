import { rmSync } from "node:fs";
import type { Browser, Page, WebSocketRoute } from "playwright-core";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { openPglite } from "../../server/db/client.ts";
import { migrate } from "../../server/db/migrate.ts";
import { seedDemo } from "../../server/db/seed/demo.ts";
import { seedReference } from "../../server/db/seed/reference.ts";
import { launch, newPage } from "./browser.ts";
import {
  freePort,
  type ServerProcess,
  startServer,
  tempDataDir,
  waitReady,
} from "./server-process.ts";
import { DEMO_PASSWORD, finishTour, signIn, signInTo } from "./sign-in.ts";

/**
 * Chat end to end (issue 21) with two browsers: 张敏 (DEMO staff) opens chat, picks the supplier's
 * 陈静, sends text and an image; 陈静's top-bar count rises without a reload, she replies and 张敏
 * sees it live. 张敏's socket is cut and restored meanwhile: nothing is missing or doubled. The
 * entry is hidden for a user without the flag and for a private deployment.
 */

let browser: Browser;
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAAGklEQVR4nGPYEsxJFcQwatCoQaMGjRpEGQIA+52YEKpLwFoAAAAASUVORK5CYII=",
  "base64",
);
let privateServer: ServerProcess | null = null;
const privateDir = tempDataDir();

beforeAll(async () => {
  browser = await launch();
  await finishTour("1|staff@demo.example|DEMO");
  await finishTour("1|chen@supplier.example|SUPPLY");
  await finishTour("0|13800000001|DEMO");
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await privateServer?.stop();
  rmSync(privateDir, { recursive: true, force: true });
});

const entry = (page: Page) => page.getByRole("button", { name: /^在线客服/ });
const badge = (page: Page) => page.getByTestId("chat-unread");
const dialog = (page: Page) => page.getByRole("dialog");
const messages = (page: Page) => page.getByTestId("chat-messages");

/** An image that has loaded (its bytes came through the authenticated call). */
async function shown(img: ReturnType<Page["getByRole"]>) {
  await img.waitFor({ state: "attached", timeout: 15_000 });
  await expect
    .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth), { timeout: 10_000 })
    .toBe(24);
}

async function openTopic(page: Page, name: string) {
  await entry(page).click();
  await dialog(page)
    .getByRole("navigation", { name: "联系人" })
    .getByRole("button", { name: new RegExp(name) })
    .click();
}

it("two people chat live; a cut connection loses and doubles nothing", async () => {
  const staff = await newPage(browser);
  const chen = await newPage(browser);
  // 张敏's socket runs through a route the test can cut, as a dropped network would.
  let cut: (() => Promise<void>) | null = null;
  await staff.page.routeWebSocket(/\/im\/socket$/, (ws: WebSocketRoute) => {
    const server = ws.connectToServer();
    cut = async () => {
      await ws.close({ code: 4000 });
      await server.close();
    };
  });
  try {
    await signInTo(staff.page, "/dashboard", "邮箱", "staff@demo.example");
    await signInTo(chen.page, "/login", "邮箱", "chen@supplier.example", "SUPPLY");
    await expect.poll(() => entry(chen.page).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => badge(chen.page).count()).toBe(0);

    await openTopic(staff.page, "陈静");
    // A new topic starts with the greeting.
    await messages(staff.page).getByText("您好，我是张敏，很高兴为您服务。").waitFor();
    await expect.poll(() => badge(chen.page).textContent(), { timeout: 10_000 }).toBe("1");

    await staff.page.getByLabel("输入消息").fill("请问明天的舱位还有吗？");
    await staff.page.getByLabel("输入消息").press("Enter");
    const chooser = staff.page.waitForEvent("filechooser");
    await staff.page.getByRole("button", { name: "发送图片" }).click();
    await (await chooser).setFiles({
      name: "cargo.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    await shown(messages(staff.page).getByRole("img", { name: /cargo\.png/ }));
    // 陈静's count rises without a reload.
    await expect.poll(() => badge(chen.page).textContent(), { timeout: 10_000 }).toBe("3");
    await expect.poll(() => chen.page.title()).toMatch(/^\(3\) /);

    await openTopic(chen.page, "张敏");
    await messages(chen.page).getByText("请问明天的舱位还有吗？").waitFor();
    await shown(messages(chen.page).getByRole("img", { name: /cargo\.png/ }));
    // Opening the topic reads it.
    await expect.poll(() => badge(chen.page).count(), { timeout: 10_000 }).toBe(0);
    await chen.page.getByLabel("输入消息").fill("有的，请提供货物尺寸");
    await chen.page.getByRole("button", { name: "发送", exact: true }).click();
    await messages(staff.page).getByText("有的，请提供货物尺寸").waitFor({ timeout: 10_000 });
    // 张敏 sees his messages read.
    await messages(staff.page).getByText("已读").first().waitFor({ timeout: 10_000 });

    // The connection drops; 陈静 writes twice meanwhile; it comes back.
    const drop = cut as (() => Promise<void>) | null;
    expect(drop).not.toBeNull();
    await drop?.();
    await staff.page.getByText("连接已断开，正在重新连接…").waitFor({ timeout: 5_000 });
    for (const text of ["尺寸是 120×80×100", "共 3 件"]) {
      await chen.page.getByLabel("输入消息").fill(text);
      await chen.page.getByLabel("输入消息").press("Enter");
    }
    await messages(staff.page).getByText("共 3 件").waitFor({ timeout: 20_000 });
    for (const text of [
      "有的，请提供货物尺寸",
      "尺寸是 120×80×100",
      "共 3 件",
      "请问明天的舱位还有吗？",
    ]) {
      await expect
        .poll(() => messages(staff.page).getByText(text, { exact: true }).count())
        .toBe(1);
    }
    // And after a reload the same list, each message once.
    await staff.page.reload();
    await openTopic(staff.page, "陈静");
    await messages(staff.page).getByText("共 3 件").waitFor();
    expect(await messages(staff.page).getByText("尺寸是 120×80×100", { exact: true }).count()).toBe(
      1,
    );
    expect(await messages(staff.page).getByText("您好，我是张敏，很高兴为您服务。").count()).toBe(
      1,
    );
  } finally {
    await staff.context.close();
    await chen.context.close();
  }
}, 120_000);

it("a session signed out elsewhere closes its chat socket at once; the page signs out, no reconnect", async () => {
  const { context, page } = await newPage(browser);
  const sockets: string[] = [];
  page.on("websocket", (ws) => sockets.push(ws.url()));
  try {
    await signInTo(page, "/dashboard", "邮箱", "staff@demo.example");
    await expect.poll(() => entry(page).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => sockets.length, { timeout: 10_000 }).toBe(1);
    const token = await page.evaluate(() => localStorage.getItem("access_token"));
    // Signed out from another tab or device: the server closes this page's socket with 4401,
    // and the page finds its session gone without waiting for its next call or a heartbeat.
    const res = await fetch(`${inject("baseUrl")}/auth/token/logout`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    await page.waitForURL(/\/login/, { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem("access_token"))).toBeNull();
    // The chat did not try to reconnect with the ended session.
    expect(sockets).toHaveLength(1);
  } finally {
    await context.close();
  }
}, 60_000);

it("a user without the online-service flag has no entry", async () => {
  const { context, page } = await newPage(browser);
  try {
    await signInTo(page, "/dashboard", "手机号", "13800000001");
    await page.getByRole("button", { name: /用户菜单/ }).waitFor();
    // The top bar is complete (its counters loaded) and still has no chat.
    await page.waitForLoadState("networkidle");
    expect(await entry(page).count()).toBe(0);
  } finally {
    await context.close();
  }
}, 60_000);

it("a private deployment has no entry, and the staff of another one does", async () => {
  // Its own server on a database where DEMO is a private deployment.
  const db = await openPglite(privateDir);
  await migrate(db);
  await seedReference(db);
  await seedDemo(db, DEMO_PASSWORD);
  await db.query("update orgs set private_saas = true where code = 'DEMO'");
  const [org] = await db.query<{ name: string }>("select name from orgs where code = 'DEMO'");
  await db.close();
  privateServer = startServer({ port: await freePort(), dataDir: privateDir });
  await waitReady(privateServer);
  const { context, page } = await newPage(browser);
  try {
    await page.goto(`${privateServer.url}/login`);
    await signIn(page, "邮箱", "staff@demo.example");
    await page.getByRole("button", { name: /用户菜单/ }).waitFor({ timeout: 20_000 });
    await page.waitForLoadState("networkidle");
    expect(await entry(page).count()).toBe(0);
    // Issue 34: the tab is the deployment's own, not 货代云平台.
    await expect.poll(() => page.title()).toBe(org?.name);
    // The supplier's own organisation is not private: 陈静 still has chat there.
    const other = await newPage(browser);
    await other.page.goto(`${privateServer.url}/login`);
    await signIn(other.page, "邮箱", "chen@supplier.example", "SUPPLY");
    await entry(other.page).waitFor({ timeout: 20_000 });
    expect(await other.page.title()).toMatch(/^(\(\d+\+?\) )?货代云平台$/);
    await other.context.close();
  } finally {
    await context.close();
  }
}, 120_000);
