import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { choose, newPage } from "./browser.ts";
import { ownWalk, setPasswordThroughLink } from "./own-server.ts";

/**
 * Issue 20 through the HRS pages, on a fresh data directory without the demo (SEED_DEMO=0): the
 * administrator made by create-org builds a role with two menus and one button on /hrs_role,
 * adds a staff user holding it on /hrs_user and hands over the set-password link the dialog
 * shows, in a department made on /hrs_dept; the user sees exactly those menus; disabled on /hrs_user, the user's next load signs
 * them out; /hrs_log lists the changes.
 */

/** This walk's own server port (4300-4399 are this suite's to use). */
const PORT = Number(process.env.HRS_E2E_PORT ?? 4321);
const ADMIN_PASSWORD = "Acme-Admin-2026";
const USER_PASSWORD = "Quay-Side-Lamp-7";
const walk = ownWalk({ port: PORT, env: { SEED_DEMO: "0" } });

async function apiLogin(username: string, password: string): Promise<string> {
  const res = await fetch(`${walk.server.url}/auth/oauth/token`, {
    method: "POST",
    body: new URLSearchParams({ grant_type: "password", username, password }),
  });
  const body = (await res.json()) as { code: number; data: { access_token: string } };
  expect(body.code).toBe(0);
  return body.data.access_token;
}

/** The first-visit tour would cover the page; these users have seen it. */
async function skipTour(username: string, password: string) {
  const token = await apiLogin(username, password);
  await fetch(`${walk.server.url}/hrs/userGuide/finish`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "dashboard" }),
  });
}

async function signIn(
  page: Page,
  type: "管理员" | "邮箱",
  login: string,
  password: string,
  org = "ACME",
) {
  await page.goto(`${walk.server.url}/login`);
  if (type !== "管理员") await page.getByText(type, { exact: true }).click();
  await page.getByPlaceholder(type === "管理员" ? "请输入用户名" : "请输入邮箱").fill(login);
  await page.getByLabel("机构代码").fill(org);
  await page.getByLabel("密码", { exact: true }).fill(password);
  await page.getByRole("button", { name: "登录" }).click();
  await page.waitForURL(`${walk.server.url}/dashboard`);
}

