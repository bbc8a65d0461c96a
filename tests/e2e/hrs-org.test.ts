import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage } from "./browser.ts";
import { ownWalk } from "./own-server.ts";
import { DEMO_PASSWORD, type LoginType } from "./sign-in.ts";

/**
 * Issue 20's organisation pages in a real browser, on a server of this file's own (they change
 * the demo organisation, which the shared server's walks read): the administrator gives the
 * organisation a theme on /hrs_org_configure and a staff member's next page load wears it; the
 * administrator publishes a release on /hrs_version and the staff member's open page, on its
 * next click, clears the token and reloads to the login page, while the publisher's does not.
 */

/** This walk's own server port (4300-4399 are this suite's to use). */
const PORT = Number(process.env.HRS_ORG_E2E_PORT ?? 4322);
const walk = ownWalk({ port: PORT });

const PLACEHOLDERS: Record<LoginType, string> = {
  管理员: "请输入用户名",
  邮箱: "请输入邮箱",
  手机号: "请输入手机号",
};

async function skipTour(username: string) {
  const res = await fetch(`${walk.server.url}/auth/oauth/token`, {
    method: "POST",
    body: new URLSearchParams({ grant_type: "password", username, password: DEMO_PASSWORD }),
  });
  const token = ((await res.json()) as { data: { access_token: string } }).data.access_token;
  await fetch(`${walk.server.url}/hrs/userGuide/finish`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "dashboard" }),
  });
}

async function signInAt(page: Page, path: string, type: LoginType, login: string) {
  await page.goto(`${walk.server.url}/login?redirect=${encodeURIComponent(path)}`);
  if (type !== "管理员") await page.getByText(type, { exact: true }).click();
  await page.getByPlaceholder(PLACEHOLDERS[type]).fill(login);
  await page.getByLabel("机构代码").fill("DEMO");
  await page.getByLabel("密码", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "登录" }).click();
  await page.waitForURL(`${walk.server.url}${path}`);
}

const brandOf = (page: Page) =>
  page.evaluate(() => document.documentElement.style.getPropertyValue("--brand")).catch(() => "");

describe("the organisation's theme and releases", () => {
  it("a theme reaches members at their next load; a release reloads their open pages", async () => {
    await skipTour("2|admin|DEMO");
    await skipTour("1|staff@demo.example|DEMO");
    const admin = await newPage(walk.browser);
    await signInAt(admin.page, "/hrs_org_configure", "管理员", "admin");
    await admin.page.getByRole("heading", { name: "机构配置" }).waitFor();
    await admin.page.getByText("#0F766E", { exact: true }).click();
    await admin.page.getByRole("button", { name: "保存" }).click();
    await admin.page.getByText("保存成功，成员下次打开页面时生效").waitFor();

    const staff = await newPage(walk.browser);
    await signInAt(staff.page, "/dashboard", "邮箱", "staff@demo.example");
    await expect.poll(() => brandOf(staff.page), { timeout: 10_000 }).toBe("#0F766E");

    await admin.page.goto(`${walk.server.url}/hrs_version`);
    await admin.page.getByRole("heading", { name: "版本发布" }).waitFor();
    await admin.page.getByLabel("发布说明").fill("主题色更新");
    await admin.page.getByRole("button", { name: "发布新版本" }).click();
    await admin.page.getByRole("cell", { name: "r1" }).waitFor();
    await admin.page.getByRole("cell", { name: "主题色更新" }).waitFor();

    // The staff member's page was loaded before the release: the next click reloads it signed out.
    await staff.page.getByRole("heading").first().click();
    await staff.page.waitForURL(/\/login/, { timeout: 15_000 });
    // The login page may still be settling (its own redirect); read once its form shows.
    await staff.page.getByRole("button", { name: "登录" }).waitFor();
    await expect
      .poll(() => staff.page.evaluate(() => localStorage.getItem("access_token")).catch(() => "?"))
      .toBeNull();

    // The publisher's own page knows the release and stays.
    await admin.page.getByRole("heading", { name: "版本发布" }).click();
    await admin.page.waitForTimeout(1500);
    expect(new URL(admin.page.url()).pathname).toBe("/hrs_version");

    await admin.context.close();
    await staff.context.close();
  }, 120_000);
});
