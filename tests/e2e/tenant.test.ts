import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage } from "./browser.ts";
import { ownWalk, setPasswordThroughLink } from "./own-server.ts";

/**
 * Issue 20's walk on a fresh data directory without the demo (SEED_DEMO=0): create-org, the
 * administrator sets the password through the link and signs in; a role with two menus and one
 * button and a staff user holding it (through the HRS API; tests/e2e/hrs-user.test.ts walks the
 * same through the HRS pages); the
 * user sets the password through the link and sees exactly those menus; disabled by the
 * administrator, the user's next call signs them out.
 */

const ADMIN_PASSWORD = "Acme-Admin-2026";
const USER_PASSWORD = "Quay-Side-Lamp-7";
const walk = ownWalk({ env: { SEED_DEMO: "0" } });

type Envelope<T> = { code: number; messageInfo: string; data: T };

async function apiCall<T>(pathname: string, token: string, body?: unknown): Promise<Envelope<T>> {
  const res = await fetch(`${walk.server.url}${pathname}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as Envelope<T>;
}

async function apiLogin(username: string, password: string): Promise<string> {
  const res = await fetch(`${walk.server.url}/auth/oauth/token`, {
    method: "POST",
    body: new URLSearchParams({ grant_type: "password", username, password }),
  });
  const body = (await res.json()) as Envelope<{ access_token: string }>;
  expect(body.code).toBe(0);
  return body.data.access_token;
}

/** The shared set-password steps, then on to the login page. */
async function setPasswordAndGoToLogin(page: Page, link: string, password: string) {
  await setPasswordThroughLink(page, link, password);
  await page.getByRole("button", { name: "去登录" }).click();
  await page.waitForURL(`${walk.server.url}/login`);
}

async function signIn(page: Page, type: "管理员" | "邮箱", login: string, password: string) {
  if (type !== "管理员") await page.getByText(type, { exact: true }).click();
  await page.getByPlaceholder(type === "管理员" ? "请输入用户名" : "请输入邮箱").fill(login);
  await page.getByLabel("机构代码").fill("ACME");
  await page.getByLabel("密码", { exact: true }).fill(password);
  await page.getByRole("button", { name: "登录" }).click();
  await page.waitForURL(`${walk.server.url}/dashboard`);
}

describe("a real organisation from nothing", () => {
  it("create-org, set passwords through links, a role's menus, and disabling signs the user out", async () => {
    const adminLink = await walk.server.createOrg("ACME", "某某国际货运代理有限公司", "admin");
    expect(adminLink).toMatch(/\/setPassword\?token=/);

    // The administrator sets the password and signs in as 2|admin|ACME.
    const admin = await newPage(walk.browser);
    await setPasswordAndGoToLogin(admin.page, adminLink, ADMIN_PASSWORD);
    await signIn(admin.page, "管理员", "admin", ADMIN_PASSWORD);
    const adminToken = await apiLogin("2|admin|ACME", ADMIN_PASSWORD);

    // A role with two menus and one button, and a staff user holding it.
    const role = await apiCall<{ roleId: number }>("/hrs/role", adminToken, {
      name: "单证员",
      permissionIds: [101, 103, 1001],
    });
    expect(role.code).toBe(0);
    const user = await apiCall<{ userId: number; link: string }>("/hrs/user", adminToken, {
      loginType: 1,
      cname: "单证小王",
      email: "docs@acme.example",
      roleId: role.data.roleId,
    });
    expect(user.code).toBe(0);

    // The user sets the password and signs in: exactly the two menus, and the button.
    const staff = await newPage(walk.browser);
    await setPasswordAndGoToLogin(staff.page, user.data.link, USER_PASSWORD);
    // The first-visit tour would cover the sidebar; this user has seen it.
    const userToken = await apiLogin("1|docs@acme.example|ACME", USER_PASSWORD);
    await apiCall("/hrs/userGuide/finish", userToken, { name: "dashboard" });
    await signIn(staff.page, "邮箱", "docs@acme.example", USER_PASSWORD);
    const nav = staff.page.getByRole("navigation", { name: "主导航" });
    const groups = nav.locator("button[aria-expanded]");
    await groups.first().waitFor();
    expect(await groups.allInnerTexts()).toEqual(["空运管理"]);
    if ((await groups.first().getAttribute("aria-expanded")) !== "true")
      await groups.first().click();
    const leaves = nav.locator("#menu-panel-100 a");
    await leaves.first().waitFor();
    expect((await leaves.allInnerTexts()).map((t) => t.trim())).toEqual([
      "空运出口订单",
      "货物追踪",
    ]);
    const buttons = await apiCall<string[]>("/hrs/permission/getButtonInfo", userToken);
    expect(buttons.data).toEqual(["af_order_add"]);

    // Disabled from the administrator's side: the user's next call signs them out.
    const disabled = await apiCall(`/hrs/user/${user.data.userId}/disable`, adminToken, {});
    expect(disabled.code).toBe(0);
    await staff.page.reload();
    await staff.page.waitForURL(/\/login/);
    await expect(staff.page.getByRole("button", { name: "登录" })).toBeDefined();

    await admin.context.close();
    await staff.context.close();
  }, 240_000);
});
