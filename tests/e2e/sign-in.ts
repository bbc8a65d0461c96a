import type { Page } from "playwright-core";
import { inject } from "vitest";

/** The demo users' password (server/db/seed/demo.ts). */
export const DEMO_PASSWORD = "Demo@2026";

/** The login form's login types, as its segments name them. */
export type LoginType = "管理员" | "邮箱" | "手机号";

const PLACEHOLDERS: Record<LoginType, string> = {
  管理员: "请输入用户名",
  邮箱: "请输入邮箱",
  手机号: "请输入手机号",
};

/** Fills in the login form the page shows, as a user does, and submits it. */
export async function signIn(
  page: Page,
  type: LoginType,
  login: string,
  org = "DEMO",
): Promise<void> {
  if (type !== "管理员") await page.getByText(type, { exact: true }).click();
  await page.getByPlaceholder(PLACEHOLDERS[type]).fill(login);
  await page.getByLabel("机构代码").fill(org);
  await page.getByLabel("密码", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "登录" }).click();
}

/**
 * Opens path, signs in on the login page (a path other than /login must send the user there) and
 * waits for the page the sign-in leads to: path itself, or for /login its redirect (the dashboard
 * without one).
 */
export async function signInTo(
  page: Page,
  path: string,
  type: LoginType = "管理员",
  login = "admin",
  org = "DEMO",
): Promise<void> {
  const baseUrl = inject("baseUrl");
  const url = new URL(path, baseUrl);
  const onLogin = url.pathname === "/login";
  await page.goto(`${baseUrl}${path}`);
  if (!onLogin) await page.waitForURL(/\/login/);
  await signIn(page, type, login, org);
  const landing = onLogin ? (url.searchParams.get("redirect") ?? "/dashboard") : path;
  await page.waitForURL(`${baseUrl}${landing}`);
}

/** A demo user's access token, from the token endpoint. */
export async function apiLogin(username: string): Promise<string> {
  const res = await fetch(`${inject("baseUrl")}/auth/oauth/token`, {
    method: "POST",
    body: new URLSearchParams({ grant_type: "password", username, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

/**
 * Marks the dashboard's first-visit tour finished for a demo user in their organisation: the
 * tour sits over the page 700 ms after it shows, and most tests are about other things.
 */
export async function finishTour(username: string): Promise<string> {
  const token = await apiLogin(username);
  await fetch(`${inject("baseUrl")}/hrs/userGuide/finish`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "dashboard" }),
  });
  return token;
}