describe("the HRS pages", () => {
  it("a role on /hrs_role, a user on /hrs_user with its link, disabling, and the log", async () => {
    const adminLink = await walk.server.createOrg("ACME", "某某货代", "admin");
    expect(adminLink).toMatch(/\/setPassword\?token=/);
    const admin = await newPage(walk.browser);
    await setPasswordThroughLink(admin.page, adminLink, ADMIN_PASSWORD);
    await skipTour("2|admin|ACME", ADMIN_PASSWORD);
    await signIn(admin.page, "管理员", "admin", ADMIN_PASSWORD);

    // /hrs_role: a role with two menus and one button.
    const a = admin.page;
    await a.goto(`${walk.server.url}/hrs_role`);
    await a.getByRole("button", { name: "新增角色" }).click();
    await a.getByLabel("角色名称").fill("单证员");
    await a.getByRole("button", { name: "展开 空运管理" }).click();
    await a.getByRole("checkbox", { name: "空运出口订单", exact: true }).check();
    await a.getByRole("checkbox", { name: "货物追踪", exact: true }).check();
    await a.getByRole("checkbox", { name: "新建订单（空运出口）" }).check();
    await a.getByRole("checkbox", { name: "编辑订单、跟踪与附件（空运出口）" }).check();
    await a.getByText("已选 2 个菜单、2 个按钮").waitFor();
    await a.getByRole("button", { name: "保存" }).click();
    await a.getByRole("heading", { name: "编辑角色：单证员" }).waitFor();

    // /hrs_dept: a department to put the user in.
    await a.goto(`${walk.server.url}/hrs_dept`);
    await a.getByRole("button", { name: "新增部门" }).first().click();
    const deptDialog = a.getByRole("dialog", { name: "新增部门" });
    await deptDialog.getByLabel("部门名称").fill("单证部");
    await deptDialog.getByRole("button", { name: "保存" }).click();
    await a.getByRole("button", { name: "重命名 单证部" }).waitFor();

    // /hrs_user: the staff user holding it; the dialog shows the one-time link.
    await a.goto(`${walk.server.url}/hrs_user`);
    await a.getByRole("cell", { name: "admin" }).first().waitFor();
    await a.getByRole("button", { name: "新增用户" }).click();
    const add = a.getByRole("dialog", { name: "新增用户" });
    await add.getByLabel("中文名").fill("单证小王");
    await add.getByLabel("邮箱").fill("docs@acme.example");
    await choose(add, "角色", "单证员");
    await choose(add, "部门", "单证部");
    await add.getByRole("button", { name: "保存" }).click();
    const linkDialog = a.getByRole("dialog", { name: "设置密码链接" });
    const userLink = await linkDialog.getByLabel("链接").inputValue();
    expect(userLink).toMatch(/\/setPassword\?token=/);
    await linkDialog.getByRole("button", { name: "关闭" }).last().click();
    await a.getByRole("group", { name: "单证小王 的操作" }).waitFor();
    await a.getByRole("cell", { name: "单证员 单证部" }).waitFor();
    // The list template's filter bar: the keyword is applied with 查询, 重置 brings all back.
    const filters = a.getByRole("search");
    await filters.getByLabel("关键字").fill("单证");
    await filters.getByRole("button", { name: "查询" }).click();
    await expect.poll(() => a.getByRole("cell", { name: "admin" }).count()).toBe(0);
    await a.getByRole("group", { name: "单证小王 的操作" }).waitFor();
    await filters.getByRole("button", { name: "重置" }).click();
    await a.getByRole("cell", { name: "admin" }).first().waitFor();
    expect(await filters.getByLabel("关键字").inputValue()).toBe("");

    // The user sets the password and sees exactly the role's two menus.
    const staff = await newPage(walk.browser);
    await setPasswordThroughLink(staff.page, userLink, USER_PASSWORD);
    await skipTour("1|docs@acme.example|ACME", USER_PASSWORD);
    await signIn(staff.page, "邮箱", "docs@acme.example", USER_PASSWORD);
    const nav = staff.page.getByRole("navigation", { name: "主导航" });
    const groups = nav.locator("button[aria-expanded]");
    await groups.first().waitFor();
    expect(await groups.allInnerTexts()).toEqual(["空运管理"]);
    if ((await groups.first().getAttribute("aria-expanded")) !== "true") {
      await groups.first().click();
    }
    const leaves = nav.locator("#menu-panel-100 a");
    await leaves.first().waitFor();
    expect((await leaves.allInnerTexts()).map((t) => t.trim())).toEqual([
      "空运出口订单",
      "货物追踪",
    ]);

    // Issue 34: a button taken off the role shows at the user's next page load, not on save.
    await staff.page.goto(`${walk.server.url}/order_page?scope=AE`);
    await staff.page.getByRole("button", { name: "保存", exact: true }).waitFor();
    await a.goto(`${walk.server.url}/hrs_role`);
    await a
      .getByRole("navigation", { name: "角色" })
      .getByRole("button", { name: /单证员/ })
      .click();
    await a.getByRole("heading", { name: "编辑角色：单证员" }).waitFor();
    await a.getByRole("checkbox", { name: "新建订单（空运出口）" }).uncheck();
    await a.getByText("已选 2 个菜单、1 个按钮").waitFor();
    await a.getByRole("button", { name: "保存" }).click();
    await a.getByText("操作成功").first().waitFor();
    await staff.page.reload();
    await staff.page.getByText("您的角色不能新建空运出口订单").waitFor();
    expect(await staff.page.getByRole("button", { name: "保存", exact: true }).count()).toBe(0);

    // Disabled on /hrs_user after the confirmation: the user's next load signs them out.
    await a.goto(`${walk.server.url}/hrs_user`);
    const row = a.getByRole("group", { name: "单证小王 的操作" });
    await row.getByRole("button", { name: "停用" }).click();
    await a.getByRole("dialog", { name: "停用用户" }).getByRole("button", { name: "停用" }).click();
    await row.getByRole("button", { name: "启用" }).waitFor();
    await staff.page.reload();
    await staff.page.waitForURL(/\/login/);

    // /hrs_log: the changes, filterable.
    await a.goto(`${walk.server.url}/hrs_log`);
    await a.getByRole("cell", { name: "停用用户" }).waitFor();
    await a.getByLabel("操作类型").selectOption("role.create");
    await a.getByRole("cell", { name: "新增角色" }).waitFor();
    await expect.poll(() => a.getByRole("cell", { name: "停用用户" }).count()).toBe(0);

    // /hrs_notice and /hrs_dept: lists on the template, each ending in its pager.
    await a.goto(`${walk.server.url}/hrs_notice`);
    await a.getByRole("heading", { name: "系统公告" }).waitFor();
    await a.getByRole("button", { name: "发布公告" }).first().waitFor();
    await a.getByText(/^第 1 \/ 1 页，共 \d+ 条$/).waitFor();
    await a.goto(`${walk.server.url}/hrs_dept`);
    await a.getByRole("button", { name: "重命名 单证部" }).waitFor();
    await a.getByText("第 1 / 1 页，共 1 条").waitFor();

    await admin.context.close();
    await staff.context.close();
  }, 240_000);
});

describe("another organisation's person (issue 33)", () => {
  it("is invited, accepts in the notice, and is then a member the inviter cannot manage", async () => {
    const betaLink = await walk.server.createOrg("BETA", "贝塔物流", "beta-admin");
    const gammaLink = await walk.server.createOrg("GAMMA", "伽马货运", "gamma-admin");
    const beta = await newPage(walk.browser);
    const gamma = await newPage(walk.browser);
    await setPasswordThroughLink(beta.page, betaLink, ADMIN_PASSWORD);
    await setPasswordThroughLink(gamma.page, gammaLink, USER_PASSWORD);
    await skipTour("2|beta-admin|BETA", ADMIN_PASSWORD);
    await skipTour("2|gamma-admin|GAMMA", USER_PASSWORD);

    // BETA adds GAMMA's administrator by login name: an invitation, listed with what was typed.
    const b = beta.page;
    await signIn(b, "管理员", "beta-admin", ADMIN_PASSWORD, "BETA");
    await b.goto(`${walk.server.url}/hrs_user`);
    await b.getByRole("group", { name: /beta-admin/ }).waitFor();
    await b.getByRole("button", { name: "新增用户" }).click();
    const add = b.getByRole("dialog", { name: "新增用户" });
    await choose(add, "登录方式", "管理员（登录名）");
    await add.getByLabel("登录名").fill("gamma-admin");
    await add.getByLabel("中文名").fill("伽马的管理员");
    await choose(add, "角色", "管理员");
    await add.getByRole("button", { name: "保存" }).click();
    const pending = b.getByRole("region", { name: "待接受的邀请" });
    await pending.getByRole("cell", { name: "伽马的管理员" }).waitFor();
    expect(await b.getByRole("group", { name: /gamma-admin/ }).count()).toBe(0);

    // GAMMA's administrator sees the notice after signing in and accepts; the switcher has BETA.
    const g = gamma.page;
    await signIn(g, "管理员", "gamma-admin", USER_PASSWORD, "GAMMA");
    const notice = g.getByRole("region", { name: "机构邀请" });
    await notice.getByText("“贝塔物流”邀请您加入").waitFor();
    await notice.getByRole("button", { name: "接受" }).click();
    await notice.waitFor({ state: "detached" });
    await g.getByRole("button", { name: /切换公司/ }).click();
    await g.getByRole("menuitemradio", { name: "贝塔物流" }).waitFor();

    // BETA lists them as GAMMA's account: no reset, no disable, only the end of the membership.
    await b.reload();
    const row = b.getByRole("group", { name: "gamma-admin 的操作" });
    await row.getByRole("button", { name: "移出本组织" }).waitFor();
    expect(await row.getByRole("button", { name: "重置密码" }).count()).toBe(0);
    expect(await row.getByRole("button", { name: "停用" }).count()).toBe(0);
    await b.getByRole("cell", { name: "伽马货运" }).waitFor();
    expect(await pending.count()).toBe(0);

    await beta.context.close();
    await gamma.context.close();
  }, 240_000);
});
